// Shared set-up of the export tests: members with assessments and stored sessions, and checks of
// the PDF answers and of the `{error}` answers.
import { expect } from 'vitest';
import { coachingSessions } from '../../db/schema';
import { parsePdf } from '../../infra/pdf/pdf.test-support';
import { sampleCoaching } from '../../test/ai';
import { insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import type { TestContext } from '../../test/app';
import { completableForm } from '../../test/forms';
import { useTestApp, type TestAppHandle } from '../../test/use-test-app';

/** The exports' clock, so that file names and printed dates are known. */
export const NOW = new Date();
export const DAY = NOW.toISOString().slice(0, 10);
export const UNKNOWN_ID = '6f1c1c38-2a61-4a8e-9a52-52b6c1f1f0b1';

export type Member = SignedIn & { assessmentId: string };

/** The file's app over a fresh test database (useTestApp), its clock at NOW. */
export function useExportTestApp(): TestAppHandle {
  return useTestApp({ deps: { clock: () => NOW } });
}

/** Grace Hopper with a rated, completed assessment (ratings 2/3/4). */
export async function memberWithAssessment(
  ctx: TestContext,
  name = 'Q1 2025 Review',
): Promise<Member> {
  const me = await signedInUser(ctx, { firstName: 'Grace', lastName: 'Hopper' });
  const form = completableForm({ product: 2, market: 3, execution: 4 });
  form.product.solution = 'Reminders sent from the accounting tool';
  const row = await insertAssessmentRow(ctx.deps.database, me.user.id, {
    name,
    formData: form,
    completedAt: new Date('2030-01-10T09:00:00Z'),
  });
  return { ...me, assessmentId: row.id };
}

/** Stores a coaching session (the test coach's 'export' sample) for the member's assessment. */
export async function storeSession(ctx: TestContext, me: Member, sessionNumber: number) {
  await ctx.deps.database.db.insert(coachingSessions).values({
    userId: me.user.id,
    assessmentId: me.assessmentId,
    sessionNumber,
    coachingData: sampleCoaching('export'),
    industryInference: { inferredIndustry: 'Construction', confidence: 0.4 },
    generatedBy: 'offline',
  });
}

/** A PDF download with the given file name; answers its text. */
export async function expectPdf(res: Response, fileName: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const pdf = await parsePdf(await res.arrayBuffer());
  expect(pdf.text).toContain(`Page 1 of ${pdf.total}`);
  expect(pdf.text).toContain(`Page ${pdf.total} of ${pdf.total}`);
  return pdf;
}

/** Export errors are JSON `{error}`, not `{message}` (docs/product-decisions.md 'Exports'). */
export async function expectError(res: Response, status: number, error?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  if (error) expect(body.error).toBe(error);
}
