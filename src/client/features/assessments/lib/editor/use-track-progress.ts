import { useCallback } from 'react';
import { hasAllRatings } from '@shared/contracts/assessment-rules';
import { TOASTS } from '@shared/form-fields';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { createSnapshot } from '../../api/create-snapshot';
import type { EditorSession } from './editor-session';
import type { Save } from './use-save';

/**
 * Track Progress (spec 4): a snapshot of the stored scores, which needs a saved assessment and all
 * three ratings. Unsaved edits are saved first, so the snapshot scores what the user sees.
 */
export function useTrackProgress(session: EditorSession, save: Save) {
  return useCallback(async () => {
    if (!session.id) {
      toast({ ...TOASTS.noAssessment, variant: 'destructive' });
      return;
    }
    if (!hasAllRatings(session.store.get())) {
      toast({ ...TOASTS.cannotSnapshot, variant: 'destructive' });
      return;
    }
    if (session.dirty && !(await save('sync'))) {
      toast({ ...TOASTS.snapshotFailed, variant: 'destructive' });
      return;
    }
    try {
      await createSnapshot({ id: session.id });
      toast(TOASTS.snapshotCreated);
    } catch (err) {
      console.warn('Snapshot failed', err instanceof ApiError ? err.message : err);
      toast({ ...TOASTS.snapshotFailed, variant: 'destructive' });
    }
  }, [session, save]);
}
