import { Check, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { assessmentNameError, RENAME_TEXTS } from '@shared/assessment-texts';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { LIMITS } from '@shared/domain';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useRenameAssessment } from '../../api/use-rename-assessment';

interface Props {
  assessment: AssessmentListItem;
  /** Renaming ended (saved or cancelled). */
  onDone: () => void;
}

/**
 * Renames in place: Enter saves, Escape (handled by the list's popover) cancels; the name rules
 * are the ones at creation.
 */
export function RenameForm({ assessment, onDone }: Props) {
  const [name, setName] = useState(assessment.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameAssessment();
  const errorId = useId();

  const submit = () => {
    if (rename.isPending) return;
    const invalid = assessmentNameError(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    const trimmed = name.trim();
    if (trimmed === assessment.name) {
      onDone();
      return;
    }
    rename.mutate(
      { id: assessment.id, name: trimmed },
      {
        onSuccess: (saved) => {
          toast({
            ...RENAME_TEXTS.renamed,
            description: RENAME_TEXTS.renamedDescription(saved.name),
          });
          onDone();
        },
        onError: (err) => {
          const message = err instanceof ApiError ? err.serverMessage : undefined;
          setError(message ?? RENAME_TEXTS.failedFallback);
        },
      },
    );
  };

  return (
    <form
      className="space-y-1 px-1 py-1"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="flex items-center gap-1">
        <Input
          autoFocus
          value={name}
          maxLength={LIMITS.assessmentNameMax}
          aria-label={RENAME_TEXTS.label(assessment.name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-9"
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
        />
        <Button
          type="submit"
          size="icon"
          className="size-9"
          aria-label={RENAME_TEXTS.save}
          aria-disabled={rename.isPending || undefined}
        >
          {rename.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={RENAME_TEXTS.cancel}
          onClick={onDone}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="px-1 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
