import { PILLAR_LABELS, type Pillar } from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import { figures } from '../nlp';
import { amountValue, currencyOf, formatMoney, hasAmount } from '../money';
import { type Founder, moneyPhrase, perYear } from './ideas/founder';
import type { FieldKind } from './improve-kinds';

/**
 * What the Detailed rewrite adds to a field: the parts the field should still say, as sentences
 * the founder can keep. Where the founder's other answers hold the fact (their customers, price,
 * costs, counts, results), the sentence states it in a few of their words; where nothing is
 * known, a clearly marked placeholder ('[how often]') shows what to fill in. Nothing here copies
 * another answer: each phrase drawn from one is at most five words (six for the workaround).
 */

interface Line {
  /** True when the field's text still lacks this part. */
  missing: (t: string) => boolean;
  line: (f: Founder) => string | null;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const FREQUENCY =
  /\b(daily|weekly|monthly|yearly|annually|every|each|per|a (?:day|week|month|year)|times|often|always|once|twice|hours?)\b/i;
const COUNT =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|dozen|hundred)\b/i;
const PEOPLE =
  /\b(customers?|clients?|users?|owners?|people|businesses|companies|teams?|families|patients|students|parents|farmers|buyers|managers?|traders|shops|landlords|members|listeners|women|men|founders?|ceos?|directors?|bakeries|clinics|practices|contractors|producers)\b/i;
const WHEN =
  /\b(by|before|within|until|day \d+|week \d+|next|end of|january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|\d+ (?:days|weeks|months))\b/i;
const OWNER =
  /\b(i|we|founder|co-?founder|cto|ceo|team|agent|partner|associate|manager|dispatcher)\b/i;
const RESULT =
  /\b(fell|rose|grew|saved|increased|decreased|dropped|improved|doubled|halved|closed|renewed|from \S+ to \S+)\b/i;

const always = () => true;

function customersOr(f: Founder, fallback: string): string {
  return f.customers ?? fallback;
}

/** '£1,200 a month' across '2,500 bakeries' -> '£36M a year'. */
function yearlyTotal(
  f: Founder,
  money: ReturnType<Founder['money']>[number] | null,
): string | null {
  const market = f.marketCount;
  if (!money || !market) return null;
  const each = amountValue(money.figure);
  // A cost 'a day' is usually a day of trouble, not every day of the year.
  const times = /month|quarter|year/.test(money.unit) ? perYear(money.unit) : null;
  const symbol = currencyOf(money.figure);
  if (each === null || times === null || symbol === '' || market.value < 10) return null;
  return `Across ${market.n} ${market.noun}, that is about ${formatMoney(symbol, each * times * market.value)} a year.`;
}

const PROBLEM: readonly Line[] = [
  {
    missing: (t) => !PEOPLE.test(t),
    line: (f) => `${cap(customersOr(f, '[Which customers]'))} feel it most.`,
  },
  {
    missing: (t) => !FREQUENCY.test(t),
    line: () => 'It happens [how often: daily, weekly, monthly], and [who] notices it first.',
  },
  {
    missing: (t) => !hasAmount(t),
    line: (f) => {
      const cost = f.cost;
      return cost
        ? `That can cost one of them ${moneyPhrase(cost)}.`
        : 'Each time costs them [how much in money, hours or lost sales].';
    },
  },
  {
    missing: (t) => !/\btoday\b|\binstead\b|\bmanual|\bspreadsheet|\bby hand\b/i.test(t),
    line: (f) => {
      const w = f.workaround;
      if (w) return `Today ${w}, which leaves [what still goes wrong].`;
      return f.has('product.currentHandling')
        ? null
        : 'Today they cope by [their workaround], which falls short because [why].';
    },
  },
  {
    missing: always,
    line: () => 'The last time it happened: [one real example, with the date and the cost].',
  },
];

