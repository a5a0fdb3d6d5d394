import type { Page } from '@playwright/test';
import { cli, expect, expectNoSeriousA11yViolations, signIn, test, uniqueEmail } from './fixtures';
import { field, fillWholeForm } from './forms';

const TITLES = [
  'Product Focus',
  'Market Focus',
  'Execution Focus',
  'Product-Market Loop',
  'Product-Execution Loop',
  'Market-Execution Loop',
];
const CARDS = [
  'Just-in-time Education',
  'Recommended Actions',
  'Learning Resources',
  'Key Metrics',
  'Key Risks',
  'Next 7 Days',
];

const STALE_TITLE = 'Your answers have changed since this session was written';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens the assessment from the navigation, changes one answer and saves it. */
async function changeAnAnswer(page: Page, problem: string) {
  await mainNav(page).getByRole('link', { name: 'Assessment', exact: true }).click();
  await field(page, 'What problem are you solving?').fill(problem);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByTestId('toast')).toContainText('Progress Saved');
}

test.describe('coaching', () => {
  test.setTimeout(90_000);

  test('opens sessions 2 to 7 after completing an assessment, and regenerates one', async ({
    page,
  }) => {
    await signIn(page, uniqueEmail());
    await fillWholeForm(page);
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page).toHaveURL(/\/coaching\/2$/);

    for (let n = 2; n <= 7; n++) {
      if (n > 2) await page.getByRole('link', { name: /^Next/ }).click();
      await expect(page).toHaveURL(new RegExp(`/coaching/${n}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[n - 2]!);
      await expect(page).toHaveTitle(`${TITLES[n - 2]} · Pillars`);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      for (const card of CARDS)
        await expect(page.getByRole('region', { name: card })).toBeVisible();
      await expect(page.getByTestId('generated-by')).toHaveText(
        'Written by the built-in offline coach',
      );
      // The coach builds on the founder's own answers.
      await expect(page.getByRole('region', { name: 'Just-in-time Education' })).toContainText(/"/);
    }
    await expect(page.getByRole('link', { name: 'Start New Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    await expect(page.getByTestId('sessions-counter')).toHaveText('7/7 Sessions Complete');
    await expect(page.getByTestId('assumed-industry')).toContainText('Food & Beverage');
    await expect(page.getByText('Low Confidence')).toHaveCount(0);

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByTestId('toast')).toContainText('Session Regenerated');
    await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();
  });

  test('clearing the coaching cache asks first, naming how many sessions of which assessment', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, uniqueEmail());
    await fillWholeForm(page);
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();
    const counter = page.getByTestId('sessions-counter');
    await expect(counter).toHaveText('2/7 Sessions Complete');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Assessment', exact: true })
      .click();
    const clear = page.getByRole('button', { name: 'Clear coaching cache' });
    await clear.click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Clear the coaching sessions of "Untitled Assessment"?',
    });
    await expect(confirm).toHaveAccessibleDescription(
      'The 1 generated coaching session will be deleted and written again when you open it. Until then it no longer counts as complete.',
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(clear).toBeFocused();
    await expect(counter).toHaveText('2/7 Sessions Complete');
    const stored = await page.request.get('/api/coach/all');
    expect(((await stored.json()) as unknown[]).length).toBe(1);

    // A refused clear says so and keeps the session.
    await page.route('**/api/coach/cache**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
    );
    await clear.click();
    await confirm.getByRole('button', { name: 'Clear 1 session' }).click();
    await expect(page.getByTestId('toast')).toContainText('Clear Cache Failed');
    await expect(counter).toHaveText('2/7 Sessions Complete');
    await page.unroute('**/api/coach/cache**');
    expect(consoleErrors.every((e) => e.includes('503'))).toBe(true);
    consoleErrors.length = 0; // the refused request was logged by Chromium on purpose

    await clear.click();
    await confirm.getByRole('button', { name: 'Clear 1 session' }).click();
    await expect(page.getByTestId('toast')).toContainText('Cache Cleared');
    await expect(counter).toHaveText('1/7 Sessions Complete');

    // Nothing left: the control says there is nothing to clear and offers no destructive button.
    await clear.click();
    const nothing = page.getByRole('alertdialog', { name: 'No coaching sessions to clear' });
    await expect(nothing).toContainText('"Untitled Assessment" has no generated coaching sessions');
    await expect(nothing.getByRole('button')).toHaveText(['Close']);
    await nothing.getByRole('button', { name: 'Close' }).click();
  });

  test('a session written before the answers changed says so, and Regenerate replaces it in place', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, uniqueEmail());
    await fillWholeForm(page);
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    const education = page.getByRole('region', { name: 'Just-in-time Education' });
    await expect(education).toBeVisible();
    const notice = page.getByRole('status', { name: STALE_TITLE });
    await expect(notice).toHaveCount(0);

    // A changed answer makes it stale.
    await changeAnAnswer(page, 'Bakeries throw away a third of their bread every evening.');
    await mainNav(page)
      .getByRole('link', { name: /2 Product Focus/ })
      .click();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(
      'It still reflects your earlier answers and ratings. Regenerate it to get coaching on what your assessment says now.',
    );
    const before = (await education.textContent()) ?? '';
    await expectNoSeriousA11yViolations(page);

    // A failed regeneration keeps the session and the notice, and says so.
    await page.route('**/api/coach', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"message":"Down"}',
          })
        : route.continue(),
    );
    await notice.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByTestId('toast')).toContainText('Regeneration Failed');
    await expect(notice).toBeVisible();
    await expect(education).toHaveText(before);
    await page.unroute('**/api/coach');
    expect(consoleErrors.every((e) => e.includes('503'))).toBe(true);
    consoleErrors.length = 0; // the refused request was logged by Chromium on purpose

    // While the new version is written, the old one stays on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent: unknown;
    await page.route('**/api/coach', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent = route.request().postDataJSON();
      await held;
      return route.continue();
    });
    await notice.getByRole('button', { name: 'Regenerate' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your coach is writing a new version' }),
    ).toBeVisible();
    await expect(education).toHaveText(before);
    await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();
    release();
    await expect(page.getByTestId('toast')).toContainText('Session Regenerated');
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(sent).toMatchObject({ sessionId: 2, regenerate: true });
    await expect(education).toContainText('a third of their bread');
    await page.unroute('**/api/coach');

    // The new version is the stored one: a reload shows no notice.
    await page.reload();
    await expect(education).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the navigation and the session page follow one rule: unlocked once any assessment is complete, locks on sessions not done', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await cli('user:create', '--email', email, '--credits', '2');
    await signIn(page, email);
    await fillWholeForm(page);
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();

    // Spec 2: done sessions show a check mark, the current one is highlighted, the others a lock.
    const nav = mainNav(page);
    const complete = (name: RegExp) =>
      nav.getByRole('link', { name }).getByRole('img', { name: 'Complete' });
    await expect(complete(/1 Comprehensive Assessment/)).toBeVisible();
    const current = nav.getByRole('link', { name: /2 Product Focus/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(complete(/2 Product Focus/)).toBeVisible();
    for (const name of [/3 Market Focus/, /7 Market-Execution Loop/]) {
      const open = nav.getByRole('link', { name });
      await expect(open).toBeEnabled();
      await expect(open.locator('svg.lucide-lock')).toBeVisible();
      await expect(open.locator('svg.lucide-circle')).toHaveCount(0);
    }

    await nav.getByRole('link', { name: 'Assessment', exact: true }).click();
    await page.getByRole('button', { name: /Choose assessment/ }).click();
    await page.getByPlaceholder('e.g., Q1 2025 Review').fill('Second idea');
    await page.getByPlaceholder('e.g., Q1 2025 Review').press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Assessment Created');
    await expect(page.getByRole('button', { name: /Choose assessment/ })).toContainText(
      'Second idea',
    );

    // Spec 4: sessions stay unlocked once any assessment is complete; none is done for the new
    // one, so each shows the lock-style icon. With no answers yet there is no assessment data:
    // its session page says 'Session Not Available' (no request the server would refuse), and
    // once it has an answer the same entry opens its coaching.
    await expect(page.getByTestId('sessions-counter')).toHaveText('Start with Assessment');
    for (const name of TITLES) {
      const entry = nav.getByRole('link', { name: new RegExp(name) });
      await expect(entry).toBeEnabled();
      await expect(entry.locator('svg.lucide-lock')).toBeVisible();
    }
    await nav.getByRole('link', { name: /3 Market Focus/ }).click();
    await expect(page.getByText('Session Not Available')).toBeVisible();
    await changeAnAnswer(page, 'Night-shift nurses cannot find childcare that opens before 6am.');
    await nav.getByRole('link', { name: /3 Market Focus/ }).click();
    await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();
    // Coached for the new assessment: its own sessions 1 and 3 are now done.
    await expect(page.getByTestId('sessions-counter')).toHaveText('2/7 Sessions Complete');
  });

  test('shows Session Not Available before the assessment is complete', async ({ page }) => {
    await signIn(page, uniqueEmail());
    await page.goto('/coaching/4');
    await expect(page.getByText('Session Not Available')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the assessment' }).click();
    await expect(page).toHaveURL(/\/assessment$/);
  });

  test('the ideas helper appends the chosen ideas and the improve helper replaces the text', async ({
    page,
  }) => {
    await signIn(page, uniqueEmail());
    const problem = field(page, 'What problem are you solving?');
    await expect(
      page.getByRole('button', { name: 'Improve Text of What problem are you solving?' }),
    ).toBeDisabled();
    await problem.fill(
      'bakeries throw away a lot of bread every evening, which is basically money lost',
    );

    const getIdeas = page.getByRole('button', {
      name: 'Get Ideas for What problem are you solving?',
    });
    await getIdeas.click();
    const ideas = page.getByRole('dialog');
    await expect(ideas.getByRole('heading', { name: 'Ideas for this answer' })).toBeVisible();
    const apply = ideas.getByRole('button', { name: 'Apply Selected' });
    await expect(apply).toBeDisabled();
    await ideas.getByRole('button', { name: 'Select all' }).click();
    await ideas.getByRole('button', { name: 'Clear all' }).click();
    await expect(apply).toBeDisabled();
    const first = ideas.getByRole('checkbox').first();
    await first.check();
    const chosen = (await ideas.locator('label').first().innerText()).trim();
    await apply.click();
    await expect(ideas).toBeHidden();
    // The helper kept the focus while its request ran, so the closed dialog hands it back.
    await expect(getIdeas).toBeFocused();
    await expect(problem).toHaveValue(
      `bakeries throw away a lot of bread every evening, which is basically money lost\n\n${chosen}`,
    );

    await page
      .getByRole('button', { name: 'Improve Text of What problem are you solving?' })
      .click();
    const improve = page.getByRole('dialog');
    await expect(improve.getByRole('heading', { name: 'Improve your text' })).toBeVisible();
    for (const style of ['Concise', 'Detailed', 'Compelling'])
      await expect(improve.getByText(style, { exact: true })).toBeVisible();
    await expect(improve.getByRole('button', { name: 'Apply Selected' })).toBeDisabled();
    const concise = improve.getByRole('radio').first();
    await concise.check();
    const rewrite = (
      await improve.locator('label').first().locator('span.whitespace-pre-wrap').innerText()
    ).trim();
    await improve.getByRole('button', { name: 'Apply Selected' }).click();
    await expect(problem).toHaveValue(rewrite);
    await expect(
      page.getByRole('button', { name: 'Improve Text of What problem are you solving?' }),
    ).toBeFocused();
    expect(rewrite).not.toContain('basically');
  });
});
