import type { FormState } from '@shared/contracts/assessment-form';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import {
  AMOUNT,
  amountsIn,
  amountValue,
  cashIn,
  currencyOf,
  formatExact,
  formatMoney,
} from '../money';
import { sentences } from '../nlp';
import type { FounderProfile } from '../profile';
import { fragment } from './text';

/**
 * The founder's own telling number ('31% of bookings cancelled or no-show by owner', 'Day-30
 * retention about 11%', 'Spoilage is 9% of what we buy'), put to work in the session it belongs
 * to. Three re-readers found that the coach quoted founders' words but never worked with their
 * numbers: a share of something going wrong, or of people staying or paying, is the number the
 * founder already watches.
 */
interface Kind {
  session: CoachingSessionNumber;
  /** What the share is of, in the founder's sentence. */
  about: RegExp;
  line: (quote: string) => string;
}

/** Work going wrong is read first, then people staying, then people saying yes. */
const KINDS: readonly Kind[] = [
  {
    // People leaving, staying or finishing: the product's pull.
    session: 2,
    about:
      /\b(retention|retained|renew\w*|churn\w*|complet\w*|come back|came back|repeat|still (using|active|paying)|d(1|7|30|90))\b/i,
    line: (q) =>
      `Your own number, ${q}: write the level that would change your plan, and ask 3 of those behind it why.`,
  },
  {
    // People who said yes, paid or bought: the market's answer.
    session: 3,
    about:
      /\b(conver\w*|bought|sign(ed)? up|said they would|would pay|win rate|close rate|of (leads|demos|trials|visitors|players|users|sign-?ups|views|downloads))\b/i,
    line: (q) =>
      `Start from ${q}: who are the ones behind that share, and what did they have in common?`,
  },
  {
    // Work that went wrong: cancellations, no-shows, late, spoiled, failed.
    session: 4,
    about:
      /\b(no-?shows?|late|spoil\w*|wast\w*|defects?|fail\w*|false alarms?|complaints?|returns?|rework|on time|breakdowns?)\b/i,
    line: (q) =>
      `Put ${q} on the weekly review: log each case this week with its cause, and fix the commonest.`,
  },
];

/** Answers where a founder reports what happened, in the order they are read. */
const PATHS = [
  'product.evidence',
  'market.payEvidence',
  'execution.delivery',
  'product.reasoning',
  'market.reasoning',
  'execution.reasoning',
];
const ORDER: readonly CoachingSessionNumber[] = [4, 2, 3];

/** This session's line on the founder's own telling share, or null when they gave none for it. */
export function keyNumberLine(session: CoachingSessionNumber, p: FounderProfile): string | null {
  const kind = KINDS.find((k) => k.session === session);
  if (!kind) return null;
  for (const path of PATHS) {
    for (const f of p.figures) {
      if (f.path !== path || !/%$/.test(f.figure)) continue;
      // The clause that holds the share ('Spoilage is 9% of what we buy'), not the whole sentence.
      const clause =
        f.sentence.length <= 90
          ? f.sentence.replace(/[.!]+$/, '')
          : (f.sentence.split(/[;,.](?=\s)/).find((c) => c.includes(f.figure)) ?? f.sentence);
      // A market share or a growth rate is no share of the founder's own customers or work.
      if (
        /\b(market|growth|grew|cagr|margin|vat|tax|interest|of the (market|country))\b/i.test(
          clause,
        )
      )
        continue;
      // '~12% more patients pick up on time' is a change the founder won, not a share of cases
      // to log: it is proof, not a fault.
      if (
        new RegExp(
          `${f.figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(more|fewer|less|higher|lower|up|down|better|increase|drop|rise|improvement)\\b`,
          'i',
        ).test(clause)
      )
        continue;
      // Each share belongs to one session: the first kind, in ORDER, that it is about.
      const owner = ORDER.map((n) => KINDS.find((k) => k.session === n)).find((k) =>
        k?.about.test(clause),
      );
      if (owner !== kind) continue;
      return kind.line(`"${fragment(clause.trim(), 70)}"`);
    }
  }
  return null;
}

const CAC = new RegExp(
  String.raw`\b(?:CAC|cost per (?:customer|acquisition|new customer))\b([^.;]{0,40})`,
  'i',
);
const LIFETIME = new RegExp(
  String.raw`\b(?:ARPU per lifetime|lifetime (?:value|revenue)|LTV|revenue per customer over (?:their|a) lifetime)\b[^.;]{0,12}?(${AMOUNT})`,
  'i',
);
const MONTHLY = new RegExp(
  String.raw`(${AMOUNT})\s?(?:\/\s?(?:month|mo)\b|a month\b|per month\b)|(?:avg|average)\s?(${AMOUNT})[^.;]{0,20}\bmonthly\b|\bmonthly,? (?:avg|average)\s?(${AMOUNT})`,
  'i',
);

/**
 * What one order or sale is worth: 'AOV CA$46', 'avg booking $148', 'Avg sale £7.10', '64
 * commissions last year at an average of £640'.
 */
export const AVERAGE_ORDER = new RegExp(
  String.raw`\b(?:AOV|average (?:sale|order|basket|booking|ticket|spend|transaction|price|fee|job|project|contract|deal)(?: value| size)?|avg\.? (?:sale|order|basket|booking|ticket|spend|transaction|price|fee|job|project|deal)|at an average of)\b[^.;\d]{0,12}?(${AMOUNT})`,
  'i',
);

/**
 * What a customer pays a month ('$149/mo per store', 'median €95/month'), not the founder's own
 * spend or takings ('Marketing spend R$ 35k/month', 'MRR $9,180').
 */
export function monthlyPrice(answers: string): string | undefined {
  const monthly = [...answers.matchAll(new RegExp(MONTHLY.source, 'gi'))].find(
    (m) =>
      !/\b(spend|spent|marketing|ads|budget|burn|salar\w*|rent|costs?|loan|bill|revenue|mrr|turnover|sales|income|takings)\b[^.;]{0,20}$/i.test(
        answers.slice(Math.max(0, m.index - 40), m.index),
      ),
  );
  return bare(monthly?.[1] ?? monthly?.[2] ?? monthly?.[3]);
}

/** An amount without the sentence's stop after it: '~€118.' is '~€118'. */
const bare = (amount: string | undefined) => amount?.trim().replace(/[.,]+$/, '');

/**
 * Session 7's sum on the founder's own acquisition cost: what winning a customer costs against
 * what one brings ('CAC from meta ads was €38' against '300 paying monthly, avg €32,10', or
 * 'ARPU per lifetime ~€118'). Re-readers of read 23: the coach quoted these figures and never
 * put one against the other. Null unless both figures are in the answers.
 */
