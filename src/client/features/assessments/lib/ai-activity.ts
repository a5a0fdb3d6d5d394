import { useSyncExternalStore } from 'react';

/** How many AI helper requests run right now: every helper button is disabled while one runs (spec 5). */
let running = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export async function trackAiRequest<T>(work: () => Promise<T>): Promise<T> {
  running += 1;
  emit();
  try {
    return await work();
  } finally {
    running -= 1;
    emit();
  }
}

export function useAiBusy(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => running > 0,
  );
}
