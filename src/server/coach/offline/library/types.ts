import type { Weave } from '../weave';

/** Where a founder stands on a pillar: ratings 1-2 early, 3 developing, 4-5 scaling. */
export type Band = 'early' | 'developing' | 'scaling';

export function bandOf(rating: number | null): Band {
  if (rating === null || rating <= 2) return 'early';
  return rating === 3 ? 'developing' : 'scaling';
}

/** Library text: fixed, or written around the user's answers through a Weave. */
export type Text = string | ((w: Weave) => string);

export interface Item {
  bands: readonly Band[];
  text: Text;
}

/** A session's curated practice: every card's items, each tagged with the bands it fits. */
export interface SessionLibrary {
  /** The question this session answers, per band (it closes the opening paragraph). */
  question: Record<Band, Text>;
  teach: readonly Item[];
  actions: readonly Item[];
  learning: readonly Item[];
  metrics: readonly Item[];
  risks: readonly Item[];
  microTasks: readonly Item[];
}

export const E: readonly Band[] = ['early'];
export const D: readonly Band[] = ['developing'];
export const S: readonly Band[] = ['scaling'];
export const ED: readonly Band[] = ['early', 'developing'];
export const DS: readonly Band[] = ['developing', 'scaling'];
export const ALL: readonly Band[] = ['early', 'developing', 'scaling'];

export function render(text: Text, w: Weave): string {
  return typeof text === 'string' ? text : text(w);
}

/** The items of a list that fit a band, in their curated order. */
export function forBand(items: readonly Item[], band: Band): Item[] {
  return items.filter((i) => i.bands.includes(band));
}
