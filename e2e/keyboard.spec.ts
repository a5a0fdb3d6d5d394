import type { Locator, Page } from '@playwright/test';
import { cli, expect, signIn, test, uniqueEmail } from './fixtures';
import { field } from './forms';

/** Is the focus on `target` or inside it? */
const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until the focus reaches `target`, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await holdsFocus(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/** Tabs into a pillar's rating group (one tab stop) and moves to `level` with the arrow keys. */
async function rate(page: Page, pillar: string, level: number) {
  const group = page.getByRole('radiogroup', { name: `${pillar} rating` });
  await tabTo(page, group);
  await page.keyboard.press('Home');
  for (let i = 1; i < level; i++) await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(
    new RegExp(`^${level}`),
  );
}

test('the main flow with the keyboard alone: create, fill, rate, complete, open a session, export', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('keyboard');
  await cli('user:create', '--email', email, '--credits', '2');
  await signIn(page, email); // the sign-in link: the last thing not done with the keyboard
  await expect(
    page.getByRole('heading', { level: 1, name: 'Comprehensive Assessment' }),
  ).toBeVisible();

  // Create a named assessment from the selector.
  await tabTo(page, page.getByRole('button', { name: /Choose assessment/ }));
  await page.keyboard.press('Enter');
  const name = page.getByPlaceholder('e.g., Q1 2025 Review');
  await tabTo(page, name, { max: 30 });
  await page.keyboard.type('Keyboard plan');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast')).toContainText('Assessment Created');
  await expect(page.getByRole('button', { name: /Choose assessment/ })).toContainText(
    'Keyboard plan',
  );

  // Fill, rate, plan.
  await typeInto(page, field(page, 'What problem are you solving?'), 'Bakeries waste bread.');
  await rate(page, 'Product', 3);
  await typeInto(page, field(page, 'Who is your target market?'), 'Independent bakeries.');
  await rate(page, 'Market', 2);
  await typeInto(page, field(page, 'How will you deliver the product?'), 'A web app.');
  await rate(page, 'Execution', 4);
  await typeInto(page, field(page, 'Priority Focus'), 'Sign ten paying bakeries.');
  await tabTo(page, page.getByRole('button', { name: 'Add Task' }));
  await page.keyboard.press('Enter');
  await typeInto(page, field(page, 'Task 1'), 'Call 20 bakeries');
  await typeInto(page, field(page, 'Success Measures'), 'Ten signed contracts.');

  // Complete: the app moves on to the first coaching session.
  await tabTo(page, page.getByRole('button', { name: 'Complete Assessment' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coaching\/2/);
  await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();

  // Open another session from the navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, nav.getByRole('link', { name: /Market Focus/ }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coaching\/3/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market Focus' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Key Risks' })).toBeVisible();

  // Export it.
  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Export PDF' }));
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(
    /^coaching-session-3-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  await expect(page.getByTestId('toast')).toContainText('PDF exported successfully');
});
