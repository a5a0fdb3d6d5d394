import { reasoningIdeas, type IdeaSpec } from './types';

/** Ideas for the Execution fields. */
export const EXECUTION_IDEAS: Record<string, IdeaSpec> = {
  'execution.delivery': {
    why: 'A delivery plan is credible when it names who does the work, with what, how long it takes and what it costs. These ideas fill that in.',
    ideas: (w, n) => [
      `Who delivers ${w.solution}, with which tools or suppliers, and how long one delivery takes.`,
      'What you will do by hand for the first 10 customers, and what you will automate later.',
      'The cost of one delivery: time, materials, software and support.',
      `What matters in ${w.industry}: ${n.pillars.execution.focus}`,
      'What happens when something goes wrong: the fix, who does it and how fast.',
    ],
  },
  'execution.resourcesPartners': {
    why: 'Resources are what you can count on today, in writing. These ideas list them and the gaps.',
    ideas: (w, n) => [
      'The team: who does what, and the hours per week each person can give.',
      'The money: cash available, monthly spend and runway in months.',
      `Partners who already reach ${w.customer}, such as ${n.channels[1]}, and what each side gains.`,
      'The critical supplier or partner you cannot start without, and whether the commitment is in writing.',
      'The missing skill or resource, and how you will get it (hire, contract, partner or learn).',
    ],
  },
  'execution.risks': {
    why: 'A risk is managed when it has an owner, an early warning sign and a next step. These ideas name the likely ones.',
    ideas: (w, n) => [
      'A pre-mortem: imagine the venture failed a year from now, and list every reason.',
      `An industry risk in ${w.industry}: ${n.pillars.execution.risk}`,
      'Cash: the month the money runs out if sales arrive three months late, and what you would cut.',
      `Demand: ${w.customer} like the idea but do not pay, and the test that would show it early.`,
      'For each risk: an owner, an early warning sign, and one step this month that makes it smaller.',
    ],
  },
  'execution.goToMarket': {
    why: 'A go-to-market plan starts with one channel, tested with a budget and a success number. These ideas pick a first channel for your customers.',
    ideas: (w, n) => [
      `First channel: ${n.channels[0]}, tested for four weeks with a fixed budget and a target number of conversations.`,
      `A list of 50 named prospects matching ${w.customer}, contacted personally, 10 a day.`,
      `A partner channel: ${n.channels[1]}.`,
      'The first offer: a founding-customer price or a pilot, with a clear deadline.',
      'The success number that decides whether the channel stays or goes.',
    ],
  },
  'execution.salesMarketing': {
    why: "Sales and marketing work when the message uses the customer's words and each step of the funnel is counted. These ideas set that up.",
    ideas: (w, n) => [
      `The message in the customer's words: the outcome ${w.customer} get, not the features.`,
      'The sales steps: first contact, conversation, trial or proposal, payment, and who does each.',
      `Where the message goes: ${n.channels[2]}.`,
      'Proof in every message: a number, a quote or a short case study from an early customer.',
      'A weekly funnel count: contacted, replied, conversation, trial or proposal, paid.',
    ],
  },
  'execution.retentionGrowth': {
    why: 'Keeping customers is cheaper than finding new ones, and happy customers bring the next ones. These ideas build that routine.',
    ideas: (w) => [
      'An onboarding check-in within the first week, so every new customer reaches the first result.',
      'A monthly value summary: what the customer got (time saved, sales, results).',
      'A referral ask right after a success, with a simple reward for both sides.',
      `Expansion: the next product, tier or service ${w.customer} will want after the first.`,
      'A churn alarm: the usage or order pattern that shows a customer is about to leave, and who calls them.',
    ],
  },
  'execution.reasoning': reasoningIdeas('execution'),
};
