import { useCallback, useEffect } from 'react';
import { coerceFormState } from '@shared/contracts/assessment-rules';
import type { Assessment } from '@shared/contracts/assessments';
import { TOASTS } from '@shared/form-fields';
import { toast } from '@client/components/ui/use-toast';
import type { SaveError } from '../../api/save-assessment';
import { readConflictBackup, removeConflictBackup, writeConflictBackup } from '../local-copy';
import type { EditorSession } from './editor-session';
import type { PersistLocal } from './use-local-copy';

/**
 * A save refused as outdated (409: the assessment changed in another tab or device). The newer
 * record replaces the form, the user's text is kept (in the browser too) and offered back until
 * restored or dismissed, also after a reload.
 */
export function useSaveConflict(session: EditorSession, persist: PersistLocal) {
  const onConflict = useCallback(
    (err: SaveError) => {
      let current: Assessment | undefined;
      try {
        current = (JSON.parse(err.apiError.body) as { current?: Assessment }).current;
      } catch {
        current = undefined;
      }
      const mine = session.store.get();
      if (session.id) writeConflictBackup(session.id, mine);
      session.meta.set({ conflictBackup: mine });
      if (current) {
        session.store.replace(coerceFormState(current.formData));
        session.setVersion(current.version);
        session.meta.set({ lastSavedAt: current.updatedAt });
      }
      session.setDirty(false);
      persist(false);
      session.meta.set({ status: 'saved' });
      toast({
        title: TOASTS.conflict.title,
        description: err.apiError.serverMessage,
        variant: 'destructive',
      });
    },
    [session, persist],
  );

  const dismiss = useCallback(() => {
    session.meta.set({ conflictBackup: null });
    if (session.id) removeConflictBackup(session.id);
  }, [session]);

  /** Puts the kept text back into the form, as an edit (so it is saved like one). */
  const restore = useCallback(() => {
    const backup = session.meta.get().conflictBackup;
    if (!backup) return;
    session.store.set([], backup);
    dismiss();
  }, [session, dismiss]);

  // Text kept from an earlier conflict is offered again when the assessment opens.
  useEffect(() => {
    if (session.id) session.meta.set({ conflictBackup: readConflictBackup(session.id) });
  }, [session]);

  return { onConflict, restore, dismiss };
}
