// Mentor links' privacy (docs/decisions/033), beyond the matrix's ownership cells: a link that no
// longer answers shows nothing of its assessment, a live one shows its assessment and nothing of
// anyone else's, and none of it can be found by its stored hash.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARING_PATHS } from '@shared/paths';
import { mentorLinks } from '../db/schema';
import { apiClient, signedInUser, type SignedIn } from '../test/api';
import { useTestApp } from '../test/use-test-app';
import { createTarget, type TargetObject } from './access-table';
import { databaseFingerprint } from './fingerprint';
import { liveMentorLink } from './mentor-link-target';

const t = useTestApp();
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  owner = await signedInUser(t.ctx, { firstName: 'Grace', lastName: 'Hopper' });
  other = await signedInUser(t.ctx);
});

/** What a mentor's read and page show for `token`. */
async function bothAnswers(token: string) {
  const json = await apiClient(t.ctx).get(SHARING_PATHS.view(token));
  const page = await t.ctx.app.request(`${SHARING_PATHS.pagePrefix}${token}`);
  return [
    { res: json, text: await json.text() },
    { res: page, text: await page.text() },
  ];
}

describe('mentor links: what a link shows', () => {
  it('a revoked link shows nothing of its assessment, to anyone, and writes nothing', async () => {
    const target = await createTarget(t.ctx, owner.user);
    const link = await liveMentorLink(t.ctx, target);
    const revoke = await owner.api.post(SHARING_PATHS.revoke(target.assessmentId, link.id));
    expect(revoke.status).toBe(200);
    const before = await databaseFingerprint(t.database);
    for (const { res, text } of await bothAnswers(link.token)) {
      expect(res.status).toBe(404);
      expect(text).not.toContain(target.marker);
      expect(text).not.toContain('Grace');
    }
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('an expired link shows nothing of its assessment', async () => {
    const target = await createTarget(t.ctx, owner.user);
    const link = await liveMentorLink(t.ctx, target);
    await t.database.db
      .update(mentorLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mentorLinks.id, link.id));
    for (const { res, text } of await bothAnswers(link.token)) {
      expect(res.status).toBe(404);
      expect(text).not.toContain(target.marker);
    }
  });

  it('a live link shows its own assessment only, never another of the owner’s or anyone else’s', async () => {
    const shared: TargetObject = await createTarget(t.ctx, owner.user);
    const notShared = await createTarget(t.ctx, owner.user);
    const someoneElses = await createTarget(t.ctx, other.user);
    const link = await liveMentorLink(t.ctx, shared);
    const [json] = await bothAnswers(link.token);
    expect(json!.res.status).toBe(200);
    expect(json!.text).toContain(shared.marker);
    expect(json!.text).toContain('Grace Hopper');
    for (const hidden of [
      notShared.marker,
      someoneElses.marker,
      other.user.email,
      owner.user.email,
    ]) {
      expect(json!.text).not.toContain(hidden);
    }
  });

  it('the stored hash is not a key: sent as the token it opens nothing', async () => {
    const target = await createTarget(t.ctx, owner.user);
    const link = await liveMentorLink(t.ctx, target);
    const [row] = await t.database.db
      .select({ hash: mentorLinks.tokenHash })
      .from(mentorLinks)
      .where(eq(mentorLinks.id, link.id));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    for (const { res, text } of await bothAnswers(row!.hash)) {
      expect(res.status).toBe(404);
      expect(text).not.toContain(target.marker);
    }
  });

  it('another member can neither list nor revoke the owner’s links, nor learn they exist', async () => {
    const target = await createTarget(t.ctx, owner.user);
    const link = await liveMentorLink(t.ctx, target);
    const list = await other.api.get(SHARING_PATHS.links(target.assessmentId));
    const revoke = await other.api.post(SHARING_PATHS.revoke(target.assessmentId, link.id));
    const missing = await other.api.get(
      SHARING_PATHS.links('00000000-0000-4000-8000-000000000000'),
    );
    expect([list.status, revoke.status]).toEqual([404, 404]);
    // The same answer as for an assessment that does not exist at all.
    expect(await list.json()).toEqual(await missing.json());
    expect((await apiClient(t.ctx).get(SHARING_PATHS.view(link.token))).status).toBe(200);
  });
});
