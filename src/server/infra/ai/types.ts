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
  /**
   * How sure that industry is, 0-1: 1 when the user chose it, else the inference's confidence.
   * Absent: the founder profile's own estimate.
   */
  industryConfidence?: number | null | undefined;
  /**
   * What the assessment's other stored sessions already gave (their Recommended Actions and Next 7
   * Days), so that this session does not repeat them. Engines may ignore it (the offline coach does).
   */
  otherSessions?: OtherSession[] | undefined;
  /**
   * The 7-day tasks of this session the founder ticked as done, in any earlier version of it,
   * oldest first (ADR 036): a new version builds on them instead of giving them again.
   */
  doneTasks?: string[] | undefined;
}

/** One stored coaching session of the same assessment, as far as a new session must not repeat it. */
export interface OtherSession {
  sessionNumber: CoachingSessionNumber;
  actions: string[];
  microTasks: string[];
  /** Which of its 7-day tasks (in any version of it) the founder ticked as done. */
  doneTasks?: string[] | undefined;
}

/** What an engine call was for; also the `kind` of its ai_usage row. */
export type AiCallKind = 'suggest' | 'infer-industry' | 'coach';

/** Tokens one engine call spent (all its attempts together), reported once per call. */
export interface AiUsage {
  kind: AiCallKind;
  /** The engine's name, e.g. 'openai:gpt-4o-mini'. */
  model: string;
  tokens: number;
}

/** Per-call options: whoever makes the call learns what it cost (e.g. to record it for the user). */
export interface AiCallOptions {
  onUsage?: (usage: AiUsage) => void;
}

/**
 * What every coach can do: the built-in offline coach and any model behind the AI SDK. Each method
 * answers schema-valid data (src/shared/contracts/ai.ts) or throws. Engines that spend no tokens
 * (the offline coach) may ignore `options`.
 */
export interface AiEngine {
  /** 'offline', or the model's name (shown on the coaching screen). */
  readonly name: string;
  suggest(input: SuggestInput, options?: AiCallOptions): Promise<SuggestResult>;
  inferIndustry(form: FormState, options?: AiCallOptions): Promise<IndustryInference>;
  coach(input: CoachInput, options?: AiCallOptions): Promise<CoachingResult>;
}
