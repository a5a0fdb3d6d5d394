import { z } from 'zod';
import { LIMITS } from '../domain';

export { ADMIN_PATHS } from '../paths';

export const ADMIN_MESSAGES = {
  /** The spec's 'Invalid Amount' toast text (section 5 and 8). */
  invalidAmount: 'Please enter a valid positive number',
  amountTooLarge: `At most ${LIMITS.grantMax} credits at a time`,
  invalidUserId: 'userId must be a valid user id',
  userNotFound: 'User not found',
  balanceTooHigh: (balance: number) =>
    `A balance can hold at most ${LIMITS.creditBalanceMax.toLocaleString('en-US')} credits (it is ${balance.toLocaleString('en-US')})`,
  groupNameRequired: 'Enter a group name',
  groupNameTooLong: `A group name can be at most ${LIMITS.groupNameMax} characters`,
  groupExists: (name: string) => `The group "${name}" is already authorized`,
  groupNotFound: (name: string) => `The group "${name}" is not an authorized group`,
} as const;

/** A row of GET /api/admin/users (spec section 3: isAdmin 1 = admin). */
export const adminUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  isAdmin: z.union([z.literal(0), z.literal(1)]),
  credits: z.number().int(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * POST /api/admin/grant-credits. The amount must already be a JSON number: a string such as '5' is
 * refused, so the client parses the input once and the server never guesses.
 */
export const grantCreditsRequestSchema = z.object({
  userId: z.uuid(ADMIN_MESSAGES.invalidUserId),
  amount: z
    .number(ADMIN_MESSAGES.invalidAmount)
    .int(ADMIN_MESSAGES.invalidAmount)
    .min(LIMITS.grantMin, ADMIN_MESSAGES.invalidAmount)
    .max(LIMITS.grantMax, ADMIN_MESSAGES.amountTooLarge),
});
export type GrantCreditsRequest = z.infer<typeof grantCreditsRequestSchema>;

export const grantCreditsResponseSchema = z.object({ newBalance: z.number().int() });
export type GrantCreditsResponse = z.infer<typeof grantCreditsResponseSchema>;

/** A row of GET /api/admin/access-groups. */
export const accessGroupSchema = z.object({
  id: z.uuid(),
  groupName: z.string(),
  createdAt: z.string(),
});
export type AccessGroup = z.infer<typeof accessGroupSchema>;

/** POST /api/admin/access-groups: the name is trimmed; names are unique regardless of case. */
export const addGroupRequestSchema = z.object({
  groupName: z
    .string(ADMIN_MESSAGES.groupNameRequired)
    .trim()
    .min(1, ADMIN_MESSAGES.groupNameRequired)
    .max(LIMITS.groupNameMax, ADMIN_MESSAGES.groupNameTooLong),
});
export type AddGroupRequest = z.infer<typeof addGroupRequestSchema>;

/** DELETE /api/admin/access-groups/{groupName}: the stored name of the removed group. */
export const deleteGroupResponseSchema = z.object({ deleted: z.string() });
export type DeleteGroupResponse = z.infer<typeof deleteGroupResponseSchema>;

/** A row of GET /api/admin/users/{id}/credits: one change of the balance, newest first. */
export const creditHistoryEntrySchema = z.object({
  id: z.uuid(),
  delta: z.number().int(),
  /** 'signup', 'grant', 'assessment', ... */
  reason: z.string(),
  /** Who made the change; null for the system (signup) or an actor since deleted. */
  actorEmail: z.string().nullable(),
  at: z.string(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;
