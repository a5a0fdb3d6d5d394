import { capitalize } from '../text';
import { reasoningIdeas, type IdeaSpec } from './types';

/** Ideas for the Product and Market fields. */
export const PRODUCT_MARKET_IDEAS: Record<string, IdeaSpec> = {
  'product.problem': {
    why: 'A problem statement is strongest when it names who has the problem, how often it happens and what it costs. These ideas fill in those parts.',
    ideas: (w) => [
      `Who has it most: ${w.customer}, and the moment it hurts (a specific task, day or event).`,
      'How often it happens and what each time costs (hours lost, money wasted or sales missed), taken from last month rather than in general.',
      `What they do about it today: ${w.workaround}, and why that falls short.`,
      "A quote from a real conversation, in the customer's own words, about the last time it happened.",
      'What happens if nobody solves it: the cost after a year, and who notices first.',
    ],
  },
  'product.currentHandling': {
    why: 'The current workaround is your real competitor and your price anchor. These ideas describe it precisely.',
    ideas: (w) => [
      `The workaround ${w.customer} use today (a spreadsheet, a part-time person, an agency, a general tool) and what it costs them per month.`,
      'The direct competitors they have tried, and what made them stop or stay.',
      'Doing nothing: how many simply live with the problem, and why (not painful enough, no budget, no time to switch).',
      'What they would have to change to switch to you: data, habits, contracts or people.',
    ],
  },
  'product.whyWorthSolving': {
    why: 'A problem is worth solving when it is frequent, costly and urgent. These ideas put numbers on each.',
    ideas: (w) => [
      `The money at stake: what ${w.problem} costs one customer per month, times the number of customers like them.`,
      'Frequency: how often it happens; a daily problem is worth far more than a yearly one.',
      'Urgency: an event that makes it worse soon (a regulation, a price rise, growth, a deadline).',
      `Proof they care: money or time they already spend on ${w.workaround}.`,
    ],
  },
  'product.solution': {
    why: 'A solution description works when it promises an outcome and shows how the problem goes away. These ideas tie it to your other answers.',
    ideas: (w) => [
      `The outcome in one sentence: what ${w.customer} can do after using it that they could not do before.`,
      `How it removes ${w.problem}, step by step, from first contact to result.`,
      'The smallest first version: what you can deliver by hand in the next 30 days, and what waits.',
      `Why it beats ${w.workaround}: faster, cheaper, less risky or less effort, with a number.`,
    ],
  },
  'product.evidence': {
    why: 'Evidence is behaviour and numbers, not opinions. These ideas name the kinds of proof that count.',
    ideas: (w) => [
      `A hand-delivered test (a concierge MVP) with 3 to 5 of ${w.customer}, with before-and-after numbers.`,
      'Interview count and pattern: how many conversations, and how many confirmed the problem without prompting.',
      'Usage from a prototype or pilot: how many used it more than once, and how often.',
      'A testimonial with a number in it, for example the time or money saved.',
      w.has('market.payEvidence')
        ? `Your payment evidence (${w.quote('market.payEvidence', 60)}): money is the strongest proof that it works.`
        : 'Any money already paid, even a small deposit: the strongest proof that it works.',
    ],
  },
  'product.differentiation': {
    why: 'Customers switch for a difference they can see and repeat. These ideas make yours specific and hard to copy.',
    ideas: (w) => [
      `The one thing you do better than ${w.workaround}, measured (for example twice as fast or half the cost).`,
      'What is hard to copy: know-how, data, relationships, a process or a brand in a niche.',
      `Why now: what has changed (technology, regulation, habits) that makes your approach possible for ${w.customer}.`,
      'What you deliberately do not do, so the customers you want see that it is built for them.',
    ],
  },
  'product.reasoning': reasoningIdeas('product'),
  'market.target': {
    why: 'A first market should be narrow enough to reach and to win. These ideas narrow it and size it.',
    ideas: (w, n) => [
      `The first segment only: one kind of customer${w.place}, not every group that could use ${w.solution}.`,
      'How many of them there are in your first region, and how you know.',
      `What they have in common: the situation or trigger that makes them need a solution to ${w.problem} now.`,
      `Where they already gather: ${n.channels[0]}, or ${n.channels[2]}.`,
    ],
  },
  'market.idealCustomer': {
    why: 'An ideal customer is a person you could call this week. These ideas make yours that specific.',
    ideas: (w) => [
      'A named role and situation: the owner, manager or parent who feels the problem and decides, and the size of their organisation or household.',
      `The trigger event that makes them look for a solution now (a new site, a failed audit, a growth spurt, a new rule), tied to ${w.problem}.`,
      'Who pays and who uses: whether they are the same person, and who else must agree.',
      'Where to find 20 of them this month: a list, a community, an association or an event.',
      'Who is not your ideal customer: the groups you will say no to for now.',
    ],
  },
  'market.discoveryEvaluation': {
    why: 'Discovery is convincing when it has a count, a pattern and commitments. These ideas add them.',
    ideas: (w) => [
      `The count: how many conversations with ${w.customer}, and how many confirmed the problem without prompting.`,
      'The pattern: what the most interested people had in common (role, size, trigger).',
      'The surprise: the one thing you heard that changed your plan.',
      'The commitments: how many asked to try it, introduced a colleague or offered to pay.',
      'The next 10 conversations: who you will talk to, and the question you most need answered.',
    ],
  },
  'market.payEvidence': {
    why: 'Willingness to pay is proven by money or signatures, not by "I would buy it". These ideas are commitments you can ask for this month.',
    ideas: (w, n) => [
      `Pre-orders or deposits from ${w.customer}: ${n.payProof[0]}, at the price you intend to charge.`,
      `${capitalize(n.payProof[1])}, with a price and a start date.`,
      'A price test: the same offer at two prices to comparable prospects, and the conversion at each.',
      `What they pay today for ${w.workaround}: the anchor for your price.`,
      'The Van Westendorp questions in your next 10 conversations, for a price range based on their answers.',
    ],
  },
  'market.budget': {
    why: 'A sale needs a budget holder and a budget line. These ideas find both.',
    ideas: (w) => [
      `Who signs: the person among ${w.customer} who approves spending on this, and their approval limit.`,
      `Which budget line it comes from, and what is paid from that line today (often ${w.workaround}).`,
      'How much: what they spend per month or year on the problem now, taken from interviews.',
      'When: the month budgets are set, so your offer arrives before the money is allocated.',
    ],
  },
  'market.marketSize': {
    why: 'A bottom-up market size (customers times yearly spend) is credible; a percentage of an industry report is not. These ideas build one.',
    ideas: (w) => [
      `Bottom-up count: the number of customers matching ${w.customer}${w.place}, with the source (a registry, an association, a census, a directory).`,
      'Spend per customer per year, from interviews or from what they pay for current workarounds.',
      'Serviceable market: the share you can reach with your first channel in the next two years.',
      'The arithmetic written out (customers times yearly spend), so anyone can check it.',
    ],
  },
  'market.reasoning': reasoningIdeas('market'),
};
