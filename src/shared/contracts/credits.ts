import { z } from 'zod';

export const creditsResponseSchema = z.object({
  credits: z.number().int(),
  isAdmin: z.boolean(),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
