import { describe, expect, it } from 'vitest';
import { EXPORT_TOASTS } from '@shared/dashboard-texts';
import { EXPORT_PATHS } from '@shared/paths';
import { formatDate } from '../../infra/pdf/format';
import { apiClient, insertAssessmentRow, signedInUser } from '../../test/api';
import { fileDate, slugify } from './export.files';
import {
  DAY,
  NOW,
  UNKNOWN_ID,
  expectError,
  expectPdf,
  memberWithAssessment,
  useExportTestApp,
} from './export.test-support';

const t = useExportTestApp();

describe('GET /api/export/assessment', () => {
  it("answers the user's assessment as a PDF named after it and the UTC date", async () => {
    const me = await memberWithAssessment(t.ctx);
    const pdf = await expectPdf(
      await me.api.get(EXPORT_PATHS.assessment(me.assessmentId)),
      `assessment-q1-2025-review-${DAY}.pdf`,
    );
    for (const text of [
      'Q1 2025 Review',
      'Grace Hopper',
      formatDate(NOW),
      'Invoices are chased by hand',
      'Reminders sent from the accounting tool',
      'Rating 2/5 · Early',
      'Rating 3/5 · Validated',
      'Rating 4/5 · Scaling',
      '1. Write the interview guide',
      'Three firms ask for a pilot',
    ])
      expect(pdf.text).toContain(text);
  });

  it('prints the email when the user has no name', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.ctx.deps.database, me.user.id, { name: 'Draft' });
    const pdf = await expectPdf(
      await me.api.get(EXPORT_PATHS.assessment(row.id)),
      `assessment-draft-${DAY}.pdf`,
    );
    expect(pdf.text).toContain(me.user.email);
    expect(pdf.text).toContain('Not answered');
  });

  it("answers 404 {error} for another user's assessment, as for one that does not exist", async () => {
    const owner = await memberWithAssessment(t.ctx);
    const stranger = await signedInUser(t.ctx);
    await expectError(
      await stranger.api.get(EXPORT_PATHS.assessment(owner.assessmentId)),
      404,
      EXPORT_TOASTS.assessmentFallback,
    );
    await expectError(
      await stranger.api.get(EXPORT_PATHS.assessment(UNKNOWN_ID)),
      404,
      EXPORT_TOASTS.assessmentFallback,
    );
  });

  it('answers 401 {error} signed out', async () => {
    const owner = await memberWithAssessment(t.ctx);
    await expectError(await apiClient(t.ctx).get(EXPORT_PATHS.assessment(owner.assessmentId)), 401);
  });

  it('answers 400 {error} without an assessmentId or with one that is not an id', async () => {
    const me = await signedInUser(t.ctx);
    await expectError(await me.api.get('/api/export/assessment'), 400);
    await expectError(await me.api.get(EXPORT_PATHS.assessment('not-an-id')), 400);
    await expectError(await me.api.get(EXPORT_PATHS.assessment("1' or '1'='1")), 400);
  });

  it('answers 404 {error} for any other path under /api/export', async () => {
    const me = await signedInUser(t.ctx);
    await expectError(await me.api.get('/api/export/everything'), 404);
    await expectError(await me.api.get('/api/export/coaching/2/extra'), 404);
  });
});

describe('export file names', () => {
  it('carry the UTC date of the export', () => {
    // 23:30 in New York on 15 January is already the 16th in UTC.
    expect(fileDate(new Date('2030-01-15T23:30:00-05:00'))).toBe('2030-01-16');
  });

  it('turn an assessment name into a plain ASCII slug', () => {
    expect(slugify('Q1 2025 Review')).toBe('q1-2025-review');
    expect(slugify('  Café Zürich: Plan B!  ')).toBe('cafe-zurich-plan-b');
    expect(slugify('Łódź Straße Øresund')).toBe('lodz-strasse-oresund');
    expect(slugify('Привет')).toBe('untitled');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
  });

  it('never put a quote or a path in the content-disposition header', async () => {
    const me = await memberWithAssessment(t.ctx, '"../../etc/passwd" \\ report');
    const res = await me.api.get(EXPORT_PATHS.assessment(me.assessmentId));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="assessment-etc-passwd-report-${DAY}.pdf"`,
    );
  });
});
