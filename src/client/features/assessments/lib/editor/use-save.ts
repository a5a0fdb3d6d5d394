import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { TOASTS } from '@shared/form-fields';
import { API } from '@shared/contracts/routes';
import { queryKey } from '@client/lib/api';
import { toast } from '@client/components/ui/use-toast';
import { saveAssessment, SaveError, type SaveInput } from '../../api/save-assessment';
import { isDeleted, removeLocalCopy } from '../local-copy';
import type { EditorSession } from './editor-session';
import type { PersistLocal } from './use-local-copy';

export type SaveReason = 'auto' | 'manual' | 'complete' | 'sync';
export type Save = (reason: SaveReason, completed?: boolean) => Promise<boolean>;

interface SaveOptions {
  persist: PersistLocal;
  onConflict: (err: SaveError) => void;
  /** The first save created the user's default assessment. */
  onCreated: (id: string) => void;
}

/**
 * Saves the session's form, one save at a time (a second waits for the first, then sends the
 * newest form). Answers whether it was stored. Failures of automatic saves are only logged
 * (spec 4); a manual one says why in a toast.
 */
export function useSave(session: EditorSession, { persist, onConflict, onCreated }: SaveOptions) {
  const queryClient = useQueryClient();

  const created = useCallback(
    (item: AssessmentListItem) => {
      // The local copy moves to the new id, and the list knows the assessment before it is
      // selected (the selection only accepts assessments of the list).
      removeLocalCopy(undefined);
      queryClient.setQueryData<AssessmentListItem[]>(queryKey(API.assessmentList), (list) => [
        ...(list ?? []).filter((a) => a.id !== item.id),
        item,
      ]);
      onCreated(item.id);
      void queryClient.invalidateQueries({ queryKey: queryKey(API.credits) });
    },
    [queryClient, onCreated],
  );

  return useCallback<Save>(
    async (reason, completed = false) => {
      while (session.inFlight) await session.inFlight.catch(() => undefined);
      const id = session.id;
      if (id && isDeleted(id)) return false;
      const sent = session.store.get();
      session.meta.set({ status: 'saving' });
      const input: SaveInput = { id, formState: sent, completed, version: session.version };
      const run = saveAssessment(input);
      session.setInFlight(run);
      try {
        const res = await run;
        session.setVersion(res.version);
        session.meta.set({ lastSavedAt: res.updatedAt });
        if (!id) {
          session.adopt(res.id);
          created({
            id: res.id,
            name: res.name,
            completedAt: res.completedAt,
            createdAt: res.updatedAt,
          });
        }
        const unchanged = session.store.get() === sent;
        session.setDirty(!unchanged);
        persist(!unchanged);
        session.meta.set({ status: unchanged ? 'saved' : 'unsaved' });
        if (!id || completed)
          void queryClient.invalidateQueries({ queryKey: queryKey(API.assessmentList) });
        if (reason === 'manual') toast(TOASTS.saved);
        return true;
      } catch (err) {
        session.meta.set({ status: 'error' });
        if (err instanceof SaveError && err.status === 409) {
          onConflict(err);
          return false;
        }
        reportFailure(reason, completed, err);
        return false;
      } finally {
        session.setInFlight(null);
      }
    },
    [session, persist, onConflict, created, queryClient],
  );
}

function reportFailure(reason: SaveReason, completed: boolean, err: unknown): void {
  // Spec 4: auto-save failures are only logged (the header shows the save state); that includes
  // a first save refused for want of a credit.
  if (reason === 'auto' || reason === 'sync') {
    console.warn('Auto-save failed; the local copy keeps the edits', err);
  } else if (err instanceof SaveError && err.status === 402) {
    toast({ ...TOASTS.noCredits, variant: 'destructive' });
  } else if (err instanceof SaveError && err.status === 400 && completed) {
    toast({
      title: TOASTS.validation.title,
      description: err.apiError.serverMessage ?? TOASTS.validation.description,
      variant: 'destructive',
    });
  } else {
    toast({ ...TOASTS.saveFailed, variant: 'destructive' });
  }
}
