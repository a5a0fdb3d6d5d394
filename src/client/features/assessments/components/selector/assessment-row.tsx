import { Check, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { DELETE_TEXTS, RENAME_TEXTS } from '@shared/assessment-texts';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { ASSESSMENT_TEXTS } from '@shared/form-fields';
import { ConfirmDialog } from '@client/components/ui/alert-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { RenameForm } from './rename-form';

interface Props {
  assessment: AssessmentListItem;
  isCurrent: boolean;
  renaming: boolean;
  /** Whether the user pays for assessments (the delete dialog says the credit is not refunded). */
  isMember: boolean;
  onSelect: () => void;
  onRename: (renaming: boolean) => void;
  onDelete: () => void;
  /** A control beside rename and delete, e.g. 'Share with a mentor' (the screen supplies it). */
  share?: ReactNode;
}

/** One assessment of the selector: its full name (wrapped), its state, rename and delete. */
export function AssessmentRow({
  assessment,
  isCurrent,
  renaming,
  isMember,
  onSelect,
  onRename,
  onDelete,
  share,
}: Props) {
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  // When renaming ends, the focus goes back to the button that started it.
  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  if (renaming) return <RenameForm assessment={assessment} onDone={() => onRename(false)} />;

  const name = assessment.name;
  return (
    <div className={cn('flex items-start gap-1 rounded-md', isCurrent && 'bg-accent')}>
      <button
        type="button"
        aria-current={isCurrent ? 'true' : undefined}
        className="flex min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        onClick={onSelect}
      >
        <Check
          className={cn('mt-0.5 size-4 shrink-0', isCurrent ? 'opacity-100' : 'opacity-0')}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="block font-medium [overflow-wrap:anywhere]">{name}</span>
          <Badge variant={assessment.completedAt ? 'default' : 'secondary'}>
            {assessment.completedAt ? ASSESSMENT_TEXTS.completed : ASSESSMENT_TEXTS.inProgress}
          </Badge>
        </span>
      </button>
      {share}
      <Button
        ref={renameButton}
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 shrink-0"
        aria-label={RENAME_TEXTS.open(name)}
        onClick={() => onRename(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-9 shrink-0 text-destructive hover:text-destructive"
            aria-label={DELETE_TEXTS.open(name)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={DELETE_TEXTS.title(name)}
        description={
          <>
            <p>{DELETE_TEXTS.body}</p>
            {isMember ? (
              <p className="font-medium text-foreground">{DELETE_TEXTS.noRefund}</p>
            ) : null}
          </>
        }
        confirmLabel={DELETE_TEXTS.confirm}
        cancelLabel={DELETE_TEXTS.cancel}
        onConfirm={onDelete}
      />
    </div>
  );
}
