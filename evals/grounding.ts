import type { CoachingResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';

/** Words that a quote of the user must share with their answers, in a row. */
export const QUOTE_WORDS = 4;

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Every free-text answer of the form (context choices such as industry are not the user's words). */
export function userAnswers(form: FormState): string[] {
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

/** All runs of QUOTE_WORDS consecutive words of the user's answers. */
export function answerShingles(form: FormState): Set<string> {
  const shingles = new Set<string>();
  for (const answer of userAnswers(form)) {
    const w = words(answer);
    for (let i = 0; i + QUOTE_WORDS <= w.length; i++)
      shingles.add(w.slice(i, i + QUOTE_WORDS).join(' '));
  }
  return shingles;
}

export function quotesUser(text: string, shingles: Set<string>): boolean {
  const w = words(text);
  for (let i = 0; i + QUOTE_WORDS <= w.length; i++) {
    if (shingles.has(w.slice(i, i + QUOTE_WORDS).join(' '))) return true;
  }
  return false;
}

export interface Grounding {
  /** Cards (of six) that quote at least one run of the user's own words. */
  grounded: (keyof CoachingResult)[];
  score: number;
}

/** The share of a session's six cards that quote the user's own answers. */
export function groundingScore(coaching: CoachingResult, form: FormState): Grounding {
  const shingles = answerShingles(form);
  const cards = Object.entries(coaching) as [keyof CoachingResult, string | string[]][];
  const grounded = cards
    .filter(([, value]) => quotesUser(Array.isArray(value) ? value.join('\n') : value, shingles))
    .map(([key]) => key);
  return { grounded, score: cards.length ? grounded.length / cards.length : 0 };
}
