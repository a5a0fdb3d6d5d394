// The export's PDF thread (worker.ts) run by the kit's pool: the documents render there, off the
// event loop. The pool's own rules are tested with a stand-in thread in infra/pdf/renderer.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardData } from '@shared/contracts/dashboard';
import { SESSION_TITLES } from '@shared/domain';
import type { PdfRenderer } from '../../../infra/pdf/jobs';
import { TEST_EXPORTED_AT, TEST_PREPARED_FOR, parsePdf } from '../../../infra/pdf/pdf.test-support';
import type { ExportPdfJob } from './jobs';
import { createExportRenderer } from './renderer';

const dashboard: DashboardData = {
  assessmentId: '00000000-0000-4000-8000-000000000000',
  assessmentName: 'Thread Review',
  assessmentScores: { overall: 67, product: 60, market: 80, execution: 40 },
  historicalData: [],
  strengths: [],
  improvements: [],
  sessionProgress: {
    completed: 1,
    total: 7,
    sessions: Object.entries(SESSION_TITLES).map(([id, title]) => ({
      id: Number(id),
      title,
      completed: id === '1',
    })),
  },
  lastUpdated: '2025-05-02T09:00:00Z',
};

const job: ExportPdfJob = {
  kind: 'dashboard',
  input: { dashboard, preparedFor: TEST_PREPARED_FOR, exportedAt: TEST_EXPORTED_AT },
};

/** A job the documents cannot render: its input is not a dashboard. */
const broken = { kind: 'dashboard', input: { preparedFor: 'x' } } as unknown as ExportPdfJob;

let renderer: PdfRenderer<ExportPdfJob> | undefined;
afterEach(async () => {
  await renderer?.close();
});

describe('the PDF thread', () => {
  it('renders on a worker thread, leaving the event loop free meanwhile', async () => {
    renderer = createExportRenderer();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const pdf = await renderer.render(job);
      const parsed = await parsePdf(pdf);
      expect(parsed.text).toContain('Thread Review');
      expect(parsed.text).toContain(TEST_PREPARED_FOR);
      // The first job loads the renderer and the fonts (a second or so): the loop kept ticking.
      expect(ticks).toBeGreaterThan(10);
    } finally {
      clearInterval(timer);
    }
    // Several jobs at once come back each with its own document.
    const names = ['One', 'Two', 'Three'];
    const pdfs = await Promise.all(
      names.map((name) =>
        renderer!.render({
          ...job,
          input: { ...job.input, dashboard: { ...dashboard, assessmentName: name } },
        } as ExportPdfJob),
      ),
    );
    for (const [i, pdf] of pdfs.entries())
      expect((await parsePdf(pdf)).text).toContain(`Dashboard Summary · ${names[i]}`);
  });

  it('fails a job the documents cannot render, and renders the next one', async () => {
    renderer = createExportRenderer();
    await expect(renderer.render(broken)).rejects.toThrow(/PDF rendering failed/);
    expect((await parsePdf(await renderer.render(job))).text).toContain('Thread Review');
  });

  it('gives up a job that overruns, and starts a new thread for the next', async () => {
    renderer = createExportRenderer({ timeoutMs: 1 });
    await expect(renderer.render(job)).rejects.toThrow(/longer than 1 ms/);
    await renderer.close();
    renderer = createExportRenderer();
    expect((await parsePdf(await renderer.render(job))).text).toContain('Thread Review');
  });

  it('fails the jobs still waiting when it is closed, and any job after', async () => {
    renderer = createExportRenderer();
    const waiting = expect(renderer.render(job)).rejects.toThrow(/closed/);
    await renderer.close();
    await waiting;
    await expect(renderer.render(job)).rejects.toThrow(/closed/);
    expect(() => renderer!.reserve('someone')).toThrow(/closed/);
  });
});
