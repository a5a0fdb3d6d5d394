import { describe, expect, it } from 'vitest';
import { COACHING_CARD_TITLES } from '@shared/coaching-texts';
import type { CoachingResult } from '@shared/contracts/ai';
import { SESSION_TITLES } from '@shared/domain';
import {
  TEST_EXPORTED_AT,
  TEST_PREPARED_FOR,
  expectFooter,
  expectPageNumbers,
  parsePdf,
} from '../../../infra/pdf/pdf.test-support';
import { renderCoachingPdf } from './render';

const exportedAt = TEST_EXPORTED_AT;
const preparedFor = TEST_PREPARED_FOR;

const coaching: CoachingResult = {
  teach: 'Talk to customers before you build.\n\nThen measure what they do, not what they say.',
  recommendActions: ['Interview ten accounting firms', 'Write down their exact words'],
  recommendLearning: ['The Mom Test, by Rob Fitzpatrick'],
  metrics: ['Interviews done per week'],
  risks: ['Building before anyone asked for it'],
  microTasks: ['Write five interview questions', 'Book three calls'],
};

describe('coaching session PDF', () => {
  it('shows the session title, assessment, industry and the six cards under their spec titles', async () => {
    const pdf = await parsePdf(
      await renderCoachingPdf({
        sessionNumber: 3,
        assessmentName: 'Q1 Review',
        industry: 'Finance/Fintech',
        lowConfidence: true,
        coaching,
        generatedBy: 'offline',
        generatedAt: '2025-05-03T09:00:00Z',
        preparedFor,
        exportedAt,
      }),
    );
    expect(pdf.text).toContain(SESSION_TITLES[3]);
    expect(pdf.text).toContain('Session 3 of 7');
    expect(pdf.text).toContain('Q1 Review');
    expect(pdf.text).toContain('Finance/Fintech (Low Confidence)');
    expect(pdf.text).toContain('Built-in offline coach');
    for (const title of Object.values(COACHING_CARD_TITLES)) expect(pdf.text).toContain(title);
    expect(Object.values(COACHING_CARD_TITLES)).toEqual([
      'Just-in-time Education',
      'Recommended Actions',
      'Learning Resources',
      'Key Metrics',
      'Key Risks',
      'Next 7 Days',
    ]);
    for (const line of [
      'Talk to customers before you build.',
      'Then measure what they do, not what they say.',
      '1. Interview ten accounting firms',
      '2. Write down their exact words',
      'The Mom Test, by Rob Fitzpatrick',
      'Interviews done per week',
      'Building before anyone asked for it',
      'Write five interview questions',
    ])
      expect(pdf.text).toContain(line);
    expectPageNumbers(pdf);
    expectFooter(pdf, 'Coaching · Session 3 of 7', SESSION_TITLES[3]);
  });
});
