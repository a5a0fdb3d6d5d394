import { D, DS, E, ED, S, type SessionLibrary } from './types';

/** Session 3, Market Focus: who buys, how you reach them, and the evidence that they will pay. */
export const MARKET_LIBRARY: SessionLibrary = {
  question: {
    early: (w) =>
      `The question for this stage: which narrow group within ${w.customer} feels the problem most, and will they commit money or a signature before the product is finished?`,
    developing:
      'The question for this stage: is the demand you found repeatable, with a clear segment, a price that holds and a budget it comes from?',
    scaling:
      'The question for this stage: how big can this segment get, which adjacent segment comes next, and can you keep pricing power while you grow?',
  },
  teach: [
    {
      bands: E,
      text: 'Early markets are won by being narrow. An ideal customer is not "small businesses" or "young people" but a specific role in a specific situation: "the owner of a 2-to-10-person bakery who does the ordering herself at 5 am". Narrow segments are easier to find, easier to talk to, and they refer each other. Geoffrey Moore\'s beachhead idea from Crossing the Chasm applies even before you have a product: win one segment completely before moving to the next.',
    },
    {
      bands: E,
      text: 'Compliments are not evidence. The only reliable signals that people will pay are commitments that cost them something: money (a pre-order, a deposit, a paid pilot), reputation (an introduction to their boss), or time (a scheduled trial with their real data). Ask for one of these at the end of every discovery conversation. A letter of intent with a named price, or ten pre-orders, is worth more than a hundred survey answers saying "I would buy this".',
    },
    {
      bands: D,
      text: 'You have paying customers or strong commitments; now check that the demand is repeatable. Look for the pattern in the customers who bought quickly: same role, same trigger event, same budget line. That pattern is your ideal customer profile, and everything else is noise for now. Write it down with firmographics (size, sector, location) and the trigger ("just opened a second site", "failed an audit") that makes them buy now.',
    },
    {
      bands: D,
      text: 'Price is a market signal, not an accounting exercise. Test it: the Van Westendorp questions (at what price is it too cheap to trust, a bargain, getting expensive, too expensive) give a range, and real offers at two or three price points show where conversion breaks. If nobody pushes back on price, you are probably too cheap. Size the market bottom-up: number of customers who match your profile times what each spends per year; a top-down "1% of a huge market" figure proves nothing.',
    },
    {
      bands: S,
      text: 'With repeatable demand, the market questions become strategic: how much of your segment you already serve, what the next segment is, and whether you can hold price as competitors notice. Track share of the serviceable market, not the total one. Expand to adjacent segments that share your buyer or your channel, because each one that shares neither is almost a new company.',
    },
    {
      bands: S,
      text: 'Pricing power is the clearest sign of a strong market position. Review prices at least once a year, add tiers that capture value from your best customers (packaging by usage, seats or outcomes), and watch win rates and discount levels by segment. Rising discounts are an early warning that the market sees you as interchangeable.',
    },
  ],
  actions: [
    {
      bands: E,
      text: (w) =>
        `Narrow ${w.customer} to one segment you can name people in: a role, a company size or situation, and a trigger event. Write it as one sentence and list 30 real people or businesses who fit it.`,
    },
    {
      bands: E,
      text: (w) =>
        `End every discovery conversation with a concrete ask: a pre-order, a deposit, a paid pilot or a signed letter of intent at a stated price. Aim for 5 commitments from ${w.customer} before you build more.`,
    },
    {
      bands: E,
      text: 'Run 15 discovery interviews in the next three weeks and keep a simple scorecard per interview: has the problem (yes/no), tried to solve it (yes/no), spends money on it today (amount), willing to commit (what).',
    },
    {
      bands: E,
      text: 'Find out who signs: for each interview, note who holds the budget, which budget line it would come from, and what they pay for the current workaround.',
    },
    {
      bands: E,
      text: 'Put a price on the page from day one; a smoke test without a price measures curiosity, not demand.',
    },
    {
      bands: D,
      text: 'Write your ideal customer profile from the customers who bought fastest: role, size, sector, location and the trigger event that made them buy now.',
    },
    {
      bands: D,
      text: (w) =>
        `Run a price test: offer two or three price points to comparable prospects among ${w.customer} and record conversion at each, together with the Van Westendorp questions in your next 10 calls.`,
    },
    {
      bands: D,
      text: 'Size the market bottom-up: the number of organisations or people matching your profile in your first region times their yearly spend. Show the arithmetic.',
    },
    {
      bands: DS,
      text: 'Do a win-loss review of your last 10 deals: why each customer bought or did not, in their words, and what they compared you with.',
    },
    {
      bands: D,
      text: 'Collect three short case studies with a number in each (money saved, hours saved, revenue gained) from your happiest customers.',
    },
    {
      bands: S,
      text: 'Estimate your share of the serviceable market and pick the next adjacent segment that shares either your buyer or your channel.',
    },
    {
      bands: S,
      text: 'Review packaging and pricing: add a tier for the top 20% of customers by usage, and test a price rise on new customers first.',
    },
    {
      bands: S,
      text: 'Track discounts and win rates per segment each month; a rising discount is the first sign of lost differentiation.',
    },
    {
      bands: S,
      text: 'Map the three competitors that appear most often in your deals, and write one page each on where they win and where you do.',
    },
  ],
  learning: [
    {
      bands: ED,
      text: 'The Mom Test by Rob Fitzpatrick, especially the chapters on commitment and advancement: how to end a meeting with a real next step.',
    },
    {
      bands: E,
      text: 'Crossing the Chasm by Geoffrey Moore: why the first market must be a narrow beachhead and how to pick it.',
    },
    {
      bands: E,
      text: "The Startup Owner's Manual by Steve Blank and Bob Dorf: customer discovery and customer validation, step by step.",
    },
    {
      bands: ED,
      text: 'Obviously Awesome by April Dunford: positioning, so the right customers understand why you are the obvious choice.',
    },
    {
      bands: D,
      text: 'Van Westendorp Price Sensitivity Meter: four questions that give an acceptable price range; combine it with real offers at different prices.',
    },
    {
      bands: DS,
      text: 'Monetizing Innovation by Madhavan Ramanujam and Georg Tacke: design the product around the price customers will pay, not the other way round.',
    },
    {
      bands: D,
      text: 'Bottom-up market sizing (TAM, SAM, SOM): count reachable customers and their real spend instead of quoting a percentage of an industry report.',
    },
    {
      bands: S,
      text: 'Playing to Win by A.G. Lafley and Roger Martin: where to play and how to win, for choosing the next segment or region.',
    },
    {
      bands: S,
      text: 'Good Strategy Bad Strategy by Richard Rumelt: diagnosis, guiding policy and coherent actions, for the expansion plan.',
    },
  ],
  metrics: [
    {
      bands: E,
      text: 'Discovery interviews held, and the share that ended in a concrete commitment (pre-order, deposit, pilot or letter of intent).',
    },
    {
      bands: E,
      text: 'Number of pre-orders or signed letters of intent, with the total value committed.',
    },
    {
      bands: E,
      text: 'Share of interviewees who already spend money on the problem, and how much per month.',
    },
    {
      bands: ED,
      text: 'Conversion from first conversation to paid commitment, by segment.',
    },
    {
      bands: D,
      text: 'Conversion at each tested price point, and the share of prospects who push back on price (none at all means you are too cheap).',
    },
    {
      bands: DS,
      text: 'Average revenue per customer and its trend month by month.',
    },
    {
      bands: D,
      text: 'Sales cycle length in days from first contact to payment.',
    },
    {
      bands: S,
      text: 'Share of the serviceable market you serve, by segment and region.',
    },
    {
      bands: S,
      text: 'Win rate against named competitors and average discount given, tracked monthly.',
    },
  ],
  risks: [
    {
      bands: E,
      text: 'A segment that is too broad to reach: "everyone who..." means no channel, no message and no references.',
    },
    {
      bands: E,
      text: 'Mistaking interest for demand: sign-ups, likes and survey answers without any money or commitment behind them.',
    },
    {
      bands: E,
      text: 'The user is not the buyer: the person who loves the product has no budget and the person with the budget has not been met.',
    },
    {
      bands: D,
      text: 'Pricing too low to build a business on, because early customers were sold on price rather than value.',
    },
    {
      bands: D,
      text: 'A market that is real but too small in your first region to support the business: check the bottom-up number early.',
    },
    {
      bands: DS,
      text: 'Dependence on a few large customers: if one leaves, revenue drops by a third or more.',
    },
    {
      bands: S,
      text: 'Expanding into an adjacent segment that shares neither your buyer nor your channel, which behaves like starting over.',
    },
    {
      bands: S,
      text: 'Competitors or new entrants pushing prices down as the category becomes visible.',
    },
  ],
  microTasks: [
    {
      bands: E,
      text: 'Write your ideal customer as one sentence and list 30 real people or businesses who fit it.',
    },
    {
      bands: E,
      text: (w) =>
        `Contact 10 of your ideal customers with a short, specific message about ${w.problem} and ask for a 20-minute call.`,
    },
    {
      bands: E,
      text: 'Prepare your commitment ask: a pre-order, deposit or letter of intent with a price, written down before the calls.',
    },
    { bands: E, text: 'Hold your first 3 discovery calls and fill in the scorecard after each.' },
    {
      bands: E,
      text: 'Find out what the 3 most common workarounds cost per month and write the numbers down.',
    },
    {
      bands: D,
      text: 'List your last 10 customers and mark what they have in common: role, size, trigger event.',
    },
    {
      bands: D,
      text: 'Add the four Van Westendorp questions to your next 5 sales calls.',
    },
    {
      bands: D,
      text: "Write the bottom-up market size for your first region on one page, with each number's source.",
    },
    {
      bands: DS,
      text: 'Call 2 customers who bought and 2 prospects who did not, and ask what decided it.',
    },
    {
      bands: S,
      text: 'Pull win rate and average discount per segment for the last quarter.',
    },
    {
      bands: S,
      text: 'Draft a one-page case for the next adjacent segment: buyer, channel, size, first 10 targets.',
    },
    {
      bands: S,
      text: 'Pick one customer group for a price test on new sign-ups and set the start date.',
    },
  ],
};
