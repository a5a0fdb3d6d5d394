import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createdMentorLinkSchema,
  mentorLinkListSchema,
  sharedViewSchema,
  type CreatedMentorLink,
} from '@shared/contracts/sharing';
import { COACHING_PATHS, SHARING_PATHS } from '@shared/paths';
import { MAX_ACTIVE_MENTOR_LINKS, SHARING_MESSAGES } from '@shared/sharing-texts';
import { coachingSessions, mentorLinks } from '../../db/schema';
import { sampleCoaching } from '../../test/ai';
import { apiClient, insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import { completableForm } from '../../test/forms';
import { useTestApp } from '../../test/use-test-app';
import { tokenOf } from './sharing.test-support';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date();
const t = useTestApp({ deps: { clock: () => now } });
beforeEach(() => {
  now = new Date();
});

/** A member with a rated assessment holding a marker answer, and a stored session 3. */
async function ownerWithAssessment(names: { firstName?: string; lastName?: string } = {}) {
  const owner = await signedInUser(t.ctx, names);
  const form = completableForm({ product: 4, market: 3, execution: 2 });
  form.market.payEvidence = 'Three firms signed letters of intent';
  form.loops.product_market.metrics = 'Weekly active firms';
  const row = await insertAssessmentRow(t.database, owner.user.id, {
    name: 'Invoice chaser',
    formData: form,
    completedAt: new Date(),
  });
  await t.database.db.insert(coachingSessions).values({
    userId: owner.user.id,
    assessmentId: row.id,
    sessionNumber: 3,
    coachingData: sampleCoaching('shared'),
    generatedBy: 'offline',
  });
  return { ...owner, assessmentId: row.id };
}

async function create(owner: SignedIn, assessmentId: string, days: unknown = 30) {
  return owner.api.post(SHARING_PATHS.links(assessmentId), { expiresInDays: days });
}

async function created(
  owner: SignedIn,
  assessmentId: string,
  days = 30,
): Promise<CreatedMentorLink> {
  const res = await create(owner, assessmentId, days);
  expect(res.status).toBe(201);
  return createdMentorLinkSchema.parse(await res.json());
}

const anonymous = () => apiClient(t.ctx);

describe('creating a mentor link', () => {
  it('answers the address once, with its expiry, and stores only the SHA-256 of its token', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId, 7);
    const token = tokenOf(link.url);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:5000/shared/${token}`);
    expect(link.status).toBe('active');
    expect(new Date(link.expiresAt).getTime() - now.getTime()).toBe(7 * DAY);
    expect(link.lastViewedAt).toBeNull();

    const [row] = await t.database.db.select().from(mentorLinks).where(eq(mentorLinks.id, link.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    // Nowhere in the table, in any column, is the token itself.
    const dump = await t.database.db.execute(
      sql`select row_to_json(m)::text as r from mentor_links m`,
    );
    const text = JSON.stringify((dump as unknown as { rows: unknown[] }).rows);
    expect(text).not.toContain(token);
    expect(text).toContain(row!.tokenHash);
  });

  it('gives every link its own token', async () => {
    const owner = await ownerWithAssessment();
    const a = await created(owner, owner.assessmentId);
    const b = await created(owner, owner.assessmentId);
    expect(tokenOf(a.url)).not.toBe(tokenOf(b.url));
  });

  it.for([0, 1, 8, 31, 365, -7, 30.5, '30', null, true, [30]])(
    'refuses an expiry of %j days with 400 and says which are allowed',
    async (days) => {
      const owner = await ownerWithAssessment();
      const res = await create(owner, owner.assessmentId, days);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: SHARING_MESSAGES.badExpiry });
    },
  );

  it('refuses a body without an expiry, and broken JSON, with 400', async () => {
    const owner = await ownerWithAssessment();
    const none = await owner.api.post(SHARING_PATHS.links(owner.assessmentId), {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ message: SHARING_MESSAGES.badExpiry });
    const broken = await owner.api.post(SHARING_PATHS.links(owner.assessmentId), '{"expires');
    expect(broken.status).toBe(400);
  });

  it(`refuses an eleventh live link with 409, and allows one again after a revoke`, async () => {
    const owner = await ownerWithAssessment();
    const links: CreatedMentorLink[] = [];
    for (let i = 0; i < MAX_ACTIVE_MENTOR_LINKS; i++) {
      links.push(await created(owner, owner.assessmentId));
    }
    const refused = await create(owner, owner.assessmentId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: SHARING_MESSAGES.tooMany });
    const list = mentorLinkListSchema.parse(
      await (await owner.api.get(SHARING_PATHS.links(owner.assessmentId))).json(),
    );
    expect(list.remaining).toBe(0);

    const revoke = await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, links[0]!.id));
    expect(revoke.status).toBe(200);
    expect((await create(owner, owner.assessmentId)).status).toBe(201);
  });

  it('counts expired links out of the limit', async () => {
    const owner = await ownerWithAssessment();
    for (let i = 0; i < MAX_ACTIVE_MENTOR_LINKS; i++) await created(owner, owner.assessmentId, 7);
    now = new Date(now.getTime() + 7 * DAY);
    expect((await create(owner, owner.assessmentId, 7)).status).toBe(201);
  });

  it('holds the limit when many creations arrive at once', async () => {
    const owner = await ownerWithAssessment();
    const answers = await Promise.all(
      Array.from({ length: MAX_ACTIVE_MENTOR_LINKS + 4 }, () => create(owner, owner.assessmentId)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_ACTIVE_MENTOR_LINKS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
  });
});

describe('the owner’s list and revoke', () => {
  it('lists newest first with created, expiry, last view and status, never a token or hash', async () => {
    const owner = await ownerWithAssessment();
    const first = await created(owner, owner.assessmentId, 90);
    now = new Date(now.getTime() + 1000);
    const second = await created(owner, owner.assessmentId, 7);
    await anonymous().get(SHARING_PATHS.view(tokenOf(first.url)));

    const res = await owner.api.get(SHARING_PATHS.links(owner.assessmentId));
    expect(res.status).toBe(200);
    const text = await res.text();
    const list = mentorLinkListSchema.parse(JSON.parse(text));
    expect(list.links.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(list.links[1]!.lastViewedAt).toBe(now.toISOString());
    expect(list.links[0]!.lastViewedAt).toBeNull();
    expect(list.remaining).toBe(MAX_ACTIVE_MENTOR_LINKS - 2);
    expect(text).not.toContain(tokenOf(first.url));
    expect(text).not.toMatch(/tokenHash|token_hash|[0-9a-f]{64}/);
  });

  it('shows a link expired once its days have passed, and revoked once revoked', async () => {
    const owner = await ownerWithAssessment();
    const week = await created(owner, owner.assessmentId, 7);
    const month = await created(owner, owner.assessmentId, 30);
    const revoked = await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, month.id));
    expect(await revoked.json()).toMatchObject({ id: month.id, status: 'revoked' });
    now = new Date(now.getTime() + 7 * DAY);
    const list = mentorLinkListSchema.parse(
      await (await owner.api.get(SHARING_PATHS.links(owner.assessmentId))).json(),
    );
    const status = Object.fromEntries(list.links.map((l) => [l.id, l.status]));
    expect(status).toEqual({ [week.id]: 'expired', [month.id]: 'revoked' });
  });

  it('keeps the first revoke time when a link is revoked twice', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const first = await (
      await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, link.id))
    ).json();
    now = new Date(now.getTime() + DAY);
    const again = await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, link.id));
    expect(again.status).toBe(200);
    const second = (await again.json()) as { revokedAt: string };
    expect(second.revokedAt).toBe((first as { revokedAt: string }).revokedAt);
  });

  it('answers 404 for another user’s assessment or link, and writes nothing', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const other = await ownerWithAssessment();

    for (const res of [
      await other.api.get(SHARING_PATHS.links(owner.assessmentId)),
      await create(other, owner.assessmentId),
      await other.api.post(SHARING_PATHS.revoke(owner.assessmentId, link.id)),
      // Their own assessment in the path does not reach someone else's link either.
      await other.api.post(SHARING_PATHS.revoke(other.assessmentId, link.id)),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Invoice chaser');
    }
    const rows = await t.database.db
      .select()
      .from(mentorLinks)
      .where(eq(mentorLinks.assessmentId, owner.assessmentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).toBeNull();
    expect((await anonymous().get(SHARING_PATHS.view(tokenOf(link.url)))).status).toBe(200);
  });

  it('answers 404 for ids that are not ids, and 401 when signed out', async () => {
    const owner = await ownerWithAssessment();
    expect((await owner.api.get(SHARING_PATHS.links('nope'))).status).toBe(404);
    expect((await create(owner, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, 'x'))).status).toBe(404);
    expect((await anonymous().get(SHARING_PATHS.links(owner.assessmentId))).status).toBe(401);
    expect(
      (await anonymous().post(SHARING_PATHS.links(owner.assessmentId), { expiresInDays: 7 }))
        .status,
    ).toBe(401);
  });

  it('goes with its assessment when the assessment is deleted', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const res = await t.ctx.app.request(`/api/assessments/${owner.assessmentId}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(mentorLinks).where(eq(mentorLinks.id, link.id));
    expect(rows).toEqual([]);
    expect((await anonymous().get(SHARING_PATHS.view(tokenOf(link.url)))).status).toBe(404);
  });
});

