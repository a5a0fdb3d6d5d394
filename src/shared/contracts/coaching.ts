import { z } from 'zod';

export const coachingListItemSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  sessionNumber: z.number().int().min(2).max(7),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoachingListItem = z.infer<typeof coachingListItemSchema>;

export { COACHING_PATHS } from '../paths';
