import { createHash, randomBytes } from 'node:crypto';
import { coachingResultSchema } from '@shared/contracts/ai';
import type { DashboardData } from '@shared/contracts/dashboard';
import type {
  CreatedMentorLink,
  MentorLink,
  MentorLinkList,
  SharedView,
} from '@shared/contracts/sharing';
import { ASSESSMENT_MESSAGES } from '@shared/contracts/assessments';
import { AppError } from '@shared/errors';
import { SHARING_PATHS } from '@shared/paths';
import {
  MAX_ACTIVE_MENTOR_LINKS,
  MENTOR_LINKS_LISTED,
  MENTOR_TOKEN_PATTERN,
  SHARING_MESSAGES,
  type MentorLinkExpiryDays,
  type MentorLinkStatus,
} from '@shared/sharing-texts';
import type { Db } from '../../db/client';
import type { UserCache } from '../../infra/cache/user-cache';
import { readFormData } from '../assessments';
import { getDashboard } from '../dashboard';
import {
  countLiveLinks,
  insertMentorLink,
  isLiveLink,
  listMentorLinkRows,
  readSharedAssessment,
  revokeMentorLinkRow,
  visitLiveLink,
  type MentorLinkRow,
  type SharedCoachingJson,
} from './sharing.queries';
import type { LiveLinkCache } from './sharing.live-links';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SharingDeps {
  db: Db;
  now: Date;
}

/** A new link's secret: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newMentorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database holds of a token: its SHA-256, in hex. */
export function hashMentorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function statusOf(
  row: Pick<MentorLinkRow, 'revokedAt' | 'expiresAt'>,
  now: Date,
): MentorLinkStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

function toMentorLink(row: MentorLinkRow, now: Date): MentorLink {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    status: statusOf(row, now),
  };
}

/**
 * POST /api/assessments/{id}/mentor-links: a new read-only link to one of the user's assessments,
 * valid for `days`. The answer carries the link's address, the only time it is ever shown.
 * Another user's assessment is a 404; past MAX_ACTIVE_MENTOR_LINKS live links, a 409.
 */
export async function createMentorLink(
  deps: SharingDeps & { publicUrl: string },
  userId: string,
  assessmentId: string,
  days: MentorLinkExpiryDays,
): Promise<CreatedMentorLink> {
  const token = newMentorToken();
  const outcome = await insertMentorLink(deps.db, {
    userId,
    assessmentId,
    tokenHash: hashMentorToken(token),
    expiresAt: new Date(deps.now.getTime() + days * DAY_MS),
    now: deps.now,
    maxActive: MAX_ACTIVE_MENTOR_LINKS,
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'not-found') {
      throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
    }
    throw new AppError('CONFLICT', SHARING_MESSAGES.tooMany, { limit: MAX_ACTIVE_MENTOR_LINKS });
  }
  return {
    ...toMentorLink(outcome.row, deps.now),
    url: `${deps.publicUrl}${SHARING_PATHS.pagePrefix}${token}`,
  };
}

/** GET /api/assessments/{id}/mentor-links: the assessment's newest links; another user's is a 404. */
export async function listMentorLinks(
  deps: SharingDeps,
  userId: string,
  assessmentId: string,
): Promise<MentorLinkList> {
  const { owned, links } = await listMentorLinkRows(
    deps.db,
    userId,
    assessmentId,
    MENTOR_LINKS_LISTED,
  );
  if (!owned) throw new AppError('NOT_FOUND', ASSESSMENT_MESSAGES.notFound);
  // The list is capped, so the live ones are counted rather than read off it.
  const live =
    links.length < MENTOR_LINKS_LISTED
      ? links.filter((l) => statusOf(l, deps.now) === 'active').length
      : await countLiveLinks(deps.db, assessmentId, deps.now);
  return {
    links: links.map((l) => toMentorLink(l, deps.now)),
    remaining: Math.max(0, MAX_ACTIVE_MENTOR_LINKS - live),
  };
}

/** POST /api/assessments/{id}/mentor-links/{linkId}/revoke: from now on the link answers nothing. */
export async function revokeMentorLink(
  deps: SharingDeps,
  target: { userId: string; assessmentId: string; linkId: string },
): Promise<MentorLink> {
  const row = await revokeMentorLinkRow(deps.db, { ...target, now: deps.now });
  if (!row) throw new AppError('NOT_FOUND', SHARING_MESSAGES.linkNotFound);
  return toMentorLink(row, deps.now);
}

