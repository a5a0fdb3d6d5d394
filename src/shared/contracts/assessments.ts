import { z } from 'zod';
import { NAME_MESSAGES } from '../assessment-texts';
import { DEFAULT_ASSESSMENT_NAME, INT4_MAX, LIMITS } from '../domain';
import { formStateSchema } from './assessment-form';

export { ASSESSMENT_PATHS } from '../paths';

export const assessmentListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

/** GET /api/assessments/{id} */
export const assessmentSchema = z.object({
  id: z.uuid(),
  analysisId: z.uuid(),
  name: z.string(),
  formData: formStateSchema,
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** An assessment's name, the same at creation and rename: trimmed, not blank, at most 120. */
export const assessmentNameSchema = z
  .string(NAME_MESSAGES.required)
  .trim()
  .min(1, NAME_MESSAGES.required)
  .max(LIMITS.assessmentNameMax, NAME_MESSAGES.tooLong);

/** POST /api/assessments/new */
export const newAssessmentRequestSchema = z.object({ name: assessmentNameSchema });
export type NewAssessmentRequest = z.input<typeof newAssessmentRequestSchema>;

const assessmentIdSchema = z.uuid('assessmentId must be a valid id');

/** `?assessmentId=`, naming one of the user's assessments (the exports, the 7-day tasks). */
export const assessmentQuerySchema = z.object({ assessmentId: assessmentIdSchema });
export type AssessmentQuery = z.input<typeof assessmentQuerySchema>;

/** `?assessmentId=`, or none for the user's first assessment (dashboard, coaching, standing). */
export const optionalAssessmentQuerySchema = z.object({
  assessmentId: assessmentIdSchema.optional(),
});
export type OptionalAssessmentQuery = z.input<typeof optionalAssessmentQuerySchema>;

/** The version a change is based on: an older one answers 409 with the current record. */
const versionSchema = z
  .number('version must be a whole number')
  .int('version must be a whole number')
  .min(1)
  .max(INT4_MAX);

/**
 * PATCH /api/assessments/{id}: renames. `version`, when given, must still be the stored one. A
 * rename changes neither the version nor `updatedAt`, which guard the form's content (an open
 * editor's next save must not become a conflict, nor a local copy look older than the server).
 */
export const renameAssessmentRequestSchema = z.object({
  name: assessmentNameSchema,
  version: versionSchema.nullish(),
});
export type RenameAssessmentRequest = z.input<typeof renameAssessmentRequestSchema>;

/** DELETE /api/assessments/{id}[?version=N]: the query's version, when given, must be current. */
export const deleteAssessmentQuerySchema = z.object({
  version: z.coerce
    .number('version must be a whole number')
    .int('version must be a whole number')
    .min(1)
    .max(INT4_MAX)
    .optional(),
});
export type DeleteAssessmentQuery = z.input<typeof deleteAssessmentQuerySchema>;

/** The answer of a delete: which assessment went. Credits are never refunded. */
export const deleteAssessmentResponseSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });
export type DeleteAssessmentResponse = z.infer<typeof deleteAssessmentResponseSchema>;

/** POST /api/assessments and /api/assessments/{id}: the spec's payload, plus the version it is based on. */
export const saveAssessmentRequestSchema = z.object({
  formState: formStateSchema,
  completed: z.boolean('completed must be true or false').default(false),
  assessmentId: z.uuid('assessmentId must be a valid id').nullish(),
  /** The version the client's copy is based on; an older one answers 409 with the current record. */
  version: versionSchema.nullish(),
});
export type SaveAssessmentRequest = z.input<typeof saveAssessmentRequestSchema>;

/** The answer of a save (docs/product-decisions.md 'Assessments'). */
export const saveAssessmentResponseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  version: z.number().int(),
});
export type SaveAssessmentResponse = z.infer<typeof saveAssessmentResponseSchema>;

/** POST /api/assessments/{id}/snapshot */
export const snapshotRequestSchema = z.object({
  note: z
    .string('note must be text')
    .trim()
    .max(500, 'The note must be at most 500 characters')
    .nullish(),
});
export type SnapshotRequest = z.input<typeof snapshotRequestSchema>;

export const snapshotSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  userId: z.uuid(),
  productScore: z.number().int(),
  marketScore: z.number().int(),
  executionScore: z.number().int(),
  overallScore: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const ASSESSMENT_MESSAGES = {
  noCredits:
    'You need at least 1 credit to create a new business analysis. Please contact an administrator for more credits.',
  notFound: 'Assessment not found',
  conflict:
    'This assessment was changed elsewhere (another tab or device). The newer version has been loaded; your text is kept in this browser.',
  needRatings:
    'Please rate all three pillars (Product, Market, Execution) before creating a snapshot',
  defaultName: DEFAULT_ASSESSMENT_NAME,
} as const;