const CURRENT_HANDLING: readonly Line[] = [
  {
    missing: (t) => !hasAmount(t) && !/\bhours?\b/i.test(t),
    line: (f) => {
      const cost = f.cost;
      return cost && cost.path === 'product.currentHandling'
        ? null
        : 'Doing it this way costs them [hours or money per week].';
    },
  },
  { missing: always, line: () => 'It falls short because [what still goes wrong, and how often].' },
  {
    missing: (t) => !/\b(tried|switch|competitor|alternative)\b/i.test(t),
    line: () => 'They have tried [other tools or suppliers], and stopped because [why].',
  },
  {
    missing: always,
    line: () => 'To switch to us, they would need to change [data, habits or contracts].',
  },
];

const WORTH: readonly Line[] = [
  {
    missing: (t) => !hasAmount(t),
    line: (f) => {
      const cost = f.cost;
      return cost && cost.path !== 'product.whyWorthSolving'
        ? `It can cost one of them ${moneyPhrase(cost)}.`
        : 'Each of them loses [how much per month] to it.';
    },
  },
  {
    missing: (t) => !/\bacross\b|\btotal\b|\bmarket\b/i.test(t),
    line: (f) => yearlyTotal(f, f.cost),
  },
  { missing: (t) => !FREQUENCY.test(t), line: () => 'It happens [how often].' },
  {
    missing: (t) => !/\burgent|\bnow\b|\bdeadline|\bregulat|\brising|\bnew rule/i.test(t),
    line: () => 'It is getting more urgent because [what is changing: a rule, prices or growth].',
  },
];

const SOLUTION: readonly Line[] = [
  {
    missing: always,
    line: (f) =>
      `After the first week, ${customersOr(f, 'a customer')} can [do what they could not do before].`,
  },
  {
    missing: (t) => !hasAmount(t),
    line: (f) => {
      const price = f.price;
      return price ? `It costs ${moneyPhrase(price)}.` : 'It costs [price per month or per order].';
    },
  },
  {
    missing: (t) => !/\breplac|\binstead\b|\bunlike\b|\bno more\b/i.test(t),
    line: (f) => {
      const w = f.workaround;
      return w ? `It replaces today's routine, where ${w}.` : null;
    },
  },
  {
    missing: (t) => !RESULT.test(t),
    line: (f) => {
      const r = f.result;
      return r ? `Early results: ${r}.` : 'The result it delivers: [what changes, with a number].';
    },
  },
];

