import type { FixtureInput } from '../../src/server/coach/offline/fixtures/build';
import { formStateSchema, type FormState } from '@shared/contracts/assessment-form';
import { PILLARS, type Industry, type Pillar } from '@shared/domain';
import type {
  Audience,
  BusinessModel,
  HiringIntent,
  RevenueModel,
  Stage,
} from '../../src/server/coach/profile/types';

/**
 * How a founder's self-rating of a pillar relates to what their answers show:
 * - 'inflated': rated 4 or 5 with no paying customers, revenue or retention in the text;
 * - 'modest': rated 1 or 2 while the text shows strong evidence (paying customers, revenue,
 *   retention);
 * - 'honest': neither; the coach should not argue with the rating.
 */
export type RatingLabel = 'honest' | 'inflated' | 'modest';

/** What a careful reader concludes about the founder (the founder-profile contract's values). */
export interface FounderExpectation {
  model: BusinessModel;
  audience: Audience;
  revenue: RevenueModel;
  stage: Stage;
  solo: boolean;
  hiring: HiringIntent;
}

/** A form as written by hand: every section optional, unknown keys refused by the compiler. */
export type FormInput = FixtureInput;

export interface Founder {
  /** Short, unique, kebab-case: used by `--founder` and as the Markdown file name. */
  name: string;
  form: FormState;
  expect: FounderExpectation;
  ratings: Record<Pillar, RatingLabel>;
  /**
   * Advice that would contradict this founder's profile (e.g. hiring advice for a consultant who
   * will not hire). Matched against the coaching text after the founder's own quoted words
   * ("...") are removed, so patterns describe advice, not words the founder wrote.
   */
  forbidden: RegExp[];
  /** The industry a coach should assume, for forms that leave it to inference (informational). */
  industry?: Industry;
}

export interface FounderInput extends Omit<Founder, 'form'> {
  form: FormInput;
}

/**
 * Advice for testing whether a product should exist at all, which contradicts a business that
 * already has repeatable revenue: every founder at stage 'revenue' forbids it too.
 */
export const PRE_PRODUCT_ADVICE: readonly RegExp[] = [
  /\bsmoke[- ]tests?\b/i,
  /\bconcierge (MVP|service|test)\b/i,
  /\bbefore (you|they) build\b/i,
];

/**
 * A fixture founder. The form must be valid as the app would store it (a typo'd country fails
 * loudly), and each rating label must fit its rating: 'inflated' needs a 4 or 5, 'modest' a 1 or 2.
 * Founders with repeatable revenue ('revenue' stage) also forbid PRE_PRODUCT_ADVICE.
 */
export function founder(input: FounderInput): Founder {
  const form = formStateSchema.parse(input.form);
  const forbidden = [...input.forbidden];
  if (input.expect.stage === 'revenue') {
    for (const p of PRE_PRODUCT_ADVICE) {
      if (!forbidden.some((f) => f.source === p.source)) forbidden.push(p);
    }
  }
  for (const pillar of PILLARS) {
    const rating = form[pillar].rating;
    const label = input.ratings[pillar];
    if (label === 'inflated' && !(rating !== null && rating >= 4)) {
      throw new Error(`${input.name}: ${pillar} is labelled inflated but rated ${rating}`);
    }
    if (label === 'modest' && !(rating !== null && rating <= 2)) {
      throw new Error(`${input.name}: ${pillar} is labelled modest but rated ${rating}`);
    }
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(input.name)) {
    throw new Error(`founder name '${input.name}' must be kebab-case`);
  }
  return { ...input, form, forbidden };
}

/** Words that, just before a match, turn advice into its refusal ('no plan to hire'). */
const NEGATION = String.raw`(?:\bno|\bnot|\bnever|\bnor|\bwithout|\bdon['’]t|\bwon['’]t|\bno plans? to|\bno intention to|\bno need to|\bnot (?:want|wanting|plan|planning|intend|intending|looking|need|needing) to)`;

/**
 * A forbidden pattern for advice that is not a refusal of it: `unlessNegated('\\bhire\\b')`
 * matches 'hire a sales lead' and 'time to hire', not 'no plan to hire', 'without hiring' or
 * 'you do not want to hire'. Case-insensitive.
 */
export function unlessNegated(source: string): RegExp {
  return new RegExp(`(?<!${NEGATION}\\s)${source}`, 'i');
}
