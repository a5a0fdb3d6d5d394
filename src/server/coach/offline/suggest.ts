import type { SuggestResult } from '@shared/contracts/ai';
import { CUSTOM_INDUSTRY } from '@shared/domain';
import type { SuggestInput } from '../../infra/ai/types';
import { readField } from './fields';
import { activeGuards, fits } from './fit';
import { EXECUTION_IDEAS } from './ideas/execution';
import { founderOf, type Founder } from './ideas/founder';
import { LOOP_IDEAS } from './ideas/loops';
import { few, paid, price, who } from './ideas/parts';
import { PLAN_REFLECTION_IDEAS } from './ideas/plan-reflection';
import { PRODUCT_MARKET_IDEAS } from './ideas/product-market';
import type { IdeaContext, IdeaSpec } from './ideas/types';
import { improveText } from './improve';
import { inferIndustry } from './industry';
import { industryNotes } from './library';
import { industryLabel } from './opening';
import { endSentence } from './rewrite';
import { listJoin } from './text';

const IDEAS: Record<string, IdeaSpec> = {
  ...PRODUCT_MARKET_IDEAS,
  ...EXECUTION_IDEAS,
  ...LOOP_IDEAS,
  ...PLAN_REFLECTION_IDEAS,
};

/** Concrete ideas that fit any field, to make up the list when a field's own run short. */
const GENERAL: IdeaSpec = {
  why: 'Answers are most useful when they rest on real customers, numbers and commitments.',
  ideas: ({ f }) => [
    paid(f)
      ? 'A short call with 3 paying customers about why they bought, written up in their words.'
      : `Offer ${few(f)} a paid pilot${price(f) ? ` at ${price(f)}` : ''} this month.`,
    `Ask 5 ${who(f)} about the last time the problem happened, and what it cost them.`,
    `A weekly count of conversations with ${who(f)}, kept next to this answer.`,
  ],
};

const MIN_IDEAS = 3;
const MAX_IDEAS = 6;

/** Openings of a writing prompt: an idea is a statement or an experiment, never an instruction to write. */
export const WRITING_PROMPT =
  /^(?:describe|add|explain|list|consider|write|think|state|mention|include|clarify|specify|name|note down|outline|detail)\b/i;

const contentWords = (s: string) =>
  new Set(
    (s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}%'-]{3,}/gu) ?? []).map((w) =>
      w.replace(/s$/, ''),
    ),
  );

/**
 * True when the field already says most of what the idea says. A label before a colon ('Courier
 * turnover: a second trained person...') names the field's own point and does not count.
 */
function alreadySaid(idea: string, field: Set<string>): boolean {
  const colon = idea.indexOf(': ');
  const words = [...contentWords(colon > 0 && colon < 60 ? idea.slice(colon + 2) : idea)];
  if (words.length === 0 || field.size === 0) return false;
  const known = words.filter((w) => field.has(w)).length;
  return known / words.length >= 0.7;
}

/** The industry for the ideas: from the founder profile (memoised), else inferred here. */
function context(f: Founder, input: SuggestInput): IdeaContext {
  const hint = f.profile?.industry;
  // A software product sold to bakeries is not a bakery: food-safety advice would not fit it.
  const supplier = (i: string) =>
    (f.profile?.model === 'software' || f.profile?.model === 'hardware') &&
    i !== 'Technology/Software';
  if (hint?.industry) {
    return {
      f,
      notes: industryNotes(hint.industry),
      industry: hint.label,
      specific: hint.specific && !supplier(hint.industry),
    };
  }
  const inferred = inferIndustry(input.form);
  const chosen = input.form.industry !== '' && input.form.industry !== CUSTOM_INDUSTRY;
  return {
    f,
    notes: industryNotes(inferred.inferredIndustry),
    industry: industryLabel(inferred.inferredIndustry, input.form),
    specific:
      inferred.inferredIndustry !== CUSTOM_INDUSTRY &&
      (chosen || inferred.confidence >= 0.6) &&
      !supplier(inferred.inferredIndustry),
  };
}

function getIdeas(path: string, input: SuggestInput): SuggestResult {
  const f = founderOf(input.form);
  const ctx = context(f, input);
  const spec = IDEAS[path] ?? GENERAL;
  const field = contentWords(readField(input.form, path));
  const ideas: string[] = [];
  // The coach's own rules hold for ideas too: no price ideas for a non-profit, no stock ideas
  // for a maker to order, no hiring ideas for a founder who will not hire.
  const guards = f.profile ? activeGuards(f.profile) : [];
  const add = (list: readonly (string | null | false | undefined)[]) => {
    for (const raw of list) {
      if (!raw || ideas.length === MAX_IDEAS) continue;
      const text = endSentence(raw.replace(/\s+/g, ' ').trim());
      if (text.length > 1000 || text.endsWith('?') || WRITING_PROMPT.test(text)) continue;
      if (f.profile && !fits(text, f.profile, guards)) continue;
      // Not twice the same idea, nor two that open alike ('Ask 5 owners for...', 'Ask 5 owners about...').
      const opening = (t: string) => t.toLowerCase().split(' ').slice(0, 4).join(' ');
      if (ideas.some((i) => opening(i) === opening(text)) || alreadySaid(text, field)) continue;
      ideas.push(text);
    }
  };
  add(spec.ideas(ctx));
  if (ideas.length < MIN_IDEAS) add(GENERAL.ideas(ctx));
  const drawn = [...f.used].slice(0, 4);
  const basis = drawn.length
    ? ` They build on ${listJoin(drawn)}.`
    : !f.has('product.problem') && !f.has('market.idealCustomer')
      ? ' Fill in your problem and ideal customer, and the ideas will name them.'
      : '';
  return { ideas, rationale: `${spec.why}${basis}`.slice(0, 2000), improvements: [] };
}

/** The offline helper: ideas for a field, or three rewrites of its text. */
export function suggest(input: SuggestInput): SuggestResult {
  return input.intent === 'improve_text'
    ? improveText(input.fieldPath, input.form)
    : getIdeas(input.fieldPath, input);
}
