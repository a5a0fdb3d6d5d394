import { ALL, D, DS, E, ED, S, type SessionLibrary } from './types';

/** Session 2, Product Focus: is the problem real, and does the solution solve it? */
export const PRODUCT_LIBRARY: SessionLibrary = {
  question: {
    early: (w) =>
      `The question for this stage: is ${w.problem} real, frequent and painful enough that people already spend time or money on it?`,
    developing:
      'The question for this stage: do early users get the outcome you promise, often enough that they would be upset to lose it?',
    scaling:
      'The question for this stage: what keeps customers coming back, and what would make the product hard to replace?',
  },
  teach: [
    {
      bands: E,
      text: 'At this stage the product is a hypothesis about a problem, not a piece of software or a shop front. The cheapest way to test it is to talk to the people who have the problem about the last time it happened: what they did, what it cost, who else was involved. Rob Fitzpatrick calls this The Mom Test: ask about their past behaviour, never about your idea, because people are polite about ideas and honest about their week.',
    },
    {
      bands: E,
      text: 'A problem worth building for has three marks: it happens often, it hurts (it costs money, time, reputation or sleep), and people are already trying to solve it with a workaround. A spreadsheet, a part-time person or an expensive consultant are good signs; "nobody does anything about it" usually means it does not hurt enough. Before you build, test the solution by hand: a concierge service, a clickable mock-up, or a smoke-test landing page tells you more in a week than a month of building.',
    },
    {
      bands: D,
      text: 'You have something in users\' hands, so the evidence now comes from behaviour rather than opinion. The Lean Startup build-measure-learn loop applies literally: pick the one assumption that matters most, change one thing, and watch what users do. Sean Ellis\'s test is a useful check: ask active users how they would feel if they could no longer use the product; when 40% or more say "very disappointed", you are close to product-market fit for that segment.',
    },
    {
      bands: D,
      text: 'Jobs To Be Done helps here: customers hire your product to make progress in a specific situation. Interview the five users who use it most and the five who stopped, and map the moment they decided to try it, what they fired to make room for it, and what nearly stopped them. Most products at this stage try to serve too many jobs; narrowing to the one job your best users hire you for usually lifts both retention and word of mouth.',
    },
    {
      bands: S,
      text: 'At this stage the product works and customers pay, so the risk shifts from "will anyone want it" to "will they keep choosing it". Retention cohorts are the truth: group customers by the month they started and track what share is still active in months 1, 3 and 6. Flat curves mean the product has found its job; curves that keep falling mean growth is filling a leaking bucket.',
    },
    {
      bands: S,
      text: "Defensibility comes from things competitors cannot copy quickly: data that improves the product with use, switching costs built into the customer's workflow, a brand trusted in a niche, or a network effect. Use the Kano model to sort your roadmap: basics customers expect, performance features where more is better, and delighters. Fix the basics first, invest in the one performance dimension you win on, and treat delighters as a budget, not a plan.",
    },
  ],
  actions: [
    {
      bands: E,
      text: (w) =>
        `Book 10 problem interviews with ${w.customer} in the next two weeks. Follow The Mom Test rules: ask about the last time ${w.problem} happened, what they did about it and what it cost, and do not mention your solution until the last five minutes.`,
    },
    {
      bands: E,
      text: (w) =>
        `Map ${w.workaround} in detail: the tools, people and hours involved and what it costs per month. Price your solution against that number, not against your own costs.`,
    },
    {
      bands: E,
      text: 'Write down your three riskiest assumptions (for example "they lose at least 5 hours a week to this") and, for each, the evidence that would prove it wrong. Test the riskiest first.',
    },
    {
      bands: E,
      text: (w) =>
        `Deliver ${w.solution} by hand to 3 customers before you build it (a concierge MVP): it shows which parts of the solution matter and which you can drop.`,
    },
    {
      bands: E,
      text: 'Build a one-page smoke test: a landing page with the promise, the price and a "reserve a place" button. Send 200 target visitors to it and count sign-ups; 5% or more is a signal worth following.',
    },
    {
      bands: D,
      text: 'Run the Sean Ellis survey with every user active in the last 30 days and segment the answers: the group most likely to say "very disappointed" is your real ideal customer.',
    },
    {
      bands: D,
      text: (w) =>
        `Interview 5 of your most active users and 5 who stopped, using the Jobs To Be Done switch interview: what happened just before they tried ${w.solution}, and what made the others leave.`,
    },
    {
      bands: D,
      text: 'Define the activation moment (the first time a user gets the promised outcome) and measure how many new users reach it in their first week. Remove every step before it that does not help.',
    },
    {
      bands: DS,
      text: 'Keep a decision log: every product change gets the assumption it tests, the metric it should move and the date you will check it. Kill or keep on that date.',
    },
    {
      bands: D,
      text: 'Cut the roadmap to the one job your best users hire the product for; park every feature request that serves a different job, and tell the people who asked.',
    },
    {
      bands: S,
      text: 'Build monthly retention cohorts and review them every month; pick the cohort with the steepest drop and interview five customers from it.',
    },
    {
      bands: S,
      text: (w) =>
        `Write down what would make ${w.solution} hard to replace in two years (data, workflow, brand, network) and put one quarter of product effort into deepening it.`,
    },
    {
      bands: S,
      text: 'Sort the roadmap with the Kano model and RICE scoring (reach, impact, confidence, effort); publish the top five and what you will not do.',
    },
    {
      bands: S,
      text: 'Set up a customer advisory group of 6 to 8 of your best customers who see the roadmap each quarter, and test every big bet with them before building it.',
    },
  ],
  learning: [
    {
      bands: ED,
      text: 'The Mom Test by Rob Fitzpatrick: how to run customer conversations that give you facts instead of compliments. Short enough to read before your next interview.',
    },
    {
      bands: E,
      text: 'The Lean Startup by Eric Ries: the build-measure-learn loop, minimum viable products and validated learning.',
    },
    {
      bands: E,
      text: 'Value Proposition Canvas (Strategyzer): map customer jobs, pains and gains against your pain relievers and gain creators, one segment at a time.',
    },
    {
      bands: ED,
      text: 'Jobs To Be Done: "Competing Against Luck" by Clayton Christensen, and Bob Moesta\'s switch interview for understanding why people change what they use.',
    },
    {
      bands: E,
      text: 'Running Lean by Ash Maurya: the Lean Canvas and how to rank and test the riskiest assumptions first.',
    },
    {
      bands: D,
      text: 'Sean Ellis\'s product-market fit survey ("How would you feel if you could no longer use this product?") and Rahul Vohra\'s write-up of how Superhuman used it to steer its roadmap.',
    },
    {
      bands: DS,
      text: 'Inspired by Marty Cagan: product discovery, and how strong product teams test value, usability, feasibility and viability before building.',
    },
    {
      bands: S,
      text: 'Hooked by Nir Eyal: trigger, action, variable reward and investment, for products that depend on repeated use.',
    },
    {
      bands: S,
      text: '7 Powers by Hamilton Helmer: the durable sources of advantage (scale, network effects, switching costs, brand and more) and which ones a product can realistically build.',
    },
    {
      bands: S,
      text: 'The Kano model and RICE scoring: two simple tools for deciding what to build next and saying no to the rest.',
    },
  ],
  metrics: [
    {
      bands: E,
      text: 'Problem interviews completed this month, and the share in which the interviewee described the problem without prompting (aim for 6 of 10).',
    },
    {
      bands: E,
      text: 'Cost of the problem per customer per month (hours times hourly cost, or money lost), taken from interviews, not guessed.',
    },
    {
      bands: E,
      text: 'Smoke-test conversion: visitors who reserve or pre-order divided by visitors (5% or more is worth following).',
    },
    {
      bands: ALL,
      text: 'Activation rate: share of new users who reach the promised outcome in their first week.',
    },
    {
      bands: D,
      text: 'Sean Ellis score: share of active users who would be "very disappointed" without the product (40% is the usual bar).',
    },
    {
      bands: DS,
      text: "Retention by cohort: share of each month's new customers still active after 1, 3 and 6 months.",
    },
    {
      bands: D,
      text: 'Time to value: days from sign-up or first order to the first real result for the customer.',
    },
    {
      bands: S,
      text: 'Net Promoter Score with the reasons behind it, tracked per segment rather than as one number.',
    },
    {
      bands: S,
      text: 'Share of revenue from features or products launched in the last 12 months, a check that the roadmap creates value.',
    },
    // For work, goods and visits, where usage metrics do not apply: quality, word of mouth, value.
    {
      bands: ALL,
      // ('per 20 jobs' read oddly for a coffee exporter's shipments and a firm's reports: read 41.)
      text: 'Work redone, complaints or refunds per 20 deliveries, with causes.',
    },
    {
      bands: ALL,
      text: 'Share of new customers who came from a referral or a review, counted monthly.',
    },
    {
      bands: ALL,
      text: 'Share of customers who say the result was worth the price, asked a week after delivery.',
    },
  ],
  risks: [
    {
      bands: E,
      text: 'Building for a problem people tolerate rather than one they pay to fix: a "nice to have" that nobody budgets for.',
    },
    {
      bands: E,
      text: 'Confirmation bias in interviews: hearing what you hope to hear, especially from friends, family and people who want to be kind.',
    },
    {
      bands: E,
      text: 'Building the full product before testing the core promise by hand, and spending months on features nobody uses.',
    },
    {
      bands: D,
      text: 'Serving every request from every user and ending up with a product that does many jobs badly.',
    },
    {
      bands: D,
      text: 'Early users who love the product but do not pay or do not represent the wider market (friends, enthusiasts, one big design partner).',
    },
    {
      bands: DS,
      text: 'A leaking bucket: acquisition hides falling retention until growth stalls.',
    },
    {
      bands: S,
      text: 'A competitor or a platform copying your core feature; without switching costs or a data advantage, price becomes the only weapon.',
    },
    {
      bands: S,
      text: 'Roadmap drift: big customers pulling the product towards custom work that the rest of the market does not need.',
    },
  ],
  microTasks: [
    {
      bands: E,
      text: 'Write the problem as one sentence (who, what, how often, what it costs) and print it above your desk.',
    },
    {
      bands: E,
      text: (w) =>
        `Message 15 people who match ${w.customer} and ask for 20 minutes about how they handle the problem today.`,
    },
    {
      bands: E,
      text: 'Run your first 3 interviews; write up each within an hour, quotes only, no interpretation.',
    },
    {
      bands: E,
      text: 'Sketch the smallest version of the solution you could deliver by hand next week.',
    },
    {
      bands: E,
      text: 'List your three riskiest assumptions and pick the one to test first.',
    },
    {
      bands: D,
      text: 'Send the Sean Ellis question to every user active in the last 30 days.',
    },
    {
      bands: D,
      text: 'Book 3 switch interviews with your most active users and 2 with users who stopped.',
    },
    {
      bands: D,
      text: "Write down your activation moment and count how many of last month's new users reached it.",
    },
    {
      bands: DS,
      text: 'Remove or hide one feature that fewer than 10% of users touch, and note what happens.',
    },
    {
      bands: S,
      text: 'Build the retention cohort table for the last 6 months of customers.',
    },
    {
      bands: S,
      text: 'Call 3 customers from the cohort with the steepest drop and ask what changed for them.',
    },
    {
      bands: S,
      text: 'Score the top 10 roadmap items with RICE and share the ranking with the team.',
    },
    {
      bands: S,
      text: 'Write one paragraph on what makes the product hard to replace today, and one on what would make it harder.',
    },
  ],
};
