import { describe, expect, it } from 'vitest';
import { BENCHMARK_TEXTS } from '@shared/benchmark';
import { EXPORT_PATHS } from '@shared/paths';
import { parsePdf, squash } from '../../infra/pdf/pdf.test-support';
import { signedInUser, type SignedIn } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { insertFounderAssessment, seedFounders } from './benchmark.test-support';

/** The dashboard PDF's text without whitespace, so wrapped sentences compare whole. */
async function dashboardPdfText(me: SignedIn, assessmentId: string): Promise<string> {
  const res = await me.api.get(EXPORT_PATHS.dashboard(assessmentId));
  expect(res.status).toBe(200);
  return squash((await parsePdf(await res.arrayBuffer())).text);
}

describe('the dashboard PDF’s "Where you stand"', () => {
  const t = useTestApp();

  it('prints only how many more founders a group needs, then the position once it has 10', async () => {
    await seedFounders(t.database, 9, { ratings: [2, 2, 2], industry: 'Media/Entertainment' });
    const me = await signedInUser(t.ctx);
    const row = await insertFounderAssessment(t.database, me.user.id, {
      ratings: [4, 2, 1],
      industry: 'Media/Entertainment',
      completedAt: null,
    });
    let text = await dashboardPdfText(me, row.id);
    expect(text).toContain(squash(BENCHMARK_TEXTS.title));
    expect(text).toContain(squash(BENCHMARK_TEXTS.notEnough(1)));
    expect(text).not.toContain('higherthan');
    expect(text).not.toContain(squash('Based on'));

    await seedFounders(t.database, 1, { ratings: [5, 5, 5], industry: 'Media/Entertainment' });
    text = await dashboardPdfText(me, row.id);
    for (const sentence of [
      'Your Product score (80%) is higher than 90% of founders in Media/Entertainment.',
      'Your Market score (40%) is not higher than any founder’s in Media/Entertainment, and the same as 90%.',
      'Based on 10 founders in Media/Entertainment.',
      BENCHMARK_TEXTS.notCompleted,
    ])
      expect(text).toContain(squash(sentence));
  });
});
