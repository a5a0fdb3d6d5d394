import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { cli, expect, signIn, test, uniqueEmail } from './fixtures';
import { field, fillWholeForm } from './forms';

/** axe on the page as it is now (open menus and dialogs included): no serious or critical violation. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, what).toEqual([]);
}

const PROBLEM = 'What problem are you solving?';

test.describe('axe finds no serious or critical violation', () => {
  test.setTimeout(120_000);

  test('on the landing screen and every sign-in page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'landing');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'landing at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/api/login');
    await expectAccessible(page, 'sign-in');
    await page.getByLabel('Community email').fill('not-an-email');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'sign-in with an error');
    consoleErrors.length = 0; // the refused form answers 400 on purpose
    await page.getByLabel('Community email').fill('someone@e2e.test');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAccessible(page, 'check your email');
    await page.goto('/api/login/verify?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(
      page.getByRole('heading', { name: "This sign-in link can't be used" }),
    ).toBeVisible();
    await expectAccessible(page, 'link expired or used');
    consoleErrors.length = 0;
  });

  test('on the assessment: empty, with the user menu and rating guide open, filled, and with errors', async ({
    page,
  }) => {
    await signIn(page, uniqueEmail());
    await expect(page.getByRole('heading', { name: 'Comprehensive Assessment' })).toBeVisible();
    await expectAccessible(page, 'assessment, empty');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'user menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Product rating guide' }).click();
    await expect(page.getByRole('dialog', { name: 'Product rating guide' })).toBeVisible();
    await expectAccessible(page, 'rating guide open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Rating guide for Market' }).click();
    await expect(page.getByRole('dialog', { name: 'Market rating guide' })).toBeVisible();
    await expectAccessible(page, "a pillar card's rating guide open");
    await page.keyboard.press('Escape');

    await fillWholeForm(page);
    await expectAccessible(page, 'assessment, filled');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByTestId('toast')).toContainText('Progress Saved');
    await expectAccessible(page, 'with a toast');

    await field(page, 'Priority Focus').fill('');
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page.getByText('Please fix the following errors:')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Validation Error');
    await expectAccessible(page, 'assessment with errors and a destructive toast');
  });

  test('with the assessment selector and its delete confirmation open', async ({ page }) => {
    const email = uniqueEmail('a11y-selector');
    await cli('user:create', '--email', email, '--credits', '3');
    await signIn(page, email);
    for (const name of ['First plan', 'Second plan']) {
      const res = await page.request.post('/api/assessments/new', { data: { name } });
      expect(res.ok()).toBe(true);
    }
    await page.reload();
    await page.getByRole('button', { name: /Choose assessment/ }).click();
    const selector = page.getByRole('dialog', { name: 'Your assessments' });
    await expect(selector.getByText('Second plan')).toBeVisible();
    await expectAccessible(page, 'assessment selector open');
    await selector.getByRole('button', { name: 'Delete "First plan"' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete "First plan"?' })).toBeVisible();
    await expectAccessible(page, 'delete-assessment confirmation');
  });

  test('with the AI helper dialogs open', async ({ page }) => {
    await signIn(page, uniqueEmail());
    await field(page, PROBLEM).fill('Bakeries throw away a lot of bread every evening.');
    await page.getByRole('button', { name: `Get Ideas for ${PROBLEM}` }).click();
    const ideas = page.getByRole('dialog');
    await expect(ideas.getByRole('heading', { name: 'Ideas for this answer' })).toBeVisible();
    await expectAccessible(page, 'ideas dialog');
    await page.keyboard.press('Escape');
    await expect(ideas).toBeHidden();
    await page.getByRole('button', { name: `Improve Text of ${PROBLEM}` }).click();
    const improve = page.getByRole('dialog');
    await expect(improve.getByRole('heading', { name: 'Improve your text' })).toBeVisible();
    await expectAccessible(page, 'improve dialog');
  });

  test('on every coaching session, the dashboard with data and the clear-cache confirmation', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, uniqueEmail());
    await page.goto('/dashboard');
    await expect(page.getByText(/^No dashboard data available/)).toBeVisible();
    await expectAccessible(page, 'dashboard, empty');

    await page.goto('/assessment');
    await fillWholeForm(page);
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page).toHaveURL(/\/coaching\/2/);
    for (const id of [2, 3, 4, 5, 6, 7]) {
      if (id > 2) await page.goto(`/coaching/${id}`);
      await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();
      await expectAccessible(page, `coaching session ${id}`);
    }

    await page.goto('/dashboard');
    await expect(page.getByRole('img', { name: /^Progress Over Time/ })).toBeVisible();
    await expectAccessible(page, 'dashboard with data');

    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Clear coaching cache' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'clear-cache confirmation');
  });

  test('on the 404 and Access Denied screens', async ({ page }) => {
    await signIn(page, uniqueEmail());
    await page.goto('/nowhere');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectAccessible(page, '404');
    await page.goto('/admin');
    await expect(page.getByText('Access Denied')).toBeVisible();
    await expectAccessible(page, 'access denied');
  });

  test('on the admin panel, its Grant Credits dialog and the remove-group confirmation', async ({
    page,
  }) => {
    await cli('user:create', '--email', uniqueEmail('listed'));
    await signIn(page, 'admin@e2e.test');
    await page.goto('/admin');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expectAccessible(page, 'admin');
    await page
      .getByTestId('user-row')
      .first()
      .getByRole('button', { name: /Grant Credits/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Grant Credits' })).toBeVisible();
    await expectAccessible(page, 'grant credits dialog');
    await page.keyboard.press('Escape');

    const group = `a11y group ${Date.now()}`;
    await page.getByPlaceholder('Enter Circle group name...').fill(group);
    await page.getByRole('button', { name: 'Add Group' }).click();
    await page.getByRole('button', { name: `Remove ${group}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, 'remove-group confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove group' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'admin at 375 px');
  });

  test('at 375 px with the navigation drawer open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, uniqueEmail());
    await expectAccessible(page, 'assessment at 375 px');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await expectAccessible(page, 'navigation drawer');
  });
});
