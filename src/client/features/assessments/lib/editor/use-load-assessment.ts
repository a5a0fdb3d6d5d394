import { useEffect } from 'react';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import { useAssessment } from '../../api/use-assessment';
import { readLocalCopy, writeLocalCopy } from '../local-copy';
import { decideSync } from '../sync-decision';
import type { EditorSession } from './editor-session';
import type { Save } from './use-save';

/**
 * Loads the session's assessment into the form once: the server's record reconciled with the
 * browser's copy (spec 4, `decideSync`); a local copy that wins is shown and saved at once. A user
 * without any assessment gets the local copy of their unsaved first one, or an empty form.
 */
export function useLoadAssessment(
  session: EditorSession,
  { listReady, save }: { listReady: boolean; save: Save },
) {
  const query = useAssessment(session.id);
  const server = query.data;

  useEffect(() => {
    if (!listReady || session.meta.get().loaded) return;
    if (!session.id) {
      const local = readLocalCopy(undefined);
      session.store.replace(local?.formState ?? emptyFormState());
      session.setDirty(local?.dirty ?? false);
      session.meta.set({ loaded: true, status: session.dirty ? 'unsaved' : 'idle' });
      return;
    }
    if (!server || server.id !== session.id) return;
    const local = readLocalCopy(session.id);
    session.setVersion(server.version);
    if (decideSync(server, local).use === 'local' && local) {
      session.store.replace(local.formState);
      session.setDirty(true);
      session.meta.set({ loaded: true, lastSavedAt: server.updatedAt, status: 'unsaved' });
      void save('sync');
      return;
    }
    session.store.replace(server.formData);
    session.setDirty(false);
    writeLocalCopy(session.id, {
      formState: server.formData,
      editedAt: Date.now(),
      dirty: false,
      baseVersion: server.version,
    });
    session.meta.set({ loaded: true, lastSavedAt: server.updatedAt, status: 'saved' });
  }, [session, listReady, server, save]);

  return { loadError: query.isError };
}
