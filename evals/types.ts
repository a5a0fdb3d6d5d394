/** What one eval run produced and how it scored, shared by the runner and the Markdown report. */
import type { CoachingResult, IndustryInference, SuggestResult } from '@shared/contracts/ai';
import type { Industry, Pillar } from '@shared/domain';
import type { CoachingSessionNumber } from '../src/server/infra/ai/types';
import type { Founder, FounderExpectation } from './founders';
import type { CardKey, ForbiddenMatch, RatingVerdict } from './metrics';

export interface SessionRun {
  session: CoachingSessionNumber;
  ms: number;
  result: CoachingResult | null;
  error: string | null;
}

export interface HelperRun {
  path: string;
  input: string;
  result: SuggestResult | null;
  error: string | null;
}

export interface SessionScore {
  grounded: CardKey[];
  citations: Partial<Record<CardKey, string>>;
  boilerplate: number;
  forbidden: ForbiddenMatch[];
}

export interface ImproveScore {
  missing: { style: string; missing: string[] }[];
  cut: string[];
  tooFew: boolean;
}

export interface FounderRun {
  founder: Founder;
  industry: Industry | null;
  inference: IndustryInference | null;
  sessions: SessionRun[];
  improve: HelperRun[];
  ideas: HelperRun[];
  profile: Record<keyof FounderExpectation, unknown> | null;
  // Scores, filled in after every founder has run (boilerplate needs them all).
  scores: Map<CoachingSessionNumber, SessionScore>;
  ratings: Partial<Record<Pillar, RatingVerdict>>;
  improveScores: Map<string, ImproveScore>;
  ideaFlags: Map<string, string[]>;
}

export interface Metric {
  name: string;
  value: string;
  /** The bar in words, or null for a metric that is only reported. */
  bar: string | null;
  /** null: not measured in this run (e.g. no founder of that kind selected). */
  pass: boolean | null;
  failures: string[];
}

export interface RewordingRun {
  name: string;
  expected: Industry;
  got: IndustryInference | null;
}
