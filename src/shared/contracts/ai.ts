import { z } from 'zod';
import { INDUSTRIES, LOOPS, PILLARS } from '../domain';
import { ACTION_PLAN_FIELDS, PILLAR_FIELDS, REFLECTION_FIELDS, LOOP_FIELDS } from '../form-fields';
import { formStateSchema } from './assessment-form';

/** Every text field an AI helper can work on, as 'section.field' paths. */
export const HELPER_FIELD_PATHS: readonly string[] = [
  ...PILLARS.flatMap((p) => Object.keys(PILLAR_FIELDS[p]).map((f) => `${p}.${f}`)),
  ...LOOPS.flatMap((l) => Object.keys(LOOP_FIELDS).map((f) => `loops.${l}.${f}`)),
  ...Object.keys(ACTION_PLAN_FIELDS)
    .filter((f) => f !== 'next30Days')
    .map((f) => `actionPlan.${f}`),
  ...Object.keys(REFLECTION_FIELDS).map((f) => `reflection.${f}`),
];

export const SUGGEST_INTENTS = ['get_ideas', 'improve_text'] as const;
export const IMPROVEMENT_STYLES = ['Concise', 'Detailed', 'Compelling'] as const;

/** POST /api/suggest */
export const suggestRequestSchema = z.object({
  fieldPath: z
    .string()
    .refine((p) => HELPER_FIELD_PATHS.includes(p), 'fieldPath must name a text field of the form'),
  intent: z.enum(SUGGEST_INTENTS, "intent must be 'get_ideas' or 'improve_text'"),
  formState: formStateSchema,
});
export type SuggestRequest = z.input<typeof suggestRequestSchema>;

export const improvementSchema = z.object({
  text: z.string().min(1),
  style: z.enum(IMPROVEMENT_STYLES),
});

/** What a model (or the offline coach) must return for a helper request. */
export const suggestResultSchema = z.object({
  ideas: z.array(z.string().min(1).max(1000)).max(8),
  rationale: z.string().max(2000),
  improvements: z.array(improvementSchema).max(3),
  /** The spec's fallback: a single improved text, shown as one 'Improved' option. */
  improvedText: z.string().max(6000).optional(),
});
export type SuggestResult = z.infer<typeof suggestResultSchema>;

/** POST /api/infer-industry */
export const inferIndustryRequestSchema = z.object({ formState: formStateSchema });
export type InferIndustryRequest = z.input<typeof inferIndustryRequestSchema>;

export const industryInferenceSchema = z.object({
  inferredIndustry: z.enum(INDUSTRIES),
  confidence: z.number().min(0).max(1),
});
export type IndustryInference = z.infer<typeof industryInferenceSchema>;

/** One coaching session's six cards (spec 2 'Coaching screen'). */
export const coachingResultSchema = z.object({
  /** Just-in-time Education: a short lesson, paragraphs separated by blank lines. */
  teach: z.string().min(1).max(6000),
  /** Recommended Actions */
  recommendActions: z.array(z.string().min(1).max(800)).min(1).max(8),
  /** Learning Resources */
  recommendLearning: z.array(z.string().min(1).max(800)).min(1).max(8),
  /** Key Metrics */
  metrics: z.array(z.string().min(1).max(800)).min(1).max(8),
  /** Key Risks */
  risks: z.array(z.string().min(1).max(800)).min(1).max(8),
  /** Next 7 Days */
  microTasks: z.array(z.string().min(1).max(800)).min(1).max(10),
});
export type CoachingResult = z.infer<typeof coachingResultSchema>;

export { COACHING_CARD_TITLES } from '../coaching-texts';

const SESSION_ID_MESSAGE = 'sessionId must be a number from 2 to 7';

/**
 * A coaching session's number, 2 to 7: a number, or (in a path or from a form) a string of digits.
 * Not `z.coerce`: that would take '0x3', ' 3', '3.0' and [3] for 3.
 */
export const sessionIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value),
  z
    .number(SESSION_ID_MESSAGE)
    .int(SESSION_ID_MESSAGE)
    .min(2, SESSION_ID_MESSAGE)
    .max(7, SESSION_ID_MESSAGE),
);

/** POST /api/coach */
export const coachRequestSchema = z.object({
  sessionId: sessionIdSchema,
  assessmentId: z.uuid('assessmentId must be a valid id').nullish(),
  formState: formStateSchema.optional(),
  explicitIndustry: z.enum(INDUSTRIES).nullish(),
  industryInference: industryInferenceSchema.nullish(),
  regenerate: z.boolean().default(false),
});
export type CoachRequest = z.input<typeof coachRequestSchema>;

export const coachResponseSchema = z.object({
  coaching: coachingResultSchema,
  industryInference: industryInferenceSchema.nullable(),
  sessionNumber: z.number().int().min(2).max(7),
  createdAt: z.string(),
  /** 'offline' for the built-in coach, else the model's name. */
  generatedBy: z.string(),
});
export type CoachResponse = z.infer<typeof coachResponseSchema>;
