import { commonFirst } from '../rewrite';
import { amountValue, currencyOf, formatMoney } from '../../money';
import { cap, funded, group, price, who, whoWhere } from './parts';
import { reasoningIdeas } from './reasoning';
import type { IdeaContext, IdeaSpec } from './types';

/** The skill a business of this model usually lacks first. */
function missingSkill(c: IdeaContext): string {
  switch (c.f.profile?.model) {
    case 'software':
      return 'someone who can build and maintain the product';
    case 'goods':
    case 'made-to-order':
    case 'hardware':
      return 'production and sourcing';
    case 'services':
      return 'a second person who can deliver the service';
    case 'marketplace':
      return 'someone to recruit the supply side';
    default:
      return 'sales';
  }
}

/** A third of the price, to keep a margin: '£49 a month' -> '£16 a month'. */
function deliveryCap(c: IdeaContext): string | null {
  const p = c.f.price;
  if (!p) return null;
  const a = amountValue(p.figure);
  const symbol = currencyOf(p.figure);
  if (a === null || symbol === '' || a < 3) return null;
  return `${formatMoney(symbol, a / 3)}${p.unit}`;
}

/** The cash the founder named ('£15k savings'), with a monthly budget that makes it last a year. */
function runway(c: IdeaContext): string | null {
  const m = c.f.money(['execution.resourcesPartners'])[0];
  if (!m) return null;
  const a = amountValue(m.figure);
  const symbol = currencyOf(m.figure);
  if (a === null || symbol === '' || a < 1200) return null;
  return `A monthly budget of ${formatMoney(symbol, a / 12)} makes the ${m.figure} last 12 months.`;
}

/** A concrete first response to a named risk, by what the risk is about. */
const RESPONSES: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:dependence|depend\w*|reliance|rely\w*) on (?:one|a single) (?:platform|channel|customer|supplier|partner|marketplace)|\bone platform\b/i,
    'a second option lined up before it is needed, and a monthly check of how much rides on the first',
  ],
  [
    /security review|procurement|due diligence/i,
    'a ready security questionnaire and data-protection pack, sent before the first call',
  ],
  [
    /drop-?off|onboarding|sign-?up/i,
    'a shorter sign-up, with the drop-off at each step measured every week',
  ],
  [
    /default/i,
    'small first amounts that grow with each on-time repayment, and a call after the first miss',
  ],
  [
    /regulat|rules?\b|licen[cs]|permit|gdpr|data protection|medical device|compliance|kyc|law/i,
    'a written opinion from a specialist adviser before the next release, and a named owner for compliance',
  ],
  [
    /theft|fraud|stolen|security/i,
    'an insurance quote, a tracking or cash-handling rule, and a weekly loss count',
  ],
  [
    /turnover|leav|bottleneck|depend(?:s|ence)? on (?:two|one|the founder)|founder is|key person|staff|hire/i,
    'a second trained person for every key task, and a written checklist for each',
  ],
  [
    /price|cost|fuel|fee|inflation|exchange/i,
    'a price clause that passes cost rises on, reviewed every quarter',
  ],
  [
    /competit|platforms?|copy|same feature|incumbent/i,
    'a niche the larger players ignore, locked in with annual contracts',
  ],
  [
    /adopt|trust|not us|resist|habit/i,
    'a two-week trial with a named champion at each customer, and their own numbers as proof',
  ],
  [
    /supply|import|delay|lead time|quality|supplier|stock-?outs?/i,
    'a second supplier quoted now, and a buffer of stock for the busy season',
  ],
  [/weather|damage|breakdown|repair/i, 'insurance, a spare part kit and a repair partner on call'],
  [
    /default|missing (?:weekly )?payments|late pay|non-?payment/i,
    'deposits up front and automatic payment reminders, with a call after the first miss',
  ],
  [
    /sales cycle|pipeline|feast|famine|demand/i,
    'a weekly pipeline target of new conversations, kept even in busy weeks',
  ],
  [
    /dependence|single|one platform|one customer|partner changing/i,
    'a second option lined up before it is needed',
  ],
];

export function response(risk: string): string {
  const hit = RESPONSES.find(([re]) => re.test(risk));
  return hit ? hit[1] : 'one owner, one early warning sign, and one step this month to shrink it';
}

/** True when two texts share two or more content words: the same risk said twice. */
function overlaps(a: string, b: string): boolean {
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const wb = words(b);
  return [...words(a)].filter((w) => wb.has(w)).length >= 2;
}

/** How many channels an answer names ('referrals, talks and a newsletter' is 3). */
function channelCount(text: string): number {
  return text.trim() === ''
    ? 0
    : text.split(/,|;| and | then /).filter((x) => x.trim() !== '').length;
}

