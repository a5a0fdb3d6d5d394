import { availableParallelism } from 'node:os';

/** How much PDF rendering one server process takes on at once (docs/decisions/025). */
export interface PdfLimits {
  /** Worker threads rendering at the same time. */
  threads: number;
  /** Exports admitted beyond the running ones (waiting for a thread or reading the database). */
  queue: number;
  /** Exports one user may have in flight (waiting or running) at once. */
  perUser: number;
}

/** One thread per core beyond the one that serves HTTP, at least 1 and at most 4. */
export function defaultThreads(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

export const DEFAULT_PDF_QUEUE = 16;
export const DEFAULT_PDF_EXPORTS_PER_USER = 2;

const SETTINGS = {
  PDF_THREADS: { min: 1, max: 16 },
  PDF_QUEUE: { min: 0, max: 1000 },
  PDF_EXPORTS_PER_USER: { min: 1, max: 100 },
} as const;

function whole(env: NodeJS.ProcessEnv, name: keyof typeof SETTINGS, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const { min, max } = SETTINGS[name];
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${raw}')`);
  return value;
}

/**
 * The limits from `PDF_THREADS`, `PDF_QUEUE` and `PDF_EXPORTS_PER_USER` (README 'Configuration'),
 * each optional; a bad value throws with its name, so the server stops at start-up.
 */
export function pdfLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): PdfLimits {
  return {
    threads: whole(env, 'PDF_THREADS', defaultThreads()),
    queue: whole(env, 'PDF_QUEUE', DEFAULT_PDF_QUEUE),
    perUser: whole(env, 'PDF_EXPORTS_PER_USER', DEFAULT_PDF_EXPORTS_PER_USER),
  };
}
