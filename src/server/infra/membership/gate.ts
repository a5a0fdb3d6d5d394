import type { Db } from '../../db/client';
import { authorizedGroups } from '../../db/schema';
import type { Logger } from '../logger';

export type RefusalReason =
  'not_member' | 'inactive' | 'not_in_group' | 'not_allowed' | 'unavailable';

export type MembershipDecision =
  { admitted: true; isAdmin: boolean } | { admitted: false; reason: RefusalReason };

export interface MembershipGate {
  readonly provider: 'open' | 'allowlist' | 'circle';
  /** Decides whether this email may sign in (ADMIN_EMAILS are always admitted, as admins). */
  check(email: string): Promise<MembershipDecision>;
}

export interface CircleMember {
  id: number;
  email: string;
  active: boolean;
}

/** What the gate needs of Circle; `infra/membership/circle.ts` implements it over the Admin API v2. */
export interface CircleDirectory {
  findMember(email: string): Promise<CircleMember | null>;
  listMemberGroups(memberId: number): Promise<string[]>;
}

/** Circle could not answer (down, timing out, rate limiting past our retries): refuse, never admit. */
export class MembershipUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MembershipUnavailableError';
  }
}

export interface GateOptions {
  provider: 'open' | 'allowlist' | 'circle';
  adminEmails: readonly string[];
  allowedEmails: readonly string[];
  circle?: CircleDirectory | undefined;
  db: Db;
  logger: Logger;
}

const normalize = (name: string) => name.trim().toLowerCase();

export function createMembershipGate(opts: GateOptions): MembershipGate {
  const admins = new Set(opts.adminEmails.map(normalize));
  const allowed = new Set(opts.allowedEmails.map(normalize));

  async function checkCircle(email: string): Promise<MembershipDecision> {
    const circle = opts.circle;
    if (!circle) return { admitted: false, reason: 'unavailable' };
    try {
      const member = await circle.findMember(email);
      if (!member) return { admitted: false, reason: 'not_member' };
      if (!member.active) return { admitted: false, reason: 'inactive' };
      // The authorised groups are read at every check, so an admin's change applies at once.
      const groups = await opts.db
        .select({ name: authorizedGroups.groupName })
        .from(authorizedGroups);
      if (groups.length === 0) return { admitted: true, isAdmin: false };
      const wanted = new Set(groups.map((g) => normalize(g.name)));
      const memberGroups = await circle.listMemberGroups(member.id);
      return memberGroups.some((g) => wanted.has(normalize(g)))
        ? { admitted: true, isAdmin: false }
        : { admitted: false, reason: 'not_in_group' };
    } catch (err) {
      if (err instanceof MembershipUnavailableError) {
        opts.logger.warn(
          { err: err.message, email },
          'membership check failed: Circle unavailable',
        );
        return { admitted: false, reason: 'unavailable' };
      }
      throw err;
    }
  }

  return {
    provider: opts.provider,
    async check(rawEmail) {
      const email = normalize(rawEmail);
      if (admins.has(email)) return { admitted: true, isAdmin: true };
      switch (opts.provider) {
        case 'open':
          return { admitted: true, isAdmin: false };
        case 'allowlist':
          return allowed.has(email)
            ? { admitted: true, isAdmin: false }
            : { admitted: false, reason: 'not_allowed' };
        case 'circle':
          return checkCircle(email);
      }
    },
  };
}
