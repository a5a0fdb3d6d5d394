import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signIn, test, uniqueEmail } from './fixtures';
import { fillWholeForm } from './forms';

/** A completed assessment with its first coaching session written, on the assessment screen. */
async function completedAssessment(page: Page) {
  await page.goto('/assessment');
  await fillWholeForm(page);
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page).toHaveURL(/\/coaching\/2(\?|$)/);
  await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();
  await page.goto('/assessment');
}

async function openShareDialog(page: Page) {
  await page.getByRole('button', { name: /Choose assessment/ }).click();
  await page.getByRole('button', { name: /with a mentor$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with a mentor' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A browser of someone with no account: its own context, no cookie of the owner's. */
/** The e2e server's own address (playwright.config.ts). */
const APP_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '5055'}`;

async function mentorPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).origin !== APP_ORIGIN) foreign.push(req.url());
  });
  return { context, page, foreign };
}

test.describe('mentor link', () => {
  test.setTimeout(90_000);

  test('an owner shares an assessment read-only; once revoked, the link is no longer available', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('mentor-owner');
    await signIn(page, email);
    await completedAssessment(page);

    const dialog = await openShareDialog(page);
    await expect(dialog.getByText('No links yet.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Link expires after' }).click();
    await page.getByRole('option', { name: '7 days' }).click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const address = dialog.getByRole('textbox', { name: 'Your new link' });
    await expect(address).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const url = await address.inputValue();
    await expect(dialog.getByTestId('mentor-link')).toHaveCount(1);
    await expect(dialog.getByTestId('mentor-link')).toHaveAttribute('data-status', 'active');
    await expect(dialog.getByTestId('mentor-link')).toContainText('Not viewed yet');

    // Someone without an account opens it.
    const mentor = await mentorPage(browser);
    const opened = await mentor.page.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    expect(opened?.headers()['cache-control']).toBe('no-store');
    await expect(mentor.page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow',
    );
    await expect(mentor.page.getByTestId('shared-by')).toContainText(
      `Shared by ${email} · read-only`,
    );
    await expect(mentor.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(mentor.page).toHaveTitle('Shared assessment · Pillars');
    // The dashboard, every answer, the coaching written so far.
    await expect(mentor.page.getByRole('img', { name: /^Three Pillars Analysis/ })).toBeVisible();
    await expect(
      mentor.page.getByText('Bakeries throw away a fifth of their bread.'),
    ).toBeVisible();
    await expect(
      mentor.page.getByText('Product-Market Loop metrics', { exact: true }),
    ).toBeVisible();
    await expect(mentor.page.getByText('Rating 2/5 · Exploring')).toBeVisible();
    const session = mentor.page.getByTestId('shared-session-2');
    await expect(session.getByRole('heading', { name: 'Session 2: Product Focus' })).toBeVisible();
    await expect(session.getByRole('region', { name: 'Key Risks' })).toBeVisible();
    // Nothing to edit, nothing to generate, nothing from another site.
    await expect(
      mentor.page.locator('input, textarea, select, [contenteditable="true"]'),
    ).toHaveCount(0);
    await expect(mentor.page.getByRole('button', { name: /Regenerate|Save|Export/ })).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(mentor.page);
    expect(mentor.foreign).toEqual([]);

    // The owner sees the view in the list, then revokes the link.
    // Escape closes the dialog, then the selector.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Your assessments' })).toBeHidden();
    const again = await openShareDialog(page);
    await expect(again.getByTestId('mentor-link')).toContainText('Last viewed');
    await again.getByRole('button', { name: /^Revoke the link created/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByTestId('toast')).toContainText('Link revoked');
    await expect(again.getByTestId('mentor-link')).toHaveAttribute('data-status', 'revoked');
    await expect(again.getByRole('button', { name: /^Revoke the link created/ })).toHaveCount(0);

    // The mentor's reload: a plain page, nothing of the assessment.
    const reloaded = await mentor.page.reload();
    expect(reloaded?.status()).toBe(404);
    await expect(
      mentor.page.getByRole('heading', { name: 'This link is no longer available' }),
    ).toBeVisible();
    await expect(mentor.page.getByText('Bakeries throw away')).toHaveCount(0);
    await mentor.context.close();
  });

  test('a signed-in member who opens a link sees the same read-only view', async ({
    page,
    browser,
  }) => {
    const ownerEmail = uniqueEmail('mentor-owner');
    await signIn(page, ownerEmail);
    await completedAssessment(page);
    const dialog = await openShareDialog(page);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await dialog.getByRole('textbox', { name: 'Your new link' }).inputValue();

    const member = await browser.newContext();
    const memberPage = await member.newPage();
    await signIn(memberPage, uniqueEmail('mentor'));
    await memberPage.goto(url);
    await expect(memberPage.getByTestId('shared-by')).toContainText(`Shared by ${ownerEmail}`);
    await expect(memberPage.getByText('Bakeries throw away a fifth of their bread.')).toBeVisible();
    // The member's own app is not around it: no navigation, no credits.
    await expect(memberPage.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await member.close();
  });
});
