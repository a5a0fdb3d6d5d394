import { expect, signIn, test, uniqueEmail } from './fixtures';
import { fillWholeForm } from './forms';

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
    await expect(page).toHaveURL(/\/coaching\/2$/);
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
    await expect(page.locator('.recharts-radar')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Score Distribution', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Product: 60%')).toBeVisible();
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
});