export function paybackLine(session: CoachingSessionNumber, form: FormState): string | null {
  if (session !== 7) return null;
  const answers = [
    form.product.evidence,
    form.market.payEvidence,
    form.market.discoveryEvaluation,
    form.market.budget,
    form.product.solution,
    form.execution.salesMarketing,
    form.execution.goToMarket,
    form.execution.risks,
    form.market.reasoning,
    form.execution.reasoning,
  ].join('\n');
  const cacAt = CAC.exec(answers);
  let cac: string | undefined;
  let cacValue: number | null = null;
  // 'Your CAC ($71)', or what a channel's spend cost per customer won, named as that.
  let lead = '';
  if (cacAt?.[1]) {
    // 'CAC went from $38 to $71': the latest; 'only if CAC < €30' is a limit, not a cost.
    if (/^\s*(<|under|below|of under|target|goal|should|must|max)/i.test(cacAt[1])) return null;
    cac = bare(amountsIn(cacAt[1]).at(-1));
    cacValue = cac ? amountValue(cac) : null;
  } else {
    // 'We spent about $38k on shows + travel last year and got 41 stores from it': the CAC
    // the founder has not named, worked out.
    const won = spentFor(answers);
    if (won) [cac, cacValue, lead] = [won.label, won.each, won.lead];
  }
  if (!cac || !cacValue) return null;
  lead ||= `Your CAC (${cac})`;
  const lifetime = bare(LIFETIME.exec(answers)?.[1]);
  const lifetimeValue = lifetime ? amountValue(lifetime) : null;
  if (lifetime && lifetimeValue && lifetimeValue > cacValue) {
    const share = Math.round((cacValue / lifetimeValue) * 100);
    return `${lead} is ${share}% of what a customer brings in a lifetime (${lifetime}), before costs: keep the channels whose customers stay long enough to pay it back, and count them monthly.`;
  }
  const price = monthlyPrice(answers);
  const priceValue = price ? amountValue(price) : null;
  if (price && priceValue && cacValue / priceValue >= 0.3) {
    const months = Math.round((cacValue / priceValue) * 10) / 10;
    return `${lead} is about ${months} months of ${price}, before costs: count, by channel, how many customers stay longer than that.`;
  }
  // 'AOV CA$46': what one order brings.
  const orderAt = AVERAGE_ORDER.exec(answers);
  const order = bare(orderAt?.[1]);
  const orderValue = order ? amountValue(order) : null;
  // A marketplace keeps only its cut of each order ('We take 20% commission', avg booking $148):
  // the CAC is paid back in cuts, not in whole orders.
  const rateAt = OWN_CUT.test(answers)
    ? TAKE_RATE.map((re) => re.exec(answers)).find((m) => m?.[1])
    : undefined;
  if (order && orderValue && rateAt?.[1]) {
    const cut = (orderValue * Number(rateAt[1])) / 100;
    const noun = /booking/i.test(orderAt?.[0] ?? '') ? 'bookings' : 'orders';
    const currency = currencyOf(order);
    // 'Cost per booking: insurance $3.20, Stripe ~$4.60, support ~$2.50' comes off the cut.
    const costs = costPerOrder(answers);
    const kept = costs !== null && costs < cut ? cut - costs : null;
    const cuts = Math.round((cacValue / (kept ?? cut)) * 10) / 10;
    if (cuts >= 0.3)
      return kept !== null
        ? `${lead} is about ${cuts} ${noun} of what you keep (your ${rateAt[1]}% cut of ${order} is about ${roughly(currency, cut)}, less about ${roughly(currency, costs ?? 0)} of costs per booking): count, by channel, how many customers come back more often than that.`
        : `${lead} is about ${cuts} ${noun} of your ${rateAt[1]}% cut (about ${roughly(currency, cut)} on ${order}), before costs: count, by channel, how many customers come back more often than that.`;
  }
  if (order && orderValue && cacValue / orderValue >= 0.3) {
    const orders = Math.round((cacValue / orderValue) * 10) / 10;
    // Under one order (CAC $38 on a $52 order), the question is what the first order keeps.
    if (orders < 1)
      return `${lead} is about ${Math.round(orders * 100)}% of one ${order} order before costs: after product, shipping and fees, check the first order still covers it, and count, by channel, who orders a second time.`;
    return `${lead} is about ${orders} orders at ${order}, before costs: count, by channel, how many customers order more often than that.`;
  }
  return null;
}

/** Money spent on a channel and the customers it won, in one sentence. */
const SPENT_FOR = new RegExp(
  String.raw`\bspent\b[^.;\d]{0,12}?(${AMOUNT})\s+on\s+([^.;]{3,40}?)\b(?:and|which|that|,)\s*(?:got|won|signed|brought(?: in)?|gave us|landed)\s+(?:us\s+)?(\d[\d,]*)\s+([a-z-]+s)\b`,
  'i',
);

/** What one customer won cost, from the spend and the count: 'about $927 a store ($38k for 41)'. */
function spentFor(answers: string): { label: string; each: number; lead: string } | null {
  const m = SPENT_FOR.exec(answers);
  if (!m?.[1] || !m[3] || !m[4]) return null;
  const spent = bare(m[1])!;
  const total = amountValue(spent);
  const n = Number(m[3].replace(/,/g, ''));
  if (!total || !(n >= 2)) return null;
  const each = total / n;
  const noun = m[4].replace(/ies$/, 'y').replace(/s$/, '');
  const label = `about ${roughly(currencyOf(spent), each)} a ${noun}: ${spent} for ${n} ${m[4]}`;
  return {
    label,
    each,
    lead: `A ${noun} won through ${(m[2] ?? '').trim().replace(/\s+(last|this) (year|month|quarter)$|\s+in \d{4}$/i, '')} (${label})`,
  };
}

/** '9.5' months as a founder would say it: '9.5', '20'. */
const monthsText = (n: number) => String(Math.round(n * 10) / 10);

/**
 * The Execution session's sum on the founder's own deadline, as an action and the week's task:
 * the months of cash they said are left, against the sales cycle they wrote ('Runway ~20 months'
 * and 'Sales cycle seems 9-12 months': a deal not started by month 8 pays after the money runs
 * out), or against the 3-6 months a raise or a loan takes to close. Null unless the founder named
 * their runway.
 */
