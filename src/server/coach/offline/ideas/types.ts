import type { IndustryNotes } from '../library';
import type { Founder } from './founder';

/** What an idea can draw on: the founder's answers, the industry's practice, the industry's name. */
export interface IdeaContext {
  f: Founder;
  notes: IndustryNotes;
  /** The industry as the founder knows it ('Food & Beverage', a custom industry's words). */
  industry: string;
  /** True when industry practice may be applied (chosen by the founder, or inferred with confidence). */
  specific: boolean;
}

/**
 * Ideas for one field: why they help, and candidate ideas, most specific first. A candidate is
 * null or false when the founder's answers lack what it needs. Every idea is a concrete statement
 * or experiment the founder can append to the field, never a question or an instruction to write.
 */
export interface IdeaSpec {
  why: string;
  ideas: (c: IdeaContext) => readonly (string | null | false | undefined)[];
}
