import { z } from 'zod';
import { LISTED_INDUSTRIES, MIN_GROUP_FOUNDERS, SCORE_BUCKETS } from '../benchmark';

/**
 * 'Where you stand' (docs/decisions/034): GET /api/benchmark?assessmentId= for a founder,
 * GET /api/admin/community for admins. A group of fewer than MIN_GROUP_FOUNDERS founders answers
 * `{shown: false, needed}` and nothing else: no founder count, no bars.
 */

const score = z.number().int().min(0).max(100);
const count = z.number().int().min(0);

/** Founders per bar of SCORE_BUCKETS. */
const bars = z.array(count).length(SCORE_BUCKETS.length);

export const distributionsSchema = z.object({
  overall: bars,
  product: bars,
  market: bars,
  execution: bars,
});

const positionSchema = z.object({
  /** Whole percents of the group's founders scoring lower. */
  below: z.number().int().min(0).max(100),
  /** Whole percents of the group's founders scoring the same. */
  same: z.number().int().min(0).max(100),
});

const hiddenGroupSchema = z.object({
  shown: z.literal(false),
  /** More founders the group needs before anything of it is shown. */
  needed: z.number().int().min(1).max(MIN_GROUP_FOUNDERS),
});

const shownGroup = {
  shown: z.literal(true),
  founders: z.number().int().min(MIN_GROUP_FOUNDERS),
  distributions: distributionsSchema,
};

/** A group as an admin sees it: no one's position. */
export const communityGroupSchema = z.discriminatedUnion('shown', [
  hiddenGroupSchema,
  z.object(shownGroup),
]);
export type CommunityGroup = z.infer<typeof communityGroupSchema>;

/**
 * A group as a founder sees it, with where the assessment's scores fall in it: null when it has
 * no rating at all; a pillar left unrated has no position (the overall score has one).
 */
export const standingGroupSchema = z.discriminatedUnion('shown', [
  hiddenGroupSchema,
  z.object({
    ...shownGroup,
    position: z
      .object({
        overall: positionSchema,
        product: positionSchema.nullable(),
        market: positionSchema.nullable(),
        execution: positionSchema.nullable(),
      })
      .nullable(),
  }),
]);
export type StandingGroup = z.infer<typeof standingGroupSchema>;

export const benchmarkSchema = z.object({
  assessmentId: z.uuid(),
  /** The assessment's scores, exactly as its dashboard shows them. */
  scores: z.object({ overall: score, product: score, market: score, execution: score }),
  rated: z.object({ product: z.boolean(), market: z.boolean(), execution: z.boolean() }),
  completed: z.boolean(),
  community: standingGroupSchema,
  /** The assessment's industry: a listed one is a group; a custom one or none is not. */
  industry: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('listed'),
      name: z.enum(LISTED_INDUSTRIES),
      group: standingGroupSchema,
    }),
    z.object({ kind: z.literal('custom') }),
    z.object({ kind: z.literal('none') }),
  ]),
});
export type Benchmark = z.infer<typeof benchmarkSchema>;

export const communityOverviewSchema = z.object({
  founders: z.object({
    /** Accounts. */
    signedUp: count,
    /** Founders with at least one assessment. */
    started: count,
    /** Founders with at least one completed assessment. */
    completed: count,
    /** Founders with at least one coaching session. */
    coached: count,
  }),
  assessments: z.object({ started: count, completed: count }),
  community: communityGroupSchema,
  /** Listed industries with at least MIN_GROUP_FOUNDERS founders, the largest first. */
  industries: z.array(
    z.object({
      name: z.enum(LISTED_INDUSTRIES),
      founders: z.number().int().min(MIN_GROUP_FOUNDERS),
      distributions: distributionsSchema,
    }),
  ),
  /** Listed industries with 1 to MIN_GROUP_FOUNDERS - 1 founders: how many, never which. */
  smallIndustries: count,
});
export type CommunityOverview = z.infer<typeof communityOverviewSchema>;