export function runwaySum(
  session: CoachingSessionNumber,
  p: FounderProfile,
): { action: string; task: string } | null {
  if (session !== 4 || !p.runway) return null;
  const left = monthsText(p.runway.months);
  // A runway worked out from the cash and the burn says what it is worked out from.
  const computed = / left at /.test(p.runway.phrase);
  const basis = computed ? `, from ${p.runway.phrase}` : '';
  const aside = computed ? ` (${p.runway.phrase})` : '';
  const cycle = p.salesCycle;
  if (cycle) {
    const latest = Math.floor(p.runway.months - cycle.months);
    return latest >= 1
      ? {
          action: `Your runway (about ${left} months${basis}) against your sales cycle (${cycle.phrase}): a deal that has not started by month ${latest} pays after the money runs out. List the deals that can sign before it does, and set the month you decide to raise, cut or change course.`,
          task: `List every deal that can sign within your ${left} months of runway, each with its next step and a date.`,
        }
      : {
          action: `Your runway (about ${left} months${basis}) is no longer than your sales cycle (${cycle.phrase}): only deals already under way can pay before the money runs out. Give each one a close date this week, and decide this month whether to raise, cut or shorten the cycle.`,
          task: 'List the deals already under way, each with a close date and who signs.',
        };
  }
  const decide = Math.floor(p.runway.months - 6);
  return p.runway.months >= 8
    ? {
        action: `About ${left} months of runway${aside}, and a raise or a loan takes 3-6 months to close: month ${decide} is the latest to start one. Write down this week the numbers that will decide by then whether you raise, cut or change course.`,
        task: `Put month ${decide} in the calendar as the day you decide to raise, cut or change course, with the 3 numbers that decide it.`,
      }
    : {
        action: `About ${left} months of runway${aside} leaves no slack for a raise or a loan (3-6 months to close): decide this week what you cut first and whom you ask for money, and put both in the calendar.`,
        task: 'Write down the three costs you would cut first, and the three people you would ask for money.',
      };
}

/** Costs listed per order: 'Cost per booking: insurance $3.20, Stripe 2.9%+30c (~$4.60), support ~$2.50'. */
const COST_LIST =
  /\bcosts? per (?:booking|order|delivery|job|sale)\s*:?\s*([^\n]*?)(?:\.(?:\s|$)|$)/i;

/** The sum of the costs the founder listed per order, or null when they listed none. */
function costPerOrder(answers: string): number | null {
  const list = COST_LIST.exec(answers)?.[1];
  if (!list) return null;
  const values = amountsIn(list).map((a) => amountValue(a) ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  return total > 0 ? total : null;
}

/** Words that make a cut the founder's own, not a platform's ('We take 20% commission'). */
const OWN_CUT =
  /\b(we|i) (take|keep|charge|earn|get)\b|\bour (cut|commission|fee|take)\b|\bcommission (from|on each|per)\b|\btake rate\b/i;
/** A cut the founder takes: '5-7% commission', 'we take 12%', 'take rate of 8%'. */
const TAKE_RATE = [
  /\b(\d{1,2}(?:\.\d+)?)(?:\s?%?\s?[-–]\s?(\d{1,2}(?:\.\d+)?))?\s?%\s+(?:commission|cut|take rate|booking fee|transaction fee|service fee|fee on each)\b/i,
  /\b(?:we (?:take|keep|charge|earn|get)|take rate(?: of| is)?|our (?:cut|take|commission|fee)(?: of| is)?|commission of)\s+(?:a |an |about |~)?(\d{1,2}(?:\.\d+)?)(?:\s?%?\s?[-–]\s?(\d{1,2}(?:\.\d+)?))?\s?%/i,
];
/** A count of orders and their total in one sentence: '340 orders ... roughly N41m GMV'. */
const ORDER_COUNT =
  /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:orders|bookings|transactions|deliveries|baskets)\b/i;
