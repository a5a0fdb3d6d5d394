import { useCallback, useEffect } from 'react';
import { writeLocalCopy } from '../local-copy';
import type { EditorSession } from './editor-session';

/** Writes the session's form to the browser's copy; `dirty` says whether the server lacks it. */
export type PersistLocal = (dirty: boolean) => void;

/** How long after the last keystroke the local copy is written. */
const WRITE_DELAY_MS = 250;

/**
 * Mirrors every edit to the browser's copy of the assessment (spec 4), a moment after the last
 * keystroke, and once more when the session ends with edits pending. Returns the writer, which
 * the saves use to record what the server has confirmed.
 */
export function useLocalCopy(session: EditorSession): PersistLocal {
  const persist = useCallback<PersistLocal>(
    (dirty) =>
      writeLocalCopy(session.id, {
        formState: session.store.get(),
        editedAt: Date.now(),
        dirty,
        baseVersion: session.version,
      }),
    [session],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = session.store.onChange(() => {
      session.setDirty(true);
      session.meta.set({ status: 'unsaved' });
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        persist(true);
      }, WRITE_DELAY_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
      if (session.dirty) persist(true);
    };
  }, [session, persist]);

  return persist;
}
