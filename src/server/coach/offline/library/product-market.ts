import { D, DS, E, ED, S, type SessionLibrary } from './types';

/** Session 5, Product-Market Loop: customers shape the product, the product opens the market. */
export const PRODUCT_MARKET_LIBRARY: SessionLibrary = {
  question: {
    early: (w) =>
      `The question for this loop: how quickly does what you hear from ${w.customer} turn into a change you can test with them again?`,
    developing:
      'The question for this loop: which segment gets the most value from the product, and are you shaping the product around them or around everyone?',
    scaling:
      'The question for this loop: does the product itself now bring in customers (referrals, usage, word of mouth), and what signal tells you to enter the next segment?',
  },
  teach: [
    {
      bands: E,
      text: 'The Product-Market loop is the engine of the Lean Startup: you learn something about customers, change the product, and check whether customers respond differently. Its speed matters more than any single idea. A founder who runs the loop weekly (five conversations, one change, one measurement) learns in three months what a founder who runs it quarterly learns in three years.',
    },
    {
      bands: E,
      text: "The loop breaks in two typical places. Insight gets lost when interviews are not written down and shared, so write every conversation up the same day, quotes first. And changes go untested when nobody goes back to the same customers to check. Keep a short list of 5 to 10 design partners from your target segment who agree to see every version; they are the loop's return path.",
    },
    {
      bands: D,
      text: "With users in place, the loop moves from conversations to behaviour. Teresa Torres's Continuous Discovery Habits gives a practical rhythm: talk to at least one customer every week, map what you hear on an opportunity solution tree (outcome, customer opportunities, solutions, experiments), and test small before building big. Combine it with segmentation: the Sean Ellis survey tells you which group would be very disappointed to lose the product, and that group's requests deserve the roadmap.",
    },
    {
      bands: D,
      text: "Product-market fit is found per segment, not for the whole market at once. Superhuman's approach is a useful model: survey users, keep only the segment that loves the product, find out what they love and what holds back the ones who almost love it, and spend half the roadmap on each. Re-run the survey every quarter and watch the score move.",
    },
    {
      bands: S,
      text: "At scale, a healthy Product-Market loop runs on its own: customers invite other customers, usage creates content or data that attracts more users, and the product team sees demand signals before sales does. Look for your growth loops (Reforge's term): a referral loop, a content loop or a sales loop in which each new customer produces the next. Invest in the loop that compounds, not in one-off campaigns.",
    },
    {
      bands: S,
      text: 'The next segment is where this loop restarts. Before entering it, check that the product fits its job with little change, and run the early-stage discipline again: 10 interviews, a few design partners, a commitment test. Many scaling companies stall because they assume fit carries over to a new segment without checking.',
    },
  ],
  actions: [
    {
      bands: E,
      text: (w) =>
        `Recruit 5 to 10 design partners from ${w.customer} who agree to try each version and talk to you every two weeks; offer them early access or a founding-customer price in return.`,
    },
    {
      bands: E,
      text: 'Set a weekly learning cadence: 5 conversations, one product change, one measurement, and a 30-minute review every Friday of what you learned and what changes next week.',
    },
    {
      bands: E,
      text: 'Keep one shared interview log (a spreadsheet is enough): date, who, their words on the problem, what they do today, what they would pay, and the follow-up.',
    },
    {
      bands: E,
      text: (w) =>
        `Write your value proposition with the Value Proposition Canvas for ${w.customer}: their top 3 pains and gains, matched one-to-one to what ${w.solution} does. Cross out every feature that matches nothing.`,
    },
    {
      bands: ED,
      text: 'Before each change, write the expected result as a number ("activation rises from 20% to 30%") and check it after two weeks.',
    },
    {
      bands: D,
      text: 'Run the Sean Ellis survey, keep the "very disappointed" segment, and ask them what the main benefit is and who else would benefit.',
    },
    {
      bands: D,
      text: 'Build an opportunity solution tree for your main outcome metric and review it with the team every two weeks.',
    },
    {
      bands: D,
      text: 'Tag every piece of customer feedback by segment and job, and count requests per segment before deciding the roadmap.',
    },
    {
      bands: DS,
      text: 'Close the loop with customers: tell the people who asked for a change when you ship it. It raises response rates and retention.',
    },
    {
      bands: S,
      text: 'Map your main growth loop (for example: customer gets result, shares it, new customer signs up) and measure the conversion at each step.',
    },
    {
      bands: S,
      text: 'Add a referral mechanism at the moment customers get value, and measure referred sign-ups per 100 customers.',
    },
    {
      bands: S,
      text: 'Before entering the next segment, run 10 interviews and 3 design partners there, and decide on a go or no-go from the commitment rate.',
    },
    {
      bands: S,
      text: 'Give product managers a monthly review of sales-call notes and lost-deal reasons, so market signals reach the roadmap before they reach the board.',
    },
  ],
  learning: [
    {
      bands: E,
      text: "The Lean Startup by Eric Ries: build-measure-learn and the idea that a startup's unit of progress is validated learning.",
    },
    {
      bands: E,
      text: 'Value Proposition Design by Alexander Osterwalder and colleagues: the canvas for matching customer jobs, pains and gains to the product.',
    },
    {
      bands: ED,
      text: 'The Mom Test by Rob Fitzpatrick: keeping customer conversations honest so the loop learns from facts.',
    },
    {
      bands: DS,
      text: 'Continuous Discovery Habits by Teresa Torres: weekly customer touchpoints and the opportunity solution tree.',
    },
    {
      bands: D,
      text: "Rahul Vohra's article on the Superhuman product-market fit engine: segmenting the Sean Ellis survey to steer the roadmap.",
    },
    {
      bands: D,
      text: 'Marc Andreessen\'s essay "The only thing that matters" and Sean Ellis\'s 40% test as two views of product-market fit.',
    },
    {
      bands: S,
      text: "Reforge's writing on growth loops versus funnels: why compounding loops beat one-off campaigns.",
    },
    {
      bands: S,
      text: 'Crossing the Chasm by Geoffrey Moore: moving from early adopters to the pragmatic majority one segment at a time.',
    },
  ],
  metrics: [
    {
      bands: E,
      text: 'Learning velocity: customer conversations per week and tested changes per month.',
    },
    {
      bands: E,
      text: 'Design partners active in the last two weeks (aim for 5 or more).',
    },
    {
      bands: ED,
      text: 'Share of product changes with a written expected result that was later checked.',
    },
    {
      bands: E,
      text: 'Commitments per 10 conversations (pre-orders, pilots, letters of intent).',
    },
    {
      bands: D,
      text: 'Sean Ellis score for your best segment, re-measured each quarter.',
    },
    {
      bands: DS,
      text: 'Activation and 3-month retention by segment, to see where the fit is strongest.',
    },
    {
      bands: S,
      text: 'Referred customers per 100 customers and the share of new customers from referrals or word of mouth.',
    },
    {
      bands: S,
      text: "Net revenue retention: this month's revenue from last year's customers divided by their revenue then.",
    },
  ],
  risks: [
    {
      bands: E,
      text: 'A slow loop: months between hearing a customer and testing a change, so you run out of time before you learn.',
    },
    {
      bands: E,
      text: 'Learning from the wrong people: friends, investors or non-buyers whose feedback pulls the product off course.',
    },
    {
      bands: ED,
      text: 'Building every request: the product becomes a compromise that fits no segment well.',
    },
    {
      bands: D,
      text: 'A false positive: enthusiasm from a small, unusual group of users mistaken for fit with the wider market.',
    },
    {
      bands: DS,
      text: 'Product and sales drifting apart: sales promises features the product team has not planned.',
    },
    {
      bands: S,
      text: 'Assuming fit carries over to a new segment or region without testing it.',
    },
    {
      bands: S,
      text: 'Growth that depends on paid acquisition alone, with no loop in which customers bring customers.',
    },
  ],
  microTasks: [
    {
      bands: E,
      text: 'Make a list of 10 potential design partners and invite the first 5.',
    },
    { bands: E, text: 'Set up the shared interview log and enter your last 5 conversations.' },
    {
      bands: E,
      text: 'Block 30 minutes every Friday for the learning review, starting this week.',
    },
    {
      bands: E,
      text: 'Fill in a Value Proposition Canvas for your main segment and cross out unmatched features.',
    },
    {
      bands: ED,
      text: 'Before shipping a change, write its expected result as a number.',
    },
    {
      bands: D,
      text: 'Send the Sean Ellis survey to active users and sort the answers by segment.',
    },
    {
      bands: D,
      text: 'Draw the opportunity solution tree for your main outcome metric.',
    },
    {
      bands: DS,
      text: 'Email everyone who requested a feature you shipped this quarter.',
    },
    {
      bands: S,
      text: 'Sketch your main growth loop and find the step with the lowest conversion.',
    },
    {
      bands: S,
      text: "Calculate net revenue retention for last year's customers.",
    },
    {
      bands: S,
      text: 'Book 3 interviews in the next segment you are considering.',
    },
  ],
};
