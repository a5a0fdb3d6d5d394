import { describe, expect, it } from 'vitest';
import type { DashboardData } from '@shared/contracts/dashboard';
import { DASHBOARD_TEXTS } from '@shared/dashboard-texts';
import { SESSION_TITLES } from '@shared/domain';
import {
  TEST_EXPORTED_AT,
  TEST_PREPARED_FOR,
  expectFooter,
  expectPageNumbers,
  parsePdf,
  squash,
} from '../../../infra/pdf/pdf.test-support';
import { renderDashboardPdf } from './render';

const exportedAt = TEST_EXPORTED_AT;
const preparedFor = TEST_PREPARED_FOR;

const dashboard = (overrides: Partial<DashboardData> = {}): DashboardData => ({
  assessmentId: '00000000-0000-4000-8000-000000000000',
  assessmentName: 'Q1 Review',
  assessmentScores: { overall: 67, product: 60, market: 80, execution: 40 },
  historicalData: [
    { date: '2025-03-01', product: 40, market: 60, execution: 20 },
    { date: '2025-04-01', product: 60, market: 80, execution: 40 },
  ],
  strengths: ['Market is rated 4 of 5 (Growing).'],
  improvements: ['Execution is rated 2 of 5 (Starting).'],
  sessionProgress: {
    completed: 2,
    total: 7,
    sessions: Object.entries(SESSION_TITLES).map(([id, title]) => ({
      id: Number(id),
      title,
      completed: Number(id) <= 2,
    })),
  },
  lastUpdated: '2025-05-02T09:00:00Z',
  ...overrides,
});

describe('dashboard PDF', () => {
  it('shows the score cards, the radar, the history, strengths, improvements and session progress', async () => {
    const pdf = await parsePdf(
      await renderDashboardPdf({ dashboard: dashboard(), preparedFor, exportedAt }),
    );
    const text = pdf.text;
    for (const expected of [
      'Dashboard Summary',
      'Q1 Review',
      'UPDATED',
      '2 May 2025',
      'OVERALL SCORE',
      '67%',
      '60%',
      '80%',
      '40%',
      'Three Pillars Analysis',
      'Progress Over Time',
      '1 Mar 2025',
      '1 Apr 2025',
      'Key Strengths',
      'Market is rated 4 of 5 (Growing).',
      'Areas for Improvement',
      'Execution is rated 2 of 5 (Starting).',
      'Coaching Sessions Progress',
      '2 of 7 sessions completed',
      'Comprehensive Assessment',
      'Market-Execution Loop',
    ])
      expect(text).toContain(expected);
    expect(text.match(/Complete\b/g)).toHaveLength(2);
    expect(text.match(/Pending/g)).toHaveLength(5);
    expectPageNumbers(pdf);
    expectFooter(pdf, 'Dashboard Summary', 'Q1 Review');
  });

  it('draws the radar and the history chart as vectors, with their axis labels as text', async () => {
    const buf = await renderDashboardPdf({ dashboard: dashboard(), preparedFor, exportedAt });
    const pdf = await parsePdf(buf);
    // radar axis ticks 0-100 and the history's y axis
    for (const tick of ['0', '20', '40', '60', '80', '100'])
      expect(pdf.text).toMatch(new RegExp(`\\b${tick}\\b`));
    // no raster images: the charts are paths
    expect(Buffer.from(buf).toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('lists the latest 10 days under the chart, which shows them all', async () => {
    const historicalData = Array.from({ length: 14 }, (_, i) => ({
      date: `2025-03-${String(i + 1).padStart(2, '0')}`,
      product: 20,
      market: 40,
      execution: 60,
    }));
    const pdf = await parsePdf(
      await renderDashboardPdf({
        dashboard: dashboard({ historicalData }),
        preparedFor,
        exportedAt,
      }),
    );
    expect(pdf.text).toContain('The latest 10 of 14 days; the chart shows them all.');
    expect(pdf.text).toMatch(/^14 Mar 2025 20% 40% 60%$/m);
    expect(pdf.text).toMatch(/^5 Mar 2025 20% 40% 60%$/m);
    expect(pdf.text).not.toMatch(/^4 Mar 2025 20% 40% 60%$/m);
  });

  it("shows one point per day: the day's last snapshot", async () => {
    const historicalData = [
      { date: '2025-03-01', product: 20, market: 20, execution: 20 },
      { date: '2025-03-02', product: 40, market: 40, execution: 40 },
      { date: '2025-03-02', product: 80, market: 60, execution: 100 },
    ];
    const pdf = await parsePdf(
      await renderDashboardPdf({
        dashboard: dashboard({ historicalData }),
        preparedFor,
        exportedAt,
      }),
    );
    expect(pdf.text).toMatch(/^1 Mar 2025 20% 20% 20%$/m);
    expect(pdf.text).toMatch(/^2 Mar 2025 80% 60% 100%$/m);
    expect(pdf.text).not.toMatch(/^2 Mar 2025 40% 40% 40%$/m);
  });

  it('says there is no history yet instead of drawing an empty chart', async () => {
    const pdf = await parsePdf(
      await renderDashboardPdf({
        dashboard: dashboard({ historicalData: [], strengths: [], improvements: [] }),
        preparedFor,
        exportedAt,
      }),
    );
    expect(pdf.text).toContain('No progress snapshots yet');
    // half-width columns: the sentences wrap
    expect(squash(pdf.text)).toContain(squash(DASHBOARD_TEXTS.noStrengths));
    expect(squash(pdf.text)).toContain(squash(DASHBOARD_TEXTS.noImprovements));
  });
});
