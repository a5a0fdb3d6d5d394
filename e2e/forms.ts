import type { Page } from '@playwright/test';

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills every field of the assessment form as a founder would. */
export async function fillWholeForm(page: Page) {
  await page.getByLabel('Industry').click();
  await page.getByRole('option', { name: 'Food & Beverage' }).click();
  await page.getByLabel('Region').click();
  await page.getByRole('option', { name: 'Europe' }).click();
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'Germany' }).click();
  const texts: [string, string][] = [
    ['What problem are you solving?', 'Bakeries throw away a fifth of their bread.'],
    ['How do people handle it today?', 'They guess from yesterday.'],
    ['Why is it worth solving?', 'Waste costs them 8% of revenue.'],
    ['What is your solution?', 'A demand forecast from sales and weather.'],
    ['What evidence do you have that it works?', 'Two pilots cut waste by half.'],
    ['How is it different or better?', 'Built for small shops, no setup.'],
    ['Who is your target market?', 'Independent bakeries in Germany.'],
    ['Who is your ideal customer?', 'Owner of a 2-5 shop bakery chain.'],
    ['What has customer discovery shown?', '30 interviews, 22 confirm the pain.'],
    ['What evidence is there that they will pay?', 'Five letters of intent at 49 EUR a month.'],
    ['What budget do they have for this?', 'Software budget around 100 EUR a month.'],
    ['How big is the market?', '10,000 bakeries in Germany.'],
    ['How will you deliver the product?', 'A web app connected to their till.'],
    ['What resources and partners do you have?', 'Two founders, a till vendor partner.'],
    ['What are the main risks?', 'Till integrations take long.'],
    ['What is your go-to-market plan?', 'Through the bakers guild newsletter.'],
    ['How will you sell and market it?', 'Founder-led sales, demos at fairs.'],
    ['How will you keep and grow customers?', 'Monthly waste report they share.'],
    ['Which pillar was hardest to assess, and why?', 'Market, few numbers.'],
    ['What surprised you?', 'Owners care more about time than waste.'],
    ['Which loop would have the biggest impact if improved?', 'Product-Market.'],
    ['Which assumptions were challenged?', 'That weather matters most.'],
  ];
  for (const [label, value] of texts) await field(page, label).fill(value);
  const reasons = page.getByLabel('Why this rating?', { exact: true });
  await reasons.nth(0).fill('Pilots work, product is early.');
  await reasons.nth(1).fill('Discovery done, pay evidence weak.');
  await reasons.nth(2).fill('Team is small.');
  await page
    .getByRole('radiogroup', { name: 'Product rating' })
    .getByRole('radio', { name: /^3/ })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Market rating' })
    .getByRole('radio', { name: /^2/ })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Execution rating' })
    .getByRole('radio', { name: /^4/ })
    .click();
  const loops = ['Product-Market Loop', 'Product-Execution Loop', 'Market-Execution Loop'];
  for (const loop of loops) {
    const group = page.getByRole('group', { name: loop });
    await group.getByLabel('Current state').fill(`${loop} today`);
    await group.getByLabel('Actions').fill(`${loop} actions`);
    await group.getByLabel('Metrics').fill(`${loop} metrics`);
  }
  await field(page, 'Priority Focus').fill('Sign the first 10 paying bakeries.');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await field(page, 'Task 1').fill('Call 20 bakeries');
  await page.getByRole('button', { name: 'Add Task' }).click();
  await field(page, 'Task 2').fill('Run a price test');
  await field(page, 'Success Measures').fill('10 signed contracts.');
}
