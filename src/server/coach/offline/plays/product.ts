import { did, has, inUse, paying, stageAtMost, sells } from './when';
import type { Play } from './types';

/**
 * Session 2, Product Focus: is the problem real for these customers, and does the solution solve
 * it? Each play keeps the coach's own words between the founder's short (see plays/types.ts).
 */
export const PRODUCT_PLAYS: readonly Play[] = [
  // The lesson.
  {
    card: 'teach',
    needs: ['pain', 'whoAll'],
    bands: ['early'],
    text: (v) =>
      `Before anything is built, the product is a bet that ${v.whoAll} feel "${v.pain}" sharply enough to act. Ask about the last time it happened to them, what they did and what it cost; people are polite about ideas and honest about their week (Rob Fitzpatrick's Mom Test).`,
  },
  {
    card: 'teach',
    needs: ['today'],
    text: (v) =>
      `Today they "${v.today}". That workaround is your real competitor: what it costs them in hours or money is the ceiling of your price and the yardstick of your product.`,
  },
  {
    card: 'teach',
    needs: ['offer', 'whoAll'],
    bands: ['developing'],
    text: (v) =>
      `With "${v.offer}" in the hands of ${v.whoAll}, evidence now comes from behaviour, not opinion: who uses it again without being asked, and who would be very disappointed to lose it (Sean Ellis's 40% test).`,
  },
  {
    card: 'teach',
    needs: ['offer'],
    bands: ['scaling'],
    when: paying,
    text: (v) =>
      `Customers pay for "${v.offer}", so the product risk has moved from "will they want it" to "will they keep choosing it": retention by starting month shows it, and what makes you hard to replace protects it.`,
  },
  {
    card: 'teach',
    needs: ['edge'],
    text: (v) =>
      `You say what sets you apart is "${v.edge}". A difference only counts if customers name it unprompted when they explain why they chose you; test that in every conversation this month.`,
  },
  // Actions.
  {
    card: 'action',
    needs: ['who', 'pain'],
    when: (p) => !did(p, 'interviews') && stageAtMost(p, 'discovery'),
    text: (v) =>
      `Talk to 10 ${v.whoAll} this fortnight about the last time "${v.pain}" happened: what they did, who was involved, what it cost. Mention your idea only in the last five minutes.`,
  },
  {
    card: 'action',
    needs: ['today', 'whoAll'],
    text: (v) =>
      `Cost today's workaround ("${v.today}") with 3 ${v.whoAll}: hours a week, people involved, money spent. Write the monthly figure down; it is what your price is compared with.`,
  },
  {
    card: 'action',
    needs: ['why'],
    when: (p) => !p.figures.some((f) => f.path === 'product.whyWorthSolving'),
    text: (v) =>
      `"${v.why}" needs a number: ask 5 customers to estimate what it cost them last month, and use the median, not the highest.`,
  },
  {
    card: 'action',
    needs: ['offer', 'whoAll'],
    when: (p) => !inUse(p),
    text: (v) =>
      `Deliver "${v.offer}" by hand to 3 ${v.whoAll} before building it; note which parts they use and which they ignore.`,
  },
  {
    card: 'action',
    needs: ['proofText'],
    when: inUse,
    text: (v) =>
      `Turn "${v.proofText}" into a before-and-after table per customer, with dates; one clear table persuades more than any adjective.`,
  },
  {
    card: 'action',
    needs: ['edge', 'whoAll'],
    text: (v) =>
      `Ask 5 ${v.whoAll} why they would choose you over what they use now, without prompting; if fewer than 3 name "${v.edge}", your difference is not yet the one they buy.`,
  },
  {
    card: 'action',
    needs: ['offer'],
    when: (p) => inUse(p) && sells(p, 'software', 'hardware', 'marketplace'),
    text: (v) =>
      `Define the moment "${v.offer}" first delivers its promise for a new customer, and count how many reach it in their first week; cut every step before it that does not help.`,
  },
  {
    card: 'action',
    needs: ['offer'],
    when: (p) => paying(p) && sells(p, 'services', 'made-to-order', 'goods'),
    text: (v) =>
      `Ask your last 5 buyers of "${v.offer}" what they would change and what they would never want changed; keep the second list as your product's spine.`,
  },
  {
    card: 'action',
    needs: ['hardest'],
    text: (v) =>
      `You found "${v.hardest}" hardest: write the one question about it you cannot answer yet, and make it the first thing you ask customers next week.`,
  },
  // Learning.
  {
    card: 'learning',
    needs: ['pain'],
    bands: ['early', 'developing'],
    text: (v) =>
      `The Mom Test (Rob Fitzpatrick): read it before your next conversation about "${v.pain}", and rewrite your questions about their past behaviour.`,
  },
  {
    card: 'learning',
    needs: ['today'],
    text: (v) =>
      `Jobs To Be Done (Clayton Christensen, "Competing Against Luck"; Bob Moesta's switch interview): why people move away from "${v.today}" and what makes them stay.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['early'],
    text: (v) =>
      `Running Lean (Ash Maurya): rank the assumptions behind "${v.offer}" and test the riskiest first.`,
  },
  {
    card: 'learning',
    needs: ['offer'],
    bands: ['developing', 'scaling'],
    when: inUse,
    text: (v) =>
      `Sean Ellis's product-market fit survey and Rahul Vohra's write-up of how Superhuman used it, applied to the users of "${v.offer}".`,
  },
  {
    card: 'learning',
    needs: ['edge'],
    bands: ['scaling'],
    text: (v) =>
      `7 Powers (Hamilton Helmer): which durable advantage could make "${v.edge}" hard to copy.`,
  },
  // Metrics.
  {
    card: 'metric',
    needs: ['pain'],
    when: (p) => stageAtMost(p, 'pilots'),
    text: (v) =>
      `Share of conversations in which the person raised "${v.pain}" before you did (aim for 6 in 10).`,
  },
  {
    card: 'metric',
    needs: ['today'],
    text: (v) => `Monthly cost of "${v.today}" per customer, from their own numbers.`,
  },
  {
    card: 'metric',
    needs: ['offer'],
    when: inUse,
    text: (v) => `Share of customers who use "${v.offer}" again within 30 days without a reminder.`,
  },
  {
    card: 'metric',
    needs: ['figure', 'proofText'],
    when: inUse,
    text: (v) =>
      `The figure in your evidence (${v.figure}, "${v.proofText}"), measured the same way for every new customer.`,
  },
  // Risks.
  {
    card: 'risk',
    needs: ['pain'],
    when: (p) => !paying(p),
    text: (v) =>
      `"${v.pain}" may be a problem people tolerate rather than pay to fix; the proof is money or time already spent on it.`,
  },
  {
    card: 'risk',
    needs: ['today'],
    text: (v) =>
      `"${v.today}" may be good enough: a workaround that is cheap and familiar beats a better product that needs change.`,
  },
  {
    card: 'risk',
    needs: ['edge'],
    when: paying,
    text: (v) =>
      `A competitor copying "${v.edge}": without switching costs or data only you hold, price becomes the only weapon.`,
  },
  {
    card: 'risk',
    needs: ['offer'],
    when: (p) => has(p, 'interviews') && !paying(p),
    text: (v) =>
      `Interviews that praise "${v.offer}" without a commitment: friendly interest is not demand.`,
  },
  // Tasks.
  {
    card: 'task',
    needs: ['pain', 'who'],
    text: (v) =>
      `Write "${v.pain}" as one sentence (who, how often, what it costs) and read it to 3 ${v.whoAll}; note how they correct you.`,
  },
  {
    card: 'task',
    needs: ['today'],
    text: (v) => `List every tool, person and hour involved in "${v.today}".`,
  },
  {
    card: 'task',
    needs: ['offer'],
    when: (p) => !inUse(p),
    text: (v) => `Sketch the smallest version of "${v.offer}" you could deliver by hand next week.`,
  },
  {
    card: 'task',
    needs: ['edge'],
    text: (v) =>
      `Ask 2 customers to describe you to a friend; compare their words with "${v.edge}".`,
  },
];