const GMV = new RegExp(
  String.raw`(${AMOUNT})\s*(?:of\s+|in\s+)?(?:GMV|gross merchandise|order value|worth of orders)\b|\bGMV\b[^.;\d]{0,16}?(${AMOUNT})`,
  'i',
);
/** What delivering one order costs: 'each delivery costs us ~N6,500', 'costs us $4 per order'. */
const COST_PER_ORDER = [
  new RegExp(
    String.raw`\b(?:each|every|one|a|per|an average|the average)\s+(?:delivery|order|drop|trip|shipment|run)\s+costs?\s+(?:us\s+)?(?:about|around|roughly|~|≈)?\s*~?(${AMOUNT})`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:costs?|spend|pay)\s+(?:us\s+)?(?:about|around|roughly|~)?\s*~?(${AMOUNT})\s*(?:per|a|each|an)\s+(?:delivery|order|drop|trip|shipment)\b`,
    'i',
  ),
];

/** A figure to two significant digits, for a sum that is an estimate: 6,029 is 6,000, 5.52 is 5.50. */
const roughly = (currency: string, n: number) => {
  const r = Number(n.toPrecision(2));
  return r >= 1e4 ? formatMoney(currency, r) : formatExact(currency, r);
};

/**
 * The Product-Execution session's sum for a business that lives on a cut of each order: the cut
 * on an average order against what delivering one costs ('5-7% commission' of about N120k an
 * order, against '~N6,500' a delivery). Re-readers of read 23: the coach quoted the commission and
 * the delivery cost and never put one against the other. Only when the cut is thin (under twice
 * the cost): a comfortable margin needs no sum.
 */
export function takeLine(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): string | null {
  if (session !== 6 || !(p.model === 'marketplace' || p.revenue === 'commission')) return null;
  const texts = [
    form.product.solution,
    form.product.evidence,
    form.market.payEvidence,
    form.market.budget,
    form.execution.risks,
    form.execution.delivery,
    form.execution.salesMarketing,
    form.loops.product_market.actions,
    form.loops.product_execution.current,
  ];
  const answers = texts.join('\n');
  // A platform's cut of the founder's own sales is a cost to them, not their take.
  const rateAt = TAKE_RATE.map((re) => re.exec(answers)).find(
    (m) =>
      m &&
      !(
        p.platformCut &&
        answers.slice(Math.max(0, m.index - 40), m.index + m[0].length).includes(p.platformCut)
      ),
  );
  if (!rateAt?.[1]) return null;
  const low = Number(rateAt[1]) / 100;
  const high = rateAt[2] ? Number(rateAt[2]) / 100 : low;
  const costAt = COST_PER_ORDER.map((re) => re.exec(answers)).find((m) => m?.[1]);
  const cost = costAt?.[1]?.replace(/[.,]+$/, '');
  const costValue = cost ? amountValue(cost) : null;
  if (!cost || !costValue) return dealTake(answers, rateAt[1], rateAt[2]);
  // What one order is worth: stated, or the total over the count of one sentence.
  let order = AVERAGE_ORDER.exec(answers)?.[1]?.replace(/[.,]+$/, '');
  let orderValue = order ? amountValue(order) : null;
  let from = '';
  if (!orderValue) {
    for (const s of texts.flatMap((t) => sentences(t))) {
      const count = ORDER_COUNT.exec(s);
      const gmv = GMV.exec(s);
      const total = (gmv?.[1] ?? gmv?.[2])?.replace(/[.,]+$/, '');
      const totalValue = total ? amountValue(total) : null;
      const n = count?.[1] ? Number(count[1].replace(/,/g, '')) : 0;
      if (!total || !totalValue || n < 5) continue;
      orderValue = totalValue / n;
      order = roughly(currencyOf(total), orderValue);
      from = ` (${total} over ${n} orders)`;
      break;
    }
  }
  const currency = currencyOf(cost);
  if (!order || !orderValue || currency === '' || currencyOf(order) !== currency) return null;
  const takeLow = orderValue * low;
  const takeHigh = orderValue * high;
  if (takeLow >= 2 * costValue) return null;
  const rate = rateAt[2] ? `${rateAt[1]}-${rateAt[2]}%` : `${rateAt[1]}%`;
  const take =
    high > low
      ? `${roughly(currency, takeLow)}-${roughly(currency, takeHigh).slice(currency.length)}`
      : roughly(currency, takeLow);
  const verdict =
    takeHigh < costValue
      ? 'each order loses money on delivery alone'
      : takeLow < costValue
        ? `at ${rateAt[1]}% each order loses money on delivery alone, and at ${rateAt[2]}% it barely covers it`
        : 'what is left after delivery is thin';
  return `At ${rate} of an average order of about ${order}${from}, you keep about ${take} an order, against ${cost} a delivery: ${verdict}. Price one change this week that closes the gap: a minimum order, a delivery fee, or one run for several orders.`;
}

/** What one deal is worth: 'Average used excavator (20-30t) sells for about AED 180,000'. */
const DEAL_VALUE = new RegExp(
  String.raw`\baverage (?:[a-z-]+ ){0,3}(?:\([^)]{0,15}\) )?sells? for (?:about |around |~)?(${AMOUNT})`,
  'i',
);
/** A cost the founder pays on each listing or deal: 'inspection (AED 900 per machine)'. */
const COST_PER_DEAL = new RegExp(
  String.raw`\b(inspection|valuation|photos?|listing|escrow|transport|check)\b[^.;]{0,40}?(${AMOUNT})\s*(?:per|a|each) (?:machine|listing|deal|sale|item|car|vehicle|unit)\b`,
  'i',
);

/**
 * A marketplace on a cut of large, rare deals: the cut of one average deal, less what the founder
 * pays on each ('3% commission' of about AED 180,000 is AED 5,400, less AED 900 for the
 * inspection: about AED 4,500). Re-readers of read 25: the cut was never put against the deal.
 */
function dealTake(answers: string, low: string, high: string | undefined): string | null {
  const deal = bare(DEAL_VALUE.exec(answers)?.[1]);
  const dealValue = deal ? amountValue(deal) : null;
  if (!deal || !dealValue) return null;
  const rate = Number(high ?? low) / 100;
  const currency = currencyOf(deal);
  const take = (dealValue * Number(low)) / 100;
  const costAt = COST_PER_DEAL.exec(answers);
  const cost = bare(costAt?.[2]);
  const costValue = cost ? amountValue(cost) : null;
  const share = high ? `${low}-${high}%` : `${low}%`;
  const head = `At ${share} of an average deal of about ${deal}, you keep about ${roughly(currency, take)}${high ? ` to ${roughly(currency, dealValue * rate)}` : ''} a deal`;
  const net =
    cost && costValue && currencyOf(cost) === currency && costValue < take
      ? `, less ${cost} for the ${costAt?.[1]?.toLowerCase()}: about ${roughly(currency, take - costValue)}`
      : '';
  return `${head}${net}. Count how many deals a month pay your monthly costs, and close the first one before anything else.`;
}

/** Goods held: '3,380 units in stock', 'stock of 1,300 copies', '900 jars on the shelf'. */
const STOCK_UNITS =
  /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(?:units?|items?|pieces|pcs|bottles|jars|copies|boxes|packs|bags)\s+(?:(?:left |sitting |stored |unsold )?(?:in stock|on (?:the )?shel(?:f|ves)|in (?:a |the |our )?(?:warehouse|storeroom|garage|unit|3pl)))|\b(?:stock|inventory)(?: of| is| at)?\s*:?\s*(\d{1,3}(?:,\d{3})+|\d+)\s+(?:units?|items?|pieces|copies|bottles|jars)\b/i;
/** What one unit cost to make or buy: 'cost avg R64/unit', 'landed cost £78 per unit'. */
const UNIT_COST = new RegExp(
  String.raw`\bcosts?\b[^.;\d]{0,20}?(${AMOUNT})\s*(?:\/\s*|per |a |each )(?:unit|item|piece|copy|bottle|jar|box|pack)\b`,
  'i',
);
/**
 * The Execution session's sum for a business that holds stock: what the goods on the shelf cost
 * against the cash in the bank ('3,380 units in stock, cost avg R64/unit' against 'Cash in bank
 * R38,500': about R216k of stock, 5.6 times the cash). Re-readers of read 24: the coach told a
 * founder squeezed between stock and cash to 'count what it would cost in weeks of cash' and left
 * the arithmetic to her. Only when the stock is worth more than the cash.
 */
export function stockSum(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): { action: string; task: string } | null {
  if (session !== 4 || !p.holdsStock) return null;
  const texts = [
    form.execution.risks,
    form.execution.delivery,
    form.execution.resourcesPartners,
    form.product.evidence,
    form.market.payEvidence,
    form.execution.reasoning,
    form.reflection.surprises,
  ];
  const answers = texts.join('\n');
  const stockAt = STOCK_UNITS.exec(answers);
  const units = Number((stockAt?.[1] ?? stockAt?.[2] ?? '').replace(/,/g, ''));
  if (!stockAt || !(units > 0)) return null;
  // The cost written beside the stock first ('3,380 units in stock, cost avg R64/unit'), else
  // anywhere; a next batch's price ('batch of 1,000 costs R71,000 (R71/unit)') comes later.
  const near = UNIT_COST.exec(answers.slice(stockAt.index, stockAt.index + 160));
  const costText = (near ?? UNIT_COST.exec(answers))?.[1]?.replace(/[.,]+$/, '');
  const each = costText ? amountValue(costText) : null;
  const cashText = cashIn(answers);
  const cash = cashText ? amountValue(cashText) : null;
  if (!costText || !each || !cashText || !cash) return null;
  const currency = currencyOf(costText);
  if (currency === '' || currencyOf(cashText) !== currency) return null;
  const worth = units * each;
  if (worth <= cash) return null;
  const times = Math.round((worth / cash) * 10) / 10;
  return {
    action: `Your stock (${stockAt[1] ?? stockAt[2]} units at about ${costText} each) cost about ${roughly(currency, worth)}, ${times} times the ${cashText} in the bank: most of your cash is on the shelf. Before the next order, turn the slowest lines into cash (bundles, a stockist deal, a market price) and order the fast ones in the smallest batch you can.`,
    task: 'Write each product’s units in stock beside its monthly sales, and mark every line with more than 6 months of cover.',
  };
}

/** A rent with its period: 'rent £42,000/yr', 'rent of €2,400 a month'. */
const RENT = new RegExp(
  String.raw`\b(?:rent|lease)\b[^.;\d]{0,15}?(${AMOUNT})\s*(?:\/\s*|a |per )(year|yr|annum|month|mo|week|wk)\b`,
  'i',
);
export const GROSS_MARGIN =
  /\bgross margin\b[^.;\d]{0,40}?(\d{1,2}(?:\.\d)?)\s?%|\b(\d{1,2}(?:\.\d)?)\s?% gross margin\b/i;
/** Wages as a share of sales: 'Wages are 36% of sales incl. my own salary'. */
const WAGE_SHARE =
  /\b(?:wages?|labour|labor|staff costs?|payroll)\b[^.;\d]{0,20}?(\d{1,2}(?:\.\d)?)\s?% of (?:sales|revenue|turnover|takings)/i;
/** Business rates beside a rent: 'business rates approx £11k'. */
const RATES = new RegExp(String.raw`\b(?:business )?rates\b[^.;\d]{0,15}?(${AMOUNT})`, 'i');
/** A loan with its term and rate: '£60k loan over 5 yrs at 9.4%'. */
const LOAN = new RegExp(
  String.raw`(${AMOUNT})\s+loan\b[^.;\d]{0,12}?(\d{1,2})\s*(?:yrs?|years)\b[^.;\d]{0,8}?(\d{1,2}(?:\.\d+)?)\s?%`,
  'i',
);
/** A plan about premises: a lease to sign, a site to open, a move. */
const PREMISES = /\b(lease|rent|site|premises|unit|location|shop|store|branch|move|relocat\w*)\b/i;

/**
 * The Execution session's sum for a founder weighing premises: how many sales a week pay the
 * rent, from the founder's own average sale and gross margin ('Avg sale £7.10', 'Gross margin
 * 66%', 'rent £42,000/yr': each sale leaves about £4.70, so about 173 sales a week pay the rent,
 * before wages; about 380 after 36% of sales in wages). Re-readers of read 24: a bakery deciding on a third lease was told to 'cost
 * each option on one page'. Only when the 30-day plan is about premises.
 */
export function rentSum(
  session: CoachingSessionNumber,
  form: FormState,
): { action: string; task: string } | null {
  if (session !== 4) return null;
  const plan = [form.actionPlan.priority, ...form.actionPlan.next30Days].join('\n');
  if (!PREMISES.test(plan)) return null;
  const answers = [
    form.execution.resourcesPartners,
    form.execution.risks,
    form.execution.delivery,
    form.product.evidence,
    form.product.solution,
    form.market.payEvidence,
    form.actionPlan.priority,
  ].join('\n');
  const rentAt = RENT.exec(answers);
  const marginAt = GROSS_MARGIN.exec(answers);
  const saleAt = AVERAGE_ORDER.exec(answers);
  const rentText = rentAt?.[1]?.replace(/[.,]+$/, '');
  const saleText = saleAt?.[1]?.replace(/[.,]+$/, '');
  const rent = rentText ? amountValue(rentText) : null;
  const sale = saleText ? amountValue(saleText) : null;
  const margin = Number(marginAt?.[1] ?? marginAt?.[2] ?? NaN) / 100;
  if (!rentText || !saleText || !rent || !sale || !(margin > 0 && margin < 1) || !rentAt?.[2])
    return null;
  const currency = currencyOf(saleText);
  if (currency === '' || currencyOf(rentText) !== currency) return null;
  const period = rentAt[2].toLowerCase();
  const perWeek = /^(year|yr|annum)$/.test(period)
    ? rent / 52
    : /^(month|mo)$/.test(period)
      ? (rent * 12) / 52
      : rent;
  // Wages grow with the sales they serve: what is left after them pays the rent.
  const wages = Number(WAGE_SHARE.exec(answers)?.[1] ?? NaN) / 100;
  const share = wages > 0 && wages < margin ? margin - wages : margin;
  const left = sale * share;
  const sales = Math.ceil(perWeek / left);
  const perYear = perWeek * 52;
  // 'rent £42,000/yr + business rates approx £11k': rates in the rent's sentence, on its period.
  const rentSentence = answers.slice(rentAt.index).split(/[.\n]/)[0] ?? '';
  const ratesAt = RATES.exec(rentSentence);
  const ratesText = ratesAt?.[1]?.replace(/[.,]+$/, '');
  const rates = ratesText && currencyOf(ratesText) === currency ? amountValue(ratesText) : null;
  // Rates on the rent's period: 'rent £2,000/month + rates £300' is £300 a month.
  const ratesYear = rates ? rates * (perYear / rent) : 0;
  // 'NatWest offered £60k loan over 5 yrs at 9.4%': a year of repayments, principal and interest.
  const loanAt = LOAN.exec(answers);
  const loanText = loanAt?.[1]?.replace(/[.,]+$/, '');
  const loan = loanText && currencyOf(loanText) === currency ? amountValue(loanText) : null;
  const years = Number(loanAt?.[2] ?? NaN);
  const apr = Number(loanAt?.[3] ?? NaN) / 100;
  const loanYear =
    loan && years > 0 && apr > 0
      ? ((loan * (apr / 12)) / (1 - (1 + apr / 12) ** -(years * 12))) * 12
      : 0;
  const withRates = Math.ceil((perYear + ratesYear) / 52 / left);
  const withLoan = Math.ceil((perYear + ratesYear + loanYear) / 52 / left);
  const after =
    share < margin
      ? `your ${Math.round(margin * 100)}% gross margin and ${Math.round(wages * 100)}% in wages`
      : `your ${Math.round(margin * 100)}% gross margin`;
  const per = /^(year|yr|annum)$/.test(period)
    ? 'a year'
    : /^(month|mo)$/.test(period)
      ? 'a month'
      : 'a week';
  return {
    action: `Each sale of about ${saleText} leaves about ${formatExact(currency, Math.round(left * 100) / 100)} after ${after}, so a rent of ${rentText} ${per}${ratesYear ? ` and rates of ${ratesText}` : ''} take${ratesYear ? '' : 's'} about ${ratesYear ? withRates : sales} sales a week to pay${loanYear ? `; with the ${loanText} loan (about ${roughly(currency, loanYear)} a year of repayments), about ${withLoan}` : ''}${share < margin ? '' : ', before wages'}. Put ${loanYear ? 'those numbers' : 'that number'} beside what the site can sell before you sign.`,
    task: `Write the sales a week the site must make to pay for itself (about ${loanYear ? withLoan : ratesYear ? withRates : sales}) beside what a site like it sells today.`,
  };
}

/** Stock left of one line and how fast it sells: 'only 160 marula face oil left (sells 140/month)'. */
const LEFT_AND_RATE =
  /\b(\d{1,3}(?:,\d{3})+|\d+)\s+((?:[a-z-]+\s+){0,4}?)(?:units?\s+)?left\b[^.;\d]{0,20}?(?:sells?|selling|we sell|moves?|goes|go)\s*(?:about|around|~)?\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(?:\/\s*|a |per |each )(month|mo|week|wk)\b/i;
/** A supplier's lead time: '6-8 wk lead time', 'lead time of 10 weeks'. */
const LEAD_TIME =
  /\b(\d{1,2})(?:\s?[-–]\s?(\d{1,2}))?\s?(?:wks?|weeks?)\s+lead[- ]?time|\blead[- ]?times?\b[^.;\d]{0,20}?(\d{1,2})(?:\s?[-–]\s?(\d{1,2}))?\s?(?:wks?|weeks?)\b/i;

/**
 * The Product-Execution session's sum on a line about to run out: the weeks its stock lasts at
 * the rate it sells, against the lead time of what it needs ('only 160 marula face oil left
 * (sells 140/month)' and '6-8 wk lead time for printed boxes': about 5 weeks of cover against up
 * to 8 weeks). Only when the cover is shorter than the longest lead time.
 */
export function coverLine(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): string | null {
  if (session !== 6 || !p.holdsStock) return null;
  const answers = [
    form.execution.risks,
    form.execution.delivery,
    form.execution.resourcesPartners,
    form.product.evidence,
    form.loops.product_execution.current,
    form.actionPlan.priority,
  ].join('\n');
  const left = LEFT_AND_RATE.exec(answers);
  const lead = LEAD_TIME.exec(answers);
  if (!left?.[1] || !left[3] || !left[4] || !lead) return null;
  const units = Number(left[1].replace(/,/g, ''));
  const rate = Number(left[3].replace(/,/g, ''));
  const perWeek = /^(month|mo)$/i.test(left[4]) ? rate / 4.33 : rate;
  if (!(units > 0 && perWeek > 0)) return null;
  const weeks = Math.round(units / perWeek);
  const longest = Number(lead[2] ?? lead[1] ?? lead[4] ?? lead[3]);
  const leadText = lead[1]
    ? `${lead[1]}${lead[2] ? `-${lead[2]}` : ''}`
    : `${lead[3]}${lead[4] ? `-${lead[4]}` : ''}`;
  if (!(longest > 0) || weeks >= longest) return null;
  const what = (left[2] ?? '').trim();
  const per = /^(month|mo)$/i.test(left[4]) ? 'month' : 'week';
  return `You have ${units} ${what ? `${what} ` : 'units '}left, selling ${rate} a ${per}: about ${weeks} weeks of stock against a ${leadText} week lead time. Order this week, in the smallest batch the supplier takes, or you run out before it arrives.`;
}

/** What one unit costs: 'landed £78 a unit', 'Unit cost (BOM + assembly) SEK 1,450', 'BOM £61'. */
const UNIT_COSTS = [
  new RegExp(String.raw`\blanded(?: cost)?\b[^.;\d]{0,12}?(${AMOUNT})`, 'i'),
  new RegExp(
    String.raw`\b(?:unit cost|cost per (?:unit|item|piece|device|lock|sensor|bottle|jar)|costs? us)\b[^.;\d]{0,25}?(${AMOUNT})`,
    'i',
  ),
  new RegExp(String.raw`\bbom(?: cost)?\b[^.;\d]{0,12}?(${AMOUNT})`, 'i'),
];
/** What one unit sells for: 'We sell a lock at SEK 3,900', 'retail £149', '$89 each'. */
const UNIT_PRICES = [
  new RegExp(
    String.raw`\bsells? (?:a|each|one|the) (?<unit>[a-z-]{3,}) (?:at|for) (?<amount>${AMOUNT})`,
    'i',
  ),
  new RegExp(String.raw`(?<amount>${AMOUNT})\s+(?:per|a|each) (?<unit>(?:[a-z-]+ )?unit)\b`, 'i'),
  new RegExp(String.raw`\b(?:retails?|rrp|sells?|selling) (?:at|for) (?<amount>${AMOUNT})`, 'i'),
  new RegExp(String.raw`\b(?:retail|rrp|unit) price\b[^.;\d]{0,12}?(?<amount>${AMOUNT})`, 'i'),
];
/** The price of one unit and the unit in the founder's word: 'sell a lock at', '£149 per hive unit'. */
function unitPrice(answers: string): { priceText: string | undefined; unit: string } {
  const at = UNIT_PRICES.map((re) => re.exec(answers)).find((m) => m);
  return { priceText: bare(at?.groups?.amount), unit: (at?.groups?.unit ?? 'unit').toLowerCase() };
}

/** A one-off cost before volume: 'Injection mould (tooling) quote SEK 420,000'. */
const TOOLING = new RegExp(
  String.raw`\b(?:injection )?(?:mou?lds?|tooling|nre)\b[^.;\d]{0,30}?(${AMOUNT})`,
  'i',
);

/**
 * The Product-Execution session's sum for a founder who makes or buys what they sell: what one
 * unit keeps (price less unit cost), and how many units pay back a mould or tooling, against the
 * cash in the bank ('We sell a lock at SEK 3,900', 'Unit cost SEK 1,450', 'mould SEK 420,000',
 * 'Bank: SEK 2.2M': about SEK 2,450 kept a lock; the mould pays back after about 172 locks and is
 * 19% of the bank). Re-readers of read 25: a hardware founder about to order a mould was never
 * shown the unit margin or what the mould costs in locks.
 */
export function unitSum(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): string | null {
  if (session !== 6 || !['hardware', 'goods', 'made-to-order'].includes(p.model)) return null;
  const answers = [
    form.execution.resourcesPartners,
    form.execution.delivery,
    form.execution.risks,
    form.product.solution,
    form.product.evidence,
    form.market.payEvidence,
    form.market.budget,
  ].join('\n');
  const costText = bare(UNIT_COSTS.map((re) => re.exec(answers)?.[1]).find(Boolean));
  const { priceText, unit } = unitPrice(answers);
  const cost = costText ? amountValue(costText) : null;
  const price = priceText ? amountValue(priceText) : null;
  if (!costText || !priceText || !cost || !price || currencyOf(costText) !== currencyOf(priceText))
    return null;
  const kept = price - cost;
  if (kept <= 0 || kept / price < 0.05) return null;
  const currency = currencyOf(priceText);
  const margin = Math.round((kept / price) * 100);
  const head = `Each ${unit} sells at ${priceText} against a unit cost of ${costText}: about ${kept >= 1e4 ? formatMoney(currency, kept) : formatExact(currency, Math.round(kept))} kept per ${unit} (${margin}%), before shipping, certification and support.`;
  const toolText = bare(TOOLING.exec(answers)?.[1]);
  const tool = toolText ? amountValue(toolText) : null;
  if (!toolText || !tool || currencyOf(toolText) !== currency) return head;
  const units = Math.ceil(tool / kept);
  const cashText = cashIn(answers);
  const cash = cashText ? amountValue(cashText) : null;
  const share =
    cashText && cash && currencyOf(cashText) === currency && cash > tool
      ? `, and it is ${Math.round((tool / cash) * 100)}% of the ${cashText} in the bank`
      : '';
  return `${head} The ${toolText} for tooling pays back after about ${units.toLocaleString('en-US')} ${plural(unit, units)} sold${share}: count the signed orders against that number before you pay it.`;
}

const plural = (noun: string, n: number) =>
  n === 1 ? noun : noun.endsWith('s') ? noun : `${noun}s`;

/** The share of quotes, demos or trials that buy: 'closes ~1 in 3 demos', 'win rate 25%'. */
export function closeRate(text: string): number | null {
  const oneIn = /\bclos(?:e|es|ed|ing)\b[^.;\d]{0,12}?(?:~|about |around )?1 in (\d{1,2})\b/i.exec(
    text,
  );
  if (oneIn?.[1]) return 1 / Number(oneIn[1]);
  const share =
    /\b(?:close|win|demo[- ]to[- ]paid|trial[- ]to[- ]paid|quote[- ]to[- ]order) rate\b[^.;\d]{0,15}?(\d{1,2}(?:\.\d)?)\s?%|\b(\d{1,2}(?:\.\d)?)\s?% (?:close|win) rate\b|\bclose (\d{1,2})\s?% of (?:demos|quotes|trials|proposals)\b/i.exec(
      text,
    );
  const n = Number(share?.[1] ?? share?.[2] ?? share?.[3] ?? NaN);
  return n > 0 && n < 100 ? n / 100 : null;
}

/** A monthly revenue the founder aims at: 'MRR over $10k by end of month', 'Get to 3000 USD/month'. */
const TARGET = [
  new RegExp(
    String.raw`\b(?:mrr|monthly revenue|revenue|sales|turnover|income)\b[^.;\d]{0,20}?\b(?:over|above|to|of|at least|past|beyond)\s*(${AMOUNT})`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:get|grow|reach|hit)(?: us)? to\s*(${AMOUNT})\s*(?:\/\s*(?:mo|month)\b|a month\b|per month\b|monthly\b|mrr\b)`,
    'i',
  ),
];
/** The monthly revenue today: 'MRR $9,180', '$4,200 MRR', 'monthly revenue of €31,000'. */
const NOW = [
  new RegExp(String.raw`\bmrr\b[^.;\d]{0,12}?(${AMOUNT})`, 'i'),
  new RegExp(String.raw`(${AMOUNT})\s*(?:in )?mrr\b`, 'i'),
  new RegExp(String.raw`\bmonthly revenue\b[^.;\d]{0,12}?(${AMOUNT})`, 'i'),
];
/** A monthly churn the founder gave: 'Monthly logo churn about 3%', 'churn 4.2% a month'. */
const CHURN =
  /\bmonthly (?:logo |customer |revenue )?churn\b[^.;\d]{0,12}?(\d{1,2}(?:\.\d)?)\s?%|\bchurn\b[^.;\d]{0,12}?(\d{1,2}(?:\.\d)?)\s?% (?:a|per) month\b/i;

