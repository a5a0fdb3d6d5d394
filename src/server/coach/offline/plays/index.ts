import type { CoachingSessionNumber } from '../../../infra/ai/types';
import { EXECUTION_PLAYS } from './execution';
import { MARKET_PLAYS } from './market';
import { MARKET_EXECUTION_PLAYS } from './market-execution';
import { PRODUCT_PLAYS } from './product';
import { PRODUCT_EXECUTION_PLAYS } from './product-execution';
import { PRODUCT_MARKET_PLAYS } from './product-market';
import type { Play } from './types';

/** Every session's plays, in the order the coach prefers them. */
export const SESSION_PLAYS: Record<CoachingSessionNumber, readonly Play[]> = {
  2: PRODUCT_PLAYS,
  3: MARKET_PLAYS,
  4: EXECUTION_PLAYS,
  5: PRODUCT_MARKET_PLAYS,
  6: PRODUCT_EXECUTION_PLAYS,
  7: MARKET_EXECUTION_PLAYS,
};
