import type { Page } from '@playwright/test';
import { cli, expect, expectNoSeriousA11yViolations, signIn, test, uniqueEmail } from './fixtures';
import { field } from './forms';

/** A member with `credits` who creates the named assessments through the API, oldest first. */
async function memberWith(page: Page, names: string[], credits = names.length + 1) {
  const email = uniqueEmail('selector');
  await cli('user:create', '--email', email, '--credits', String(credits));
  await signIn(page, email);
  const ids: string[] = [];
  for (const name of names) {
    const res = await page.request.post('/api/assessments/new', { data: { name } });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  return ids;
}

const trigger = (page: Page) => page.getByRole('button', { name: /Choose assessment/ });
const selector = (page: Page) => page.getByRole('dialog', { name: 'Your assessments' });
const row = (page: Page, name: string) =>
  selector(page).getByRole('button', { name: new RegExp(`^${name}`) });

async function choose(page: Page, name: string) {
  await trigger(page).click();
  await row(page, name).click();
  await expect(trigger(page)).toContainText(name);
}

async function problemOf(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/assessments/${id}`);
  return ((await res.json()) as { formData: { product: { problem: string } } }).formData.product
    .problem;
}

const PROBLEM = 'What problem are you solving?';

test.describe('the selected assessment', () => {
  test('survives a reload and a new tab, and an edit after the reload lands in it', async ({
    page,
    context,
  }) => {
    const [first, second] = await memberWith(page, ['First plan', 'Second plan']);
    await page.goto('/assessment');
    await expect(trigger(page)).toContainText('First plan');
    await choose(page, 'Second plan');
    await expect(page).toHaveURL(new RegExp(`/assessment\\?a=${second}$`));

    await page.reload();
    await expect(trigger(page)).toContainText('Second plan');
    await field(page, PROBLEM).fill('Written after the reload');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByTestId('toast')).toContainText('Progress Saved');
    expect(await problemOf(page, second!)).toBe('Written after the reload');
    expect(await problemOf(page, first!)).toBe('');

    // A new tab opens where the user was, and its address names it.
    const tab = await context.newPage();
    await tab.goto('/dashboard');
    await expect(tab).toHaveURL(new RegExp(`/dashboard\\?a=${second}$`));
    await tab.goto('/assessment');
    await expect(trigger(tab)).toContainText('Second plan');
    await expect(field(tab, PROBLEM)).toHaveValue('Written after the reload');
    await tab.close();
  });

  test('the address opens its assessment, Back returns to the one before', async ({ page }) => {
    const [first, second] = await memberWith(page, ['Alpha', 'Beta']);
    await page.goto(`/assessment?a=${second}`);
    await expect(trigger(page)).toContainText('Beta');
    await choose(page, 'Alpha');
    await expect(page).toHaveURL(new RegExp(`\\?a=${first}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?a=${second}$`));
    await expect(trigger(page)).toContainText('Beta');

    // Another screen reads the same address: the dashboard asks for that assessment.
    const dashboard = page.waitForResponse((r) =>
      r.url().includes(`/api/dashboard?assessmentId=${first}`),
    );
    await page.goto(`/dashboard?a=${first}`);
    expect((await dashboard).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?a=${first}$`));
  });

  test('an address naming someone else’s or no assessment falls back with no request for it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const [theirs] = await memberWith(otherPage, ['Not yours']);
    await other.close();

    const [mine, latest] = await memberWith(page, ['Mine', 'Latest']);
    await page.goto(`/assessment?a=${latest}`);
    await expect(trigger(page)).toContainText('Latest');

    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    const tries: [string, string][] = [
      ['/assessment', theirs!],
      ['/dashboard', theirs!],
      ['/coaching/2', theirs!],
      ['/assessment', '00000000-0000-4000-8000-000000000000'],
      ['/dashboard', 'not-an-id'],
    ];
    for (const [path, bad] of tries) {
      await page.goto(`${path}?a=${bad}`);
      await expect(page).toHaveURL(new RegExp(`${path}\\?a=${latest}$`));
    }
    await page.goto(`/assessment?a=${theirs}`);
    await expect(trigger(page)).toContainText('Latest');
    await expect(page.getByText('Not yours')).toHaveCount(0);
    expect(asked.filter((url) => url.includes(theirs!) && url.includes('/api/'))).toEqual([]);
    expect(mine).toBeDefined();
  });

  test('an edit made just before switching never lands in the other assessment', async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      window.__PILLARS_AUTOSAVE_MS__ = 250;
    });
    const [first, second] = await memberWith(page, ['Source', 'Target']);
    await page.goto(`/assessment?a=${first}`);
    await expect(field(page, PROBLEM)).toBeVisible();
    // Saves of the first cannot get through, and the second loads slowly: the auto-save ticks
    // while the first's edit is pending and the second is not on screen yet.
    await page.route(`**/api/assessments/${first}`, (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await page.route(`**/api/assessments/${second}`, async (route) => {
      if (route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await field(page, PROBLEM).fill('Meant for Source only');
    await choose(page, 'Target');
    await expect(field(page, PROBLEM)).toHaveValue('');
    await page.waitForTimeout(500);
    expect(await problemOf(page, second!)).toBe('');

    await page.unroute(`**/api/assessments/${first}`);
    await page.unroute(`**/api/assessments/${second}`);
    consoleErrors.length = 0; // the refused saves were logged by Chromium on purpose
    // The edit is kept in the browser and saved when its assessment opens again.
    await choose(page, 'Source');
    await expect(field(page, PROBLEM)).toHaveValue('Meant for Source only');
    await expect(page.getByTestId('save-status')).toContainText('Saved at');
    expect(await problemOf(page, first!)).toBe('Meant for Source only');
    expect(await problemOf(page, second!)).toBe('');
    consoleErrors.length = 0;
  });

  test('the selector shows whole names and marks the current one, at 375 px too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const long =
      'Quarterly review of the bakery forecasting pilot with the guild partners in Hamburg and Bremen';
    const [, current] = await memberWith(page, ['Short', long]);
    await page.goto(`/assessment?a=${current}`);
    await trigger(page).click();
    const name = selector(page).getByText(long, { exact: true });
    await expect(name).toBeVisible();
    // Wrapped, not cut: nothing of it is hidden, and it fits the screen.
    const fits = await name.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth && box.left >= 0 && box.right <= window.innerWidth;
    });
    expect(fits).toBe(true);
    await expect(row(page, long)).toHaveAttribute('aria-current', 'true');
    await expect(row(page, 'Short')).not.toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('owning assessments', () => {
  test('renames from the selector, refusing a blank name with a message', async ({ page }) => {
    const [id] = await memberWith(page, ['Draft name']);
    await page.goto('/assessment');
    await trigger(page).click();
    const renameButton = selector(page).getByRole('button', { name: 'Rename "Draft name"' });
    await renameButton.click();
    const input = selector(page).getByRole('textbox', { name: 'New name for "Draft name"' });
    await expect(input).toBeFocused();
    await input.fill('   ');
    await input.press('Enter');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a name for the assessment');
    // Escape leaves the renaming (the list stays open), and the focus returns to its button.
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(renameButton).toBeFocused();

    await renameButton.click();
    await input.fill('  Q4 Bakery Plan  ');
    await input.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Assessment Renamed');
    await expect(row(page, 'Q4 Bakery Plan')).toBeVisible();
    await expect(trigger(page)).toContainText('Q4 Bakery Plan');
    const list = (await (await page.request.get('/api/assessments/list')).json()) as {
      id: string;
      name: string;
    }[];
    expect(list).toEqual([expect.objectContaining({ id, name: 'Q4 Bakery Plan' })]);
    await page.reload();
    await expect(trigger(page)).toContainText('Q4 Bakery Plan');
  });

  test('deletes after a confirmation that says no credit comes back; the next one is shown', async ({
    page,
  }) => {
    const [first, second, third] = await memberWith(page, ['One', 'Two', 'Three'], 3);
    await page.goto(`/assessment?a=${second}`);
    await expect(page.getByTestId('credits-badge').first()).toHaveText('0 Credits');
    // An edit still pending when its assessment goes is not saved afterwards.
    await field(page, PROBLEM).fill('Typed into Two just before deleting it');

    await trigger(page).click();
    await selector(page).getByRole('button', { name: 'Delete "Two"' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete "Two"?' });
    await expect(dialog).toContainText('deleted for good');
    await expect(dialog).toContainText('The credit it cost is not refunded');
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(row(page, 'Two')).toBeVisible();

    await selector(page).getByRole('button', { name: 'Delete "Two"' }).click();
    await dialog.getByRole('button', { name: 'Delete assessment' }).click();
    await expect(page.getByTestId('toast')).toContainText('Assessment Deleted');
    await expect(page.getByTestId('toast')).toContainText('No credit was refunded');
    // The next one takes its place, in the address too; the credit stays spent.
    await expect(trigger(page)).toContainText('Three');
    await expect(trigger(page)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?a=${third}$`));
    await expect(page.getByTestId('credits-badge').first()).toHaveText('0 Credits');
    expect((await page.request.get(`/api/assessments/${second}`)).status()).toBe(404);
    let ids = (
      (await (await page.request.get('/api/assessments/list')).json()) as { id: string }[]
    ).map((a) => a.id);
    expect(ids).toEqual([first, third]);

    // Deleting a non-current one keeps the current; deleting the last shows the empty form.
    for (const name of ['One', 'Three']) {
      await trigger(page).click();
      await selector(page)
        .getByRole('button', { name: `Delete "${name}"` })
        .click();
      await page.getByRole('button', { name: 'Delete assessment' }).click();
      await expect(page.getByTestId('toast')).toContainText(`"${name}" was deleted`);
    }
    await expect(trigger(page)).toContainText('New assessment');
    await expect(page).toHaveURL(/\/assessment$/);
    await expect(field(page, PROBLEM)).toHaveValue('');
    ids = (
      (await (await page.request.get('/api/assessments/list')).json()) as { id: string }[]
    ).map((a) => a.id);
    expect(ids).toEqual([]);
  });
});