/**
 * The Market session's sum on a monthly revenue target: the gap from today's monthly revenue,
 * what churn takes meanwhile, and the new customers at the monthly price that close it, with the
 * quotes or demos that takes at the founder's close rate ('MRR over $10k' from 'MRR $9,180' at
 * '$149/mo' with 3% churn and 1 in 3 demos closing: $820 plus about $275 of churn, about 8 new
 * stores, about 24 demos). Re-readers of read 25: no session checked the founder's own target.
 */
export function targetSum(session: CoachingSessionNumber, form: FormState): string | null {
  if (session !== 3) return null;
  const goal = `${form.actionPlan.priority}\n${form.actionPlan.successMeasures}`;
  const targetAt = TARGET.map((re) => re.exec(goal)).find((m) => m?.[1]);
  const targetText = bare(targetAt?.[1]);
  const answers = [
    form.product.evidence,
    form.market.payEvidence,
    form.product.solution,
    form.execution.salesMarketing,
    form.market.budget,
    form.product.reasoning,
    form.market.reasoning,
  ].join('\n');
  const nowText = bare(NOW.map((re) => re.exec(answers)?.[1]).find(Boolean));
  if (!targetText || !nowText) return null;
  const target = amountValue(targetText);
  const now = amountValue(nowText);
  const currency = currencyOf(nowText);
  if (!target || !now || currencyOf(targetText) !== currency || target <= now) return null;
  // New customers pay the new price when the month raises it ('$149 -> $179').
  const raised = new RegExp(String.raw`(${AMOUNT})\s*(?:->|→|=>)\s*(${AMOUNT})`, 'i').exec(
    form.actionPlan.priority,
  );
  const priceText = bare(raised?.[2]) ?? monthlyPrice(answers);
  const price = priceText ? amountValue(priceText) : null;
  const gap = target - now;
  const churnAt = CHURN.exec(answers);
  const churn = Number(churnAt?.[1] ?? churnAt?.[2] ?? NaN) / 100;
  const lost = churn > 0 && churn < 0.5 ? now * churn : 0;
  const money = (n: number) =>
    n >= 1e4 ? formatMoney(currency, n) : formatExact(currency, Math.round(n));
  const head = `From ${nowText} a month to ${targetText} is ${money(gap)} more${lost ? `, plus about ${money(lost)} your ${Math.round(churn * 1000) / 10}% monthly churn takes meanwhile` : ''}`;
  if (!price || !priceText || currencyOf(priceText) !== currency)
    return `${head}: write how many new customers that is at your price, and where each comes from.`;
  const customers = Math.ceil((gap + lost) / price);
  const close = closeRate(answers);
  const asks = close
    ? `, about ${Math.ceil(customers / close)} demos or quotes at your close rate`
    : '';
  return `${head}: about ${customers} new customers at ${priceText}${asks}. Count them against the weeks left, every Friday.`;
}

