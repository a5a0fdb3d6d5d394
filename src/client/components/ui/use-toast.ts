import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST } from '@shared/ui-settings';

/**
 * The toast store (shadcn's pattern with the spec's constants): at most one toast is visible, and a
 * dismissed toast is removed from the store after TOAST.removeDelayMs.
 */
export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let count = 0;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST.removeDelayMs),
  );
}

export function dismiss(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismiss(id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
