import { Eraser, Loader2 } from 'lucide-react';
import { CLEAR_CACHE_CONFIRM } from '@shared/coaching-texts';
import { ASSESSMENT_TEXTS, TOASTS } from '@shared/form-fields';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  ConfirmDialog,
} from '@client/components/ui/alert-dialog';
import { Button } from '@client/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@client/components/ui/tooltip';
import { toast } from '@client/components/ui/use-toast';
import { useClearCoachingCache } from '../api/use-clear-cache';
import { useCoachingList } from '../api/use-coaching-list';

interface Props {
  assessmentId: string | undefined;
  assessmentName: string;
}

/**
 * The assessment header's clear-coaching-cache control. It deletes every generated session of the
 * assessment, so it names how many and of which assessment, and asks first.
 */
export function ClearCacheControl({ assessmentId, assessmentName }: Props) {
  const coaching = useCoachingList();
  const clear = useClearCoachingCache();
  const count = coaching.data
    ? coaching.data.filter((c) => c.assessmentId === assessmentId).length
    : undefined;

  const trigger = (
    <TooltipTrigger asChild>
      {/* Not disabled while clearing: focus returns here when the dialog closes. */}
      <Button
        variant="ghost"
        size="sm"
        aria-label={ASSESSMENT_TEXTS.clearCache}
        aria-busy={clear.isPending || undefined}
      >
        {clear.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Eraser aria-hidden="true" />
        )}
      </Button>
    </TooltipTrigger>
  );

  const run = () => {
    if (clear.isPending) return;
    clear.mutate(assessmentId, {
      onSuccess: () => toast({ ...TOASTS.cacheCleared, description: CLEAR_CACHE_CONFIRM.cleared }),
      onError: (err) =>
        toast({ ...TOASTS.clearCacheFailed, description: err.message, variant: 'destructive' }),
    });
  };

  // With nothing generated (or no saved assessment) there is nothing to lose: the dialog says so.
  const dialog =
    count === 0 || !assessmentId ? (
      <AlertDialog>
        <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
        <AlertDialogContent>
          <div className="space-y-2">
            <AlertDialogTitle>{CLEAR_CACHE_CONFIRM.nothingTitle}</AlertDialogTitle>
            <AlertDialogDescription>
              {CLEAR_CACHE_CONFIRM.nothingDescription(assessmentName)}
            </AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>{CLEAR_CACHE_CONFIRM.close}</AlertDialogCancel>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    ) : (
      <ConfirmDialog
        trigger={trigger}
        title={CLEAR_CACHE_CONFIRM.title(assessmentName)}
        description={CLEAR_CACHE_CONFIRM.description(count)}
        confirmLabel={CLEAR_CACHE_CONFIRM.confirm(count)}
        cancelLabel={CLEAR_CACHE_CONFIRM.cancel}
        onConfirm={run}
      />
    );

  return (
    <Tooltip>
      {dialog}
      <TooltipContent>
        {ASSESSMENT_TEXTS.clearCache}: generate the coaching sessions again
      </TooltipContent>
    </Tooltip>
  );
}