/** A share to bring under a level: 'PAR30 under 5%', 'lenders want PAR30 back under 5%'. */
const SHARE_GOAL =
  /\b([a-z][a-z0-9-]*)\s+(?:back |down |to )?(?:under|below|<)\s*(\d{1,2}(?:\.\d+)?)\s?%/i;

/**
 * The Execution session's sum on a share the founder must bring under a level, when they gave
 * its cases ('PAR30 is 7.8% (32 bikes)' and 'PAR30 under 5%': a book of about 410, at most 20
 * late at 5%, so 12 of the 32 to bring back). Re-readers of read 25: the lender closing a debt
 * facility on that condition was told to 'write the one result lenders will ask about first'.
 */
export function shareTarget(session: CoachingSessionNumber, form: FormState): string | null {
  if (session !== 4) return null;
  const goal = SHARE_GOAL.exec(`${form.actionPlan.successMeasures}\n${form.actionPlan.priority}`);
  if (!goal?.[1] || !goal[2]) return null;
  const name = goal[1];
  const to = Number(goal[2]) / 100;
  const answers = [
    form.product.evidence,
    form.market.payEvidence,
    form.execution.delivery,
    form.execution.risks,
    form.product.reasoning,
    form.execution.reasoning,
  ].join('\n');
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const now = new RegExp(
    String.raw`\b${escaped}\b[^.;\d]{0,15}?(\d{1,2}(?:\.\d+)?)\s?%\s*\((\d[\d,]*) ([a-z-]+)\)`,
    'i',
  ).exec(answers);
  if (!now?.[1] || !now[2] || !now[3]) return null;
  const from = Number(now[1]) / 100;
  const cases = Number(now[2].replace(/,/g, ''));
  if (!(from > to) || !(cases >= 2)) return null;
  const base = Math.round(cases / from);
  const allowed = Math.floor(base * to);
  const gap = cases - allowed;
  if (gap < 1) return null;
  return `${name} at ${now[1]}% is ${cases} ${now[3]} of about ${base}; under ${goal[2]}% means at most ${allowed}, so ${gap} fewer than today. List the ${cases} by name this week, oldest first, with who calls each and when.`;
}

