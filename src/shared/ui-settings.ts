/**
 * The spec's settings of the UI primitives (toasts, tooltips, growing text areas). They live apart
 * from domain.ts because the primitives in src/client/components/ui know no domain: this is the
 * one file of src/shared they may import (eslint.config.js checks it).
 */

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: 'F8',
  maxWidthPx: 420,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/** A text area grows with its content between these numbers of rows (spec: 3 to 12). */
export const TEXT_AREA_ROWS = { min: 3, max: 12 } as const;
