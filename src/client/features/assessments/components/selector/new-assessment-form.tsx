import { FilePlus2, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { assessmentNameError, SELECTOR_TEXTS } from '@shared/assessment-texts';
import type { Assessment } from '@shared/contracts/assessments';
import { LIMITS } from '@shared/domain';
import { ASSESSMENT_TEXTS, TOASTS } from '@shared/form-fields';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useCreateAssessment } from '../../api/use-create-assessment';

interface Props {
  credits: { credits: number; isAdmin: boolean } | undefined;
  onCreated: (created: Assessment) => void;
}

/**
 * Names and creates a new assessment (1 credit for members). A blank name is refused here, with
 * the server's own message, before any request: no credit is spent on a nameless assessment.
 */
export function NewAssessmentForm({ credits, onCreated }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAssessment();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const isMember = !!credits && !credits.isAdmin;

  const submit = () => {
    if (create.isPending) return;
    const invalid = assessmentNameError(name);
    if (invalid) {
      setError(invalid);
      inputRef.current?.focus();
      return;
    }
    const trimmed = name.trim();
    if (isMember && credits.credits <= 0) {
      toast({ ...TOASTS.noCredits, variant: 'destructive' });
      return;
    }
    create.mutate(trimmed, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
        toast({ ...TOASTS.created, description: SELECTOR_TEXTS.createdDescription(created.name) });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({
          title: TOASTS.cannotCreate.title,
          description: message ?? TOASTS.cannotCreate.fallback,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form
      className="space-y-2 border-t pt-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="block px-1 text-xs font-medium text-muted-foreground">
        {SELECTOR_TEXTS.newLabel}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={name}
          maxLength={LIMITS.assessmentNameMax}
          placeholder={ASSESSMENT_TEXTS.newNamePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(null);
          }}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={SELECTOR_TEXTS.create}
          aria-disabled={create.isPending || undefined}
        >
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <FilePlus2 aria-hidden="true" />
          )}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="px-1 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {isMember ? (
        <p className="px-1 text-xs text-muted-foreground">{SELECTOR_TEXTS.costsOneCredit}</p>
      ) : null}
    </form>
  );
}
