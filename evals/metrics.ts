import { CARD_KEYS } from '../src/server/coach/offline/fixtures/helpers';
/**
 * The coaching eval's metrics, as pure functions of the engine's outputs and the founder's form.
 * No engine calls and no I/O here: evals/run.ts gathers the outputs, these functions score them,
 * and src/server/coach/eval-metrics.test.ts pins their behaviour. docs/coaching-rubric.md
 * explains each metric and its bar in prose.
 */
import type { CoachingResult, SuggestResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import type { Pillar } from '@shared/domain';
import { dottedNames, figures } from '../src/server/coach/nlp';

// ---------------------------------------------------------------------------------------------
// Bars

/** The bars, in one place so the runner, the docs and the tests agree. */
export const BARS = {
  /** A session is grounded when at least this many of its 6 cards cite the founder's facts... */
  groundedCardsPerSession: 3,
  /** ...and at least this share of founder-sessions must be grounded. */
  groundedSessionShare: 0.9,
  /** Mean share of a founder's 8-word runs found in other founders' same session: below this. */
  boilerplateMeanBelow: 0.2,
  /** Forbidden-pattern matches over all founders' sessions. */
  contradictionsMax: 0,
  inflatedAddressedShare: 1,
  underratedAddressedShare: 1,
  honestLeftAloneShare: 0.9,
  improveKeepsShare: 1,
  improveEndsCleanlyShare: 1,
  ideasShare: 0.95,
  /** Industry rewordings inferred correctly, of 10. */
  industryRewordingsCorrect: 8,
  schemaValidShare: 1,
} as const;

/** The session that coaches each pillar. */
export const PILLAR_SESSION: Record<Pillar, 2 | 3 | 4> = { product: 2, market: 3, execution: 4 };

export { CARD_KEYS };
export type CardKey = (typeof CARD_KEYS)[number];

// ---------------------------------------------------------------------------------------------
// Text helpers

/**
 * Words for matching runs: lower-cased, accents folded, apostrophes dropped inside words
 * ("founder's" -> "founders"), every other punctuation mark a separator.
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Every run of `n` consecutive words of a text, joined by spaces. */
export function runs(text: string, n: number): string[] {
  const w = words(text);
  const out: string[] = [];
  for (let i = 0; i + n <= w.length; i++) out.push(w.slice(i, i + n).join(' '));
  return out;
}

/**
 * The pieces of a coaching result a reader takes as one unit: each paragraph of the lesson
 * (separated by blank lines) and each item of the five lists. Runs of words are never counted
 * across two units.
 */
export function cardUnits(result: CoachingResult, key: CardKey): string[] {
  const value = result[key];
  const parts = typeof value === 'string' ? value.split(/\n\s*\n/) : value;
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function sessionUnits(result: CoachingResult): string[] {
  return CARD_KEYS.flatMap((key) => cardUnits(result, key));
}

/** Every free-text answer of the form, tasks included; choices such as the industry are not. */
export function founderAnswers(form: FormState): string[] {
  const out: string[] = [form.customIndustry];
  const collect = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect([
    form.product,
    form.market,
    form.execution,
    form.loops,
    form.actionPlan,
    form.reflection,
  ]);
  return out.filter((t) => t.trim() !== '');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Grounding: does a card cite the founder's own facts?

/** Consecutive words of the founder's answers that count as quoting them. */
export const QUOTE_WORDS = 4;

export interface FounderFacts {
  /** Every run of QUOTE_WORDS words of the founder's answers. */
  quotes: Set<string>;
  /** Figures as written in the answers ('$7,800', '14%', '2,500'), spaces removed. */
  figures: Set<string>;
  /** Small bare numbers with the word that follows them ('3 bakeries' -> '3 bakery'). */
  countedNouns: Set<string>;
}

/** Figures with no sign, separator or suffix, of one or two digits ('3', '10', '30'). */
const BARE_SMALL = /^\d{1,2}$/;

/**
 * A figure says something about this founder when it is distinctive: a currency sign, a percent,
 * a magnitude, a separator or a range ('$49', '14%', '1.8M', '2,500', '10-15'), or three or more
 * digits ('120'). Bare one- and two-digit numbers ('3', '10', '30') fill generic advice ('book 10
 * interviews', 'in 30 days'), so they count only together with the noun they count.
 */
export function isDistinctiveFigure(figure: string): boolean {
  return !BARE_SMALL.test(figure.replace(/\s+/g, ''));
}

/** A crude singular so that '3 bakery' and '3 bakeries' meet. */
const singular = (word: string) =>
  word
    .replace(/['’]s$/, '')
    .replace(/ies$/, 'y')
    .replace(/(x|ch|sh|ss)es$/, '$1')
    .replace(/(?<!s)s$/, '');

/** '3 bakeries', '12 interviews': a bare small number and the word after it, normalised. */
export function countedNouns(text: string): string[] {
  const out: string[] = [];
  const re = /(?<![\p{L}\p{N}.,$£€¥₹-])(\d{1,2})\s+(\p{L}[\p{L}'-]*)/gu;
  for (const m of text.toLowerCase().matchAll(re)) out.push(`${m[1]} ${singular(m[2]!)}`);
  return out;
}

export function founderFacts(form: FormState): FounderFacts {
  const facts: FounderFacts = { quotes: new Set(), figures: new Set(), countedNouns: new Set() };
  for (const answer of founderAnswers(form)) {
    for (const r of runs(answer, QUOTE_WORDS)) facts.quotes.add(r);
    for (const f of figures(answer)) facts.figures.add(f.replace(/\s+/g, ''));
    for (const c of countedNouns(answer)) facts.countedNouns.add(c);
  }
  return facts;
}

/** Why a text cites the founder: the run, figure or counted noun it shares, or null. */
export function citation(text: string, facts: FounderFacts): string | null {
  for (const r of runs(text, QUOTE_WORDS)) if (facts.quotes.has(r)) return `"${r}"`;
  for (const f of figures(text)) {
    const key = f.replace(/\s+/g, '');
    if (isDistinctiveFigure(key) && facts.figures.has(key)) return f;
  }
  for (const c of countedNouns(text)) if (facts.countedNouns.has(c)) return c;
  return null;
}

/** The cards of a session with at least one unit that cites the founder's facts. */
export function groundedCards(result: CoachingResult, facts: FounderFacts): CardKey[] {
  return CARD_KEYS.filter((key) => cardUnits(result, key).some((u) => citation(u, facts)));
}

export function isGroundedSession(result: CoachingResult, facts: FounderFacts): boolean {
  return groundedCards(result, facts).length >= BARS.groundedCardsPerSession;
}

// ---------------------------------------------------------------------------------------------
// Boilerplate: text one founder gets that other founders get too

export const BOILERPLATE_WORDS = 8;

/** The distinct 8-word runs of a session, never spanning two units. */
export function sessionRuns(units: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const unit of units) for (const r of runs(unit, BOILERPLATE_WORDS)) out.add(r);
  return out;
}

/**
 * For each founder's output of one session (given as its runs), the share of its distinct
 * 8-word runs that also occur in any other founder's output of the same session. NaN for an
 * output with no 8-word run at all (nothing to compare).
 */
export function boilerplateShares(outputs: readonly Set<string>[]): number[] {
  // How many founders' outputs contain each run: a run is shared when it is in 2 or more.
  const owners = new Map<string, number>();
  for (const runSet of outputs) for (const r of runSet) owners.set(r, (owners.get(r) ?? 0) + 1);
  return outputs.map((runSet) => {
    if (runSet.size === 0) return Number.NaN;
    let shared = 0;
    for (const r of runSet) if ((owners.get(r) ?? 0) > 1) shared += 1;
    return shared / runSet.size;
  });
}

// ---------------------------------------------------------------------------------------------
// Contradictions: advice the founder's profile rules out

/**
 * The text without the founder's quoted words: every span in straight ("...") or curly
 * (“...”) double quotes is replaced by a space. A quote never spans a line break.
 */
export function stripQuoted(text: string): string {
  return text.replace(/"[^"\n]*"/g, ' ').replace(/“[^”\n]*”/g, ' ');
}

export interface ForbiddenMatch {
  pattern: string;
  match: string;
  /** The unit the match was found in (after quote stripping), for a reader. */
  context: string;
}

/**
 * A pattern as a reader wants it in a report: a leading negative lookbehind (the guard of
 * founders/types.ts unlessNegated) is shown as '(unless negated)' instead of in full.
 */
export function patternLabel(p: RegExp): string {
  if (!p.source.startsWith('(?<!')) return String(p);
  let depth = 0;
  for (let i = 0; i < p.source.length; i++) {
    const c = p.source[i];
    if (c === '\\') i += 1;
    else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) {
      return `/${p.source.slice(i + 1)}/${p.flags} (unless negated)`;
    }
  }
  return String(p);
}

/** Every match of every forbidden pattern in the units, after their quoted spans are removed. */
export function forbiddenMatches(
  units: readonly string[],
  patterns: readonly RegExp[],
): ForbiddenMatch[] {
  const out: ForbiddenMatch[] = [];
  for (const unit of units) {
    const text = stripQuoted(unit);
    for (const p of patterns) {
      const global = new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`);
      for (const m of text.matchAll(global)) {
        out.push({ pattern: patternLabel(p), match: m[0], context: text.trim() });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Ratings: inflated and modest self-ratings addressed, honest ones left alone

export const INFLATED_PHRASE = 'not yet backed by';
export const UNDERRATED_PHRASE = 'may be underrating';

/** The rating as the convention writes it: '4/5' (not '14/5', not '4/50'). */
export function ratingToken(rating: number): RegExp {
  return new RegExp(`(?<![\\d.])${rating}/5(?![\\d])`);
}

/** Units that name the rating as '{r}/5' and contain the phrase (case-insensitive). */
export function unitsFlagging(units: readonly string[], rating: number, phrase: string): string[] {
  const token = ratingToken(rating);
  return units.filter((u) => token.test(u) && u.toLowerCase().includes(phrase));
}

export type RatingLabel = 'honest' | 'inflated' | 'modest';

export interface RatingVerdict {
  pass: boolean;
  /** What the session did, in words, for the report. */
  detail: string;
}

/**
 * Whether a pillar's session treats the founder's self-rating as labelled:
 * - inflated: some unit names '{r}/5' with 'not yet backed by', and none calls it underrated;
 * - modest: some unit names '{r}/5' with 'may be underrating', and none calls it unbacked;
 * - honest: no unit names '{r}/5' with either phrase (a null rating: no unit has either phrase).
 */
export function checkRating(
  units: readonly string[],
  rating: number | null,
  label: RatingLabel,
): RatingVerdict {
  if (rating === null) {
    const flagged = units.filter((u) => {
      const l = u.toLowerCase();
      return l.includes(INFLATED_PHRASE) || l.includes(UNDERRATED_PHRASE);
    });
    return label === 'honest'
      ? {
          pass: flagged.length === 0,
          detail: flagged.length ? 'flagged an unrated pillar' : 'left alone',
        }
      : { pass: false, detail: `labelled ${label} but unrated` };
  }
  const inflated = unitsFlagging(units, rating, INFLATED_PHRASE);
  const modest = unitsFlagging(units, rating, UNDERRATED_PHRASE);
  switch (label) {
    case 'inflated':
      if (modest.length) return { pass: false, detail: `called ${rating}/5 underrated` };
      return inflated.length
        ? { pass: true, detail: 'addressed' }
        : { pass: false, detail: `no unit names ${rating}/5 with "${INFLATED_PHRASE}"` };
    case 'modest':
      if (inflated.length) return { pass: false, detail: `called ${rating}/5 unbacked` };
      return modest.length
        ? { pass: true, detail: 'addressed' }
        : { pass: false, detail: `no unit names ${rating}/5 with "${UNDERRATED_PHRASE}"` };
    case 'honest': {
      if (inflated.length) return { pass: false, detail: `called an honest ${rating}/5 unbacked` };
      if (modest.length) return { pass: false, detail: `called an honest ${rating}/5 underrated` };
      return { pass: true, detail: 'left alone' };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Improve: every figure and name kept, no sentence cut off

/** The figures and dotted names of a text that an improvement must keep. */
export function keepsOf(text: string): string[] {
  return [...new Set([...figures(text), ...dottedNames(text)])];
}

/** Whether `output` contains `kept` as written, not as part of a longer number or word. */
export function containsKept(output: string, kept: string): boolean {
  const isFigure = /^[$£€¥₹]?\s?\d/.test(kept);
  const re = isFigure
    ? new RegExp(`(?<![\\p{N}]|\\p{N}[.,])${escapeRegExp(kept)}(?![\\p{N}]|[.,]\\p{N})`, 'u')
    : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(kept)}(?![\\p{L}\\p{N}])`, 'u');
  return re.test(output);
}

/** The input's figures and dotted names missing from an improvement. */
export function missingKeeps(input: string, output: string): string[] {
  return keepsOf(input).filter((k) => !containsKept(output, k));
}

/**
 * Whether a text stops mid-sentence: it must end with . ! ? or a closing quote or bracket
 * (" ' ) ] ” ’ »), and an ellipsis ('...' or '…', even before a full stop or inside a closing
 * quote) is a cut.
 */
export function endsMidSentence(text: string): boolean {
  const t = text.trimEnd();
  if (t === '') return true;
  if (/(\.\.\.|…)[."'”’»)\]]*$/.test(t)) return true;
  return !/[.!?"'”’»)\]]$/.test(t);
}

/** The improvement texts of a helper answer: the three styles, else the single fallback. */
export function improvementTexts(result: SuggestResult): string[] {
  if (result.improvements.length) return result.improvements.map((i) => i.text);
  return result.improvedText ? [result.improvedText] : [];
}

export const IMPROVEMENT_COUNT = 3;

// ---------------------------------------------------------------------------------------------
// Ideas: ideas, not writing prompts

const PROMPT_START =
  /^[\s\-*•]*(Describe|Add|Explain|List|Consider|Write|Think|State|Mention|Include|Clarify|Specify)\b/i;

/** An idea offers content; a writing prompt starts with an instruction or ends with a question. */
export function isIdea(text: string): boolean {
  const t = text.trim();
  return !PROMPT_START.test(t) && !/\?["'”’»)\]]*$/.test(t);
}

// ---------------------------------------------------------------------------------------------
// Numbers

export function mean(values: readonly number[]): number {
  const v = values.filter((x) => !Number.isNaN(x));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : Number.NaN;
}

/** The p-th percentile (0-100) by the nearest-rank method. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/**
 * A share as a percentage, or 'n/a': whole numbers, except that a share just short of 100% (or
 * just above 0%) keeps one decimal, so a failing 99.9% never reads as '100%'.
 */
export function pct(share: number): string {
  if (Number.isNaN(share)) return 'n/a';
  const whole = (share * 100).toFixed(0);
  const exact = share === 0 || share === 1;
  if (!exact && whole === '100') return `${(Math.floor(share * 1000) / 10).toFixed(1)}%`;
  if (!exact && whole === '0') return `${(Math.ceil(share * 1000) / 10).toFixed(1)}%`;
  return `${whole}%`;
}
