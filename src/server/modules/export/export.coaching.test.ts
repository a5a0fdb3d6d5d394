import { describe, expect, it } from 'vitest';
import { COACHING_CARD_TITLES } from '@shared/coaching-texts';
import { EXPORT_TOASTS } from '@shared/dashboard-texts';
import { SESSION_TITLES } from '@shared/domain';
import { EXPORT_PATHS } from '@shared/paths';
import { coachingSessions } from '../../db/schema';
import { sampleCoaching } from '../../test/ai';
import { apiClient, signedInUser } from '../../test/api';
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

describe('GET /api/export/coaching/{sessionId}', () => {
  it('answers a stored session as a PDF with the six cards', async () => {
    const me = await memberWithAssessment(t.ctx);
    await storeSession(t.ctx, me, 3);
    const pdf = await expectPdf(
      await me.api.get(EXPORT_PATHS.coaching(3, me.assessmentId)),
      `coaching-session-3-${DAY}.pdf`,
    );
    const coaching = sampleCoaching('export');
    for (const text of [
      SESSION_TITLES[3],
      'Session 3 of 7',
      'Q1 2025 Review',
      'Construction (Low Confidence)',
      ...Object.values(COACHING_CARD_TITLES),
      'Lesson (export): talk to customers before you build.',
      coaching.recommendActions[0]!,
      coaching.recommendLearning[0]!,
      coaching.metrics[0]!,
      coaching.risks[0]!,
      coaching.microTasks[0]!,
    ])
      expect(pdf.text).toContain(text);
  });

  it('answers 404 with the spec text for a session not generated yet', async () => {
    const me = await memberWithAssessment(t.ctx);
    await storeSession(t.ctx, me, 2);
    await expectError(
      await me.api.get(EXPORT_PATHS.coaching(4, me.assessmentId)),
      404,
      'Could not generate PDF. Please ensure the session is complete.',
    );
  });

  it('answers 404 for a stored session whose data no longer fits', async () => {
    const me = await memberWithAssessment(t.ctx);
    await t.ctx.deps.database.db.insert(coachingSessions).values({
      userId: me.user.id,
      assessmentId: me.assessmentId,
      sessionNumber: 5,
      coachingData: { teach: 42 },
      generatedBy: 'offline',
    });
    await expectError(
      await me.api.get(EXPORT_PATHS.coaching(5, me.assessmentId)),
      404,
      EXPORT_TOASTS.coachingFallback,
    );
  });

  it("answers 404 {error} for another user's assessment or session", async () => {
    const owner = await memberWithAssessment(t.ctx);
    await storeSession(t.ctx, owner, 2);
    const stranger = await signedInUser(t.ctx);
    await expectError(await stranger.api.get(EXPORT_PATHS.coaching(2, owner.assessmentId)), 404);
    await expectError(await stranger.api.get(EXPORT_PATHS.coaching(2, UNKNOWN_ID)), 404);
  });

  it('answers 401 {error} signed out', async () => {
    const owner = await memberWithAssessment(t.ctx);
    await storeSession(t.ctx, owner, 2);
    await expectError(
      await apiClient(t.ctx).get(EXPORT_PATHS.coaching(2, owner.assessmentId)),
      401,
    );
  });

  it("exports the session of the user's first assessment when no assessmentId is given", async () => {
    const me = await memberWithAssessment(t.ctx);
    await storeSession(t.ctx, me, 4);
    const pdf = await expectPdf(
      await me.api.get('/api/export/coaching/4'),
      `coaching-session-4-${DAY}.pdf`,
    );
    expect(pdf.text).toContain(SESSION_TITLES[4]);
    expect(pdf.text).toContain('Q1 2025 Review');
    await expectError(
      await me.api.get('/api/export/coaching/5'),
      404,
      EXPORT_TOASTS.coachingFallback,
    );
    const nobody = await signedInUser(t.ctx);
    await expectError(
      await nobody.api.get('/api/export/coaching/2'),
      404,
      EXPORT_TOASTS.coachingFallback,
    );
  });

  it('answers 400 {error} for a session outside 2-7 or a bad assessmentId', async () => {
    const me = await memberWithAssessment(t.ctx);
    for (const session of ['1', '8', '0', 'abc', '2.5'])
      await expectError(
        await me.api.get(`/api/export/coaching/${session}?assessmentId=${me.assessmentId}`),
        400,
        'sessionId must be a number from 2 to 7',
      );
    await expectError(await me.api.get('/api/export/coaching/2?assessmentId=nope'), 400);
  });
});
