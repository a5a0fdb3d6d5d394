import type { AiEngine } from '../../lib/ai/types';
import { buildCoaching } from './coach';
import { inferIndustry } from './industry';
import { suggest } from './suggest';
import { warmUpText } from '../nlp';

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
  return {
    name: 'offline',
    // async, so that an unexpected error becomes a rejected promise rather than a throw.
    suggest: async (input) => suggest(input),
    inferIndustry: async (form) => inferIndustry(form),
    coach: async (input) => buildCoaching(input),
  };
}
