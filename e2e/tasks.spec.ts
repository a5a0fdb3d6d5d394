import { expect, expectNoSeriousA11yViolations, signIn, test, uniqueEmail } from './fixtures';
import { fillWholeForm } from './forms';

// Seven-day tasks that carry over (issue 18, ADR 036): ticked on the coaching screen, kept
// through a reload and a regeneration, counted on the dashboard, and built on by the next version.
test.describe('7-day tasks', () => {
  test.setTimeout(90_000);

  test('a founder ticks tasks, sees them counted on the dashboard, and a new version builds on them', async ({
    page,
    consoleErrors,
  }) => {
    await signIn(page, uniqueEmail());
    await fillWholeForm(page);
    await page.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page).toHaveURL(/\/coaching\/2$/);

    const week = page.getByRole('region', { name: 'Next 7 Days' });
    const boxes = week.getByRole('checkbox');
    await expect(boxes.first()).toBeEnabled();
    const count = await boxes.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(week.getByTestId('tasks-done-count')).toHaveText(`0 of ${count} done`);

    // The first task, by its words (without its day).
    const first = (await boxes.first().getAttribute('aria-label'))!.replace(
      /^Mark done: Day \d+: /,
      '',
    );
    await boxes.first().check();
    await boxes.nth(1).check();
    await expect(week.getByTestId('tasks-done-count')).toHaveText(`2 of ${count} done`);
    await expectNoSeriousA11yViolations(page);

    // A reload reads the ticks back from the server.
    await page.reload();
    await expect(boxes.first()).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();

    // Unticking one is kept too.
    await boxes.nth(1).uncheck();
    await expect(week.getByTestId('tasks-done-count')).toHaveText(`1 of ${count} done`);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const card = page.getByTestId('tasks-done');
    await expect(card).toContainText('7-day tasks done');
    await expect(card).toContainText('2. Product Focus: 1 of');

    // A new version of the session does not give the done task again, and says what was done.
    await card.getByRole('link', { name: /2\. Product Focus/ }).click();
    await expect(page).toHaveURL(/\/coaching\/2$/);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByTestId('toast')).toContainText('Session Regenerated');
    const lesson = page.getByRole('region', { name: 'Just-in-time Education' });
    await expect(lesson).toContainText('You have done one of this session’s tasks so far');
    await expect(week.getByRole('checkbox', { name: first })).toHaveCount(0);
    await expect(boxes.first()).not.toBeChecked();
    // The done task is listed as done in an earlier version, not lost.
    await expect(week).toContainText('Done in an earlier version of this session');
    await expect(week.getByRole('listitem').filter({ hasText: first })).toContainText('Done:');
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await week.screenshot({ path: `${process.env.SHOTS}/tasks-week-mobile.png` });
    }
    expect(consoleErrors).toEqual([]);
  });
});
