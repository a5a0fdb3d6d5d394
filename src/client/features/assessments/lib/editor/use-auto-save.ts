import { useEffect } from 'react';
import { hasAutoSaveContent } from '@shared/contracts/assessment-rules';
import { LIMITS } from '@shared/domain';
import { saveOnLeave } from '../../api/save-assessment';
import { isDeleted } from '../local-copy';
import type { EditorSession } from './editor-session';
import type { PersistLocal } from './use-local-copy';
import type { Save } from './use-save';

declare global {
  interface Window {
    /** Browser tests shorten the auto-save interval through this. */
    __PILLARS_AUTOSAVE_MS__?: number;
  }
}

/**
 * Saves on its own (spec 4): every 30 seconds once problem, target or delivery is filled, when the
 * page is hidden or left (a request that outlives the page), and when the session ends (another
 * assessment opened, or the screen left) with edits pending.
 */
export function useAutoSave(
  session: EditorSession,
  { save, persist }: { save: Save; persist: PersistLocal },
) {
  useEffect(() => {
    const every = window.__PILLARS_AUTOSAVE_MS__ ?? LIMITS.autoSaveMs;
    const timer = setInterval(() => {
      if (session.dirty && hasAutoSaveContent(session.store.get()) && !session.inFlight)
        void save('auto');
    }, every);
    return () => clearInterval(timer);
  }, [session, save]);

  useEffect(() => {
    const leave = () => {
      if (!session.dirty || (session.id && isDeleted(session.id))) return;
      persist(true);
      saveOnLeave({ id: session.id, formState: session.store.get(), version: session.version });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (session.dirty && session.id && hasAutoSaveContent(session.store.get())) void save('auto');
    };
  }, [session, persist, save]);
}
