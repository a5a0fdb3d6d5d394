import type { CompletionErrors, FormState } from '@shared/contracts/assessment-rules';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved' | 'error';

/** What the screen shows about the open assessment, besides the form itself. */
export interface EditorMeta {
  /** True once the record (or the local copy of a new one) is in the form. */
  loaded: boolean;
  status: SaveStatus;
  lastSavedAt: string | null;
  errors: CompletionErrors;
  /** How many times Complete was refused: the summary alert takes the focus on each. */
  errorsShown: number;
  /** The user's text from before a refused (409) save, offered back. */
  conflictBackup: FormState | null;
}

/**
 * The editor's screen state as a small external store: the hooks change it from effects and
 * callbacks that run outside React's render (loads, saves, timers); the screen reads it with
 * `useSyncExternalStore`.
 */
export class MetaStore {
  private state: EditorMeta = {
    loaded: false,
    status: 'idle',
    lastSavedAt: null,
    errors: {},
    errorsShown: 0,
    conflictBackup: null,
  };
  private readonly listeners = new Set<() => void>();

  get = (): EditorMeta => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(patch: Partial<EditorMeta>): void {
    this.update((s) => ({ ...s, ...patch }));
  }

  update(fn: (s: EditorMeta) => EditorMeta): void {
    const next = fn(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const l of this.listeners) l();
  }
}
