import { z } from 'zod';
import {
  MENTOR_LINK_EXPIRY_DAYS,
  SHARING_MESSAGES,
  type MentorLinkExpiryDays,
} from '../sharing-texts';
import { coachingResultSchema } from './ai';
import { formStateSchema } from './assessment-form';
import { dashboardSchema } from './dashboard';

/** POST /api/assessments/{id}/mentor-links: a new link, valid for 7, 30 or 90 days. */
export const createMentorLinkRequestSchema = z.object({
  expiresInDays: z.custom<MentorLinkExpiryDays>(
    (v) => (MENTOR_LINK_EXPIRY_DAYS as readonly unknown[]).includes(v),
    SHARING_MESSAGES.badExpiry,
  ),
});
export type CreateMentorLinkRequest = z.infer<typeof createMentorLinkRequestSchema>;

/** One link as its owner sees it: never its token, never the token's hash. */
export const mentorLinkSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  lastViewedAt: z.iso.datetime().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type MentorLink = z.infer<typeof mentorLinkSchema>;

/** GET /api/assessments/{id}/mentor-links: newest first. */
export const mentorLinkListSchema = z.object({
  links: z.array(mentorLinkSchema),
  /** How many more may be created now (the active links count against the limit). */
  remaining: z.number().int().min(0),
});
export type MentorLinkList = z.infer<typeof mentorLinkListSchema>;

/** The answer of a creation: the only time the link's address is ever shown. */
export const createdMentorLinkSchema = mentorLinkSchema.extend({ url: z.url() });
export type CreatedMentorLink = z.infer<typeof createdMentorLinkSchema>;

/**
 * GET /api/shared/{token}: what a mentor reads. The owner's name (or email when they gave no name)
 * and the assessment's content; no ids, no credits, nothing of the owner's account beyond that.
 */
export const sharedViewSchema = z.object({
  sharedBy: z.string(),
  expiresAt: z.iso.datetime(),
  assessment: z.object({
    name: z.string(),
    completedAt: z.string().nullable(),
    updatedAt: z.string(),
    form: formStateSchema,
  }),
  dashboard: dashboardSchema.pick({
    assessmentScores: true,
    historicalData: true,
    strengths: true,
    improvements: true,
  }),
  /** The coaching sessions already written, by number; a mentor's visit never writes one. */
  coaching: z.array(
    z.object({
      sessionNumber: z.number().int().min(2).max(7),
      coaching: coachingResultSchema,
      createdAt: z.iso.datetime(),
      generatedBy: z.string(),
      /** Written from answers or ratings that have changed since. */
      stale: z.boolean(),
    }),
  ),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
