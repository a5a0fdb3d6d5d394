import { describe, expect, it } from 'vitest';
import { dashboardSchema } from '@shared/contracts/dashboard';
import { ASSESSMENT_PATHS, BENCHMARK_PATHS, DASHBOARD_PATHS } from '@shared/paths';
import { eq } from 'drizzle-orm';
import { formFactsOf } from '@shared/dashboard-rules';
import { assessments } from '../../db/schema';
import { UserCache } from '../../infra/cache/user-cache';
import { ValueCache } from '../../infra/cache/value-cache';
import type { AssessmentStanding } from '../assessments';
import { apiClient, insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import { createTestApp } from '../../test/app';
import { useTestApp } from '../../test/use-test-app';
import {
  founderForm,
  insertFounderAssessment,
  seedFounder,
  seedFounders,
  standingOf,
  type FounderSeed,
} from './benchmark.test-support';
import type { CommunityTally } from './benchmark.tally';

/** A signed-in founder with one assessment of this seed (default: not completed). */
async function founderWith(
  ctx: Parameters<typeof signedInUser>[0],
  seed: FounderSeed,
): Promise<SignedIn & { id: string }> {
  const me = await signedInUser(ctx);
  const row = await insertFounderAssessment(ctx.deps.database, me.user.id, {
    completedAt: null,
    ...seed,
  });
  return { ...me, id: row.id };
}

/** Creates and completes an assessment through the API, as the assessment screen does. */
async function completeThroughApi(me: SignedIn, seed: FounderSeed) {
  const created = await me.api.post(ASSESSMENT_PATHS.create, { name: 'Completed in the test' });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await me.api.post(ASSESSMENT_PATHS.one(id), {
    formState: founderForm(seed),
    completed: true,
    version: 1,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

describe('groups of fewer than 10 founders show nothing', () => {
  const t = useTestApp();

  it('answers a community of 9 founders with how many more it needs, and no figures at all', async () => {
    await seedFounders(t.database, 9, { ratings: [3, 3, 3], industry: 'Manufacturing' });
    const me = await founderWith(t.ctx, { ratings: [4, 2, 5], industry: 'Manufacturing' });
    const res = await me.api.get(BENCHMARK_PATHS.standing(me.id));
    const text = await res.text();
    for (const word of ['distributions', 'founders', 'position', 'below'])
      expect(text).not.toContain(word);
    const standing = await standingOf(me, me.id);
    expect(standing.community).toEqual({ shown: false, needed: 1 });
    expect(standing.industry).toEqual({
      kind: 'listed',
      name: 'Manufacturing',
      group: { shown: false, needed: 1 },
    });
    // The assessment's own scores are its dashboard's, shown whatever the community's size.
    expect(standing.scores).toEqual({ overall: 73, product: 80, market: 40, execution: 100 });
  });

  it('shows the community and the industry once a 10th founder completes an assessment', async () => {
    const tenth = await signedInUser(t.ctx, { credits: 1 });
    await completeThroughApi(tenth, { ratings: [5, 1, 3], industry: 'Manufacturing' });
    const me = await founderWith(t.ctx, { ratings: [4, 2, 5], industry: 'Manufacturing' });
    const standing = await standingOf(me, me.id);
    const expected = {
      shown: true,
      founders: 10,
      distributions: {
        // nine at 60 (3, 3, 3) and the tenth at 60 (100, 20, 60)
        overall: [0, 0, 0, 10, 0],
        product: [0, 0, 0, 9, 1],
        market: [0, 1, 0, 9, 0],
        execution: [0, 0, 0, 10, 0],
      },
      position: {
        overall: { below: 100, same: 0 }, // 73 against 60 x 10
        product: { below: 90, same: 0 }, // 80 against 60 x 9 and 100
        market: { below: 10, same: 0 }, // 40 against 20 and 60 x 9
        execution: { below: 100, same: 0 },
      },
    };
    expect(standing.community).toEqual(expected);
    expect(standing.industry).toEqual({ kind: 'listed', name: 'Manufacturing', group: expected });
  });

  it('keeps an industry of 9 founders hidden in a community that is shown, until its 10th', async () => {
    await seedFounders(t.database, 9, { ratings: [2, 2, 2], industry: 'Construction' });
    const me = await founderWith(t.ctx, { ratings: [2, 2, 2], industry: 'Construction' });
    let standing = await standingOf(me, me.id);
    expect(standing.community).toMatchObject({ shown: true, founders: 19 });
    expect(standing.industry).toEqual({
      kind: 'listed',
      name: 'Construction',
      group: { shown: false, needed: 1 },
    });

    await seedFounder(t.database, { ratings: [4, 4, 4], industry: 'Construction' });
    standing = await standingOf(me, me.id);
    expect(standing.industry).toMatchObject({
      kind: 'listed',
      group: {
        shown: true,
        founders: 10,
        distributions: { product: [0, 0, 9, 0, 1] },
        position: { product: { below: 0, same: 90 } },
      },
    });
  });
});

describe('a founder is placed among the others, not against themselves', () => {
  const t = useTestApp();

  it('leaves the founder’s own counted assessment out of their position, not out of the bars', async () => {
    await seedFounders(t.database, 10, { ratings: [3, 3, 3], industry: 'Education/EdTech' });
    const me = await signedInUser(t.ctx);
    const counted = await insertFounderAssessment(t.database, me.user.id, {
      ratings: [5, 3, 3],
      industry: 'Education/EdTech',
    });
    const standing = await standingOf(me, counted.id);
    const group = {
      shown: true,
      founders: 11,
      distributions: {
        overall: [0, 0, 0, 11, 0], // 60 x 10 and round(220 / 3) = 73
        product: [0, 0, 0, 10, 1],
        market: [0, 0, 0, 11, 0],
        execution: [0, 0, 0, 11, 0],
      },
      // Among the 10 others: all of them lower in product, the same in market.
      position: {
        overall: { below: 100, same: 0 },
        product: { below: 100, same: 0 },
        market: { below: 0, same: 100 },
        execution: { below: 0, same: 100 },
      },
    };
    expect(standing.community).toEqual(group);
    expect(standing.industry).toEqual({ kind: 'listed', name: 'Education/EdTech', group });

    // A draft of the same founder is placed among the same others (their counted one left out).
    const draft = await insertFounderAssessment(t.database, me.user.id, {
      ratings: [3, 3, 3],
      industry: 'Education/EdTech',
      completedAt: null,
    });
    const again = await standingOf(me, draft.id);
    expect(again.community).toMatchObject({
      founders: 11,
      position: { product: { below: 0, same: 100 }, overall: { below: 0, same: 100 } },
    });
  });
});

describe('who counts: each founder once, completed assessments only', () => {
  const t = useTestApp();

  it('counts a founder with many assessments once, by the most recent one completed', async () => {
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    // Five completed assessments, the latest [5, 5, 5], and a newer one not completed.
    await seedFounder(
      t.database,
      { ratings: [1, 1, 1], completedAt: day(1), industry: 'Healthcare/Medical' },
      { ratings: [5, 5, 5], completedAt: day(20), industry: 'Finance/Fintech' },
      { ratings: [2, 2, 2], completedAt: day(5), industry: 'Healthcare/Medical' },
      { ratings: [3, 3, 3], completedAt: day(10), industry: 'Healthcare/Medical' },
      { ratings: [4, 4, 4], completedAt: day(15), industry: 'Healthcare/Medical' },
      { ratings: [1, 1, 1], completedAt: null, industry: 'Healthcare/Medical' },
    );
    await seedFounders(t.database, 9, { ratings: [2, 2, 2], industry: 'Finance/Fintech' });
    // Founders whose assessments are none of them completed are not counted at all.
    await seedFounder(t.database, { ratings: [5, 5, 5], completedAt: null });
    await seedFounder(t.database, {
      ratings: [1, 1, 1],
      completedAt: null,
      industry: 'Finance/Fintech',
    });

    const me = await founderWith(t.ctx, { ratings: [3, null, 5], industry: 'Finance/Fintech' });
    const standing = await standingOf(me, me.id);
    const group = {
      shown: true,
      founders: 10,
      distributions: {
        overall: [0, 0, 9, 0, 1],
        product: [0, 0, 9, 0, 1],
        market: [0, 0, 9, 0, 1],
        execution: [0, 0, 9, 0, 1],
      },
      position: {
        overall: { below: 90, same: 0 }, // round((60 + 0 + 100) / 3) = 53
        product: { below: 90, same: 0 },
        market: null, // not rated: no position
        execution: { below: 90, same: 10 },
      },
    };
    expect(standing).toEqual({
      assessmentId: me.id,
      scores: { overall: 53, product: 60, market: 0, execution: 100 },
      rated: { product: true, market: false, execution: true },
      completed: false,
      community: group,
      // The founder of five counts in Finance/Fintech (the latest), not in Healthcare/Medical.
      industry: { kind: 'listed', name: 'Finance/Fintech', group },
    });
    const health = await founderWith(t.ctx, { ratings: [3, 3, 3], industry: 'Healthcare/Medical' });
    expect((await standingOf(health, health.id)).industry).toEqual({
      kind: 'listed',
      name: 'Healthcare/Medical',
      group: { shown: false, needed: 10 },
    });
  });

  it('never groups custom industries, however many founders write the same one', async () => {
    await seedFounders(t.database, 10, {
      ratings: [3, 3, 3],
      industry: 'Other/Custom',
      customIndustry: 'Bakery robots',
    });
    const custom = await founderWith(t.ctx, {
      ratings: [3, 3, 3],
      industry: 'Other/Custom',
      customIndustry: 'Bakery robots',
    });
    const standing = await standingOf(custom, custom.id);
    expect(standing.industry).toEqual({ kind: 'custom' });
    expect(standing.community).toMatchObject({ shown: true, founders: 20 });
    const none = await founderWith(t.ctx, { ratings: [3, 3, 3], industry: '' });
    expect((await standingOf(none, none.id)).industry).toEqual({ kind: 'none' });
  });

  it('places an assessment without any rating nowhere, and says it is not completed', async () => {
    const me = await founderWith(t.ctx, {
      ratings: [null, null, null],
      industry: 'Finance/Fintech',
    });
    const standing = await standingOf(me, me.id);
    expect(standing).toMatchObject({
      completed: false,
      rated: { product: false, market: false, execution: false },
      community: { shown: true, position: null },
      industry: { group: { shown: true, position: null } },
    });
  });

  it('scores an assessment exactly as its dashboard does, also a row saved before form facts', async () => {
    const me = await signedInUser(t.ctx);
    const legacy = await insertAssessmentRow(t.database, me.user.id, {
      formData: { product: { rating: 4 }, market: { rating: 'high' }, industry: 'Finance/Fintech' },
      completedAt: new Date(),
    });
    const modern = await insertFounderAssessment(t.database, me.user.id, { ratings: [5, 3, 1] });
    for (const id of [legacy.id, modern.id]) {
      const dashboard = dashboardSchema.parse(
        await (await me.api.get(DASHBOARD_PATHS.dashboard(id))).json(),
      );
      expect((await standingOf(me, id)).scores).toEqual(dashboard.assessmentScores);
    }
    expect((await standingOf(me, legacy.id)).scores).toEqual({
      overall: 27,
      product: 80,
      market: 0,
      execution: 0,
    });
  });
});

describe('whose assessment, and bad input', () => {
  const t = useTestApp();

  it("answers 404 for another founder's assessment, as for a missing one, and reads nothing of it", async () => {
    const owner = await founderWith(t.ctx, { ratings: [5, 5, 5], industry: 'Construction' });
    const other = await signedInUser(t.ctx);
    await insertFounderAssessment(t.database, other.user.id, { ratings: [1, 1, 1] });
    for (const id of [owner.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await other.api.get(BENCHMARK_PATHS.standing(id));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Assessment not found', code: 'NOT_FOUND' });
    }
  });

  it('answers 400 for an id that is not one, 401 signed out, and 404 with no assessment at all', async () => {
    const me = await signedInUser(t.ctx);
    const bad = await me.api.get(`${BENCHMARK_PATHS.standing()}?assessmentId=not-an-id`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'assessmentId must be a valid id',
    );
    const twice = await me.api.get(`${BENCHMARK_PATHS.standing()}?assessmentId=a&assessmentId=b`);
    expect(twice.status).toBe(400);
    const none = await me.api.get(BENCHMARK_PATHS.standing());
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe('No assessment yet');
    const out = await apiClient(t.ctx).get(BENCHMARK_PATHS.standing());
    expect(out.status).toBe(401);
  });

  it("answers the founder's first assessment when no id is given, as the dashboard does", async () => {
    const me = await signedInUser(t.ctx);
    // Created a second apart: two rows written in the same millisecond have no first (a clean
    // CI run once found the second one 'first', by the id that breaks the tie).
    const first = await insertFounderAssessment(t.database, me.user.id, {
      ratings: [1, 2, 3],
      createdAt: new Date(Date.now() - 2000),
    });
    await insertFounderAssessment(t.database, me.user.id, {
      ratings: [5, 5, 5],
      createdAt: new Date(Date.now() - 1000),
    });
    await insertAssessmentRow(t.database, me.user.id, { createdAt: new Date(Date.now() + 1000) });
    expect((await standingOf(me)).assessmentId).toBe(first.id);
  });
});

describe('reads kept in memory (the embedded database)', () => {
  const t = useTestApp();

  it('keeps the community tally until anyone’s signed-in write', async () => {
    const cached = createTestApp(t.database, {
      deps: { communityCache: new ValueCache<CommunityTally>() },
    });
    try {
      await seedFounders(t.database, 10, { ratings: [3, 3, 3] });
      const me = await founderWith(cached, { ratings: [3, 3, 3] });
      expect((await standingOf(me, me.id)).community).toMatchObject({ founders: 10 });
      await seedFounder(t.database, { ratings: [3, 3, 3] });
      // Written behind the app's back: the kept tally still answers.
      expect((await standingOf(me, me.id)).community).toMatchObject({ founders: 10 });
      const writer = await signedInUser(cached, { credits: 1 });
      expect((await writer.api.post(ASSESSMENT_PATHS.create, { name: 'Any write' })).status).toBe(
        201,
      );
      expect((await standingOf(me, me.id)).community).toMatchObject({ founders: 11 });
    } finally {
      await cached.deps.pdf.close();
    }
  });

  it('keeps what is read of the founder’s own assessment until their own write', async () => {
    const cached = createTestApp(t.database, {
      deps: { standingCache: new UserCache<AssessmentStanding | undefined>() },
    });
    try {
      const me = await founderWith(cached, { ratings: [3, 3, 3], industry: 'Construction' });
      expect((await standingOf(me, me.id)).scores.product).toBe(60);
      await t.database.db
        .update(assessments)
        .set({ formFacts: formFactsOf(founderForm({ ratings: [5, 3, 3] })) })
        .where(eq(assessments.id, me.id));
      // Written behind the app's back: the kept read still answers; another founder's write does
      // not touch it.
      const other = await signedInUser(cached, { credits: 1 });
      await other.api.post(ASSESSMENT_PATHS.create, { name: 'Someone else’s write' });
      expect((await standingOf(me, me.id)).scores.product).toBe(60);
      // The founder's own write drops it.
      await me.api.post(ASSESSMENT_PATHS.snapshot(me.id), { note: null });
      expect((await standingOf(me, me.id)).scores.product).toBe(100);
    } finally {
      await cached.deps.pdf.close();
    }
  });
});
