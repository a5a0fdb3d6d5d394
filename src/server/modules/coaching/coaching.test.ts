import { describe, expect, it } from 'vitest';
import { assessments, coachingSessions } from '../../db/schema';
import { signIn } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import { findUserByEmail } from '../users';

const t = useTestApp();

async function seed(email: string) {
  const cookie = await signIn(t.ctx, email);
  const user = (await findUserByEmail(t.database.db, email))!;
  const [a] = await t.database.db
    .insert(assessments)
    .values({ userId: user.id, formData: {} })
    .returning({ id: assessments.id });
  const [b] = await t.database.db
    .insert(assessments)
    .values({ userId: user.id, formData: {} })
    .returning({ id: assessments.id });
  for (const [assessmentId, n] of [
    [a!.id, 2],
    [a!.id, 3],
    [b!.id, 2],
  ] as const) {
    await t.database.db
      .insert(coachingSessions)
      .values({ userId: user.id, assessmentId, sessionNumber: n, coachingData: {} });
  }
  return { cookie, a: a!.id, b: b!.id };
}

describe('GET /api/coach/all', () => {
  it('answers 401 signed out', async () => {
    expect((await t.ctx.app.request('/api/coach/all')).status).toBe(401);
  });

  it("lists the user's sessions, of one assessment when asked, and never another user's", async () => {
    const mine = await seed('coach-a@example.com');
    await seed('coach-b@example.com');
    const all = await t.ctx.app.request('/api/coach/all', { headers: { cookie: mine.cookie } });
    expect(((await all.json()) as unknown[]).length).toBe(3);
    const one = await t.ctx.app.request(`/api/coach/all?assessmentId=${mine.a}`, {
      headers: { cookie: mine.cookie },
    });
    expect(((await one.json()) as { sessionNumber: number }[]).map((s) => s.sessionNumber)).toEqual(
      [2, 3],
    );
  });

  it("answers 404 for another user's assessment or an unknown one, as DELETE /api/coach/cache does", async () => {
    const mine = await seed('coach-d@example.com');
    const theirs = await seed('coach-e@example.com');
    for (const id of [theirs.a, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.ctx.app.request(`/api/coach/all?assessmentId=${id}`, {
        headers: { cookie: mine.cookie },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('refuses a malformed assessmentId with 400', async () => {
    const { cookie } = await seed('coach-c@example.com');
    const res = await t.ctx.app.request('/api/coach/all?assessmentId=nope', {
      headers: { cookie },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'assessmentId must be a valid id' });
  });
});

describe('DELETE /api/coach/cache', () => {
  it('answers 401 signed out', async () => {
    expect((await t.ctx.app.request('/api/coach/cache', { method: 'DELETE' })).status).toBe(401);
  });

  it("clears one assessment's sessions, then all, and 404s another user's assessment", async () => {
    const mine = await seed('cache-a@example.com');
    const theirs = await seed('cache-b@example.com');
    const foreign = await t.ctx.app.request(`/api/coach/cache?assessmentId=${theirs.a}`, {
      method: 'DELETE',
      headers: { cookie: mine.cookie },
    });
    expect(foreign.status).toBe(404);
    const one = await t.ctx.app.request(`/api/coach/cache?assessmentId=${mine.a}`, {
      method: 'DELETE',
      headers: { cookie: mine.cookie },
    });
    expect(await one.json()).toEqual({ deleted: 2 });
    const rest = await t.ctx.app.request('/api/coach/cache', {
      method: 'DELETE',
      headers: { cookie: mine.cookie },
    });
    expect(await rest.json()).toEqual({ deleted: 1 });
    const left = await t.ctx.app.request('/api/coach/all', { headers: { cookie: theirs.cookie } });
    expect(((await left.json()) as unknown[]).length).toBe(3);
  });
});
