import type { Loop } from '@shared/domain';
import type { FounderProfile } from '../profile';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import { EXECUTION_CHECKS, PLAN_CHECKS, loopChecks } from './gap-checks-execution';
import { PRODUCT_MARKET_CHECKS, type GapCheck } from './gap-checks';
import type { Weave } from './weave';

export type { GapCheck } from './gap-checks';

/**
 * The gaps a session finds in the answers, most important first: the loop's own fields, then the
 * pillars' fields, then the 30-day plan.
 */
export function findGaps(
  session: CoachingSessionNumber,
  loop: Loop | null,
  w: Weave,
  profile?: FounderProfile,
): GapCheck[] {
  const checks = [
    ...(loop ? loopChecks(loop, session) : []),
    ...PRODUCT_MARKET_CHECKS,
    ...EXECUTION_CHECKS,
    ...PLAN_CHECKS,
  ];
  return checks.filter(
    (c) => c.sessions.includes(session) && c.isGap(w) && !(profile && c.unless?.(profile)),
  );
}
