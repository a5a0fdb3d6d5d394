import { D, DS, E, ED, S, type SessionLibrary } from './types';

/** Session 4, Execution Focus: can you deliver, sell and grow it with what you have? */
export const EXECUTION_LIBRARY: SessionLibrary = {
  question: {
    early: (w) =>
      `The question for this stage: what is the smallest way to deliver ${w.solution} to your first 10 customers, and which one risk could stop you?`,
    developing:
      'The question for this stage: which parts of delivery, sales and support still depend on you personally, and what breaks first when volume doubles?',
    scaling:
      'The question for this stage: do your unit economics hold at scale, and can the team run the business without the founders in every decision?',
  },
  teach: [
    {
      bands: E,
      text: "Early execution is about doing things that do not scale, on purpose. Paul Graham's advice holds: deliver by hand to your first customers, recruit them one by one, and learn every step of the process before you automate or hire for it. A manual process you understand is worth more than an automated one you guessed. Write each step down as you do it; that document becomes your first operations manual.",
    },
    {
      bands: E,
      text: 'Most early ventures fail on a small number of predictable risks: a supplier or partner who does not deliver, cash running out before revenue, a regulation nobody checked, or a founder doing three jobs. A pre-mortem (Gary Klein) surfaces them cheaply: imagine it is a year from now and the venture has failed, and write down every reason why. Turn the top five into a risk register with an owner, an early warning sign and the next step to reduce each.',
    },
    {
      bands: D,
      text: "You deliver regularly, so the job now is to make delivery repeatable. Write standard operating procedures for the tasks you do more than once a week, measure cycle time and error rates, and fix the bottleneck rather than everything at once (Goldratt's Theory of Constraints: an hour saved anywhere else is an illusion). Decide who owns what with a simple RACI chart, so that nothing falls between people.",
    },
    {
      bands: D,
      text: 'Unit economics decide whether growth helps or hurts. Know your customer acquisition cost (CAC: all sales and marketing spend divided by new customers), gross margin per customer, and lifetime value (LTV: margin per month times average months retained). A ratio of LTV to CAC of 3 or more, and a CAC payback under 12 months, are common healthy marks; below that, more sales means more losses.',
    },
    {
      bands: S,
      text: "Scaling means the business runs without the founders in every decision. That takes three things: clear goals cascaded through the team (OKRs work if there are few of them), a small dashboard of leading indicators reviewed every week, and hiring ahead of the bottleneck rather than after it breaks. Andy Grove's High Output Management is still the best guide to the management leverage this requires.",
    },
    {
      bands: S,
      text: 'At volume, small inefficiencies become large costs and small risks become likely events. Review unit economics by cohort and channel every month, negotiate supplier terms on the strength of your volume, and keep a living risk register reviewed quarterly with the team. Resilience (a second supplier, three months of cash in reserve, documented processes) is cheaper to build before you need it.',
    },
  ],
  actions: [
    {
      bands: E,
      text: (w) =>
        `Run a pre-mortem this week: assume the venture failed a year from now and list every reason. Turn the top 5 into a risk register with an owner, an early warning sign and a next step each${w.has('execution.risks') ? `, starting with ${w.quote('execution.risks', 60)}` : ''}.`,
    },
    {
      bands: E,
      text: (w) =>
        `Deliver ${w.solution} by hand to your first 3 to 5 customers and write down every step, the time it took and what went wrong. Automate nothing until you have done it five times.`,
    },
    {
      bands: E,
      text: 'Build a 12-month cash plan with three cases (slow, expected, fast) and note the month in which each case runs out of money.',
    },
    {
      bands: E,
      text: 'List the partners and suppliers you cannot start without, and get a written commitment (terms, price, lead time) from the most critical one.',
    },
    {
      bands: E,
      text: (w) =>
        `Choose one channel for your first customers, tied to ${w.channel}, and set a 30-day target (conversations, trials or sales) you will judge it by.`,
    },
    {
      bands: D,
      text: 'Write standard operating procedures for the three tasks you repeat most often, so someone else could do them tomorrow.',
    },
    {
      bands: D,
      text: 'Calculate CAC, gross margin per customer, LTV and CAC payback from your real numbers for the last three months.',
    },
    {
      bands: D,
      text: 'Find the bottleneck: map delivery from order to done, time each step for a week, and fix the slowest step first.',
    },
    {
      bands: DS,
      text: 'Draw a RACI chart for delivery, sales and support so every recurring task has one accountable owner.',
    },
    {
      bands: D,
      text: (w) =>
        `Build a retention routine for ${w.customer}: a check-in after the first result, a monthly value summary, and a referral ask after each success.`,
    },
    {
      bands: S,
      text: 'Set 3 company OKRs for the quarter with measurable key results, and a weekly 30-minute review of the leading indicators.',
    },
    {
      bands: S,
      text: 'Review unit economics by channel and cohort; shift budget from channels with a CAC payback above 18 months.',
    },
    {
      bands: S,
      text: 'Hire or contract ahead of the next bottleneck: list the roles that will break first at twice the volume and start hiring for the first one.',
    },
    {
      bands: S,
      text: 'Add resilience: a qualified second supplier for each critical input, three months of operating cash in reserve, and a quarterly risk review.',
    },
  ],
  learning: [
    {
      bands: E,
      text: '"Do Things That Don\'t Scale" by Paul Graham: why founders should recruit and serve the first customers by hand.',
    },
    {
      bands: ED,
      text: 'Traction by Gabriel Weinberg and Justin Mares: the Bullseye framework for finding the one channel that works among 19.',
    },
    {
      bands: E,
      text: 'The pre-mortem technique (Gary Klein, Harvard Business Review, 2007): a one-hour exercise that surfaces risks a team would otherwise not voice.',
    },
    {
      bands: E,
      text: 'Business Model Canvas (Alexander Osterwalder): key partners, activities, resources and cost structure on one page.',
    },
    {
      bands: D,
      text: 'The Goal by Eliyahu Goldratt: the Theory of Constraints told as a novel; find the bottleneck and work on it first.',
    },
    {
      bands: DS,
      text: 'Unit economics: David Skok\'s "SaaS Metrics 2.0" on CAC, LTV and payback (the arithmetic applies well beyond software).',
    },
    {
      bands: D,
      text: 'RACI charts: a simple way to assign who is responsible, accountable, consulted and informed for each recurring task.',
    },
    {
      bands: S,
      text: 'High Output Management by Andy Grove: management leverage, meetings, and running operations through indicators.',
    },
    {
      bands: S,
      text: 'Measure What Matters by John Doerr: OKRs, and how to keep them few and measurable.',
    },
    {
      bands: S,
      text: 'Scaling Up by Verne Harnish: the rhythm of priorities, data and meetings for growing companies.',
    },
  ],
  metrics: [
    {
      bands: E,
      text: 'Months of runway: cash in the bank divided by monthly net spend, updated every month.',
    },
    {
      bands: E,
      text: 'First customers served end to end, and the hours of founder time each one took.',
    },
    {
      bands: ED,
      text: 'Delivery on time and in full: share of orders or projects delivered as promised.',
    },
    {
      bands: E,
      text: 'Results of the first channel test: conversations, trials and sales per week.',
    },
    {
      bands: DS,
      text: 'Customer acquisition cost (CAC) and CAC payback in months, per channel.',
    },
    {
      bands: DS,
      text: 'Gross margin per customer or per order, after delivery costs.',
    },
    {
      bands: D,
      text: 'Cycle time from order to delivery, and the error or rework rate.',
    },
    {
      bands: DS,
      text: 'Customer retention or repeat-purchase rate per month, and referrals per customer.',
    },
    {
      bands: S,
      text: 'LTV to CAC ratio (aim for 3 or more) and revenue per employee.',
    },
  ],
  risks: [
    {
      bands: E,
      text: 'Running out of cash before revenue arrives, because timelines slip and costs come early.',
    },
    {
      bands: E,
      text: 'Dependence on one supplier, partner or platform that has no written commitment to you.',
    },
    {
      bands: E,
      text: 'A founder team doing every job, so that sales stop whenever delivery gets busy.',
    },
    {
      bands: ED,
      text: 'A licence, permit, insurance or regulation that nobody has checked yet.',
    },
    {
      bands: D,
      text: "Key knowledge living in one person's head, with no written process behind it.",
    },
    {
      bands: DS,
      text: 'Unit economics that look fine on average but lose money in one channel or customer group.',
    },
    {
      bands: S,
      text: 'Hiring too late: the team burns out and quality drops just as volume grows.',
    },
    {
      bands: S,
      text: 'Operational fragility at volume: a single supplier, system or person whose failure stops delivery.',
    },
  ],
  microTasks: [
    {
      bands: E,
      text: 'Hold a 60-minute pre-mortem and write down at least 10 ways the venture could fail.',
    },
    {
      bands: E,
      text: 'Turn the top 5 into a risk register: owner, warning sign, next step.',
    },
    {
      bands: E,
      text: 'Update or build the 12-month cash plan and write down your runway in months.',
    },
    {
      bands: E,
      text: 'Call your most critical supplier or partner and agree terms in writing.',
    },
    {
      bands: E,
      text: 'Write the steps of delivering to one customer, with the time each took.',
    },
    {
      bands: D,
      text: 'Write an SOP for the task you repeat most often and hand it to someone else to try.',
    },
    {
      bands: D,
      text: 'Calculate CAC, gross margin and payback for last month on one page.',
    },
    {
      bands: DS,
      text: 'Draw the RACI chart for delivery, sales and support and share it with the team.',
    },
    {
      bands: D,
      text: 'Time each step of serving your next five customers, and circle the slowest.',
    },
    {
      bands: S,
      text: 'Draft 3 company OKRs for next quarter and review them with the team.',
    },
    {
      bands: S,
      text: 'List the roles that break first at twice the volume and open the first hire.',
    },
    {
      bands: S,
      text: 'Review the risk register with the team and add the second-supplier plan.',
    },
  ],
};
