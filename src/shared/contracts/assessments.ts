import { z } from 'zod';

export const assessmentListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AssessmentListItem = z.infer<typeof assessmentListItemSchema>;

export { ASSESSMENT_PATHS } from '../paths';
