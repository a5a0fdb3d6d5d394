import { useCallback, useSyncExternalStore } from 'react';
import type { FormState } from '@shared/contracts/assessment-rules';

/**
 * The form's state lives outside React: each field subscribes to its own value, so typing in one
 * field re-renders that field only, not the whole form.
 */
export type Path = readonly (string | number)[];

export function getAt(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[key];
  }
  return cur;
}

function setAt<T>(obj: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const source = obj as Record<string | number, unknown>;
  const copy = (Array.isArray(obj) ? [...obj] : { ...source }) as Record<string | number, unknown>;
  copy[key!] = setAt(source[key!], rest, value);
  return copy as T;
}

/**
 * The value without NUL characters (U+0000), which the server refuses and nobody can see: text
 * pasted from some programs carries them, and the field would never save.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  return value;
}

export class FormStore {
  private state: FormState;
  private readonly listeners = new Set<() => void>();
  private readonly changeListeners = new Set<(state: FormState) => void>();

  constructor(initial: FormState) {
    this.state = initial;
  }

  get = (): FormState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after every edit by the user (not after `replace`). */
  onChange(listener: (state: FormState) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  set(path: Path, value: unknown): void {
    this.state = setAt(this.state, path, withoutNul(value));
    this.emit();
    for (const listener of this.changeListeners) listener(this.state);
  }

  /** Replaces the whole form (loading another record); not an edit. */
  replace(next: FormState): void {
    this.state = next;
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** One field's value and its setter; the component re-renders only when this value changes. */
export function useField<T>(store: FormStore, path: Path): [T, (value: T) => void] {
  const key = path.join('.');
  const value = useSyncExternalStore(store.subscribe, () => getAt(store.get(), path) as T);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `path`
  const set = useCallback((v: T) => store.set(path, v), [store, key]);
  return [value, set];
}

/** A value derived from the whole form (progress, counts); re-renders when the derived value changes. */
export function useFormSelector<T>(store: FormStore, select: (form: FormState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
