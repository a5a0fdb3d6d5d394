import {
  bucketOf,
  industryGroupOf,
  MIN_GROUP_FOUNDERS,
  positionOf,
  SCORE_BUCKETS,
  SCORE_KEYS,
  type ListedIndustry,
  type Position,
  type ScoreKey,
} from '@shared/benchmark';
import type { CommunityGroup, StandingGroup } from '@shared/contracts/benchmark';
import { coerceFormState } from '@shared/contracts/assessment-rules';
import type { Pillar } from '@shared/domain';
import { scoresOfRatings, type Scores } from '@shared/scores';
import type { CommunityRatingsRow } from '../assessments';

/**
 * The community's scores counted per group (docs/decisions/034): pure functions over the counted
 * rows, so the rules (one founder once, groups of 10, positions) are tested without a database.
 */

/** Founders of a group, and per score how many founders have each exact value. */
export interface GroupTally {
  founders: number;
  counts: Record<ScoreKey, Map<number, number>>;
}

export interface CommunityTally {
  all: GroupTally;
  /** Listed industries only: a custom industry never forms a group. */
  industries: Map<ListedIndustry, GroupTally>;
}

type Ratings = Record<Pillar, number | null>;

/** Stored ratings read as the dashboard reads them (a whole number from 1 to 5, else unrated). */
export function ratingsOf(raw: unknown): Ratings {
  const r = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const form = coerceFormState({
    product: { rating: r.product },
    market: { rating: r.market },
    execution: { rating: r.execution },
  });
  return {
    product: form.product.rating,
    market: form.market.rating,
    execution: form.execution.rating,
  };
}

const emptyTally = (): GroupTally => ({
  founders: 0,
  counts: { overall: new Map(), product: new Map(), market: new Map(), execution: new Map() },
});

function add(tally: GroupTally, scores: Scores, founders: number) {
  tally.founders += founders;
  for (const key of SCORE_KEYS) {
    const counts = tally.counts[key];
    counts.set(scores[key], (counts.get(scores[key]) ?? 0) + founders);
  }
}

/** Counts each row's founders into the whole community and into their listed industry. */
export function tallyCommunity(rows: readonly CommunityRatingsRow[]): CommunityTally {
  const all = emptyTally();
  const industries = new Map<ListedIndustry, GroupTally>();
  for (const row of rows) {
    const scores = scoresOfRatings(ratingsOf(row.ratings));
    add(all, scores, row.founders);
    const industry = industryGroupOf(row.industry);
    if (industry.kind !== 'listed') continue;
    let tally = industries.get(industry.name);
    if (!tally) {
      tally = emptyTally();
      industries.set(industry.name, tally);
    }
    add(tally, scores, row.founders);
  }
  return { all, industries };
}

/** Founders per bar of SCORE_BUCKETS, for each score. */
export function distributionsOf(tally: GroupTally): Record<ScoreKey, number[]> {
  const bars = (key: ScoreKey) => {
    const out: number[] = SCORE_BUCKETS.map(() => 0);
    for (const [score, n] of tally.counts[key]) out[bucketOf(score)]! += n;
    return out;
  };
  return {
    overall: bars('overall'),
    product: bars('product'),
    market: bars('market'),
    execution: bars('execution'),
  };
}

export const isShown = (tally: GroupTally | undefined): tally is GroupTally =>
  !!tally && tally.founders >= MIN_GROUP_FOUNDERS;

const hidden = (tally: GroupTally | undefined) => ({
  shown: false as const,
  needed: MIN_GROUP_FOUNDERS - (tally?.founders ?? 0),
});

/** A group as an admin sees it; under MIN_GROUP_FOUNDERS only how many more it needs. */
export function communityGroupOf(tally: GroupTally | undefined): CommunityGroup {
  if (!isShown(tally)) return hidden(tally);
  return { shown: true, founders: tally.founders, distributions: distributionsOf(tally) };
}

/** Where `score` falls among the group's founders, leaving out the caller's own entry (`self`). */
function positionIn(
  tally: GroupTally,
  key: ScoreKey,
  score: number,
  self: Scores | null,
): Position {
  let lower = 0;
  for (const [value, n] of tally.counts[key]) if (value < score) lower += n;
  let same = tally.counts[key].get(score) ?? 0;
  if (self && self[key] < score) lower -= 1;
  if (self && self[key] === score) same -= 1;
  return positionOf(lower, same, tally.founders - (self ? 1 : 0));
}

/** The assessment being placed: its scores, and which pillars are rated. */
export interface Placed {
  scores: Scores;
  rated: Record<Pillar, boolean>;
}

/**
 * A group as a founder sees it, with the assessment's position in it (null when it has no rating
 * at all; an unrated pillar has none, the overall score has one). `self`: the scores the founder
 * is counted with in this group, if any: the position is among the other founders.
 */
export function standingGroupOf(
  tally: GroupTally | undefined,
  you: Placed | null,
  self: Scores | null,
): StandingGroup {
  if (!isShown(tally)) return hidden(tally);
  const pillar = (p: Pillar) => (you?.rated[p] ? positionIn(tally, p, you.scores[p], self) : null);
  return {
    shown: true,
    founders: tally.founders,
    distributions: distributionsOf(tally),
    position: you
      ? {
          overall: positionIn(tally, 'overall', you.scores.overall, self),
          product: pillar('product'),
          market: pillar('market'),
          execution: pillar('execution'),
        }
      : null,
  };
}
