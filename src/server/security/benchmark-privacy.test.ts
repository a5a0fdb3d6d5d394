// 'Where you stand' (docs/decisions/034) shows founders' scores to other founders and to admins,
// so it is where one founder could be singled out: a group of fewer than 10 founders answers no
// figure at all, to founders and admins alike; no answer leaves in the figures; the caller cannot
// choose the group (only their own assessment's industry), nor read another founder's place.
import { describe, expect, it } from 'vitest';
import { BENCHMARK_PATHS } from '@shared/paths';
import {
  insertFounderAssessment,
  overviewOf,
  seedFounder,
  seedFounders,
  standingOf,
} from '../modules/benchmark/benchmark.test-support';
import { signedInUser } from '../test/api';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp();

describe('community benchmark privacy', () => {
  it('answers a group of 9 founders with no figure, to its own members and to admins', async () => {
    await seedFounders(t.database, 10, { ratings: [3, 3, 3], industry: 'Education/EdTech' });
    // Eight founders of Food & Beverage, and a ninth whose score would be alone at 100.
    await seedFounders(t.database, 8, { ratings: [2, 2, 2], industry: 'Food & Beverage' });
    const ninth = await signedInUser(t.ctx);
    const row = await insertFounderAssessment(t.database, ninth.user.id, {
      ratings: [5, 5, 5],
      industry: 'Food & Beverage',
    });
    const res = await ninth.api.get(BENCHMARK_PATHS.standing(row.id));
    const body = (await res.json()) as { industry: unknown };
    expect(body.industry).toEqual({
      kind: 'listed',
      name: 'Food & Beverage',
      group: { shown: false, needed: 1 },
    });
    const admin = await signedInUser(t.ctx, { isAdmin: true });
    const overview = await overviewOf(admin);
    expect(overview.industries.map((i) => i.name)).toEqual(['Education/EdTech']);
    expect(JSON.stringify(overview)).not.toContain('Food & Beverage');
  });

  it('lets no one choose the group: extra query parameters are ignored', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertFounderAssessment(t.database, me.user.id, {
      ratings: [1, 1, 1],
      industry: 'Food & Beverage',
      completedAt: null,
    });
    const res = await me.api.get(
      `${BENCHMARK_PATHS.standing(row.id)}&industry=Education%2FEdTech&minFounders=1&userId=${me.user.id}`,
    );
    expect(res.status).toBe(200);
    const standing = (await res.json()) as { industry: { name: string; group: unknown } };
    expect(standing.industry.name).toBe('Food & Beverage');
    expect(standing.industry.group).toEqual({ shown: false, needed: 1 });
  });

  it('answers another founder’s assessment exactly as a missing one, so not even its existence shows', async () => {
    const owner = await seedFounder(t.database, {
      ratings: [4, 4, 4],
      industry: 'Education/EdTech',
    });
    const prober = await signedInUser(t.ctx);
    const theirs = await prober.api.get(BENCHMARK_PATHS.standing(owner.rows[0]!.id));
    const missing = await prober.api.get(
      BENCHMARK_PATHS.standing('00000000-0000-4000-8000-000000000000'),
    );
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it('never answers a founder’s answers, name, email, id or assessment name in any figure', async () => {
    const secret = 'Margin is 71% on the enterprise tier';
    const founder = await signedInUser(t.ctx, { firstName: 'Yara', lastName: 'Okonkwo' });
    const row = await insertFounderAssessment(
      t.database,
      founder.user.id,
      { ratings: [4, 3, 2], industry: 'Education/EdTech', answer: secret },
      'Yara’s board deck',
    );
    const me = await signedInUser(t.ctx);
    const mine = await insertFounderAssessment(t.database, me.user.id, {
      ratings: [3, 3, 3],
      industry: 'Education/EdTech',
    });
    const standing = JSON.stringify(await standingOf(me, mine.id));
    const admin = await signedInUser(t.ctx, { isAdmin: true });
    const overview = JSON.stringify(await overviewOf(admin));
    for (const text of [standing, overview]) {
      for (const leak of [
        secret,
        'Yara',
        'Okonkwo',
        'board deck',
        founder.user.email,
        founder.user.id,
        row.id,
        'Invoices are chased by hand', // the problem every seeded form states
      ])
        expect(text).not.toContain(leak);
    }
  });
});
