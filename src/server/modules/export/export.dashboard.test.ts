import { describe, expect, it } from 'vitest';
import { EXPORT_PATHS } from '@shared/paths';
import { assessmentSnapshots } from '../../db/schema';
import { squash } from '../../infra/pdf/pdf.test-support';
import { apiClient, insertAssessmentRow, signedInUser } from '../../test/api';
import {
  DAY,
  UNKNOWN_ID,
  expectError,
  expectPdf,
  memberWithAssessment,
  storeSession,
  useExportTestApp,
} from './export.test-support';

const t = useExportTestApp();

describe('GET /api/export/dashboard', () => {
  it('answers the dashboard as a PDF: scores, history, strengths, improvements and progress', async () => {
    const me = await memberWithAssessment(t.ctx, 'Dashboard test');
    await storeSession(t.ctx, me, 2);
    for (const [day, scores] of [
      ['2030-01-05', [20, 40, 60]],
      ['2030-01-12', [40, 60, 80]],
    ] as const)
      await t.ctx.deps.database.db.insert(assessmentSnapshots).values({
        assessmentId: me.assessmentId,
        userId: me.user.id,
        productScore: scores[0],
        marketScore: scores[1],
        executionScore: scores[2],
        overallScore: Math.round((scores[0] + scores[1] + scores[2]) / 3),
        createdAt: new Date(`${day}T12:00:00Z`),
      });
    const pdf = await expectPdf(
      await me.api.get(EXPORT_PATHS.dashboard(me.assessmentId)),
      `dashboard-summary-${DAY}.pdf`,
    );
    for (const text of [
      'Dashboard Summary',
      'Dashboard test',
      'Grace Hopper',
      '60%', // overall: (40 + 60 + 80) / 3
      '40%',
      '80%',
      'Three Pillars Analysis',
      'Progress Over Time',
      '5 Jan 2030',
      '12 Jan 2030',
      'Execution is a strength: rated 4/5 (Scaling).',
      'Product needs work: rated 2/5 (Early).',
      '2 of 7 sessions completed',
      'Comprehensive Assessment',
    ])
      expect(squash(pdf.text)).toContain(squash(text)); // the lists are in half-width columns
  });

  it('answers a PDF for an assessment with nothing filled in yet', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.ctx.deps.database, me.user.id, { name: 'Empty' });
    const pdf = await expectPdf(
      await me.api.get(EXPORT_PATHS.dashboard(row.id)),
      `dashboard-summary-${DAY}.pdf`,
    );
    expect(pdf.text).toContain('0%');
    expect(pdf.text).toContain('0 of 7 sessions completed');
    expect(pdf.text).toContain('No progress snapshots yet');
  });

  it("answers 404 {error} for another user's assessment, as for one that does not exist", async () => {
    const owner = await memberWithAssessment(t.ctx);
    const stranger = await signedInUser(t.ctx);
    await expectError(await stranger.api.get(EXPORT_PATHS.dashboard(owner.assessmentId)), 404);
    await expectError(await stranger.api.get(EXPORT_PATHS.dashboard(UNKNOWN_ID)), 404);
  });

  it('answers 401 {error} signed out', async () => {
    const owner = await memberWithAssessment(t.ctx);
    await expectError(await apiClient(t.ctx).get(EXPORT_PATHS.dashboard(owner.assessmentId)), 401);
  });

  it('answers 400 {error} without an assessmentId or with one that is not an id', async () => {
    const me = await signedInUser(t.ctx);
    await expectError(await me.api.get('/api/export/dashboard'), 400);
    await expectError(await me.api.get(EXPORT_PATHS.dashboard('123')), 400);
  });
});
