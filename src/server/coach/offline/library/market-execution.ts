import { D, DS, E, ED, S, type SessionLibrary } from './types';

/** Session 7, Market-Execution Loop: channels and sales capacity matched to the demand you find. */
export const MARKET_EXECUTION_LIBRARY: SessionLibrary = {
  question: {
    early: (w) =>
      `The question for this loop: which single channel reaches ${w.customer} at a cost you can afford, and can you prove it with 10 customers?`,
    developing:
      'The question for this loop: is your sales and marketing process repeatable by someone other than the founders, at a known cost per customer?',
    scaling:
      'The question for this loop: does your capacity to sell, deliver and support grow in step with demand, channel by channel?',
  },
  teach: [
    {
      bands: E,
      text: "The Market-Execution loop connects demand to your ability to reach and serve it. Early on, founders should sell themselves: founder-led sales teaches you the objections, the buying process and the words customers use, which no agency or hire can learn for you. Gabriel Weinberg's Bullseye framework helps choose where to start: brainstorm all 19 traction channels, rank them, run cheap tests on the top three, and focus on the one that works.",
    },
    {
      bands: E,
      text: 'A channel test needs a budget, a time box and a success number set before it starts, for example "€300 and four weeks, success is 10 qualified conversations". Go where your customers already gather: a trade association, a WhatsApp group, a marketplace, a conference, a local network. Direct outreach to a list of 50 named prospects is still the most reliable first channel for most B2B ideas; for consumer ideas, one community or one marketplace usually beats broad advertising.',
    },
    {
      bands: D,
      text: "Once a channel works, make it repeatable. Write the sales playbook: who you target, the trigger you look for, the first message, the discovery questions, the demo or trial, the price conversation and the common objections with answers. Measure the funnel stage by stage (leads, conversations, trials or proposals, customers) so you know which stage to fix. Aaron Ross's Predictable Revenue is a good model for separating prospecting from closing.",
    },
    {
      bands: D,
      text: "Unit economics per channel tell you where to invest: CAC, conversion and payback will differ widely between channels. Retention belongs to this loop too: a customer who leaves after two months makes every channel look worse. Brian Balfour's four fits are worth checking here: product-market, market-channel, channel-model (your price must pay for the channel) and model-market.",
    },
    {
      bands: S,
      text: 'At scale, the loop is capacity planning. Each salesperson, partner or campaign produces a predictable number of customers, and each customer needs delivery and support capacity. Plan hiring and spend from the revenue target backwards: target, win rate, pipeline needed, people and budget needed. Add a second channel only when the first is saturating, and give it its own owner and metrics.',
    },
    {
      bands: S,
      text: 'Customer success becomes a growth channel: expansion revenue, renewals and referrals from existing customers are usually cheaper than new acquisition. Track net revenue retention and time to first value, and give someone the job of keeping customers, not only winning them.',
    },
  ],
  actions: [
    {
      bands: E,
      text: 'Run the Bullseye exercise: list all 19 traction channels, pick the three most promising for your customer, and test each for two weeks with a fixed small budget and a success number.',
    },
    {
      bands: E,
      text: (w) =>
        `Do the selling yourself for your first 10 customers: talk to ${w.customer} directly, record every objection and the words they use, and update your pitch weekly.`,
    },
    {
      bands: E,
      text: 'Build a list of 50 named prospects who match your ideal customer, and contact 10 a day with a short personal message that names their situation.',
    },
    {
      bands: E,
      text: (w) =>
        `Test ${w.channel} with a time box and a budget (for example four weeks and a few hundred in your currency), and decide in advance the number of qualified conversations that counts as success.`,
    },
    {
      bands: ED,
      text: 'Track a simple funnel from day one: contacted, replied, conversation, trial or proposal, paid. A spreadsheet is enough.',
    },
    {
      bands: D,
      text: 'Write the sales playbook from your last 10 wins: target, trigger, first message, discovery questions, demo, pricing talk and objections with answers.',
    },
    {
      bands: D,
      text: 'Calculate CAC and payback per channel, and move budget from the worst to the best.',
    },
    {
      bands: DS,
      text: (w) =>
        `Add a retention step to the loop for ${w.customer}: an onboarding check-in in week one, a results review at day 30, and a referral ask after each success.`,
    },
    {
      bands: D,
      text: 'Let someone other than the founders run the playbook for two weeks and compare their conversion with yours.',
    },
    {
      bands: S,
      text: 'Build the revenue model backwards: target, win rate, pipeline needed, and the number of salespeople, partners or budget to produce it.',
    },
    {
      bands: S,
      text: 'Give the first channel an owner and a weekly dashboard, and start testing the second only when the first shows diminishing returns.',
    },
    {
      bands: S,
      text: 'Set up customer success with renewal, expansion and referral targets, and review net revenue retention monthly.',
    },
    {
      bands: S,
      text: 'Check delivery capacity against the sales forecast each month, so sales never promises what operations cannot deliver.',
    },
  ],
  learning: [
    {
      bands: ED,
      text: 'Traction by Gabriel Weinberg and Justin Mares: the 19 channels and the Bullseye framework for testing them.',
    },
    {
      bands: E,
      text: 'Founder-led sales: Steli Efti\'s "The Founder\'s Guide to Selling" and the Close blog on early sales by founders.',
    },
    {
      bands: E,
      text: '"Do Things That Don\'t Scale" by Paul Graham: recruiting the first customers by hand.',
    },
    {
      bands: D,
      text: 'Predictable Revenue by Aaron Ross and Marylou Tyler: specialised sales roles and a repeatable outbound process.',
    },
    {
      bands: DS,
      text: 'Brian Balfour\'s "Four Fits" essays: product-market, market-channel, channel-model and model-market fit.',
    },
    {
      bands: D,
      text: 'SPIN Selling by Neil Rackham: discovery questions (situation, problem, implication, need-payoff) for larger sales.',
    },
    {
      bands: S,
      text: 'The Sales Acceleration Formula by Mark Roberge: hiring, training and managing a sales team with data.',
    },
    {
      bands: S,
      text: 'Customer Success by Nick Mehta, Dan Steinman and Lincoln Murphy: retention and expansion as a growth engine.',
    },
  ],
  metrics: [
    {
      bands: E,
      text: 'Qualified conversations per week from each channel you test.',
    },
    {
      bands: E,
      text: 'Reply rate to direct outreach (10% to 20% is common for well-targeted messages).',
    },
    {
      bands: ED,
      text: 'Conversion at each funnel stage: contacted, replied, conversation, trial or proposal, paid.',
    },
    {
      bands: DS,
      text: 'CAC and CAC payback per channel, in months.',
    },
    {
      bands: D,
      text: 'Sales cycle length and win rate when someone other than the founders sells.',
    },
    {
      bands: DS,
      text: 'Month-3 retention of customers from each channel, since some channels bring customers who leave.',
    },
    {
      bands: S,
      text: "Pipeline coverage: open pipeline value divided by next quarter's target (3 times is a common mark).",
    },
    {
      bands: S,
      text: 'Net revenue retention and referral share of new customers.',
    },
  ],
  risks: [
    {
      bands: E,
      text: 'Spreading a small budget and a few hours a week across many channels, so none gets a fair test.',
    },
    {
      bands: E,
      text: 'Outsourcing sales or marketing before the founders know what message works.',
    },
    {
      bands: ED,
      text: 'A channel whose cost the price cannot pay for, for example paid ads for a low-price, one-off product.',
    },
    {
      bands: D,
      text: "Sales that depend on the founders' personal network, which runs dry after the first customers.",
    },
    {
      bands: DS,
      text: 'Selling more than delivery can handle, leading to late delivery, refunds and bad reviews.',
    },
    {
      bands: S,
      text: 'Channel saturation or rising ad prices that push CAC up faster than revenue per customer.',
    },
    {
      bands: S,
      text: 'Dependence on a single platform or partner for most new customers.',
    },
  ],
  microTasks: [
    {
      bands: E,
      text: 'List all 19 traction channels and rank your top three for your customer.',
    },
    {
      bands: E,
      text: 'Write the success number, budget and end date for your first channel test.',
    },
    {
      bands: E,
      text: 'Build a list of 50 named prospects who match your ideal customer.',
    },
    {
      bands: E,
      text: 'Send 10 personal outreach messages a day for three days and log the replies.',
    },
    {
      bands: ED,
      text: 'Set up a funnel sheet: contacted, replied, conversation, trial or proposal, paid.',
    },
    {
      bands: D,
      text: 'Draft the sales playbook from your last 10 wins.',
    },
    {
      bands: D,
      text: 'Calculate CAC per channel for last month.',
    },
    {
      bands: DS,
      text: 'Call 3 recent customers at day 30 and ask for a referral if they got the result.',
    },
    {
      bands: S,
      text: 'Build the backwards revenue model for next quarter.',
    },
    {
      bands: S,
      text: 'Compare the sales forecast with delivery capacity for the next 3 months.',
    },
    {
      bands: S,
      text: 'Calculate net revenue retention and referral share for last quarter.',
    },
  ],
};