/** The stored hash of a token from an address; null when it cannot be a token (no lookup). */
function hashOfPathToken(token: string): string | null {
  return MENTOR_TOKEN_PATTERN.test(token) ? hashMentorToken(token) : null;
}

/** Whether the page of `token` should open: its link is live. Counts no view. */
export async function isOpenable(deps: SharingDeps, token: string): Promise<boolean> {
  const hash = hashOfPathToken(token);
  return hash !== null && (await isLiveLink(deps.db, hash, deps.now));
}

function coachingOf(rows: SharedCoachingJson[], formHash: string): SharedView['coaching'] {
  return rows.flatMap((row) => {
    // A stored session that no longer reads as coaching is left out, as the export does.
    const coaching = coachingResultSchema.safeParse(row.coachingData);
    if (!coaching.success) return [];
    return [
      {
        sessionNumber: row.sessionNumber,
        coaching: coaching.data,
        createdAt: new Date(row.createdAt).toISOString(),
        generatedBy: row.generatedBy,
        stale: row.sourceHash !== null && row.sourceHash !== formHash,
      },
    ];
  });
}

type SharedBody = Omit<SharedView, 'expiresAt'>;

/** What every link of one assessment shows (the link's own expiry aside), as JSON text. */
async function readSharedBody(
  deps: SharingDeps & { dashboardCache?: UserCache<DashboardData> | undefined },
  userId: string,
  assessmentId: string,
): Promise<Buffer<ArrayBuffer>> {
  const row = await readSharedAssessment(deps.db, userId, assessmentId);
  if (!row) throw new AppError('NOT_FOUND', SHARING_MESSAGES.unavailable);
  // The owner's dashboard as they see it, from their cache when there is one: the same key as
  // GET /api/dashboard?assessmentId=.
  const load = () => getDashboard(deps.db, userId, assessmentId);
  const dashboard = await (deps.dashboardCache
    ? deps.dashboardCache.read(userId, assessmentId, load)
    : load());
  const name = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const body: SharedBody = {
    sharedBy: name || row.email,
    assessment: {
      name: row.name,
      completedAt: row.completedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      form: readFormData(row.formData),
    },
    dashboard: {
      assessmentScores: dashboard.assessmentScores,
      historicalData: dashboard.historicalData,
      strengths: dashboard.strengths,
      improvements: dashboard.improvements,
    },
    coaching: coachingOf(row.coaching, row.formHash),
  };
  return Buffer.from(JSON.stringify(body));
}

/** The key of a shared view in its owner's cache of assessment reads. */
const SHARED_VIEW_KEY = 'shared:';

/**
 * GET /api/shared/{token}: the assessment a live link opens, read-only (`SharedView` as JSON
 * text), and the link's view recorded. It reads what is stored and nothing else: no coaching is
 * ever written for a mentor. An unknown, revoked or expired token, or one that cannot be a token,
 * is the same 404.
 *
 * On the embedded database the assessment's part is kept in its owner's cache of assessment
 * reads (`viewCache`), which every write of theirs empties (app.ts): a revoke too, though the
 * link itself is checked at every visit.
 */
export async function openSharedView(
  deps: SharingDeps & {
    viewCache?: UserCache<Uint8Array<ArrayBuffer>> | undefined;
    dashboardCache?: UserCache<DashboardData> | undefined;
    linkCache?: LiveLinkCache | undefined;
  },
  token: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const gone = () => new AppError('NOT_FOUND', SHARING_MESSAGES.unavailable);
  const hash = hashOfPathToken(token);
  if (hash === null) throw gone();
  let link = deps.linkCache?.get(hash, deps.now);
  if (!link) {
    link = await visitLiveLink(deps.db, hash, deps.now);
    if (!link) throw gone();
    deps.linkCache?.set(hash, link, deps.now);
  }
  const load = () => readSharedBody(deps, link.userId, link.assessmentId);
  const key = `${SHARED_VIEW_KEY}${link.assessmentId}`;
  // The link's own expiry goes in front of what all the assessment's links share. The result is
  // kept per link too, so a visit answers the same bytes (and their gzip, ADR 039) until a write.
  const compose = async () => {
    const body = await (deps.viewCache ? deps.viewCache.read(link.userId, key, load) : load());
    const expiresAt = JSON.stringify(link.expiresAt.toISOString());
    return Buffer.concat([Buffer.from(`{"expiresAt":${expiresAt},`), body.subarray(1)]);
  };
  return deps.viewCache ? deps.viewCache.read(link.userId, `${key}#${hash}`, compose) : compose();
}
