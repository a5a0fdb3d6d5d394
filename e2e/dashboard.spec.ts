import type { Page } from '@playwright/test';
import { expect, signIn, test, uniqueEmail } from './fixtures';
import { fillWholeForm } from './forms';

async function rate(page: Page, pillar: 'Product' | 'Market' | 'Execution', level: number) {
  await page
    .getByRole('radiogroup', { name: `${pillar} rating` })
    .getByRole('radio', { name: new RegExp(`^${level}`) })
    .click();
}

async function trackProgress(page: Page) {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/snapshot') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /Track Progress/ }).click();
  expect((await created).ok()).toBe(true);
}

test.describe('dashboard and exports', () => {
  test.setTimeout(90_000);

  test('shows the numbers and charts of a completed assessment, and exports three PDFs', async ({
    page,
  }) => {
    await signIn(page, uniqueEmail());
    await page.goto('/dashboard');
    await expect(
      page.getByText('No dashboard data available. Complete your assessment to see analytics.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Assessment →' })).toHaveAttribute(
      'href',
      '/assessment',
    );

    await page.goto('/assessment');
    await fillWholeForm(page); // ratings 3, 2, 4
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page).toHaveURL(/\/coaching\/2(\?|$)/);
    await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();

    const coachingPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect((await coachingPdf).suggestedFilename()).toMatch(
      /^coaching-session-2-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await expect(page.getByTestId('toast')).toContainText('PDF exported successfully');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Track your business performance and progress')).toBeVisible();
    await expect(page.getByText(/^Updated: /)).toBeVisible();
    await expect(page.getByTestId('score-Overall Score')).toContainText('60%');
    await expect(page.getByTestId('score-Overall Score')).toHaveAttribute('data-tone', 'yellow');
    await expect(page.getByTestId('score-Product')).toContainText('60%');
    await expect(page.getByTestId('score-Market')).toContainText('40%');
    await expect(page.getByTestId('score-Market')).toHaveAttribute('data-tone', 'red');
    await expect(page.getByTestId('score-Execution')).toContainText('80%');
    await expect(page.getByTestId('score-Execution')).toHaveAttribute('data-tone', 'green');
    await expect(
      page.getByRole('heading', { name: 'Three Pillars Analysis', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'Three Pillars Analysis, 0 to 100: Product 60%, Market 40%, Execution 80%',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Score Distribution', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByTestId('score-pie').locator('text', { hasText: 'Product: 60%' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Score Distribution: Product 60%, Market 40%, Execution 80%' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Progress Over Time', exact: true }),
    ).toBeVisible(); // completion took a snapshot
    await expect(page.getByRole('heading', { name: 'Key Strengths', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Areas for Improvement', exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('sessions-completed')).toHaveText('2 of 7 sessions completed');
    await expect(page.getByRole('link', { name: /1\. Comprehensive Assessment/ })).toHaveAttribute(
      'href',
      '/assessment',
    );
    await expect(page.getByRole('link', { name: /3\. Market Focus/ })).toHaveAttribute(
      'href',
      '/coaching/3',
    );

    const dashboardPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect((await dashboardPdf).suggestedFilename()).toMatch(
      /^dashboard-summary-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await expect(page.getByTestId('toast')).toContainText(
      'Your dashboard summary has been downloaded.',
    );

    await page.goto('/assessment');
    const assessmentPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect((await assessmentPdf).suggestedFilename()).toMatch(
      /^assessment-.*\d{4}-\d{2}-\d{2}\.pdf$/,
    );
  });

  test('offers no Export PDF on an empty dashboard', async ({ page }) => {
    await signIn(page, uniqueEmail());
    await page.goto('/dashboard');
    await expect(page.getByText(/^No dashboard data available/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export PDF' })).toHaveCount(0);
  });

  test("draws one point per day on 'Progress Over Time': the day's last snapshot", async ({
    page,
  }) => {
    await signIn(page, uniqueEmail());
    await rate(page, 'Product', 3);
    await rate(page, 'Market', 2);
    await rate(page, 'Execution', 4);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByTestId('toast')).toContainText('Progress Saved');
    await trackProgress(page);
    await rate(page, 'Product', 5);
    await trackProgress(page);
    const saved = await page.request.get('/api/dashboard');
    expect(((await saved.json()) as { historicalData: unknown[] }).historicalData).toHaveLength(2);

    await page.goto('/dashboard');
    const chart = page.getByTestId('history-chart');
    await expect(chart).toBeVisible();
    await expect(page.getByTestId('history-point-product')).toHaveCount(1);
    await expect(chart).toHaveAccessibleName(/1 day from .*; latest Product 100%, Market 40%/);
    const table = page.getByRole('table', { name: 'Progress Over Time' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('100%');
    await chart.hover();
    await expect(page.getByTestId('history-tooltip')).toContainText('Product 100%');
    await expect(page.getByTestId('history-tooltip')).toContainText('Execution 80%');
  });

  test('keeps the radar readable from 375 to 1440 px wide', async ({ page }) => {
    await signIn(page, uniqueEmail());
    await rate(page, 'Product', 5);
    await rate(page, 'Market', 1);
    await rate(page, 'Execution', 3);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByTestId('toast')).toContainText('Progress Saved');
    await page.goto('/dashboard');
    const radar = page.getByRole('img', { name: /^Three Pillars Analysis/ });
    await expect(radar).toBeVisible();
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(width);
      const cardBox = (await page.locator('.rounded-xl').filter({ has: radar }).boundingBox())!;
      // The outer ring (100): a triangle large enough to read the scores off.
      const ring = (await radar.locator('polygon').first().boundingBox())!;
      expect(ring.width, `radar width at ${width}`).toBeGreaterThanOrEqual(180);
      const labels = page.getByTestId('radar-label');
      await expect(labels).toHaveCount(3);
      for (const label of await labels.all()) {
        const b = (await label.boundingBox())!;
        expect(b.x, `label inside the card at ${width}`).toBeGreaterThanOrEqual(cardBox.x);
        expect(b.x + b.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        expect(b.y).toBeGreaterThanOrEqual(cardBox.y);
        const size = await label
          .locator('text')
          .first()
          .evaluate(
            (el) =>
              parseFloat(getComputedStyle(el).fontSize) *
              ((el as SVGGraphicsElement).getScreenCTM()?.a ?? 1),
          );
        expect(size, `label size at ${width}`).toBeGreaterThanOrEqual(12);
      }
    }
  });
});
