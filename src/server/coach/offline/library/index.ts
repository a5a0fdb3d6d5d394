import type { Industry, Loop, Pillar } from '@shared/domain';
import type { CoachingSessionNumber } from '../../../infra/ai/types';
import { INDUSTRY_NOTES_A } from './industries-a';
import { INDUSTRY_NOTES_B } from './industries-b';
import { INDUSTRY_NOTES_C } from './industries-c';
import { INDUSTRY_NOTES_D } from './industries-d';
import type { IndustryNotes } from './industry-types';
import { EXECUTION_LIBRARY } from './execution';
import { MARKET_EXECUTION_LIBRARY } from './market-execution';
import { MARKET_LIBRARY } from './market';
import { PRODUCT_EXECUTION_LIBRARY } from './product-execution';
import { PRODUCT_MARKET_LIBRARY } from './product-market';
import { PRODUCT_LIBRARY } from './product';
import type { SessionLibrary } from './types';

export type { Band, Item, SessionLibrary, Text } from './types';
export { bandOf, forBand, render } from './types';
export type { IndustryNotes, PillarNote } from './industry-types';

/** What a coaching session covers: one pillar (2-4) or the loop between two pillars (5-7). */
export interface SessionTopic {
  pillars: readonly [Pillar] | readonly [Pillar, Pillar];
  loop: Loop | null;
  library: SessionLibrary;
}

export const SESSION_TOPICS: Record<CoachingSessionNumber, SessionTopic> = {
  2: { pillars: ['product'], loop: null, library: PRODUCT_LIBRARY },
  3: { pillars: ['market'], loop: null, library: MARKET_LIBRARY },
  4: { pillars: ['execution'], loop: null, library: EXECUTION_LIBRARY },
  5: { pillars: ['product', 'market'], loop: 'product_market', library: PRODUCT_MARKET_LIBRARY },
  6: {
    pillars: ['product', 'execution'],
    loop: 'product_execution',
    library: PRODUCT_EXECUTION_LIBRARY,
  },
  7: {
    pillars: ['market', 'execution'],
    loop: 'market_execution',
    library: MARKET_EXECUTION_LIBRARY,
  },
};

/** Practice notes for every industry option. */
export const INDUSTRY_NOTES: Partial<Record<Industry, IndustryNotes>> = {
  ...INDUSTRY_NOTES_A,
  ...INDUSTRY_NOTES_B,
  ...INDUSTRY_NOTES_C,
  ...INDUSTRY_NOTES_D,
};

/** The industry's practice notes ('Other/Custom' for anything without its own). */
export function industryNotes(industry: Industry): IndustryNotes {
  const notes = INDUSTRY_NOTES[industry] ?? INDUSTRY_NOTES['Other/Custom'];
  if (!notes) throw new Error('The offline library has no notes for Other/Custom');
  return notes;
}
