// The founder profile (coach/profile) in a coaching prompt: derived labels, counts, the rating
// guide and the rules they imply go in the system prompt; the founder's own sentences behind
// them go in the data block, like every other text of theirs.
import type { FormState } from '@shared/contracts/assessment-form';
import { CUSTOM_INDUSTRY, PILLAR_LABELS, type Industry, type Pillar } from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import {
  INDUSTRY_CONFIDENCE_MIN,
  type Audience,
  type BusinessModel,
  type Channel,
  type DoneFact,
  type DoneKind,
  type FounderProfile,
  type IndustryHint,
  type RevenueModel,
  type Stage,
} from '../profile';
import { clip, ratingLevel } from './data';
import type { CoachInput } from '../../infra/ai/types';

/** Models that never hold stock (a maker of goods or devices may; an unknown one may too). */
const NO_STOCK_MODELS: ReadonlySet<BusinessModel> = new Set([
  'made-to-order',
  'services',
  'marketplace',
]);

/** The founder's sentences quoted in the derived profile are cut to this length. */
const SENTENCE_MAX = 240;
const FIGURES_MAX = 10;
const DONE_MAX = 12;

/** Where the founder's words behind the profile sit in the data block. */
export const PROFILE_KEY = 'Founder profile (derived)';

const MODEL_TEXT: Record<BusinessModel, string> = {
  software: 'software (an app or SaaS)',
  marketplace: 'a marketplace between buyers and sellers',
  services: 'services (time or expertise sold to clients)',
  'made-to-order': 'made-to-order products (each one made only once it is ordered; no stock held)',
  goods: 'physical goods made ahead and sold from stock',
  hardware: 'hardware devices',
  'non-profit': 'a non-profit',
  unknown: 'not clear from the answers',
};

const AUDIENCE_TEXT: Record<Audience, string> = {
  business: 'businesses (B2B)',
  consumer: 'consumers (B2C)',
  both: 'both businesses and consumers',
  public: 'public bodies (B2G)',
  unknown: 'not clear from the answers',
};

const REVENUE_TEXT: Record<RevenueModel, string> = {
  subscription: 'subscriptions (recurring payments)',
  'one-off': 'one-off sales',
  commission: 'a commission on each transaction',
  usage: 'usage-based pricing',
  donations: 'donations and grants',
  unknown: 'not clear from the answers',
};

const STAGE_TEXT: Record<Stage, string> = {
  idea: 'an idea: nothing tested with customers yet',
  discovery: 'customer discovery: talking to customers, nobody paying yet',
  pilots: 'pilots, trials or first users, nobody paying yet',
  paying: 'first paying customers',
  revenue: 'repeatable revenue',
};

const CHANNEL_TEXT: Record<Channel['kind'], string> = {
  referrals: 'referrals',
  partners: 'partners',
  'direct-sales': 'direct sales',
  social: 'social media',
  content: 'content',
  ads: 'paid ads',
  events: 'events',
  marketplace: 'online marketplaces',
  email: 'email',
  retail: 'retail',
  community: 'communities',
};

const DONE_TEXT: Record<DoneKind, string> = {
  interviews: 'customer interviews',
  survey: 'a survey',
  pilots: 'pilots',
  'paying-customers': 'paying customers',
  users: 'users',
  revenue: 'revenue',
  prototype: 'a prototype',
  waitlist: 'a waitlist',
  'pre-orders': 'pre-orders',
  'landing-page': 'a landing page',
  launched: 'a launch',
  partners: 'partners',
  sales: 'sales',
};

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/** The industry to coach for, how sure it is, and whether industry-specific advice may be given. */
export interface IndustryFacts {
  industry: Industry | null;
  confidence: number;
  specific: boolean;
}

export function industryFacts(input: CoachInput, hint: IndustryHint): IndustryFacts {
  const industry = input.industry ?? hint.industry;
  const confidence = input.industryConfidence ?? hint.confidence;
  const specific =
    industry !== null && industry !== CUSTOM_INDUSTRY && confidence >= INDUSTRY_CONFIDENCE_MIN;
  return { industry, confidence, specific };
}

export function industryLine({ industry, confidence, specific }: IndustryFacts): string {
  const sure = `confidence ${confidence.toFixed(2)}`;
  if (!industry)
    return 'Industry: not known; infer what you can from the answers and keep advice general.';
  if (industry === CUSTOM_INDUSTRY)
    return `Industry: a custom one the user describes in the answers (Business context; ${sure}): tailor examples to it, but treat the industry as a guess; give no industry-specific rules or regulations.`;
  if (!specific)
    return `Industry: possibly ${industry} (${sure}, below ${INDUSTRY_CONFIDENCE_MIN}): treat the industry as a guess; give no industry-specific rules or regulations, and keep examples general enough to fit the business the answers describe.`;
  return `Industry: ${industry} (${sure}). Tailor examples, metrics, risks and resources to this industry.`;
}

