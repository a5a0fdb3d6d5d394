import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shared/errors';
import { BENCHMARK_PATHS } from '@shared/paths';
import { coachingSessions } from '../../db/schema';
import { apiClient, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import {
  insertFounderAssessment,
  overviewOf,
  seedFounder,
  seedFounders,
} from './benchmark.test-support';

describe('GET /api/admin/community', () => {
  const t = useTestApp();

  it('refuses members (403) and signed-out visitors (401), and answers admins', async () => {
    const member = await signedInUser(t.ctx);
    const res = await member.api.get(BENCHMARK_PATHS.overview);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: MESSAGES.forbidden });
    expect((await apiClient(t.ctx).get(BENCHMARK_PATHS.overview)).status).toBe(401);
    const admin = await signedInUser(t.ctx, { isAdmin: true });
    expect((await admin.api.get(BENCHMARK_PATHS.overview)).status).toBe(200);
  });

  it('counts founders who signed up, started, completed and were coached, and their assessments', async () => {
    const admin = await signedInUser(t.ctx, { isAdmin: true });
    const before = await overviewOf(admin);
    // One founder with two completed assessments and a coaching session; one who only started.
    const { user, rows } = await seedFounder(
      t.database,
      { ratings: [3, 3, 3] },
      { ratings: [4, 4, 4] },
    );
    await t.database.db.insert(coachingSessions).values(
      [2, 3].map((sessionNumber) => ({
        userId: user.id,
        assessmentId: rows[0]!.id,
        sessionNumber,
        coachingData: {},
      })),
    );
    await seedFounder(t.database, { ratings: [null, null, null], completedAt: null });
    await signedInUser(t.ctx); // signed up, nothing else
    const after = await overviewOf(admin);
    expect(after.founders).toEqual({
      signedUp: before.founders.signedUp + 3,
      started: before.founders.started + 2,
      completed: before.founders.completed + 1,
      coached: before.founders.coached + 1,
    });
    expect(after.assessments).toEqual({
      started: before.assessments.started + 3,
      completed: before.assessments.completed + 2,
    });
  });
});

describe('the overview’s distributions', () => {
  const t = useTestApp();

  it('shows no figures for a community or an industry under 10 founders, and no one’s answers', async () => {
    const admin = await signedInUser(t.ctx, { isAdmin: true, firstName: 'Ada' });
    const secret = 'Our pilot customer pays 4,200 EUR a month';
    const founder = await signedInUser(t.ctx, { firstName: 'Zelda', lastName: 'Quist' });
    await insertFounderAssessment(
      t.database,
      founder.user.id,
      { ratings: [5, 4, 3], industry: 'Telecommunications', answer: secret },
      'Zelda’s confidential plan',
    );
    await seedFounders(t.database, 8, { ratings: [2, 2, 2], industry: 'Telecommunications' });

    let res = await admin.api.get(BENCHMARK_PATHS.overview);
    let text = await res.text();
    let overview = await overviewOf(admin);
    expect(overview.community).toEqual({ shown: false, needed: 1 });
    expect(overview.industries).toEqual([]);
    expect(overview.smallIndustries).toBe(1);
    expect(text).not.toContain('distributions');

    await seedFounders(t.database, 1, { ratings: [1, 1, 1], industry: 'Telecommunications' });
    await seedFounders(t.database, 3, { ratings: [4, 4, 4], industry: 'Energy/Utilities' });
    res = await admin.api.get(BENCHMARK_PATHS.overview);
    text = await res.text();
    overview = await overviewOf(admin);
    expect(overview.community).toEqual({
      shown: true,
      founders: 13,
      distributions: {
        overall: [0, 1, 8, 0, 4],
        product: [0, 1, 8, 0, 4],
        market: [0, 1, 8, 0, 4],
        execution: [0, 1, 8, 1, 3],
      },
    });
    expect(overview.industries).toEqual([
      {
        name: 'Telecommunications',
        founders: 10,
        distributions: {
          overall: [0, 1, 8, 0, 1],
          product: [0, 1, 8, 0, 1],
          market: [0, 1, 8, 0, 1],
          execution: [0, 1, 8, 1, 0],
        },
      },
    ]);
    expect(overview.smallIndustries).toBe(1);
    for (const leak of [
      secret,
      'Zelda',
      'Quist',
      'confidential',
      founder.user.email,
      founder.user.id,
      'Invoices are chased by hand', // every seeded form's problem statement
      'Energy/Utilities', // an industry under 10 is not even named
    ])
      expect(text).not.toContain(leak);
  });
});
