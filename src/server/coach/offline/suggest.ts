import type { SuggestResult } from '@shared/contracts/ai';
import type { SuggestInput } from '../../lib/ai/types';
import { fieldNoun } from './fields';
import { EXECUTION_IDEAS } from './ideas/execution';
import { LOOP_IDEAS } from './ideas/loops';
import { PLAN_REFLECTION_IDEAS } from './ideas/plan-reflection';
import { PRODUCT_MARKET_IDEAS } from './ideas/product-market';
import type { IdeaSpec } from './ideas/types';
import { improveText } from './improve';
import { inferIndustry } from './industry';
import { industryNotes } from './library';
import { industryLabel } from './opening';
import { limit, listJoin } from './text';
import { Weave } from './weave';

const IDEAS: Record<string, IdeaSpec> = {
  ...PRODUCT_MARKET_IDEAS,
  ...EXECUTION_IDEAS,
  ...LOOP_IDEAS,
  ...PLAN_REFLECTION_IDEAS,
};

/** For a path without its own ideas: general practice that fits any answer. */
const GENERAL: IdeaSpec = {
  why: 'Answers are most useful when they are specific, measurable and tied to real customers.',
  ideas: (w) => [
    `Name the customer it concerns: ${w.customer}.`,
    'Add a number: how many, how often, how much, by when.',
    'Add the evidence behind it: a conversation, a test or a result.',
  ],
};

const MIN_IDEAS = 3;
const MAX_IDEAS = 6;

function getIdeas(path: string, w: Weave): SuggestResult {
  const spec = IDEAS[path] ?? GENERAL;
  const notes = industryNotes(w.industryKey);
  const own = w.text(path).toLowerCase();
  const ideas: string[] = [];
  const add = (list: readonly (string | null | false)[]) => {
    for (const idea of list) {
      if (!idea || ideas.length === MAX_IDEAS) continue;
      const text = limit(idea.trim(), 1000);
      // Skip an idea the answer already holds word for word.
      if (ideas.includes(text) || (own !== '' && own.includes(text.toLowerCase()))) continue;
      ideas.push(text);
    }
  };
  add(spec.ideas(w, notes));
  if (ideas.length < MIN_IDEAS) add(GENERAL.ideas(w, notes));
  const drawn = [...w.used].filter((p) => p !== path).map(fieldNoun);
  const missing = !w.has('product.problem') && !w.has('market.idealCustomer');
  let basis = '';
  if (drawn.length) basis = ` They build on ${listJoin([...new Set(drawn)].slice(0, 4))}.`;
  else if (missing)
    basis = ' Fill in your problem and ideal customer, and the ideas will build on them.';
  return { ideas, rationale: limit(`${spec.why}${basis}`, 2000), improvements: [] };
}

/** The offline helper: ideas for a field, or three rewrites of its text. */
export function suggest(input: SuggestInput): SuggestResult {
  const industry = inferIndustry(input.form).inferredIndustry;
  const w = new Weave(input.form, industryLabel(industry, input.form), false, industry);
  return input.intent === 'improve_text'
    ? improveText(input.fieldPath, w)
    : getIdeas(input.fieldPath, w);
}
