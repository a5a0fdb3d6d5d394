import { z } from 'zod';

/**
 * GET /api/dashboard?assessmentId= (spec section 3, 'Dashboard data'; rules in
 * docs/product-decisions.md 'Scores and dashboard').
 */
export const dashboardSchema = z.object({
  assessmentId: z.uuid(),
  assessmentName: z.string(),
  assessmentScores: z.object({
    overall: z.number().int().min(0).max(100),
    product: z.number().int().min(0).max(100),
    market: z.number().int().min(0).max(100),
    execution: z.number().int().min(0).max(100),
  }),
  /** One point per snapshot, oldest first; `date` is an ISO date (YYYY-MM-DD). */
  historicalData: z.array(
    z.object({
      date: z.string(),
      product: z.number().int(),
      market: z.number().int(),
      execution: z.number().int(),
      /**
       * Beyond the spec, for "What changed" (docs/decisions/035): the snapshot behind the point.
       * The server always sends it; optional so that a point without it still reads.
       */
      snapshotId: z.uuid().optional(),
    }),
  ),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  sessionProgress: z.object({
    completed: z.number().int(),
    total: z.number().int(),
    sessions: z.array(
      z.object({ id: z.number().int(), title: z.string(), completed: z.boolean() }),
    ),
  }),
  /** The assessment's last update (ISO time). */
  lastUpdated: z.string(),
});
export type DashboardData = z.infer<typeof dashboardSchema>;
