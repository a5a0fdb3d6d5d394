import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGO } from '@shared/logo';
import {
  AUTH_CSS,
  linkInvalidPage,
  linkSentPage,
  rateLimitedPage,
  refusedPage,
  signInPage,
} from './pages';

const communityUrl = 'https://community.example.com/join';
const pages = {
  signIn: signInPage({ communityUrl }),
  sent: linkSentPage('ada@example.com', true),
  invalid: linkInvalidPage(),
  refused: refusedPage({ reason: 'not_member', email: 'ada@example.com', communityUrl }),
  limited: rateLimitedPage(90),
};

describe('sign-in pages', () => {
  it.each(Object.entries(pages))("%s shows the app's mark and favicon", (_, html) => {
    expect(html).toContain(`d="${LOGO.pillars.d}"`);
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(html).toMatch(/<main class="card">[\s\S]*<h1>/);
  });

  it("uses the app's palette, value for value", () => {
    const app = readFileSync(
      path.resolve(import.meta.dirname, '../../../client/styles.css'),
      'utf8',
    );
    const ours = [...AUTH_CSS.matchAll(/(--[a-z-]+):([^;}]+)/g)];
    expect(ours.length).toBeGreaterThanOrEqual(8);
    for (const [, name, value] of ours) expect(app).toContain(`${name}: ${value};`);
    expect(AUTH_CSS).toContain('background:var(--primary)');
  });

  it('escapes the email it repeats', () => {
    expect(linkSentPage('<b>@x.y', false)).toContain('&lt;b&gt;@x.y');
  });
});