const EVIDENCE: readonly Line[] = [
  {
    missing: (t) => !COUNT.test(t),
    line: (f) => `We tested it with [how many] ${customersOr(f, '[customers]')} for [how long].`,
  },
  {
    missing: (t) => !RESULT.test(t),
    line: () => 'The number that changed: [what] went from [before] to [after].',
  },
  {
    missing: (t) => !/\bpaid|\bpay|\bsigned|\bpre-?order|\bdeposit|\brenew/i.test(t),
    line: () => '[How many] of them kept using it, and [how many] asked to pay.',
  },
  {
    missing: (t) => !/["“]/.test(t),
    line: () => 'In their words: "[what one of them said about the result]".',
  },
];

const DISCOVERY: readonly Line[] = [
  {
    missing: (t) => !COUNT.test(t),
    line: (f) => `We spoke to [how many] ${customersOr(f, '[customers]')}.`,
  },
  {
    missing: always,
    line: () => 'The most interested had [what in common: role, size or trigger].',
  },
  { missing: always, line: () => 'What surprised us: [the answer we did not expect].' },
  {
    missing: (t) => !/\bpaid|\bpay|\bpilot|\btrial|\bsigned|\bpre-?order/i.test(t),
    line: () => '[How many] asked to try it, and [how many] offered to pay.',
  },
];

const PAY: readonly Line[] = [
  {
    missing: (t) => !hasAmount(t),
    line: (f) => {
      const price = f.price;
      return price && price.path !== 'market.payEvidence'
        ? `The price we ask is ${moneyPhrase(price)}.`
        : 'The price we ask is [price per month or per order].';
    },
  },
  {
    missing: (t) => !COUNT.test(t),
    line: () => '[How many] have paid, pre-ordered or signed so far, and [how many] said no.',
  },
  {
    missing: always,
    line: (f) => {
      const cost = f.cost;
      return cost
        ? `For comparison, the problem already costs one of them ${moneyPhrase(cost)}.`
        : 'For comparison, they pay [how much] for their workaround today.';
    },
  },
];

const BUDGET: readonly Line[] = [
  {
    missing: (t) =>
      !/\bowner|\bsigns?\b|\bapprov|\bdecid|\bceo|\bdirector|\bmanager|\bparent/i.test(t),
    line: () => '[Which role] signs off the spend, up to [what limit].',
  },
  {
    missing: (t) => !hasAmount(t),
    line: (f) => {
      const price = f.price;
      return price
        ? `Our price of ${moneyPhrase(price)} comes out of [which budget line].`
        : 'They spend [how much per month] from this budget today.';
    },
  },
  {
    missing: always,
    line: () => 'Budgets are set in [which month], so offers go out before then.',
  },
];

const MARKET_SIZE: readonly Line[] = [
  {
    missing: (t) => !COUNT.test(t),
    line: (f) => `There are [how many] ${customersOr(f, '[customers]')}${f.inPlace}.`,
  },
  {
    missing: (t) => !/\ba year\b|\bper year\b|\bannual|\btotal\b|\bworth\b/i.test(t),
    line: (f) => yearlyTotal(f, f.price) ?? 'Each spends [how much a year] on the problem.',
  },
  {
    missing: (t) => !/\bsource|\bregistry|\bassociation|\bcensus|\bdirectory|\breport/i.test(t),
    line: () => 'The count comes from [a registry, an association or a directory].',
  },
  {
    missing: always,
    line: () => 'Our first channel can reach [what share] of them in two years.',
  },
];

const CUSTOMER: readonly Line[] = [
  {
    missing: (t) => !COUNT.test(t),
    line: (f) => {
      const m = f.marketCount;
      return m
        ? `There are ${m.n} ${m.noun} like them.`
        : 'There are [how many] of them in our first region.';
    },
  },
  {
    missing: (t) => !/\bdecid|\bsigns?\b|\bpays?\b|\bbuy/i.test(t),
    line: () => '[Who] decides to buy, and [who] uses it day to day.',
  },
  { missing: always, line: () => 'They start looking for help when [the trigger event].' },
  {
    missing: (t) => !/\bthrough\b|\bvia\b|\bfind\b|\breach\b/i.test(t),
    line: (f) => {
      const p = f.partner;
      return p
        ? `We reach them through ${p}.`
        : 'We can find 20 of them this month at [a list, group or event].';
    },
  },
];

const RISK: Line[] = [];

function riskLines(f: Founder): string[] {
  const risks = f.risks.slice(0, 3);
  const lines = risks.map(
    (r) =>
      `${cap(r)}: the early warning sign is [what we would see first], and [who] responds by [what].`,
  );
  if (lines.length === 0)
    lines.push(
      '[The biggest risk]: the early warning sign is [what], and [who] responds by [what].',
    );
  lines.push('If sales arrive three months late, the money lasts until [which month].');
  return lines;
}

const DELIVERY: readonly Line[] = [
  {
    missing: (t) => !OWNER.test(t),
    line: () => '[Who] delivers each order, with [which tools or suppliers].',
  },
  { missing: always, line: () => 'One delivery takes [how long] and costs us [how much].' },
  {
    missing: (t) => !/\bby hand\b|\bmanual/i.test(t),
    line: () => 'For the first 10 customers we do [which steps] by hand.',
  },
  { missing: always, line: () => 'When something goes wrong, [who] fixes it within [how long].' },
];

const RESOURCES: readonly Line[] = [
  {
    missing: (t) => !/\bhours|\bfull-time|\bpart-time/i.test(t),
    line: () => 'Each person gives [how many hours a week].',
  },
  {
    missing: (t) => !/\brunway|\bmonths?\b/i.test(t),
    line: (f) => {
      const money = f.money(['execution.resourcesPartners'])[0];
      return money
        ? `At [monthly spend], the ${money.figure} lasts [how many] months.`
        : 'Monthly spend is [how much], which gives [how many] months of runway.';
    },
  },
  {
    missing: always,
    line: () =>
      'Still missing: [which skill or resource], which we will [hire, contract or partner] for.',
  },
];

const GO_TO_MARKET: readonly Line[] = [
  {
    missing: (t) => !COUNT.test(t),
    line: (f) => {
      const p = f.introducer;
      return p
        ? `${cap(p)} introduces us to [how many] ${customersOr(f, 'prospects')} a month.`
        : `We contact [how many] ${customersOr(f, 'prospects')} a week, each one by name.`;
    },
  },
  {
    missing: (t) => !hasAmount(t),
    line: (f) => {
      const price = f.price;
      return price
        ? `The first offer is ${moneyPhrase(price)}, with a founding-customer deadline of [date].`
        : 'The first offer is [a pilot or founding price], with a deadline of [date].';
    },
  },
  {
    missing: always,
    line: () => 'The channel stays if it brings [how many] paying customers in [four] weeks.',
  },
];

const SALES: readonly Line[] = [
  {
    missing: always,
    line: () =>
      'A sale goes from [first contact] to [a demo or visit] to payment, and takes [how long].',
  },
  {
    missing: (t) => !RESULT.test(t) && !figures(t).length,
    line: (f) => {
      const r = f.result;
      return r
        ? `Every pitch carries the proof: ${r}.`
        : 'Every pitch carries one proof: [a number or a quote].';
    },
  },
  {
    missing: always,
    line: () => 'Each week we count contacts, replies, conversations and sales.',
  },
];

const RETENTION: readonly Line[] = [
  {
    missing: (t) => !/\bonboard|\bfirst week|\bcheck-in/i.test(t),
    line: () => 'Every new customer gets [a check-in] in the first week.',
  },
  {
    missing: (t) => !/\breferr/i.test(t),
    line: () => 'A referral ask follows each success, with [what reward] for both sides.',
  },
  {
    missing: always,
    line: () => 'The sign that a customer may leave is [what], and [who] calls them.',
  },
];

const PRIORITY: readonly Line[] = [
  { missing: (t) => !OWNER.test(t), line: () => '[Who] owns it.' },
  { missing: (t) => !WHEN.test(t), line: () => 'It is done by [date].' },
  { missing: always, line: () => 'It costs [how much] and [how many hours a week].' },
  { missing: always, line: () => 'The first step, this week: [what].' },
];

const ACTIONS: readonly Line[] = [
  { missing: (t) => !OWNER.test(t), line: () => '[Who] owns each action.' },
  { missing: (t) => !WHEN.test(t), line: () => 'The first result is due by [date].' },
  { missing: always, line: () => 'It is done when [which number moves, and by how much].' },
];

const MEASURE: readonly Line[] = [
  {
    missing: (t) => !/\btoday\b|\bnow\b|\bcurrently\b|\bfrom \S+ to\b/i.test(t),
    line: () => "Today's value: [the current number].",
  },
  {
    missing: (t) => !/\bevery|\bweekly|\bdaily|\bmonthly/i.test(t),
    line: () => 'We check it every [week], and [who] reports it.',
  },
  {
    missing: (t) => !/\bbelow\b|\bunder\b|\bbelow\b|\bthreshold\b|\bif\b/i.test(t),
    line: () => 'Below [what level] on day 30, we change the plan.',
  },
];

const SUCCESS: readonly Line[] = [
  {
    missing: always,
    line: (f) => {
      const p = f.priority;
      return p ? `They show whether we ${p.charAt(0).toLowerCase()}${p.slice(1)}.` : null;
    },
  },
  ...MEASURE,
];

const STATE: readonly Line[] = [
  { missing: always, line: () => 'The last time it worked: [an example, with the date].' },
  {
    missing: (t) => !FREQUENCY.test(t),
    line: () => 'It runs [how often: weekly, monthly, never].',
  },
  {
    missing: always,
    line: () => 'Where it slows down: [the handover that waits, and for how long].',
  },
];

const REFLECTION: readonly Line[] = [
  {
    missing: always,
    line: () => 'Because of it, in the next 30 days we will [what we do differently].',
  },
  {
    missing: always,
    line: (f) => {
      const p = f.priority;
      return p ? `It shapes our 30-day priority: ${p}.` : null;
    },
  },
  {
    missing: always,
    line: () => 'The evidence that changed our mind: [which answer or conversation].',
  },
];

function reasoningLines(path: string, f: Founder, t: string): string[] {
  const pillar = path.split('.')[0] as Pillar;
  const guide = RATING_GUIDES[pillar];
  const r = f.form[pillar]?.rating ?? null;
  const label = PILLAR_LABELS[pillar];
  const lines: string[] = [];
  const level = r === null ? undefined : guide[r - 1];
  if (level)
    lines.push(
      `At ${r}/5 (${level.label}), the fact that places ${label} here is [the strongest evidence].`,
    );
  else lines.push(`The rating rests on [the strongest evidence for ${label}].`);
  const next = guide[r === null ? 1 : Math.min(r, guide.length - 1)];
  if (next && (!level || next.value > level.value))
    lines.push(
      `To reach ${next.value}/5 (${next.label}), we still need [the proof the guide asks for].`,
    );
  if (pillar === 'product' && !RESULT.test(t)) {
    const res = f.result;
    if (res) lines.push(`The strongest evidence so far: ${res}.`);
  }
  lines.push('The assumption we are least sure of: [which], tested this month by [how].');
  return lines;
}

const BY_PATH: Record<string, readonly Line[]> = {
  'product.problem': PROBLEM,
  'product.currentHandling': CURRENT_HANDLING,
  'product.whyWorthSolving': WORTH,
  'product.solution': SOLUTION,
  'product.differentiation': [
    {
      missing: (t) => !figures(t).length,
      line: () => 'It is [how much] faster or cheaper than [the alternative].',
    },
    {
      missing: always,
      line: (f) => {
        const w = f.workaround;
        return w ? `Today ${w}; we remove [which step].` : null;
      },
    },
    {
      missing: always,
      line: () => 'It is hard to copy because [know-how, data or relationships].',
    },
    {
      missing: always,
      line: () => 'We deliberately do not [what we leave out], so it stays simple.',
    },
  ],
  'product.evidence': EVIDENCE,
  'market.discoveryEvaluation': DISCOVERY,
  'market.payEvidence': PAY,
  'market.target': CUSTOMER,
  'market.idealCustomer': CUSTOMER,
  'market.budget': BUDGET,
  'market.marketSize': MARKET_SIZE,
  'execution.delivery': DELIVERY,
  'execution.resourcesPartners': RESOURCES,
  'execution.risks': RISK,
  'execution.goToMarket': GO_TO_MARKET,
  'execution.salesMarketing': SALES,
  'execution.retentionGrowth': RETENTION,
  'actionPlan.priority': PRIORITY,
  'actionPlan.successMeasures': SUCCESS,
};

/** The most sentences the Detailed rewrite adds. */
export const MAX_DETAIL_LINES = 4;

/**
 * The sentences Detailed adds to the text of the field at `path`, most useful first: the parts
 * the text still lacks, from the founder's other answers where known, else as placeholders.
 */
export function detailLines(path: string, kind: FieldKind, text: string, f: Founder): string[] {
  if (path === 'execution.risks') return riskLines(f);
  if (kind === 'reasoning') return reasoningLines(path, f, text);
  const spec =
    BY_PATH[path] ??
    (path.endsWith('.current')
      ? STATE
      : path.endsWith('.metrics')
        ? MEASURE
        : path.endsWith('.actions')
          ? ACTIONS
          : kind === 'reflection'
            ? REFLECTION
            : PRIORITY);
  const out: string[] = [];
  for (const item of spec) {
    if (out.length === MAX_DETAIL_LINES) break;
    if (!item.missing(text)) continue;
    const line = item.line(f);
    if (line && !out.includes(line) && !text.toLowerCase().includes(line.toLowerCase()))
      out.push(line);
  }
  return out;
}
