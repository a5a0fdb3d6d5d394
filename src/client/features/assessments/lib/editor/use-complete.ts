import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  hasCompletionErrors,
  validateCompletion,
  type CompletionErrors,
} from '@shared/contracts/assessment-rules';
import { TOASTS } from '@shared/form-fields';
import { API } from '@shared/contracts/routes';
import { queryKey } from '@client/lib/api';
import { toast } from '@client/components/ui/use-toast';
import type { EditorSession } from './editor-session';
import type { Save } from './use-save';

export type ErrorField = 'priority' | 'successMeasures' | { task: number };

/**
 * Complete Assessment (spec 4 and 5): the completion rules are checked first; a refusal shows the
 * errors (and counts, so the summary takes the focus each time); a pass saves as completed and
 * moves on. Errors clear field by field as the user edits.
 */
export function useComplete(
  session: EditorSession,
  { save, onCompleted }: { save: Save; onCompleted: () => void },
) {
  const queryClient = useQueryClient();

  const complete = useCallback(async () => {
    const found = validateCompletion(session.store.get());
    if (hasCompletionErrors(found)) {
      session.meta.update((s) => ({ ...s, errors: found, errorsShown: s.errorsShown + 1 }));
      toast({ ...TOASTS.validation, variant: 'destructive' });
      return;
    }
    session.meta.set({ errors: found });
    if (await save('complete', true)) {
      toast(TOASTS.completed);
      void queryClient.invalidateQueries({ queryKey: queryKey(API.coachingList) });
      onCompleted();
    }
  }, [session, save, queryClient, onCompleted]);

  const clearError = useCallback(
    (field: ErrorField) => {
      session.meta.update((state) => {
        const next = withoutError(state.errors, field);
        return next === state.errors ? state : { ...state, errors: next };
      });
    },
    [session],
  );

  return { complete, clearError };
}

/** The errors without one field's (the same object when that field had none). */
export function withoutError(prev: CompletionErrors, field: ErrorField): CompletionErrors {
  if (typeof field === 'string') {
    if (!prev[field]) return prev;
    const next = { ...prev };
    delete next[field];
    return next;
  }
  if (!prev.tasks?.[field.task]) return prev;
  const tasks = { ...prev.tasks };
  delete tasks[field.task];
  const next: CompletionErrors = { ...prev, tasks };
  if (Object.keys(tasks).length === 0) delete next.tasks;
  return next;
}