describe('GET /api/shared/{token}: the mentor’s read', () => {
  it('answers the answers, dashboard and stored coaching to anyone with the link, with no cookie', async () => {
    const owner = await ownerWithAssessment({ firstName: 'Ada', lastName: 'Lovelace' });
    const link = await created(owner, owner.assessmentId, 7);
    const res = await anonymous().get(SHARING_PATHS.view(tokenOf(link.url)));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
    const view = sharedViewSchema.parse(await res.json());
    expect(view.sharedBy).toBe('Ada Lovelace');
    expect(view.expiresAt).toBe(link.expiresAt);
    expect(view.assessment.name).toBe('Invoice chaser');
    expect(view.assessment.form.market.payEvidence).toBe('Three firms signed letters of intent');
    expect(view.assessment.form.loops.product_market.metrics).toBe('Weekly active firms');
    expect(view.dashboard.assessmentScores).toEqual({
      overall: 60,
      product: 80,
      market: 60,
      execution: 40,
    });
    expect(view.coaching.map((s) => s.sessionNumber)).toEqual([3]);
    expect(view.coaching[0]!.coaching.recommendActions).toEqual(['Interview ten firms (shared)']);
    // Nothing of the owner's account or of the link beyond this.
    const text = JSON.stringify(view);
    expect(text).not.toContain(owner.user.email);
    expect(text).not.toContain(owner.user.id);
    expect(text).not.toContain(owner.assessmentId);
  });

  it('names the owner by email when they have no name', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const view = sharedViewSchema.parse(
      await (await anonymous().get(SHARING_PATHS.view(tokenOf(link.url)))).json(),
    );
    expect(view.sharedBy).toBe(owner.user.email);
  });

  it('never writes coaching for a mentor, and records the view', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const before = await t.database.db.select().from(coachingSessions);
    const signedInViewer = await signedInUser(t.ctx);
    for (const api of [anonymous(), signedInViewer.api]) {
      expect((await api.get(SHARING_PATHS.view(tokenOf(link.url)))).status).toBe(200);
    }
    expect(await t.database.db.select().from(coachingSessions)).toEqual(before);
    const [row] = await t.database.db.select().from(mentorLinks).where(eq(mentorLinks.id, link.id));
    expect(row!.lastViewedAt?.toISOString()).toBe(now.toISOString());
  });

  it('shows the owner’s latest answers and coaching at once after they change them', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const read = async () =>
      sharedViewSchema.parse(
        await (await anonymous().get(SHARING_PATHS.view(tokenOf(link.url)))).json(),
      );
    expect((await read()).assessment.form.product.problem).toBe('Invoices are chased by hand');
    const current = (await (
      await owner.api.get(`/api/assessments/${owner.assessmentId}`)
    ).json()) as {
      version: number;
    };
    const form = completableForm({ product: 4, market: 3, execution: 2 });
    form.product.problem = 'Firms lose a day a week to chasing invoices';
    const saved = await owner.api.post(`/api/assessments/${owner.assessmentId}`, {
      formState: form,
      version: current.version,
    });
    expect(saved.status).toBe(200);
    const generated = await owner.api.post(COACHING_PATHS.generate, {
      sessionId: 2,
      assessmentId: owner.assessmentId,
    });
    expect(generated.status).toBe(200);
    const after = await read();
    expect(after.assessment.form.product.problem).toBe(
      'Firms lose a day a week to chasing invoices',
    );
    expect(after.coaching.map((s) => s.sessionNumber)).toEqual([2, 3]);
    // Session 2 was just written from these answers.
    expect(after.coaching.find((s) => s.sessionNumber === 2)!.stale).toBe(false);
  });

  it('records a view at most once a minute, so that reloads are reads', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const lastViewed = async () => {
      const [row] = await t.database.db
        .select({ at: mentorLinks.lastViewedAt })
        .from(mentorLinks)
        .where(eq(mentorLinks.id, link.id));
      return row!.at?.toISOString();
    };
    const first = now;
    const view = () => anonymous().get(SHARING_PATHS.view(tokenOf(link.url)));
    expect((await view()).status).toBe(200);
    now = new Date(first.getTime() + 59_000);
    expect((await view()).status).toBe(200);
    expect(await lastViewed()).toBe(first.toISOString());
    // On the embedded database a visit within 5 s of the last lookup reads the kept link
    // (LiveLinkCache), so the next view is recorded past both the minute and those seconds.
    now = new Date(first.getTime() + 65_000);
    expect((await view()).status).toBe(200);
    expect(await lastViewed()).toBe(now.toISOString());
  });

  it('ends a link at once when its owner revokes it, even right after a visit', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const view = () => anonymous().get(SHARING_PATHS.view(tokenOf(link.url)));
    expect((await view()).status).toBe(200);
    const revoked = await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, link.id));
    expect(revoked.status).toBe(200);
    expect((await view()).status).toBe(404);
  });

  it('ends a kept link at its expiry', async () => {
    const owner = await ownerWithAssessment();
    const link = await created(owner, owner.assessmentId);
    const view = () => anonymous().get(SHARING_PATHS.view(tokenOf(link.url)));
    expect((await view()).status).toBe(200);
    now = new Date(new Date(link.expiresAt).getTime() + 1);
    expect((await view()).status).toBe(404);
  });

  it('marks a session written before the answers changed as stale', async () => {
    const owner = await ownerWithAssessment();
    await t.database.db
      .update(coachingSessions)
      .set({ sourceHash: 'an older form' })
      .where(eq(coachingSessions.assessmentId, owner.assessmentId));
    const link = await created(owner, owner.assessmentId);
    const view = sharedViewSchema.parse(
      await (await anonymous().get(SHARING_PATHS.view(tokenOf(link.url)))).json(),
    );
    expect(view.coaching[0]!.stale).toBe(true);
  });

  it('answers the same 404 for a revoked, an expired, an unknown and a malformed token', async () => {
    const owner = await ownerWithAssessment();
    const revoked = await created(owner, owner.assessmentId, 30);
    const week = await created(owner, owner.assessmentId, 7);
    await owner.api.post(SHARING_PATHS.revoke(owner.assessmentId, revoked.id));

    now = new Date(now.getTime() + 7 * DAY - 1000);
    expect((await anonymous().get(SHARING_PATHS.view(tokenOf(week.url)))).status).toBe(200);
    now = new Date(now.getTime() + 1000);

    const tokens = [
      tokenOf(revoked.url),
      tokenOf(week.url),
      'A'.repeat(43),
      'short',
      `${tokenOf(week.url)}x`,
    ];
    for (const token of tokens) {
      const res = await anonymous().get(SHARING_PATHS.view(token));
      expect(res.status).toBe(404);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({ message: SHARING_MESSAGES.unavailable });
    }
  });
});
