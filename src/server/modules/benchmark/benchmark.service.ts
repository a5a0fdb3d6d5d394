import { industryGroupOf, LISTED_INDUSTRIES } from '@shared/benchmark';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import type { Benchmark, CommunityOverview } from '@shared/contracts/benchmark';
import { DASHBOARD_MESSAGES } from '@shared/dashboard-rules';
import { AppError } from '@shared/errors';
import { scoresOfRatings } from '@shared/scores';
import type { Db } from '../../db/client';
import type { UserCache } from '../../infra/cache/user-cache';
import type { ValueCache } from '../../infra/cache/value-cache';
import {
  findAssessmentStanding,
  listCommunityRatings,
  type AssessmentStanding,
} from '../assessments';
import { countCommunity } from './benchmark.queries';
import {
  communityGroupOf,
  distributionsOf,
  isShown,
  ratingsOf,
  standingGroupOf,
  tallyCommunity,
  type CommunityTally,
  type Placed,
} from './benchmark.tally';

export interface BenchmarkDeps {
  db: Db;
  /** The community's tally, kept a minute (app.ts evicts it on this process's writes). */
  communityCache?: ValueCache<CommunityTally> | undefined;
  /** What is read of the user's own assessment, until their next write (embedded database only). */
  standingCache?: UserCache<AssessmentStanding | undefined> | undefined;
}

async function communityTally(deps: BenchmarkDeps): Promise<CommunityTally> {
  const load = async () => tallyCommunity(await listCommunityRatings(deps.db));
  return deps.communityCache ? deps.communityCache.read(load) : load();
}

/**
 * GET /api/benchmark: where one of the user's assessments (their first when no id is given, as the
 * dashboard) stands among founders' completed assessments, in the whole community and in its
 * listed industry; a group under 10 founders answers only how many more it needs. The scores are
 * the dashboard's. No assessment, or one that is not the user's: 404.
 */
export async function getBenchmark(
  deps: BenchmarkDeps,
  userId: string,
  assessmentId?: string,
): Promise<Benchmark> {
  const load = () => findAssessmentStanding(deps.db, userId, assessmentId);
  const own = deps.standingCache
    ? await deps.standingCache.read(userId, assessmentId ?? '', load)
    : await load();
  if (!own) {
    throw new AppError(
      'NOT_FOUND',
      assessmentId ? ASSESSMENT_MESSAGES.notFound : DASHBOARD_MESSAGES.noAssessment,
    );
  }
  const tally = await communityTally(deps);
  const ratings = ratingsOf(own.ratings);
  const scores = scoresOfRatings(ratings);
  const rated = {
    product: ratings.product !== null,
    market: ratings.market !== null,
    execution: ratings.execution !== null,
  };
  const you: Placed | null = Object.values(rated).some(Boolean) ? { scores, rated } : null;
  // The founder's own entry in the figures: left out of their position, which is among the others.
  const self = own.counted && {
    industry: industryGroupOf(own.counted.industry),
    scores: scoresOfRatings(ratingsOf(own.counted.ratings)),
  };
  const industry = industryGroupOf(own.industry);
  const selfIn = (name: string) =>
    self?.industry.kind === 'listed' && self.industry.name === name ? self.scores : null;
  return {
    assessmentId: own.id,
    scores,
    rated,
    completed: own.completedAt !== null,
    community: standingGroupOf(tally.all, you, self?.scores ?? null),
    industry:
      industry.kind === 'listed'
        ? {
            ...industry,
            group: standingGroupOf(tally.industries.get(industry.name), you, selfIn(industry.name)),
          }
        : industry,
  };
}

/**
 * GET /api/admin/community: how many founders signed up, started, completed and were coached, and
 * the score distributions of the community and of each listed industry of 10 founders or more.
 * Counts only: no answers, names or emails.
 */
export async function getCommunityOverview(deps: BenchmarkDeps): Promise<CommunityOverview> {
  const counts = await countCommunity(deps.db);
  const tally = await communityTally(deps);
  const industries = LISTED_INDUSTRIES.flatMap((name) => {
    const group = tally.industries.get(name);
    return isShown(group)
      ? [{ name, founders: group.founders, distributions: distributionsOf(group) }]
      : [];
  }).sort((a, b) => b.founders - a.founders);
  const smallIndustries = [...tally.industries.values()].filter((g) => !isShown(g)).length;
  return { ...counts, community: communityGroupOf(tally.all), industries, smallIndustries };
}
