import { useSyncExternalStore } from 'react';
import { useEditorSession } from './editor/editor-session';
import { useAutoSave } from './editor/use-auto-save';
import { useComplete } from './editor/use-complete';
import { useLoadAssessment } from './editor/use-load-assessment';
import { useLocalCopy } from './editor/use-local-copy';
import { useSave } from './editor/use-save';
import { useSaveConflict } from './editor/use-save-conflict';
import { useTrackProgress } from './editor/use-track-progress';

interface EditorOptions {
  /** The selected assessment; undefined while the user has none (the first save creates it). */
  assessmentId: string | undefined;
  /** False while the list of assessments is still loading. */
  listReady: boolean;
  onCreated: (id: string) => void;
  onCompleted: () => void;
}

/**
 * Everything the assessment screen does with its data, one focused hook each (lib/editor/): a
 * session per opened assessment, the local copy, saves and their conflicts, loading, auto-save,
 * completion and snapshots.
 */
export function useAssessmentEditor({
  assessmentId,
  listReady,
  onCreated,
  onCompleted,
}: EditorOptions) {
  const session = useEditorSession(assessmentId);
  const meta = useSyncExternalStore(session.meta.subscribe, session.meta.get);
  const persist = useLocalCopy(session);
  const conflict = useSaveConflict(session, persist);
  const save = useSave(session, { persist, onConflict: conflict.onConflict, onCreated });
  const { loadError } = useLoadAssessment(session, { listReady, save });
  useAutoSave(session, { save, persist });
  const { complete, clearError } = useComplete(session, { save, onCompleted });
  const trackProgress = useTrackProgress(session, save);

  return {
    store: session.store,
    ready: meta.loaded,
    loadError,
    status: meta.status,
    lastSavedAt: meta.lastSavedAt,
    errors: meta.errors,
    /** How many times Complete was refused: the summary alert takes the focus on each. */
    errorsShown: meta.errorsShown,
    clearError,
    save,
    complete,
    trackProgress,
    conflictBackup: meta.conflictBackup,
    restoreConflict: conflict.restore,
    dismissConflict: conflict.dismiss,
  };
}
