import type { CoachingResult, IndustryInference, SuggestResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import type { Industry } from '@shared/domain';

/** The six coaching sessions: 2-4 one per pillar, 5-7 one per loop. */
export type CoachingSessionNumber = 2 | 3 | 4 | 5 | 6 | 7;

export interface SuggestInput {
  /** A path from HELPER_FIELD_PATHS, e.g. 'product.problem' or 'loops.product_market.actions'. */
  fieldPath: string;
  intent: 'get_ideas' | 'improve_text';
  form: FormState;
}

export interface CoachInput {
  sessionNumber: CoachingSessionNumber;
  form: FormState;
  /** The industry to coach for: the user's choice, an explicit one, or the inferred one. */
  industry: Industry | null;
}

/**
 * What every coach can do: the built-in offline coach and any model behind the AI SDK. Each method
 * answers schema-valid data (src/shared/contracts/ai.ts) or throws.
 */
export interface AiEngine {
  /** 'offline', or the model's name (shown on the coaching screen). */
  readonly name: string;
  suggest(input: SuggestInput): Promise<SuggestResult>;
  inferIndustry(form: FormState): Promise<IndustryInference>;
  coach(input: CoachInput): Promise<CoachingResult>;
}
