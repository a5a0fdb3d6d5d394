import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DELETE_TEXTS, SELECTOR_TEXTS } from '@shared/assessment-texts';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { Button } from '@client/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@client/components/ui/popover';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useDeleteAssessment } from '../api/use-delete-assessment';
import { nextAfterDelete } from '../lib/selection';
import { AssessmentRow } from './selector/assessment-row';
import { NewAssessmentForm } from './selector/new-assessment-form';

interface Props {
  list: readonly AssessmentListItem[];
  currentId: string | undefined;
  onSelect: (id: string) => void;
  /** The current assessment was deleted: show this one instead (undefined: none is left). */
  onCurrentDeleted: (nextId: string | undefined) => void;
  credits: { credits: number; isAdmin: boolean } | undefined;
  /** An extra control on each assessment's row (the screen composes 'Share with a mentor'). */
  share?: ((assessment: AssessmentListItem) => ReactNode) | undefined;
}

/**
 * Chooses among the user's assessments (full names, the current one marked), renames and deletes
 * them (after a confirmation that says no credit comes back), and creates a new one (1 credit for
 * members).
 */
export function AssessmentSelector({
  list,
  currentId,
  onSelect,
  onCurrentDeleted,
  credits,
  share,
}: Props) {
  const [open, setOpen] = useState(false);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const current = list.find((a) => a.id === currentId);
  const isMember = !!credits && !credits.isAdmin;
  const remove = useDeleteAssessment({
    onDeleted: (id) => {
      if (id === currentId) onCurrentDeleted(nextAfterDelete(list, id));
    },
  });

  const deleteOne = (assessment: AssessmentListItem) => {
    if (remove.isPending) return;
    remove.mutate(assessment.id, {
      onSuccess: () => {
        setOpen(false);
        toast({
          ...DELETE_TEXTS.deleted,
          description: DELETE_TEXTS.deletedDescription(assessment.name),
        });
      },
      onError: (err) => {
        const message = err instanceof ApiError ? err.serverMessage : undefined;
        toast({
          title: DELETE_TEXTS.failedTitle,
          description: message ?? DELETE_TEXTS.failedFallback,
          variant: 'destructive',
        });
      },
    });
  };

  const label = current?.name ?? SELECTOR_TEXTS.noneYet;
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRenamingId(null);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          title={label}
          className="h-auto min-h-10 w-full min-w-0 justify-between gap-2 py-2 text-left whitespace-normal sm:w-64"
        >
          <span className="line-clamp-2 [overflow-wrap:anywhere]">
            <span className="sr-only">{SELECTOR_TEXTS.triggerPrefix}</span>
            {label}
          </span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="w-96 p-2"
        aria-label={SELECTOR_TEXTS.dialogLabel}
        onEscapeKeyDown={(e) => {
          // Escape first leaves a renaming, then the list.
          if (!renamingId) return;
          e.preventDefault();
          setRenamingId(null);
        }}
      >
        {list.length > 0 ? (
          <ul
            className="mb-2 max-h-[min(24rem,60vh)] space-y-0.5 overflow-y-auto"
            aria-label={SELECTOR_TEXTS.listLabel}
          >
            {list.map((a) => (
              <li key={a.id}>
                <AssessmentRow
                  assessment={a}
                  isCurrent={a.id === currentId}
                  renaming={renamingId === a.id}
                  isMember={isMember}
                  onSelect={() => {
                    onSelect(a.id);
                    setOpen(false);
                  }}
                  onRename={(renaming) => setRenamingId(renaming ? a.id : null)}
                  onDelete={() => deleteOne(a)}
                  share={share?.(a)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <NewAssessmentForm
          credits={credits}
          onCreated={(created) => {
            setOpen(false);
            onSelect(created.id);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