/** What a buyer may sign alone: 'BRF boards can approve up to ~50k SEK themselves'. */
const APPROVAL = new RegExp(
  String.raw`\b(?:approve|sign off|sign|decide|spend)s?\b[^.;\d]{0,25}?\b(?:up to|under|below)\s*~?(${AMOUNT})`,
  'i',
);

/**
 * The Market session's sum on the founder's own approval limit: the units a buyer can sign for
 * without a vote or procurement ('approve up to ~50k SEK' at 'SEK 3,900' a lock: 12 locks), so
 * a first order can be sized under it. Re-readers of read 25: the lock maker's price was 'judged
 * against' the board's limit, and the division never made.
 */
export function approvalSum(session: CoachingSessionNumber, form: FormState): string | null {
  if (session !== 3) return null;
  const limitText = bare(APPROVAL.exec(form.market.budget)?.[1]);
  const answers = [
    form.execution.resourcesPartners,
    form.product.solution,
    form.market.payEvidence,
    form.market.budget,
  ].join('\n');
  const { priceText, unit } = unitPrice(answers);
  const limit = limitText ? amountValue(limitText) : null;
  const price = priceText ? amountValue(priceText) : null;
  if (!limitText || !priceText || !limit || !price || tag(limitText) !== tag(priceText))
    return null;
  const units = Math.floor(limit / price);
  if (units < 1 || units > 500) return null;
  return `At ${priceText} a ${unit}, the ${limitText} a buyer can sign alone is ${units} ${plural(unit, units)}: offer a first order of ${units} or fewer that needs no vote, and put the larger order to the vote with its results.`;
}

