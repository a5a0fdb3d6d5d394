import {
  ADMIN_MESSAGES,
  type AccessGroup,
  type AdminUser,
  type CreditHistoryEntry,
  type GrantCreditsRequest,
  type GrantCreditsResponse,
} from '@shared/contracts/admin';
import { AppError } from '@shared/errors';
import type { Db } from '../../db/client';
import type { AuthCache } from '../../infra/auth/auth-cache';
import { addCredits, listCreditHistory, listUsers, userExists } from '../users';
import { deleteGroup, insertGroupIfNew, listGroups, type GroupRow } from './admin.queries';

export interface AdminDeps {
  db: Db;
  /** The embedded database's session cache; a changed balance must evict the user from it. */
  authCache?: AuthCache | undefined;
}

/** The ledger reason of an admin's grant. */
export const GRANT_REASON = 'grant';

const toAccessGroup = (row: GroupRow): AccessGroup => ({
  id: row.id,
  groupName: row.groupName,
  createdAt: row.createdAt.toISOString(),
});

/** Every user for the admin panel's table, newest first. */
export async function getUsers(db: Db): Promise<AdminUser[]> {
  const rows = await listUsers(db);
  return rows.map((row) => ({
    ...row,
    isAdmin: row.isAdmin === 1 ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Grants credits: the increment and its ledger row (reason 'grant', the admin as actor) in one
 * transaction, so concurrent grants add up exactly. The user's cached session is evicted, so their
 * next request shows the new balance. Unknown user: 404.
 */
export async function grantCredits(
  deps: AdminDeps,
  adminId: string,
  input: GrantCreditsRequest,
): Promise<GrantCreditsResponse> {
  const result = await addCredits(deps.db, input.userId, input.amount, GRANT_REASON, adminId);
  if ('notFound' in result) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  if ('overLimit' in result) {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.balanceTooHigh(result.balance));
  }
  deps.authCache?.evictUser(input.userId);
  return { newBalance: result.balance };
}

/** The authorised Circle groups, oldest first. */
export async function getAccessGroups(db: Db): Promise<AccessGroup[]> {
  return (await listGroups(db)).map(toAccessGroup);
}

/**
 * Authorises a Circle group; the membership gate reads the groups at every check, so it applies at
 * once. A name already authorised (ignoring case and surrounding spaces) answers 409.
 */
export async function addAccessGroup(db: Db, groupName: string): Promise<AccessGroup> {
  const row = await insertGroupIfNew(db, groupName);
  if (!row) throw new AppError('CONFLICT', ADMIN_MESSAGES.groupExists(groupName));
  return toAccessGroup(row);
}

/** Removes an authorised group by name (ignoring case); answers its stored name, or 404. */
export async function removeAccessGroup(db: Db, groupName: string): Promise<string> {
  // A name with a NUL (%00 in the path) cannot have been stored, and PostgreSQL cannot compare it.
  if (groupName.includes('\u0000')) {
    throw new AppError(
      'NOT_FOUND',
      ADMIN_MESSAGES.groupNotFound(groupName.replaceAll('\u0000', '')),
    );
  }
  const [removed] = await deleteGroup(db, groupName.trim());
  if (!removed) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.groupNotFound(groupName));
  return removed.groupName;
}

/** A user's credit ledger, newest first, with the actor's email; unknown user: 404. */
export async function getCreditHistory(db: Db, userId: string): Promise<CreditHistoryEntry[]> {
  if (!(await userExists(db, userId))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  const rows = await listCreditHistory(db, userId);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