/** Ideas for the Execution fields. */
export const EXECUTION_IDEAS: Record<string, IdeaSpec> = {
  'execution.delivery': {
    why: 'A delivery plan is credible when it says who does the work, what one delivery costs, and what stays manual at first. These ideas fill that in from your answers.',
    ideas: (c) => {
      const { f } = c;
      const capAt = deliveryCap(c);
      const p = price(f);
      return [
        (f.profile?.model === 'software' || f.profile?.model === 'marketplace') &&
          `The first 10 ${who(f)} are served by hand, and only the steps repeated every week get automated.`,
        capAt && p && `Serving one customer costs under ${capAt}, so ${p} leaves a margin.`,
        `Capacity: the number of ${who(f)} one person can serve in a week, measured over the next month.`,
        f.partner &&
          /(?:installer|manufacturer|agency|partner|contractor)$/.test(f.partner) &&
          `${cap(f.partner)} is the backup when demand outgrows what we can do ourselves.`,
        c.specific && c.notes.pillars.execution.action,
        'A written checklist for each delivery, so someone else can run it.',
        'The cost of one delivery broken down: time, materials, software and support.',
      ];
    },
  },
  'execution.resourcesPartners': {
    why: 'Resources are what you can count on today, in writing. These ideas turn yours into a budget, a deal and a hiring gap.',
    ideas: (c) => {
      const { f } = c;
      const partner = f.partner;
      return [
        runway(c),
        partner &&
          `A written referral deal with ${partner}: introductions in return for a share of the first year's fees.`,
        `The missing skill to contract first: ${missingSkill(c)}.`,
        (f.profile?.team.size ?? 0) > 1 &&
          (f.profile?.team.size ?? 0) <= 4 &&
          `Each of the ${f.profile?.team.size} of us commits set hours a week, written down.`,
        `A second supplier or partner lined up for anything we cannot start without.`,
        `A partner who already reaches ${who(f)}, with what each side gains, in writing.`,
      ];
    },
  },
  'execution.risks': {
    why: 'A risk is managed when it has an owner, an early warning sign and a next step. These ideas add the likely ones for your business and a response to each.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const cash = f.money(['execution.resourcesPartners'])[0];
      return [
        ...f.risks.slice(0, 3).map((r) => `${cap(r)}: ${response(r)}.`),
        c.specific &&
          !overlaps(c.notes.pillars.execution.risk, f.text('execution.risks')) &&
          `Also likely in ${c.industry}: ${commonFirst(c.notes.pillars.execution.risk, f.context)}`,
        `Demand: ${who(f)} like it but do not pay; ${p ? `a paid pilot at ${p}` : 'a paid pilot'} shows it within a month.`,
        cash &&
          `Cash: if sales arrive three months late, the ${cash.figure} still has to cover costs.`,
        f.partner && `Dependence on ${f.partner}: a second option lined up before we need it.`,
        'A pre-mortem: the venture has failed a year from now, and the team lists every reason why.',
      ];
    },
  },
  'execution.goToMarket': {
    why: 'A go-to-market plan starts with one channel, tested with a budget and a success number. These ideas build yours on the partners, price and customers you named.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const partner = f.introducer;
      return [
        funded(f) &&
          `Each partner that already hosts or refers you names one more group of ${who(f)} to reach this term.`,
        partner &&
          `${cap(partner)} introduces 10 ${who(f)} a month${p ? `, each offered ${p}` : ''}.`,
        f.customers &&
          (f.profile?.audience === 'consumer'
            ? `A waitlist page shared in 3 groups where ${f.customers} already gather, aiming for 50 sign-ups.`
            : `A list of 50 named ${whoWhere(f)}, contacted personally, 10 a day.`),
        p &&
          `A founding-customer offer: ${p} for the first 10 who ${f.profile?.revenue === 'one-off' ? 'order' : 'sign'} before the end of next month.`,
        !funded(f) && 'The channel stays if it brings 3 paying customers in four weeks.',
        c.specific &&
          channelCount(f.text('execution.goToMarket')) < 2 &&
          `A second channel to test for four weeks: ${c.notes.channels[1]}.`,
        'A referral ask after every successful delivery, with a reward for both sides.',
        'A weekly channel count: contacted, replied, met, paid.',
      ];
    },
  },
  'execution.salesMarketing': {
    why: 'Sales work when the message carries proof and every step of the funnel is counted. These ideas use your own results and price.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      return [
        f.result && `Every pitch leads with the result: ${f.result}.`,
        `A 20-minute visit or call: the problem, the pilot numbers, ${p ? `the price (${p})` : 'the price'}, and a start date.`,
        'A weekly count of contacted, replied, met, trial and paid.',
        group(f).kind !== 'prospects' &&
          group(f).kind !== 'talked' &&
          `A one-page case study from ${group(f).phrase}, with their numbers.`,
        c.specific && `Where the message goes: ${c.notes.channels[2]}.`,
        'A follow-up within two days for every lead, checked every week.',
      ];
    },
  },
  'execution.retentionGrowth': {
    why: 'Keeping customers is cheaper than finding new ones, and happy customers bring the next ones. These ideas build that routine around your product.',
    ideas: (c) => {
      const { f } = c;
      const p = price(f);
      const software = f.profile?.model === 'software';
      return [
        'A check-in in the first week, so every new customer reaches a first result.',
        f.result
          ? `A monthly report to each customer on their own numbers, the way the pilot showed ${f.result}.`
          : 'A monthly report to each customer on what they gained, in their own numbers.',
        f.profile?.revenue === 'subscription'
          ? `A referral reward for both sides, a free month${p ? ` (worth ${p.replace(/ a (?:month|week|year)$/, '')})` : ''}, when a customer introduces another.`
          : 'A referral reward for both sides, a discount on the next order, when a customer introduces another.',
        software
          ? 'A churn alarm: two weeks without use triggers a call from the founder.'
          : 'A churn alarm: a missed visit, lesson or repeat order triggers a call from the founder.',
        `The next thing ${who(f)} will want after the first, offered once they see results.`,
      ];
    },
  },
  'execution.reasoning': reasoningIdeas('execution'),
};
