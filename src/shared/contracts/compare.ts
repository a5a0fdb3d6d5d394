import { z } from 'zod';

/**
 * "What changed" (docs/decisions/035): GET /api/assessments/{id}/compare?snapshot={snapshotId} or
 * ?with={otherAssessmentId}, and GET /api/assessments/{id}/snapshots for its picker.
 */
export const COMPARE_MESSAGES = {
  noTarget: 'Choose what to compare with: ?snapshot={snapshot id} or ?with={assessment id}',
  twoTargets: 'Compare with a snapshot or with another assessment, not both',
  sameAssessment: 'Choose another assessment to compare with, not the same one',
  snapshotNotFound: 'Snapshot not found',
} as const;

export const compareQuerySchema = z
  .object({
    snapshot: z.uuid('snapshot must be a valid id').optional(),
    with: z.uuid('with must be a valid id').optional(),
  })
  .superRefine((query, ctx) => {
    if (query.snapshot === undefined && query.with === undefined)
      ctx.addIssue({ code: 'custom', path: ['snapshot'], message: COMPARE_MESSAGES.noTarget });
    if (query.snapshot !== undefined && query.with !== undefined)
      ctx.addIssue({ code: 'custom', path: ['with'], message: COMPARE_MESSAGES.twoTargets });
  });
export type CompareQuery = z.infer<typeof compareQuerySchema>;

const rating = z.number().int().min(1).max(5).nullable();
const score = z.number().int().min(0).max(100);

export const ratingsSchema = z.object({ product: rating, market: rating, execution: rating });
export const scoresSchema = z.object({
  overall: score,
  product: score,
  market: score,
  execution: score,
});

/** One side of a comparison: the assessment as it is now, one of its snapshots, or another assessment. */
export const compareSideSchema = z.object({
  kind: z.enum(['assessment', 'snapshot']),
  /** The snapshot's id, or the assessment's. */
  id: z.uuid(),
  assessmentId: z.uuid(),
  /** The assessment's name. */
  name: z.string(),
  /** What the screen calls it: the assessment's name, or the snapshot's note (else 'Progress snapshot'). */
  label: z.string(),
  /** When the snapshot was taken, or when the assessment was last saved (ISO time). */
  date: z.string(),
  /** Ratings as the dashboard reads them; for a snapshot without answers, read back from its scores. */
  ratings: ratingsSchema,
  /** The same scores the dashboard shows (src/shared/scores.ts). */
  scores: scoresSchema,
  /** False for a snapshot taken before snapshots kept the form: only its scores are known. */
  hasAnswers: z.boolean(),
});
export type CompareSide = z.infer<typeof compareSideSchema>;

export const answerChangeSchema = z.object({
  /** Where it is in the form: 'product.problem', 'loops.product_market.metrics', ... */
  path: z.string(),
  /** The assessment screen's section title and the field's label (src/shared/form-fields.ts). */
  section: z.string(),
  label: z.string(),
  /** The text on the `from` side and on the `to` side; the 30-day tasks are one task a line. */
  before: z.string(),
  after: z.string(),
});
export type AnswerChangeDto = z.infer<typeof answerChangeSchema>;

export const comparisonSchema = z.object({
  /** What is compared with: the snapshot, or the other assessment. */
  from: compareSideSchema,
  /** The assessment as it is now. */
  to: compareSideSchema,
  /** False when `from` is a snapshot without answers: `changes` is then empty, scores only. */
  answersCompared: z.boolean(),
  /** Every answer that differs, in the assessment screen's order. */
  changes: z.array(answerChangeSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/** GET /api/assessments/{id}/snapshots: newest first. */
export const snapshotListItemSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  note: z.string().nullable(),
  scores: scoresSchema,
  hasAnswers: z.boolean(),
});
export type SnapshotListItem = z.infer<typeof snapshotListItemSchema>;
export const snapshotListSchema = z.array(snapshotListItemSchema);
