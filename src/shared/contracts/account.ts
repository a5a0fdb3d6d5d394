import { z } from 'zod';
import { coachingResultSchema } from './ai';
import { assessmentSchema, snapshotSchema } from './assessments';

/**
 * GET /api/me/export: everything the signed-in user has written or been given, as one JSON file
 * they can keep or take elsewhere. `format` names this shape; a change to it gets a new number.
 */
export const accountExportSchema = z.object({
  format: z.literal('pillars-export/1'),
  exportedAt: z.iso.datetime(),
  user: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    credits: z.number().int(),
    createdAt: z.iso.datetime(),
  }),
  assessments: z.array(
    assessmentSchema.extend({
      snapshots: z.array(snapshotSchema.omit({ userId: true, assessmentId: true })),
      coachingSessions: z.array(
        z.object({
          sessionNumber: z.number().int(),
          generatedBy: z.string(),
          coaching: coachingResultSchema,
          createdAt: z.iso.datetime(),
          updatedAt: z.iso.datetime(),
        }),
      ),
      /** The 7-day tasks ticked as done (ADR 036). */
      tasksDone: z.array(
        z.object({
          sessionNumber: z.number().int(),
          task: z.string(),
          doneAt: z.iso.datetime(),
        }),
      ),
      /** Read-only links made for mentors (ADR 033): their dates only, never a token or its hash. */
      mentorLinks: z.array(
        z.object({
          createdAt: z.iso.datetime(),
          expiresAt: z.iso.datetime(),
          revokedAt: z.iso.datetime().nullable(),
          lastViewedAt: z.iso.datetime().nullable(),
        }),
      ),
    }),
  ),
  creditLedger: z.array(
    z.object({ delta: z.number().int(), reason: z.string(), at: z.iso.datetime() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export { ACCOUNT_EXPORT_PATH } from '../paths';