function teamText(team: FounderProfile['team']): string {
  const who = team.solo
    ? 'a solo founder'
    : team.size !== null
      ? `${team.size} ${team.size === 1 ? 'person' : 'people'}`
      : 'size not stated';
  const hiring =
    team.hiring === 'no'
      ? 'will not hire'
      : team.hiring === 'plans'
        ? 'plans to hire'
        : 'hiring plans not stated';
  return `${who}; ${hiring}`;
}

/** Each kind of thing done once, with the largest count given for it: 'paying customers (12)'. */
function doneText(done: readonly DoneFact[]): string[] {
  const counts = new Map<DoneKind, number | null>();
  for (const d of done) {
    const before = counts.get(d.kind);
    counts.set(d.kind, Math.max(before ?? 0, d.count ?? 0) || null);
  }
  return [...counts].map(([kind, n]) => (n ? `${DONE_TEXT[kind]} (${n})` : DONE_TEXT[kind]));
}

/**
 * The profile in our own words: only derived labels, counts and numbers, never the founder's text
 * (their sentences behind it are in the data block).
 */
export function profileLines(profile: FounderProfile): string[] {
  const done = doneText(profile.done);
  const channels = unique(profile.channels.map((c) => CHANNEL_TEXT[c.kind]));
  return [
    `Founder profile (read by Pillars from the answers; the founder's own words behind it are in the data block under "${PROFILE_KEY}"):`,
    `- Business model: ${MODEL_TEXT[profile.model]}`,
    `- Who pays: ${AUDIENCE_TEXT[profile.audience]}`,
    `- Revenue model: ${REVENUE_TEXT[profile.revenue]}`,
    `- Stage: ${STAGE_TEXT[profile.stage]}`,
    `- Team: ${teamText(profile.team)}`,
    `- Channels: ${channels.length ? channels.join(', ') : 'none named yet'}`,
    done.length
      ? `- Already done (build on these, never recommend them as new): ${done.join(', ')}`
      : '- Already done: nothing the answers show yet.',
    profile.figures.length
      ? `- Key figures: ${Math.min(profile.figures.length, FIGURES_MAX)} given by the founder, in the data block ("Key figures"); use them as written and never invent others.`
      : '- Key figures: none given; do not invent any.',
    ...(profile.runway ? [runwayText(profile.runway.months, profile.salesCycle?.months)] : []),
  ];
}

/**
 * The founder's deadline as numbers: the months of cash left, against the sales cycle or the
 * 3-6 months a raise takes (the offline coach's Execution sum, `runwaySum`).
 */
function runwayText(months: number, cycle: number | undefined): string {
  return cycle
    ? `- Runway: about ${months} months, against a sales cycle of up to ${cycle} months: a new deal must start by month ${Math.max(0, Math.floor(months - cycle))} to pay before the money runs out; work with that date.`
    : `- Runway: about ${months} months; a raise or a loan takes 3-6 months to close, so the decision to raise, cut or change course falls by month ${Math.max(0, Math.floor(months - 6))}.`;
}

/** The guide's text for a level: 'Early (2/5): The problem is confirmed ...'. */
function guideText(pillar: Pillar, level: number): string {
  const guide = RATING_GUIDES[pillar].find((l) => l.value === level);
  return guide ? `${guide.label} (${level}/5): ${guide.description}` : `${level}/5`;
}

/** Per pillar of the session: its rating, the guide's text for it, and what the answers support. */
export function ratingLines(
  pillars: readonly Pillar[],
  form: FormState,
  profile: FounderProfile,
): string[] {
  const lines: string[] = [];
  for (const pillar of pillars) {
    const label = PILLAR_LABELS[pillar];
    const rating = form[pillar].rating;
    if (rating === null) {
      lines.push(`${label} is not rated yet by the user.`);
      continue;
    }
    const evidence = profile.evidence[pillar];
    lines.push(`${label} is rated ${ratingLevel(pillar, rating)} by the user.`);
    lines.push(`- Rating guide for ${label} at ${guideText(pillar, rating)}`);
    lines.push(
      `- The answers support about ${guideText(pillar, evidence.supported)}` +
        (evidence.missing ? ` The next proof on the guide: ${evidence.missing}.` : ''),
    );
    if (evidence.verdict === 'inflated') {
      lines.push(
        `- The ${rating}/5 is ahead of the evidence. In recommendActions, write one item that names the rating as "${rating}/5" and says it "is not yet backed by" ${evidence.missing ?? 'evidence in the answers'}, and gives the cheapest way to get that proof.`,
      );
    } else if (evidence.verdict === 'modest') {
      lines.push(
        `- The evidence is ahead of the ${rating}/5. In recommendActions, write one item saying the founder "may be underrating" their ${label} at ${rating}/5, citing the evidence in their own words (the "signals" of ${label} under "${PROFILE_KEY}" in the data block). When their reasoning for the rating names a gap, quote that gap first and agree it is real: the gap is the work toward the next level, not a mistake in the rating.`,
      );
    }
  }
  return lines;
}

