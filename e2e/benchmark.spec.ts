import type { Browser } from '@playwright/test';
import { BENCHMARK_PATHS } from '../src/shared/paths';
import {
  cli,
  expect,
  expectNoSeriousA11yViolations,
  loginLink,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';

// 'Where you stand' (docs/decisions/034). No other browser test writes this industry, so its
// founders are exactly the ones seeded here (the community as a whole holds every test's founders).
const INDUSTRY = 'Agriculture/AgTech';

type Ratings = [product: number, market: number, execution: number];

/**
 * A founder who signs in with a real link, creates an assessment and completes it through the API,
 * as the assessment screen would; each in a browser context of their own.
 */
async function founderCompletes(browser: Browser, email: string, ratings: Ratings) {
  const link = new URL(await loginLink(email));
  const context = await browser.newContext();
  try {
    const api = context.request;
    const signedIn = await api.post(link.pathname, {
      form: { token: link.searchParams.get('token') ?? '' },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    const created = await api.post('/api/assessments/new', { data: { name: 'Farm plan' } });
    expect(created.status()).toBe(201);
    const { id, version } = (await created.json()) as { id: string; version?: number };
    const [product, market, execution] = ratings;
    const saved = await api.post(`/api/assessments/${id}`, {
      data: {
        completed: true,
        version: version ?? 1,
        formState: {
          industry: INDUSTRY,
          product: { problem: 'Irrigation is guessed', rating: product },
          market: { target: 'Family farms', rating: market },
          execution: { delivery: 'Soil sensors', rating: execution },
          actionPlan: {
            priority: 'Ten farm visits',
            next30Days: ['Visit farms'],
            successMeasures: 'Three pilots',
          },
        },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await context.close();
  }
}

test.describe('where you stand', () => {
  // The admin's overview reads the industry the first test fills.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(150_000);

  test('a founder sees where their scores fall among founders of their industry and of the community', async ({
    page,
    browser,
  }) => {
    const seeds: Ratings[] = [
      ...Array<Ratings>(5).fill([2, 2, 2]),
      ...Array<Ratings>(3).fill([3, 3, 3]),
      ...Array<Ratings>(2).fill([5, 5, 5]),
    ];
    await Promise.all(
      seeds.map((ratings, i) => founderCompletes(browser, uniqueEmail(`farmer${i}`), ratings)),
    );
    const me = uniqueEmail('farmer-me');
    await founderCompletes(browser, me, [4, 3, 5]);
    await signIn(page, me);
    await page.goto('/dashboard');

    const section = page.getByRole('region', { name: 'Where you stand' });
    await expect(section).toBeVisible();
    // The spec's dashboard is all still there, above it.
    await expect(page.getByTestId('score-Product')).toContainText('80%');
    const industryButton = section.getByRole('button', { name: `${INDUSTRY} 11 founders` });
    await expect(industryButton).toHaveAttribute('aria-pressed', 'true');
    // Among the 10 others: 5 at 40, 3 at 60, 2 at 100.
    await expect(section.getByTestId('position-product')).toHaveText(
      `Your Product score (80%) is higher than 80% of founders in ${INDUSTRY}.`,
    );
    await expect(section.getByTestId('position-market')).toHaveText(
      `Your Market score (60%) is higher than 50% of founders in ${INDUSTRY}, and the same as 30%.`,
    );
    await expect(section.getByTestId('position-execution')).toHaveText(
      `Your Execution score (100%) is higher than 80% of founders in ${INDUSTRY}, and the same as 20%.`,
    );
    // Each chart has its text equivalent, with the founder's place in it.
    await expect(
      section.getByRole('img', {
        name: 'Product scores of 11 founders: 0–19%: 0%, 20–39%: 0%, 40–59%: 45%, 60–79%: 27%, 80–100%: 27%; your 80% is in 80–100%.',
      }),
    ).toBeVisible();
    await expect(section.getByText(`Based on 11 founders in ${INDUSTRY}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await section.getByRole('button', { name: /^All founders/ }).click();
    await expect(section.getByRole('button', { name: /^All founders/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section.getByTestId('position-overall')).toContainText(
      'Your Overall score (80%) is higher than',
    );
    await expect(section.getByTestId('position-overall')).toContainText('in the community');
    await expect(section.getByText(/^Based on \d+ founders in the community\.$/)).toBeVisible();
  });

  test('a founder with a custom industry is compared with everyone, and no one’s answers show', async ({
    page,
  }) => {
    const email = uniqueEmail('custom');
    await cli('user:create', '--email', email, '--credits', '2');
    await signIn(page, email);
    const created = await page.request.post('/api/assessments/new', { data: { name: 'Kiln' } });
    const { id } = (await created.json()) as { id: string };
    const saved = await page.request.post(`/api/assessments/${id}`, {
      data: {
        version: 1,
        formState: { industry: 'Other/Custom', customIndustry: 'Pottery kilns' },
      },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/dashboard');
    const section = page.getByRole('region', { name: 'Where you stand' });
    await expect(
      section.getByText('Rate your pillars in the assessment to see where your scores fall.'),
    ).toBeVisible();
    await expect(section.getByText(/^Your industry is a custom one/)).toBeVisible();
    await expect(section.getByRole('button', { name: /^All founders/ })).toHaveCount(0);
    const standing = await page.request.get(BENCHMARK_PATHS.standing(id));
    const text = await standing.text();
    expect(text).not.toContain('Irrigation is guessed');
    expect(text).not.toContain('farmer');
  });

  test('an admin sees the community overview; a member is refused it', async ({ page }) => {
    const member = uniqueEmail('member');
    await cli('user:create', '--email', member);
    await signIn(page, member);
    expect((await page.request.get(BENCHMARK_PATHS.overview)).status()).toBe(403);
    await page.context().clearCookies();

    await signIn(page, 'admin@e2e.test');
    await page.goto('/admin');
    const card = page.getByTestId('community-overview');
    await expect(card.getByRole('heading', { name: 'Community overview' })).toBeVisible();
    await expect(card.getByText('Founders signed up')).toBeVisible();
    await expect(card.getByText('Coached (at least one session)')).toBeVisible();
    await card.getByText(INDUSTRY).click();
    await expect(
      card.getByRole('img', { name: /^Market scores of \d+ founders: / }).first(),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
