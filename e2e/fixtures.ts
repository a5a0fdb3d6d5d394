import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp', 'e2e-data');
const builtCli = path.join(root, 'dist', 'server', 'cli.js');

/** Runs the management CLI against the e2e server's data folder (it hands the command to the server). */
export async function cli(...args: string[]): Promise<{ stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  // On PostgreSQL (E2E_DATABASE_URL) the CLI writes to the app's database itself.
  delete env.DATABASE_URL;
  // There, its sign-in links name the e2e server's address (the server's own, through the control
  // channel, on the embedded database).
  if (process.env.E2E_DATABASE_URL) {
    env.DATABASE_URL = process.env.E2E_DATABASE_URL;
    env.PUBLIC_URL = `http://localhost:${process.env.E2E_PORT ?? '5055'}`;
  }
  // The built CLI, as an operator runs it: e2e/server.mjs builds before the server starts, so it
  // is as new as the sources (and starts in a quarter of the time the sources take through tsx).
  const entry = existsSync(builtCli) ? [builtCli] : ['--import', 'tsx', 'src/server/cli/main.ts'];
  return run(process.execPath, [...entry, ...args], { cwd: root, env });
}

let counter = 0;
/** A fresh address per test, so tests never share a user. */
export function uniqueEmail(prefix = 'founder'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

/** A fresh single-use sign-in link for `email`, from the CLI (the last line it prints). */
export async function loginLink(email: string): Promise<string> {
  const { stdout } = await cli('login-link', '--email', email);
  const url = stdout.trim().split('\n').at(-1)!;
  expect(url).toMatch(/\/api\/login\/verify\?token=/);
  return url;
}

/**
 * Signs in the way a person does: a single-use link from the CLI, opened in the browser, then
 * 'Continue as …' pressed (opening the link alone signs nobody in).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(await loginLink(email));
  await page.getByRole('button', { name: `Continue as ${email}` }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** Fails a test on any console error, like the unit tests do. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A signed-out visitor's first /api/auth/user answers 401 by design; Chromium logs it.
        if (msg.type() === 'error' && !msg.text().includes('401')) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      // Name the failing request beside Chromium's console line, which does not say which it was.
      page.on('response', (res) => {
        if (res.status() >= 400 && res.status() !== 401)
          errors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
