import { z } from 'zod';
import { coachResponseSchema } from './ai';

export const coachingListItemSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  sessionNumber: z.number().int().min(2).max(7),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The assessment's answers or ratings changed since this session was generated. */
  stale: z.boolean(),
});
export type CoachingListItem = z.infer<typeof coachingListItemSchema>;

/**
 * A coaching session as `GET /api/coach/{sessionId}` and `POST /api/coach` answer it: the coach's
 * response and whether the answers or ratings it was built from have changed since (`stale`).
 * Sessions stored before this was tracked are never stale (unknown).
 */
export const coachingSessionSchema = coachResponseSchema.extend({ stale: z.boolean() });
export type CoachingSession = z.infer<typeof coachingSessionSchema>;

export { COACHING_PATHS } from '../paths';