/** Advice that would contradict the profile, ruled out. */
export function profileRules(profile: FounderProfile, industry: IndustryFacts): string[] {
  const rules: string[] = [];
  if (profile.team.hiring === 'no')
    rules.push(
      '- The founder will not hire: give no hiring, recruiting or team-building advice; show how one person can do it (focus, templates, automation, tools, partners).',
    );
  else if (profile.team.solo)
    rules.push('- The founder works alone: every action and task must be doable by one person.');
  if (profile.revenue === 'one-off')
    rules.push(
      '- They sell one-off: no churn, MRR, ARR or subscription advice; use repeat purchases, referrals, average order value and margin per order instead.',
    );
  if (profile.revenue === 'donations')
    rules.push(
      '- Funded by donations and grants: speak of donors, funders and beneficiaries; no advice on investors, equity or profit margins.',
    );
  if (profile.priceSet)
    rules.push(
      '- Someone else sets their price (a price guide, a cap or a fee schedule): never suggest testing, raising or packaging the price; margin comes from paid hours, utilisation, mix and costs.',
    );
  if (!profile.holdsStock && NO_STOCK_MODELS.has(profile.model))
    rules.push('- They hold no stock: no stock, inventory or warehouse advice.');
  if (profile.stage === 'paying' || profile.stage === 'revenue')
    rules.push(
      '- They already have paying customers: never tell them to start validating from scratch; build on what they already sell.',
    );
  else
    rules.push(
      '- Nobody pays yet according to the answers: keep scaling, hiring-for-growth and optimisation advice for later; focus on the next proof.',
    );
  if (profile.usedRarely)
    rules.push(
      '- Their product is used once a month or less: no weekly or daily active users, stickiness or week-4 retention; measure use per cycle (month, quarter) instead.',
    );
  if (profile.runway)
    rules.push('- They gave their runway: do not ask them to work it out again; build on it.');
  if (!industry.specific)
    rules.push('- Treat the industry as a guess; give no industry-specific rules or regulations.');
  return ['Never give advice that contradicts this profile:', ...rules];
}

/** The founder's own words behind the profile, for the data block (never the system prompt). */
export function profileData(profile: FounderProfile, pillars: readonly Pillar[]) {
  const data: Record<string, unknown> = {};
  if (profile.done.length)
    data['Already done'] = profile.done.slice(0, DONE_MAX).map((d) => ({
      what: DONE_TEXT[d.kind],
      ...(d.count !== null ? { count: d.count } : {}),
      'as written': d.phrase,
      sentence: clip(d.sentence, SENTENCE_MAX),
    }));
  if (profile.figures.length) {
    // One entry per sentence, with every figure it holds.
    const bySentence = new Map<string, string[]>();
    for (const f of profile.figures.slice(0, FIGURES_MAX)) {
      const sentence = clip(f.sentence, SENTENCE_MAX);
      bySentence.set(sentence, unique([...(bySentence.get(sentence) ?? []), f.figure]));
    }
    data['Key figures'] = [...bySentence].map(([sentence, figures]) => ({ figures, sentence }));
  }
  if (profile.channels.length)
    data['Channels'] = profile.channels.map((c) => ({
      channel: CHANNEL_TEXT[c.kind],
      'as written': c.phrase,
    }));
  const evidence: Record<string, unknown> = {};
  for (const pillar of pillars) {
    const e = profile.evidence[pillar];
    evidence[PILLAR_LABELS[pillar]] = {
      rating: e.rating === null ? 'not rated' : `${e.rating}/5`,
      supported: `${e.supported}/5`,
      verdict: e.verdict,
      signals: unique(e.signals.map((s) => clip(s.sentence, SENTENCE_MAX))),
    };
  }
  data['Evidence'] = evidence;
  return data;
}
