import type { AiEngine } from '../../infra/ai/types';
import { buildCoaching } from './coach';
import { inferIndustry } from './industry';
import { suggest } from './suggest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { warmUpText } from '../nlp';

let warmed = false;
/** When the warm-up starts after the engine is made, and the pause between its steps. */
const WARM_UP_AFTER_MS = 1_000;
const WARM_UP_STEP_MS = 100;

/**
 * One suggestion of each kind on three small forms (V8 compiles a regular expression to machine
 * code only once it has run), one at a time after the server has started: a step holds the event
 * loop a few tens of milliseconds, where all of it at once would delay the first start's health.
 */
function warmUpOnce(): void {
  if (warmed) return;
  warmed = true;
  const steps = [12, 15, 20].flatMap((n) =>
    (['get_ideas', 'improve_text'] as const).map((intent) => () => {
      const form = coerceFormState({
        product: { problem: `Bakeries throw away ${n}% of their bread.`, rating: 3 },
        market: { target: 'Owner-run bakeries in Leeds.', payEvidence: `${n} pay £49 a month.` },
        execution: { delivery: 'A web app and a weekly call.' },
      });
      suggest({ fieldPath: 'product.problem', intent, form });
    }),
  );
  steps.forEach((step, i) =>
    setTimeout(
      () => {
        try {
          step();
        } catch {
          // A warm-up that fails costs the first request its time, nothing else.
        }
      },
      WARM_UP_AFTER_MS + i * WARM_UP_STEP_MS,
    ).unref(),
  );
}

/**
 * The built-in offline coach: no network, no model. It draws on a curated library of founder
 * practice, chosen by session, rating level and industry, and weaves in the user's own answers.
 * Every answer is deterministic (the same form gives the same result) and takes a few
 * milliseconds.
 */
export function createOfflineEngine(): AiEngine {
  // The text parser compiles its lexicon on first use (about 50 ms): pay it at start, not in the
  // first founder's request.
  warmUpText();
  // So do the profile's word lists and the helpers' code (another 50-100 ms on a first request,
  // while every other request waits): one small suggestion, once, right after start.
  warmUpOnce();
  return {
    name: 'offline',
    // async, so that an unexpected error becomes a rejected promise rather than a throw.
    suggest: async (input) => suggest(input),
    inferIndustry: async (form) => inferIndustry(form),
    coach: async (input) => buildCoaching(input),
  };
}