/** An amount's currency wherever it is written: 'SEK 3,900' and '50k SEK' are both 'SEK'. */
const tag = (amount: string) =>
  (
    currencyOf(amount).trim() ||
    (/(?:[$£€¥₹₦]|zł|kr|\b[a-z]{3})\s*$/i.exec(amount.replace(/[.,]+$/, ''))?.[0] ?? '')
  ).toUpperCase();

/** The sellers a marketplace counts: '340 active tutors', '1,200 verified hosts'. */
const SUPPLIERS =
  /\b(\d{1,3}(?:[.,]\d{3})+|\d+)\+?\s+(?:active\s+|verified\s+)?(tutors|sellers|drivers|hosts|vendors|suppliers|providers|cleaners|freelancers|artisans|makers|couriers|coaches|teachers|therapists|photographers|stylists|trainers|instructors|mechanics|nannies|carers|caregivers|walkers|sitters|growers|farmers)\b/i;
/** What passes through it each month: '~1.100 lessons/month', '640 bookings a month'. */
const DEALS_A_MONTH =
  /\b(\d{1,3}(?:[.,]\d{3})+|\d+)\+?\s+(lessons|bookings|orders|rides|jobs|sessions|deliveries|trips|appointments|transactions|classes|visits|walks|stays)\s*(?:\/\s*|a |per |every )(?:month|mo)\b/i;
/** The price of one: 'Lesson avg 18€/h', '€25 per session'. */
const PRICE_EACH = new RegExp(
  String.raw`\b(?:lesson|booking|session|ride|job|order|class|visit|walk)s?\s+(?:avg|average|costs?|is)\s+(?:about\s+|~)?(${AMOUNT})|(${AMOUNT})\s*(?:\/\s*(?:h|hr|hour|lesson|session|booking|ride|class)\b|per (?:hour|lesson|session|booking|ride|class|walk)\b)`,
  'i',
);
/** '1.100' and '1,100' are eleven hundred; '3.5' is three and a half. */
const countOf = (n: string) => Number(n.replace(/[.,](?=\d{3}\b)/g, ''));
/** The currency of an amount, written before or after its figure ('18€' is '€'). */
const currencyAround = (amount: string) =>
  currencyOf(amount) ||
  (/([$£€¥₹₦])\s*$/.exec(amount)?.[1] ?? '') ||
  (/\s?([a-z]{3})\s*$/i.exec(amount)?.[1]?.toUpperCase().concat(' ') ?? '');

/**
 * The Product-Execution session's sum for a marketplace that counts its sellers and its monthly
 * deals: deals a month per active seller, and what the founder keeps on each ('~1.100 lessons a
 * month over 340 active tutors is about 3 a tutor; at 18% of about €18 you keep about €3.24 a
 * lesson'). Re-readers of read 27: a tutoring platform losing half its tutors in two months was
 * never shown that each tutor got about three lessons a month.
 */
export function supplySum(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): string | null {
  if (session !== 6 || p.model !== 'marketplace') return null;
  const answers = [
    form.product.solution,
    form.product.evidence,
    form.market.payEvidence,
    form.execution.delivery,
    form.execution.risks,
  ].join('\n');
  const sellers = SUPPLIERS.exec(answers);
  const deals = DEALS_A_MONTH.exec(answers);
  if (!sellers?.[1] || !sellers[2] || !deals?.[1] || !deals[2]) return null;
  const nSellers = countOf(sellers[1]);
  const nDeals = countOf(deals[1]);
  if (nSellers < 5 || nDeals < nSellers / 4) return null;
  const pace = nDeals / nSellers;
  const per = pace >= 10 ? String(Math.round(pace)) : String(Math.round(pace * 10) / 10);
  const seller = sellers[2].toLowerCase().replace(/s$/, '');
  const deal = deals[2].toLowerCase();
  const head = `${deals[1]} ${deal} a month over ${sellers[1]} active ${sellers[2].toLowerCase()} is about ${per} ${deal} a month per ${seller}`;
  const rate = TAKE_RATE.map((re) => re.exec(answers)).find(Boolean);
  const priced = PRICE_EACH.exec(answers);
  const price = bare(priced?.[1] ?? priced?.[2]);
  const priceValue = price ? amountValue(price) : null;
  const currency = price ? currencyAround(price) : '';
  const keep =
    rate?.[1] && price && priceValue && currency
      ? `; at ${rate[1]}% of about ${price} you keep about ${roughly(currency, (priceValue * Number(rate[1])) / 100)} ${deal.replace(/s$/, '') === deal ? 'each' : `a ${deal.replace(/s$/, '')}`}`
      : '';
  return `${head}${keep}. Ask the ${sellers[2].toLowerCase()} who left how many ${deal} a month would have kept them, and send new demand first to those below it.`;
}
