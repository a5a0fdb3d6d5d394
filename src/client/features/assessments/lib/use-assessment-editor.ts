import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import {
  emptyFormState,
  coerceFormState,
  hasAllRatings,
  hasAutoSaveContent,
  hasCompletionErrors,
  validateCompletion,
  type CompletionErrors,
  type FormState,
} from '@shared/contracts/assessment-rules';
import type { Assessment } from '@shared/contracts/assessments';
import { LIMITS } from '@shared/domain';
import { TOASTS } from '@shared/form-fields';
import { ASSESSMENT_PATHS, COACHING_PATHS, CREDITS_PATH } from '@shared/paths';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useAssessment } from '../api/use-assessment';
import { createSnapshot } from '../api/use-create-snapshot';
import { saveAssessment, saveOnLeave, SaveError } from '../api/save-assessment';
import { FormStore } from './form-store';
import { conflictKey, readLocalCopy, removeLocalCopy, writeLocalCopy } from './local-copy';
import { decideSync } from './sync-decision';

declare global {
  interface Window {
    /** Browser tests shorten the auto-save interval through this. */
    __PILLARS_AUTOSAVE_MS__?: number;
  }
}

export type SaveReason = 'auto' | 'manual' | 'complete' | 'sync';
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved' | 'error';

interface EditorOptions {
  assessmentId: string | undefined;
  /** False while the list of assessments is still loading. */
  listReady: boolean;
  onCreated: (id: string) => void;
  onCompleted: () => void;
}

/**
 * Everything the assessment screen does with its data: load (reconciling the local copy), mirror
 * every edit locally, auto-save, save on leaving, save, complete and snapshot.
 */
