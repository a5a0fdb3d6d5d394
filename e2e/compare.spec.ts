import type { Page } from '@playwright/test';
import { cli, expect, expectNoSeriousA11yViolations, signIn, test, uniqueEmail } from './fixtures';
import { field, fillWholeForm } from './forms';

// "What changed" (docs/decisions/035): a Track Progress snapshot, then a change of a rating and an
// answer, seen from the dashboard's progress chart as a comparison with struck and added words.

async function memberWith(page: Page, names: string[]) {
  const email = uniqueEmail('compare');
  await cli('user:create', '--email', email, '--credits', String(names.length + 1));
  await signIn(page, email);
  const ids: string[] = [];
  for (const name of names) {
    const res = await page.request.post('/api/assessments/new', { data: { name } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('toast')).toContainText('Progress Saved');
}

async function trackProgress(page: Page) {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/snapshot') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /Track Progress/ }).click();
  expect((await created).ok()).toBe(true);
  await expect(page.getByTestId('toast')).toContainText('Progress Snapshot Created');
}

const PROBLEM = 'What problem are you solving?';

/** The screen fits the width without scrolling sideways; with SCREENSHOT_DIR set, it is kept. */
async function fitsAt(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

test.describe('what changed', () => {
  test.setTimeout(90_000);

  test('shows the rating change and the struck and added words since a snapshot, from the dashboard', async ({
    page,
  }) => {
    const [bakery] = await memberWith(page, ['Bakery plan', 'Second plan']);
    await page.goto(`/assessment?a=${bakery}`);
    await fillWholeForm(page); // ratings 3, 2, 4
    await saveDraft(page);
    await trackProgress(page);

    await page
      .getByRole('radiogroup', { name: 'Market rating' })
      .getByRole('radio', { name: /^4/ })
      .click();
    await field(page, PROBLEM).fill('Bakeries throw away a quarter of their bread.');
    await saveDraft(page);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page.getByRole('heading', { name: 'Progress Over Time' })).toBeVisible();
    await page.getByRole('link', { name: 'What changed' }).click();

    await expect(page).toHaveURL(new RegExp(`/compare\\?a=${bakery}$`));
    await expect(page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
    await expect(page.getByText('Compare “Bakery plan” with a snapshot')).toBeVisible();
    // The newest snapshot is chosen by itself.
    await expect(page.getByTestId('compare-picker')).toContainText('Progress snapshot');

    const market = page.getByTestId('compare-row-market');
    await expect(market.getByRole('cell').nth(0)).toContainText('2/5');
    await expect(market.getByRole('cell').nth(0)).toContainText('40%');
    await expect(market.getByRole('cell').nth(1)).toContainText('4/5');
    await expect(market.getByRole('cell').nth(1)).toContainText('80%');
    await expect(market.getByRole('cell').nth(2)).toHaveText('+40 points');
    await expect(page.getByTestId('compare-row-product').getByRole('cell').nth(2)).toHaveText(
      'no change',
    );
    const overall = page.getByTestId('compare-row-overall');
    await expect(overall).toContainText('60%');
    await expect(overall).toContainText('73%');
    await expect(overall).toContainText('+13 points');

    await expect(page.getByTestId('answers-count')).toHaveText('1 answer changed');
    const change = page.getByTestId('answer-change');
    await expect(change).toHaveCount(1);
    await expect(change.getByRole('heading', { name: PROBLEM })).toBeVisible();
    const removed = change.locator('del');
    const added = change.locator('ins');
    await expect(removed).toHaveText('Removed: fifth (end of removed text)');
    await expect(added).toHaveText('Added: quarter (end of added text)');
    expect(await removed.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain(
      'line-through',
    );
    await expect(change.getByTestId('answer-diff')).toContainText('Bakeries throw away a');
    await expectNoSeriousA11yViolations(page);
    await fitsAt(page, 1280, 'compare-snapshot');
    await fitsAt(page, 390, 'compare-snapshot');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Against another of the founder's assessments: an empty one, so every answer is new.
    await page.getByTestId('compare-picker').click();
    await page.getByRole('option', { name: 'Second plan' }).click();
    await expect(page).toHaveURL(/&with=/);
    await expect(page.getByTestId('compare-row-market').getByRole('cell').nth(0)).toContainText(
      'not rated',
    );
    await expect(page.getByTestId('answers-count')).toHaveText(/^\d+ answers changed$/);
    await expect(
      page.getByTestId('answer-change').filter({ hasText: PROBLEM }).locator('ins'),
    ).toContainText('Bakeries throw away a quarter of their bread.');
    await expect(page.getByTestId('answer-change').filter({ hasText: PROBLEM })).toContainText(
      '(was empty)',
    );
    await fitsAt(page, 390, 'compare-assessment');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Each point of the chart opens the comparison with its snapshot.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { name: 'Progress Over Time' })).toBeVisible();
    const point = page.getByTestId('history-compare-link');
    await expect(point).toHaveCount(1);
    await expect(point).toHaveAccessibleName(/^Compare now with /);
    await fitsAt(page, 390, 'dashboard-history');
    await page.setViewportSize({ width: 1280, height: 900 });
    await point.click();
    await expect(page).toHaveURL(/\/compare\?a=.*&snapshot=/);
    await expect(page.getByTestId('compare-row-market').getByRole('cell').nth(2)).toHaveText(
      '+40 points',
    );
  });

  test('folds a long answer around its one changed word, and shows it whole on request', async ({
    page,
  }) => {
    const [id] = await memberWith(page, ['Long answers']);
    const sentences = Array.from(
      { length: 30 },
      (_, i) => `In week ${i + 1} we visited bakeries and counted the bread left at closing.`,
    );
    const save = async (text: string, version: number) => {
      const res = await page.request.post(`/api/assessments/${id}`, {
        data: {
          formState: {
            product: { problem: text, rating: 3 },
            market: { rating: 2 },
            execution: { rating: 4 },
          },
          version,
        },
      });
      expect(res.status()).toBe(200);
    };
    await save(sentences.join(' '), 1);
    const snap = await page.request.post(`/api/assessments/${id}/snapshot`, { data: {} });
    expect(snap.status()).toBe(201);
    const changed = [...sentences];
    changed[14] = 'In week 15 we visited cafés and counted the bread left at closing.';
    await save(changed.join(' '), 2);

    await page.goto(`/compare?a=${id}`);
    const diff = page.getByTestId('answer-diff');
    await expect(diff.locator('del')).toHaveText('Removed: bakeries (end of removed text)');
    await expect(diff.locator('ins')).toHaveText('Added: cafés (end of added text)');
    await expect(diff).toContainText(/… \d+ unchanged words …/);
    await expect(diff).not.toContainText('In week 1 we');
    await fitsAt(page, 390, 'compare-long');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Show the whole answer' }).click();
    await expect(diff).toContainText('In week 1 we visited bakeries');
    await expect(diff).not.toContainText('unchanged words');
    await fitsAt(page, 1280, 'compare-long-whole');
  });

  test('says so when there is nothing to compare with yet', async ({ page }) => {
    const [only] = await memberWith(page, ['Only plan']);
    await page.goto(`/compare?a=${only}`);
    await expect(page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
    await expect(page.getByTestId('nothing-to-compare')).toHaveText(
      'Nothing to compare with yet: take a snapshot with Track Progress on the assessment screen, or create another assessment.',
    );
  });
});
