import { CUSTOM_INDUSTRY, INDUSTRIES, PILLAR_LABELS, type Industry } from './domain';

/**
 * 'Where you stand' (docs/decisions/034): the rules and texts of the anonymous community benchmark,
 * free of zod so the dashboard, the admin panel and the server read them from one place.
 */

/** No group of founders is shown with fewer than this many: nobody can be singled out. */
export const MIN_GROUP_FOUNDERS = 10;

/** The four scores of the dashboard, in its order. */
export const SCORE_KEYS = ['overall', 'product', 'market', 'execution'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

export const SCORE_LABELS: Record<ScoreKey, string> = {
  overall: 'Overall',
  product: PILLAR_LABELS.product,
  market: PILLAR_LABELS.market,
  execution: PILLAR_LABELS.execution,
};

/**
 * The distribution's five bars: wide enough that a bar is never one founder's exact answer, and
 * cut where the dashboard's colours change (red below 60, yellow 60-79, green from 80).
 */
export const SCORE_BUCKETS = [
  { min: 0, max: 19 },
  { min: 20, max: 39 },
  { min: 40, max: 59 },
  { min: 60, max: 79 },
  { min: 80, max: 100 },
] as const;

export const bucketLabel = (b: { min: number; max: number }) => `${b.min}–${b.max}%`;

/** The index in SCORE_BUCKETS of a score from 0 to 100. */
export function bucketOf(score: number): number {
  const i = SCORE_BUCKETS.findIndex((b) => score <= b.max);
  return i === -1 ? SCORE_BUCKETS.length - 1 : Math.max(0, i);
}

/** The industries that group founders: the form's list without 'Other/Custom' (free text never groups). */
export type ListedIndustry = Exclude<Industry, typeof CUSTOM_INDUSTRY>;
export const LISTED_INDUSTRIES = INDUSTRIES.filter(
  (i): i is ListedIndustry => i !== CUSTOM_INDUSTRY,
);

/** The form's industry as a group: a listed one, a custom one (never grouped), or none chosen. */
export function industryGroupOf(
  industry: unknown,
): { kind: 'listed'; name: ListedIndustry } | { kind: 'custom' } | { kind: 'none' } {
  if (industry === CUSTOM_INDUSTRY) return { kind: 'custom' };
  const listed = LISTED_INDUSTRIES.find((i) => i === industry);
  return listed ? { kind: 'listed', name: listed } : { kind: 'none' };
}

/** Where one score falls in a group: whole percents of its founders scoring lower, and the same. */
export interface Position {
  below: number;
  same: number;
}

/**
 * A share of `founders` in whole percents, where 0 means none and 100 means all: anything between
 * is kept between 1 and 99, so 'higher than 0%' and 'higher than 100%' are never rounding.
 */
function percentOf(part: number, founders: number): number {
  if (part <= 0 || founders <= 0) return 0;
  if (part >= founders) return 100;
  return Math.min(99, Math.max(1, Math.round((100 * part) / founders)));
}

/** Percents of a group's `founders` scoring lower than a score, and the same. */
export function positionOf(lower: number, same: number, founders: number): Position {
  return { below: percentOf(lower, founders), same: percentOf(same, founders) };
}

export const BENCHMARK_TEXTS = {
  title: 'Where you stand',
  description:
    'Your scores beside those of other founders. Anonymous: each founder counts once, with their most recent completed assessment, and no group of fewer than 10 founders is shown.',
  allFounders: 'All founders',
  compareWith: 'Compare with',
  foundersCount: (n: number) => `${n} founders`,
  basedOn: (n: number, scope: string) => `Based on ${n} founders ${scope}.`,
  scopeAll: 'in the community',
  scopeIndustry: (industry: string) => `in ${industry}`,
  notEnough: (needed: number) =>
    `Not shown yet: the community needs ${needed} more ${needed === 1 ? 'founder' : 'founders'} with a completed assessment before any figures appear.`,
  industryNotEnough: (industry: string, needed: number) =>
    `${industry}: not shown until 10 founders in it have completed an assessment (${needed} more ${needed === 1 ? 'is' : 'are'} needed).`,
  customIndustry:
    'Your industry is a custom one: custom industries are not grouped, so you are compared with all founders.',
  noIndustry:
    'Choose an industry in the Business Context of your assessment to compare with founders in it.',
  notCompleted:
    'This assessment is not completed yet: it is placed among the founders, but not counted in the figures.',
  unrated: 'Rate your pillars in the assessment to see where your scores fall.',
  you: 'You',
  sharePercent: (n: number) => `${n}%`,
  loadFailed: 'The community figures could not be loaded.',
} as const;

/** 'Your Market score (80%) is higher than 62% of founders in Manufacturing, and the same as 20%.' */
export function positionSentence(
  key: ScoreKey,
  score: number,
  position: Position,
  scope: string,
): string {
  const label = SCORE_LABELS[key];
  const start = `Your ${label} score (${score}%)`;
  const higher =
    position.below >= 100
      ? `is higher than every founder’s ${scope}`
      : position.below === 0
        ? `is not higher than any founder’s ${scope}`
        : `is higher than ${position.below}% of founders ${scope}`;
  return position.same > 0
    ? `${start} ${higher}, and the same as ${position.same}%.`
    : `${start} ${higher}.`;
}

/** A distribution as text, for screen readers: 'Market, 42 founders: 0–19%: 5%, ...; your 80% is in 80–100%.' */
export function distributionSentence(
  key: ScoreKey,
  counts: readonly number[],
  yourScore: number | null,
): string {
  const total = counts.reduce((a, b) => a + b, 0);
  const bars = SCORE_BUCKETS.map(
    (b, i) => `${bucketLabel(b)}: ${total ? Math.round((100 * (counts[i] ?? 0)) / total) : 0}%`,
  ).join(', ');
  const you =
    yourScore === null
      ? ''
      : `; your ${yourScore}% is in ${bucketLabel(SCORE_BUCKETS[bucketOf(yourScore)]!)}`;
  return `${SCORE_LABELS[key]} scores of ${total} founders: ${bars}${you}.`;
}

export const COMMUNITY_TEXTS = {
  title: 'Community overview',
  description:
    'Counts and score distributions across the community. Anonymous: no answers, names or emails, and no group of fewer than 10 founders.',
  signedUp: 'Founders signed up',
  started: 'Started an assessment',
  completed: 'Completed one',
  coached: 'Coached (at least one session)',
  assessments: (started: number, completed: number) =>
    `${started} ${started === 1 ? 'assessment' : 'assessments'} started, ${completed} completed.`,
  distributionsTitle: 'Score distributions',
  byIndustry: 'By industry',
  smallIndustries: (n: number) =>
    `${n} other ${n === 1 ? 'industry has' : 'industries have'} fewer than 10 founders and ${n === 1 ? 'is' : 'are'} not shown.`,
  noIndustries: 'No industry has 10 founders yet.',
  loadFailed: 'The community overview could not be loaded.',
} as const;