export function useAssessmentEditor({
  assessmentId,
  listReady,
  onCreated,
  onCompleted,
}: EditorOptions) {
  const queryClient = useQueryClient();
  const store = useMemo(() => new FormStore(emptyFormState()), []);
  const query = useAssessment(assessmentId);
  // Screen state lives in a small external store: the load effect syncs it from the server and
  // the browser's storage, which are outside React.
  const meta = useMemo(() => new MetaStore(), []);
  const { loadedKey, status, lastSavedAt, errors, errorsShown, conflictBackup } =
    useSyncExternalStore(meta.subscribe, meta.get);

  // Mutable facts the callbacks need without re-rendering.
  const idRef = useRef(assessmentId);
  const versionRef = useRef<number | null>(null);
  const dirtyRef = useRef(false);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const loadedFor = useRef<string | null>(null);

  const persistLocal = useCallback(
    (dirty: boolean) => {
      writeLocalCopy(idRef.current, {
        formState: store.get(),
        editedAt: Date.now(),
        dirty,
        baseVersion: versionRef.current,
      });
    },
    [store],
  );

  const handleConflict = useCallback(
    (err: SaveError) => {
      let current: Assessment | undefined;
      try {
        current = (JSON.parse(err.apiError.body) as { current?: Assessment }).current;
      } catch {
        current = undefined;
      }
      const mine = store.get();
      const id = idRef.current;
      if (id)
        localStorage.setItem(conflictKey(id), JSON.stringify({ formState: mine, at: Date.now() }));
      meta.set({ conflictBackup: mine });
      if (current) {
        store.replace(coerceFormState(current.formData));
        versionRef.current = current.version;
        meta.set({ lastSavedAt: current.updatedAt });
      }
      dirtyRef.current = false;
      persistLocal(false);
      meta.set({ status: 'saved' });
      toast({
        title: TOASTS.conflict.title,
        description: err.apiError.serverMessage,
        variant: 'destructive',
      });
    },
    [store, meta, persistLocal],
  );

  const save = useCallback(
    async (reason: SaveReason, completed = false): Promise<boolean> => {
      // One save at a time: a second waits for the first, then sends the newest form.
      while (inFlight.current) await inFlight.current.catch(() => undefined);
      const sent = store.get();
      const id = idRef.current;
      meta.set({ status: 'saving' });
      const run = saveAssessment({ id, formState: sent, completed, version: versionRef.current });
      inFlight.current = run;
      try {
        const res = await run;
        versionRef.current = res.version;
        meta.set({ lastSavedAt: res.updatedAt });
        if (!id) {
          // The first save created the default assessment: its local copy moves to the new id.
          removeLocalCopy(undefined);
          idRef.current = res.id;
          loadedFor.current = res.id;
          meta.set({ loadedKey: res.id });
          onCreated(res.id);
          void queryClient.invalidateQueries({ queryKey: [CREDITS_PATH] });
        }
        const unchanged = store.get() === sent;
        dirtyRef.current = !unchanged;
        persistLocal(!unchanged);
        meta.set({ status: unchanged ? 'saved' : 'unsaved' });
        if (!id || completed)
          void queryClient.invalidateQueries({ queryKey: [ASSESSMENT_PATHS.list] });
        if (reason === 'manual') toast(TOASTS.saved);
        return true;
      } catch (err) {
        meta.set({ status: 'error' });
        if (err instanceof SaveError && err.status === 409) {
          handleConflict(err);
          return false;
        }
        // Spec 4: auto-save failures are only logged (the header shows the save state); that
        // includes a first save refused for want of a credit.
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
        return false;
      } finally {
        inFlight.current = null;
      }
    },
    [store, meta, persistLocal, queryClient, onCreated, handleConflict],
  );

  const restoreConflict = useCallback(() => {
    if (!conflictBackup) return;
    store.set([], conflictBackup);
    meta.set({ conflictBackup: null });
    if (idRef.current) localStorage.removeItem(conflictKey(idRef.current));
  }, [conflictBackup, store, meta]);

  const dismissConflict = useCallback(() => {
    meta.set({ conflictBackup: null });
    if (idRef.current) localStorage.removeItem(conflictKey(idRef.current));
  }, [meta]);

  // Load: reconcile the server's record with the local copy (spec 4).
  useEffect(() => {
    idRef.current = assessmentId;
    if (!listReady) return;
    const key = assessmentId ?? 'new';
    if (loadedFor.current === key) return;
    if (!assessmentId) {
      const local = readLocalCopy(undefined);
      store.replace(local?.formState ?? emptyFormState());
      versionRef.current = null;
      dirtyRef.current = local?.dirty ?? false;
      loadedFor.current = key;
      meta.set({
        loadedKey: key,
        lastSavedAt: null,
        status: dirtyRef.current ? 'unsaved' : 'idle',
        errors: {},
      });
      return;
    }
    if (!query.data) return;
    const server = query.data;
    const local = readLocalCopy(assessmentId);
    const decision = decideSync(server, local);
    versionRef.current = server.version;
    meta.set({ lastSavedAt: server.updatedAt, errors: {} });
    loadedFor.current = key;
    if (decision.use === 'local' && local) {
      store.replace(local.formState);
      dirtyRef.current = true;
      meta.set({ status: 'unsaved' });
      void save('sync');
    } else {
      store.replace(server.formData);
      dirtyRef.current = false;
      writeLocalCopy(assessmentId, {
        formState: server.formData,
        editedAt: Date.now(),
        dirty: false,
        baseVersion: server.version,
      });
      meta.set({ status: 'saved' });
    }
    try {
      const backup = localStorage.getItem(conflictKey(assessmentId));
      meta.set({
        conflictBackup: backup
          ? coerceFormState((JSON.parse(backup) as { formState: unknown }).formState)
          : null,
      });
    } catch {
      meta.set({ conflictBackup: null });
    }
    meta.set({ loadedKey: key });
  }, [assessmentId, listReady, query.data, store, save, meta]);

  // Mirror every edit to the local copy.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = store.onChange(() => {
      dirtyRef.current = true;
      meta.set({ status: 'unsaved' });
      clearTimeout(timer);
      timer = setTimeout(() => persistLocal(true), 250);
    });
    return () => {
      off();
      if (timer) {
        clearTimeout(timer);
        if (dirtyRef.current) persistLocal(true);
      }
    };
  }, [store, persistLocal, meta]);

  // Auto-save every 30 seconds once problem, target or delivery is filled.
  useEffect(() => {
    const every = window.__PILLARS_AUTOSAVE_MS__ ?? LIMITS.autoSaveMs;
    const timer = setInterval(() => {
      if (dirtyRef.current && hasAutoSaveContent(store.get()) && !inFlight.current)
        void save('auto');
    }, every);
    return () => clearInterval(timer);
  }, [store, save]);

  // A save when leaving the screen or the page (the request outlives the page: keepalive).
  useEffect(() => {
    const leave = () => {
      if (!dirtyRef.current) return;
      persistLocal(true);
      saveOnLeave({ id: idRef.current, formState: store.get(), version: versionRef.current });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      if (dirtyRef.current && idRef.current && hasAutoSaveContent(store.get())) void save('auto');
    };
  }, [store, persistLocal, save]);

  const clearError = useCallback(
    (field: 'priority' | 'successMeasures' | { task: number }) => {
      meta.update((state) => {
        const prev = state.errors;
        const next = clearOne(prev, field);
        return next === prev ? state : { ...state, errors: next };
      });
    },
    [meta],
  );

  const complete = useCallback(async () => {
    const found = validateCompletion(store.get());
    if (hasCompletionErrors(found)) {
      // Each refused attempt counts, so the summary is brought into view and focused every time.
      meta.update((s) => ({ ...s, errors: found, errorsShown: s.errorsShown + 1 }));
      toast({ ...TOASTS.validation, variant: 'destructive' });
      return;
    }
    meta.set({ errors: found });
    if (await save('complete', true)) {
      toast(TOASTS.completed);
      void queryClient.invalidateQueries({ queryKey: [COACHING_PATHS.all] });
      onCompleted();
    }
  }, [store, save, queryClient, onCompleted, meta]);

  const trackProgress = useCallback(async () => {
    const id = idRef.current;
    if (!id) {
      toast({ ...TOASTS.noAssessment, variant: 'destructive' });
      return;
    }
    if (!hasAllRatings(store.get())) {
      toast({ ...TOASTS.cannotSnapshot, variant: 'destructive' });
      return;
    }
    // The snapshot scores the stored ratings, so unsaved edits are saved first.
    if (dirtyRef.current && !(await save('sync'))) {
      toast({ ...TOASTS.snapshotFailed, variant: 'destructive' });
      return;
    }
    try {
      await createSnapshot({ id: idRef.current! });
      toast(TOASTS.snapshotCreated);
    } catch (err) {
      console.warn('Snapshot failed', err instanceof ApiError ? err.message : err);
      toast({ ...TOASTS.snapshotFailed, variant: 'destructive' });
    }
  }, [store, save]);

  return {
    store,
    ready: loadedKey === (assessmentId ?? 'new'),
    loadError: query.isError,
    status,
    lastSavedAt,
    errors,
    /** How many times Complete was refused: the summary alert takes the focus on each. */
    errorsShown,
    clearError,
    save,
    complete,
    trackProgress,
    conflictBackup,
    restoreConflict,
    dismissConflict,
  };
}

interface MetaState {
  loadedKey: string | null;
  status: SaveStatus;
  lastSavedAt: string | null;
  errors: CompletionErrors;
  errorsShown: number;
  conflictBackup: FormState | null;
}

class MetaStore {
  private state: MetaState = {
    loadedKey: null,
    status: 'idle',
    lastSavedAt: null,
    errors: {},
    errorsShown: 0,
    conflictBackup: null,
  };
  private readonly listeners = new Set<() => void>();
  get = (): MetaState => this.state;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  set(patch: Partial<MetaState>): void {
    this.update((s) => ({ ...s, ...patch }));
  }
  update(fn: (s: MetaState) => MetaState): void {
    const next = fn(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const l of this.listeners) l();
  }
}

/** Removes one field's completion error (errors clear as the user edits, spec 5). */
function clearOne(
  prev: CompletionErrors,
  field: 'priority' | 'successMeasures' | { task: number },
): CompletionErrors {
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
