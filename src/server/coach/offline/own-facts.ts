import type { FormState } from '@shared/contracts/assessment-form';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import type { FounderProfile } from '../profile';
import { b2b, did } from './plays/when';
import {
  AMOUNT,
  amountValue,
  amountsIn,
  cashIn,
  currencyOf,
  formatExact,
  formatMoney,
} from '../money';
import { NUMBER_WORD_VALUES } from '../nlp';
import { monthlyPrice } from './key-number';
import { fragment, sentences } from './text';
import { mark } from './words';

/**
 * Facts a founder states once, in passing, that say more than any rule could: a result a pilot
 * measured ('review time down from 8 days to 2.5'), work that eats more hours than it earns
 * ('custom clients eat ~30% of our hours for ~18% of revenue'), the rivals on the street ('6 cafes
 * within 400m'). Read 27 found each of them in the answers and in none of the six sessions. Each
 * line is worked from the founder's own figures, in the session where it is a decision.
 */
export function ownFactActions(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): string[] {
  const out: string[] = [];
  const result = measuredResult(form);
  if (result && session === 2 && (did(p, 'pilots') || p.stage === 'pilots'))
    out.push(
      `Measure "${mark(result)}" again on your next pilot, the same way: one result is a story, two are a pattern.`,
    );
  if (result && session === 3)
    out.push(
      // A funded programme's result is what its funders renew for.
      p.model === 'non-profit' || p.revenue === 'donations'
        ? `Open every proposal and funder report with "${mark(result)}", and how it was measured.`
        : b2b(p)
          ? `Lead every pitch with "${mark(result)}", in the buyer's money: the hours or cost it saves them a month.`
          : `Put "${mark(result)}" where new customers first see you, with the number as you measured it.`,
    );
  const hours = hoursAgainstRevenue(form);
  if (hours && session === 6) out.push(hours);
  const rivals = rivalsNearby(form);
  if (rivals && session === 3) out.push(rivals);
  const spread = concentrationSum(form);
  if (spread && session === 3) out.push(spread);
  const box = boxSum(form);
  if (box && session === 3) out.push(box);
  const moq = minimumOrderSum(form);
  if (moq && session === 4) out.push(moq);
  const slip = marginSlipSum(form);
  if (slip && session === 6) out.push(slip);
  const season = seasonalCashSum(form);
  if (season && session === 4) out.push(season);
  const capacity = capacitySum(form);
  if (capacity && session === 4) out.push(capacity);
  const take = takeTargetSum(form);
  if (take && session === 7) out.push(take);
  const occupancy = occupancySum(form);
  if (occupancy && session === 3) out.push(occupancy);
  return out;
}

/** 'Casa 140 desks 88%', 'Rabat 90 desks 71%': a site, its places and how full it is. */
const OCCUPANCY =
  /(\p{Lu}[\p{L}-]+)\s+(\d{1,4})\s+(desks|seats|rooms|beds|units|pitches|spaces|offices|stalls|berths)\s+(?:at\s+)?(\d{1,3})\s?%/gu;

/**
 * 'Occupancy december: Casa 140 desks 88%, Rabat 90 desks 71%, Tanger 60 desks 29%' with 'Hot
 * desk MAD 1,200/month': the places filled and empty, site by site, and what the empty ones leave
 * unsold each month. Read 48: a coworking chain gave every figure and got no sum.
 */
function occupancySum(form: FormState): string | null {
  const text = `${form.product.evidence}\n${form.market.payEvidence}\n${form.execution.delivery}`;
  const sites = [...text.matchAll(OCCUPANCY)].map((m) => {
    const places = Number(m[2]);
    const filled = Math.round((places * Number(m[4])) / 100);
    return { site: m[1]!, places, filled, empty: places - filled, noun: m[3]! };
  });
  if (sites.length < 2) return null;
  const empty = sites.reduce((n, x) => n + x.empty, 0);
  const worst = sites.reduce((a, b) => (b.empty > a.empty ? b : a));
  const list = sites.map((x) => `${x.site} ${x.filled} of ${x.places}`).join(', ');
  const price = monthlyPrice(`${form.product.solution}\n${form.market.payEvidence}`);
  const value = price ? amountValue(price) : null;
  const unsold =
    price && value
      ? ` At ${price} a month, that is about ${formatMoney(currencyOf(price), value * empty)} a month unsold.`
      : '';
  return `Filled today: ${list} ${sites[0]!.noun}; ${empty} empty, ${worst.empty} of them in ${worst.site}.${unsold} Fill ${worst.site} before anything new.`;
}

/** A cut of each order: '10% commission', 'commission of 12%', 'we take 15%'. */
const TAKE_RATE =
  /\b(\d{1,2}(?:\.\d)?)\s?%\s*(?:commission|cut|take|fee)\b|\b(?:commission|take rate|cut|fee) (?:of |is )?(\d{1,2}(?:\.\d)?)\s?%|\b(?:we )?(?:take|keep|charge) (\d{1,2}(?:\.\d)?)\s?%/i;
/** The value of one order: 'average GH₵ 520 per delivery', 'avg order $38'. */
const AVERAGE_ORDER = new RegExp(
  String.raw`\b(?:average|avg\.?)\s+(?:order\s+(?:value\s+)?(?:of\s+|is\s+)?)?(${AMOUNT})(?:\s+(?:per|a|an|each)\s+(delivery|order|booking|job|trip|sale|transaction|rental|ride))?`,
  'i',
);
/** What the cut must bring in a month: 'GH₵ 15k commission in the month', '€8k take a month'. */
const TAKE_TARGET = new RegExp(
  String.raw`(${AMOUNT})\s+(?:in\s+)?(?:commission|take|net revenue|revenue from commission)s?\s+(?:in the month|a month|per month|monthly|\/\s?month)`,
  'i',
);

/**
 * 'GH₵ 15k commission in the month' beside '10% commission' and 'average GH₵ 520 per delivery':
 * the orders a month the target needs. Read 47: a water-tanker marketplace was never told its
 * target needs about 290 deliveries a month, three times its pilot's pace.
 */
function takeTargetSum(form: FormState): string | null {
  const answers = [
    form.product.solution,
    form.product.evidence,
    form.market.payEvidence,
    form.market.budget,
    form.execution.goToMarket,
    form.execution.salesMarketing,
    form.actionPlan.priority,
    ...form.actionPlan.next30Days,
  ].join('\n');
  const rate = TAKE_RATE.exec(answers);
  const order = AVERAGE_ORDER.exec(`${form.product.evidence}\n${form.market.payEvidence}`);
  const target = TAKE_TARGET.exec(
    `${form.actionPlan.successMeasures}\n${form.actionPlan.priority}`,
  );
  const pct = Number(rate?.[1] ?? rate?.[2] ?? rate?.[3]);
  const each = order?.[1] ? amountValue(order[1]) : null;
  const wanted = target?.[1] ? amountValue(target[1]) : null;
  if (!(pct > 0) || !each || !wanted || !target?.[1] || !order?.[1]) return null;
  const currency = currencyOf(target[1].trim()) || currencyOf(order[1].trim());
  const flows = wanted / (pct / 100);
  const orders = Math.ceil(flows / each);
  const unit = order[2] ? `${order[2]}s`.replace(/ys$/, 'ies').replace(/iess$/, 'ies') : 'orders';
  return `At ${pct}% of about ${formatMoney(currency, each)} an order, "${mark(target[0].trim())}" means ${formatMoney(currency, flows)} of orders through you: about ${orders.toLocaleString('en-US')} ${unit} a month. Set that beside this month's count, and where the rest come from.`;
}

/** 'Capacity ~60 units/month', 'we can make 40 tables a year', 'max 12 jobs a week'. */
const CAPACITY =
  /\b(?:capacity(?: of| is)?|can (?:make|produce|build|assemble|bake|brew|cook|serve|handle|take|deliver|fit|do)|max(?:imum)?(?: of)?|at most)\b[^.;\d]{0,25}?[~≈]?\s?(\d[\d,.]*)\s*([a-z]+)?\s*(?:\/|a|per|each|every)\s*(day|week|month|year)\b/i;
/** 'Sell 900 units in 2025', 'deliver 120 boxes a month', 'reach 300 orders this quarter'. */
const VOLUME_GOAL =
  /\b(?:sell|make|deliver|ship|build|produce|reach|serve|install|get to|do|hatch|bake)\s+(?:[a-z]+\s+){0,2}?(\d[\d,.]*)\s+([a-z]+)\s+(?:in|by|per|a|this|next|during)\s+(\d{4}|(?:the |a )?year|(?:the |a )?month|(?:the |this |next )?quarter|(?:the |this )?season)\b/i;
const PER_YEAR: Record<string, number> = { day: 300, week: 50, month: 12, year: 1 };
const singular = (noun: string) =>
  noun
    .toLowerCase()
    .replace(/(ies)$/, 'y')
    .replace(/s$/, '');

/**
 * 'Capacity ~60 units/month if no power cut' beside 'Sell 900 units in 2025': the goal against
 * what the set-up can make in its period. Read 47: an incubator workshop was told its capacity
 * backed its rating, when 60 a month is 720 a year against a goal of 900.
 */
function capacitySum(form: FormState): string | null {
  const answers = [
    form.execution.delivery,
    form.execution.resourcesPartners,
    form.execution.risks,
    form.execution.reasoning,
    form.product.evidence,
    form.product.solution,
    ...Object.values(form.loops).map((l) => l.current),
  ].join('\n');
  const cap = CAPACITY.exec(answers);
  const goal = VOLUME_GOAL.exec(`${form.actionPlan.priority}\n${form.actionPlan.successMeasures}`);
  if (!cap?.[1] || !cap[3] || !goal?.[1] || !goal[2] || !goal[3]) return null;
  const capNoun = cap[2] && !/^(a|per|each|every)$/i.test(cap[2]) ? cap[2] : '';
  if (capNoun && !/^units?$/i.test(capNoun) && singular(capNoun) !== singular(goal[2])) return null;
  const perCap = Number(cap[1].replace(/,/g, ''));
  const wanted = Number(goal[1].replace(/,/g, ''));
  if (!(perCap > 0) || !(wanted > 0)) return null;
  const period = /month/.test(goal[3]) ? 'month' : /quarter/.test(goal[3]) ? 'quarter' : 'year';
  const inPeriod = Math.round(
    (perCap * PER_YEAR[cap[3].toLowerCase()]!) /
      (period === 'month' ? 12 : period === 'quarter' ? 4 : 1),
  );
  // Room to spare says nothing new; a goal at or past what the set-up makes is the decision.
  if (wanted < inPeriod * 0.9) return null;
  const capQuote = cap[0].replace(/^[^\d~≈]*?(?=[~≈]?\s?\d)/, '').trim();
  const goalQuote = goal[0].trim();
  const per = period === 'year' ? 'a year' : `a ${period}`;
  if (wanted <= inPeriod)
    return `"${mark(goalQuote)}" uses ${Math.round((wanted / inPeriod) * 100)}% of what "${mark(capQuote)}" makes ${per}: one lost week and it slips. Name the step that would add the most, and its cost.`;
  const short = wanted - inPeriod;
  return `"${mark(capQuote)}" is about ${inPeriod.toLocaleString('en-US')} ${per}; "${mark(goalQuote)}" needs ${wanted.toLocaleString('en-US')}, ${short.toLocaleString('en-US')} more. Decide this month what closes it: more hours or a shift, a part bought in, or a smaller goal.`;
}

const ITEMS =
  '(meals|items|pots|jars|bars|bottles|cans|portions|servings|pouches|packs|bags|candles|cards|pieces|products|snacks|cookies|treats)';
/** 'subscription box of 12 meals £44.99', '12 meals for £44.99'. */
const BOX = new RegExp(
  String.raw`\b(?:box(?:es)? of (\d{1,2}) ${ITEMS}\b[^.;\d$£€]{0,12}?(${AMOUNT})|(\d{1,2}) ${ITEMS} (?:for|at|in a box for) (${AMOUNT}))`,
  'i',
);
/** 'cost per meal (about £2.60 ...)', '£2.60 per meal to make'. */
const PER_ITEM_COST = new RegExp(
  String.raw`\bcost (?:per|a|each|of a|of one) (?:meal|item|pot|jar|bar|bottle|can|portion|serving|pouch|pack|bag|candle|piece|unit)\b[^.;\d$£€]{0,20}?(${AMOUNT})`,
  'i',
);
/** 'frozen delivery cost (quotes £11-14 per box!!)', 'shipping £6 an order'. */
const PER_BOX_SHIPPING = new RegExp(
  String.raw`\b(?:delivery|courier|shipping|postage|freight)\b[^.;\d$£€]{0,30}?(${AMOUNT})(?:\s?[-–]\s?(\d[\d.,]*))?\s*(?:per|a|each) (?:box|order|parcel|delivery|shipment)`,
  'i',
);

/**
 * 'box of 12 meals £44.99', 'cost per meal about £2.60', 'courier quotes £11-14 per box' and
 * '20% off first box': what one box keeps after making it and sending it, and what the launch
 * discount does to it. Read 28: a toddler-meal founder gave every number and was told only that
 * she might be too cheap.
 */
function boxSum(form: FormState): string | null {
  const answers = [
    form.product.solution,
    form.product.evidence,
    form.market.payEvidence,
    form.execution.risks,
    form.execution.delivery,
    form.execution.resourcesPartners,
    form.execution.goToMarket,
    form.loops.product_execution.metrics,
    form.loops.product_execution.current,
    form.reflection.surprises,
  ].join('\n');
  const box = BOX.exec(answers);
  const n = Number(box?.[1] ?? box?.[4]);
  const items = box?.[2] ?? box?.[5];
  const priceText = (box?.[3] ?? box?.[6])?.trim().replace(/[.,]+$/, '');
  const costText = PER_ITEM_COST.exec(answers)?.[1]
    ?.trim()
    .replace(/[.,]+$/, '');
  const ship = PER_BOX_SHIPPING.exec(answers);
  if (!n || !items || !priceText || !costText || !ship?.[1]) return null;
  const currency = currencyOf(priceText);
  if (currencyOf(costText) !== currency || currencyOf(ship[1]) !== currency) return null;
  const price = amountValue(priceText);
  const each = amountValue(costText);
  const low = amountValue(ship[1]);
  const high = ship[2] ? amountValue(ship[2]) : low;
  if (!price || !each || !low || !high) return null;
  const make = n * each;
  const money = (v: number) => formatExact(currency, Math.round(v * 100) / 100);
  const kept = [price - make - high, price - make - low];
  const [worst, best] = kept as [number, number];
  const outcome =
    worst === best
      ? worst < 0
        ? `each box loses about ${money(-worst)}`
        : `each box keeps about ${money(worst)}`
      : worst < 0
        ? `each box ends between a ${money(-worst)} loss and ${best < 0 ? `a ${money(-best)} loss` : `${money(best)} kept`}`
        : `each box keeps about ${money(worst)} to ${money(best)}`;
  const shipText = ship[2] ? `${money(low)}-${money(high)}` : money(low);
  let line = `One box: ${priceText} for ${n} ${items}, ${n} × ${costText} = ${money(make)} to make and ${shipText} to deliver, so ${outcome}, before your time and the kitchen.`;
  const off = /\b(\d{1,2})\s?% off (?:the |your )?first (?:box|order)\b/i.exec(answers);
  if (off?.[1]) {
    const d = Number(off[1]) / 100;
    const first = price * (1 - d) - make - (low + high) / 2;
    line += ` With ${off[1]}% off the first box (${money(price * (1 - d))}), each first box ${first < 0 ? `loses about ${money(-first)}` : `keeps about ${money(first)}`}.`;
  }
  return `${line} Test the price, the box size or the delivery before the launch email.`;
}

/**
 * 'Cargoline is 35% of revenue alone, ~€7.5k/mo' with a goal of 'below 25%': keeping the customer,
 * the rest of revenue must grow until that customer is 25% of it. Worked out: about €8.6k a month
 * of new revenue, so many accounts at the founder's own median. Read 28 found the goal quoted
 * eight times and never worked out.
 */
function concentrationSum(form: FormState): string | null {
  const texts = [
    form.product.evidence,
    form.market.payEvidence,
    form.execution.risks,
    form.market.reasoning,
    form.reflection.surprises,
  ];
  const goal = `${form.actionPlan.priority}\n${form.actionPlan.successMeasures}`;
  const target = /\b(?:below|under|less than|to|<)\s?(\d{1,2})\s?%/i.exec(goal);
  if (
    !target?.[1] ||
    !/\b(dependence|reliance|concentration|share|% of revenue|depend)/i.test(goal)
  )
    return null;
  for (const text of texts)
    for (const s of sentences(text)) {
      const m =
        /\b(\p{Lu}[\p{L}\d&.'-]*(?: \p{Lu}[\p{L}\d&.'-]*)?)\b[^.;]{0,60}?\bis (?:~|about |around |roughly )?(\d{1,2})\s?% of (?:our |total |all |the )?(?:revenue|sales|turnover|mrr|income)/u.exec(
          s,
        );
      if (!m?.[1] || !m[2]) continue;
      const now = Number(m[2]) / 100;
      const then = Number(target[1]) / 100;
      if (!(then < now)) continue;
      const name = m[1];
      const amount = amountsIn(s.slice(m.index)).find((a) => /[$£€¥₹₦]|[a-z]{3}\s/i.test(a));
      const value = amount ? amountValue(amount) : null;
      const growth = Math.round(((1 / then - 1) / (1 / now - 1) - 1) * 100);
      const head = `To bring ${name} from ${Math.round(now * 100)}% to ${Math.round(then * 100)}% while keeping them, the rest of your revenue must grow by about ${growth}%`;
      if (!amount || !value)
        return `${head}; list the accounts that could make up that gap this quarter.`;
      const currency = currencyOf(amount);
      const extra = value * (1 / then - 1 / now);
      const median =
        /\bmedian (?:account|customer|client|deal|contract)[^.;]{0,12}?((?:[$£€¥₹₦]\s?)?~?\d[\d.,]*k?)/i.exec(
          texts.join('\n'),
        );
      const each = median?.[1] ? amountValue(median[1]) : null;
      const accounts =
        each && each > 0
          ? `: about ${Math.ceil(extra / each)} new accounts at your median ${median?.[1]?.replace(/^~/, '')}, or fewer, larger ones`
          : '';
      return `${head}, about ${formatMoney(currency, Math.round(extra / 100) * 100)} a month of new revenue${accounts}.`;
    }
  return null;
}

/** Where a founder reports what the product has done for those who use it. */
const RESULT_PATHS = [
  'product.evidence',
  'product.whyWorthSolving',
  'market.payEvidence',
  'market.discoveryEvaluation',
] as const;

/**
 * A value moved from one figure to another: 'down from 8 days to 2.5', 'from 40% -> 12%', 'kid
 * mortality 12% vs 31% baseline' (the figure now first, then the baseline).
 */
const MOVED =
  /\bfrom\s+(?:~|about\s+|around\s+)?[$£€]?(\d[\d.,]*)\s?[a-z%]*\s+(?:to|->|→)\s+(?:~|about\s+|around\s+|under\s+|below\s+)?[$£€]?(\d[\d.,]*)|(\d[\d.,]*)\s?[a-z%]*\s*(?:->|→)\s*(\d[\d.,]*)|(\d[\d.,]*)\s?%\s*(?:vs\.?|versus|against|compared (?:to|with))\s*(\d[\d.,]*)\s?%\s*(?:at\s+)?baseline/i;
/** What customers want less of: time, cost, errors, waiting. */
const LESS_IS_BETTER =
  /\b(time|times|days|hours|weeks|minutes|mins|costs?|errors?|mistakes|churn|no-?shows?|waste|returns|complaints|defects|false alarms?|waits?|waiting|backlog|turnaround|downtime|falls|incidents|rework|spend|mortality|deaths|infections?|dropouts?|drop-?out|absences?|readmissions?)\b/i;
/** What customers want more of, as a result of using the product (not the founder's own sales). */
const MORE_IS_BETTER =
  /\b(yield|pass rates?|accuracy|attendance|completion|scores?|grades?|uptime|savings|output|recovery)\b/i;
/** The founder's own growth: a result for the business, not for its customers. */
const OWN_GROWTH =
  /\b(revenue|sales|mrr|arr|orders|customers|clients|users|followers|subscribers|signups|sign-ups|downloads|takings|turnover|margin|roas|cac|price)\b/i;

/**
 * A result the product measured for those who use it, as the founder wrote it, with a second
 * figure of the same sentence when one follows ('..., reviewers agree with our flags 91% of the
 * time'). Only an improvement: time or cost down, a pass rate or a yield up.
 */
function measuredResult(form: FormState): string | null {
  for (const path of RESULT_PATHS) {
    const [section, field] = path.split('.') as [keyof FormState, string];
    const text = (form[section] as unknown as Record<string, string>)[field] ?? '';
    for (const s of sentences(text)) {
      // Clauses, not the figures: '1,400' keeps its comma.
      const parts = s.split(/[;,]\s+/);
      const at = parts.findIndex((c) => {
        const m = MOVED.exec(c);
        if (!m || OWN_GROWTH.test(c)) return false;
        const from = Number((m[1] ?? m[3] ?? m[6] ?? '').replace(/,/g, ''));
        const to = Number((m[2] ?? m[4] ?? m[5] ?? '').replace(/,/g, ''));
        if (!Number.isFinite(from) || !Number.isFinite(to) || from === to) return false;
        return to < from
          ? LESS_IS_BETTER.test(c)
          : MORE_IS_BETTER.test(c) && !LESS_IS_BETTER.test(c);
      });
      if (at < 0) continue;
      const next = parts[at + 1];
      const clause = parts[at]!.replace(/^\s*(and|but|so)\s+/i, '').replace(/^[^:]{0,20}:\s+/, '');
      const both = next && /\d\s?%/.test(next) && !MOVED.test(next) ? `${clause}, ${next}` : clause;
      return fragment(both, 110);
    }
  }
  return null;
}

/**
 * 'Custom clients eat ~30% of our hours for ~18% of revenue': the work that earns less per hour
 * than the rest, worked out (an hour of it earns about 60% of an average hour, so it needs about
 * 67% more to pay its way), with the decision it asks for.
 */
function hoursAgainstRevenue(form: FormState): string | null {
  const texts = [
    form.execution.risks,
    form.execution.delivery,
    form.product.evidence,
    form.product.reasoning,
    form.execution.reasoning,
    form.market.payEvidence,
    form.reflection.surprises,
  ];
  for (const text of texts)
    for (const s of sentences(text)) {
      const m =
        /(?:~|about\s+|around\s+|roughly\s+)?(\d{1,2})\s?%\s+of\s+(?:our\s+|my\s+|the\s+|all\s+)?(?:hours|time|capacity|workload)\b[^.;%]{0,25}?\b(?:for|but|and|bring(?:s|ing)?(?: in)?|earn(?:s|ing)?|makes?)\s+(?:only\s+|just\s+)?(?:~|about\s+|around\s+|roughly\s+)?(\d{1,2})\s?%\s+of\s+(?:our\s+|the\s+|my\s+)?(?:revenue|income|sales|turnover|billings|profit)/i.exec(
          s,
        );
      if (!m) continue;
      const hours = Number(m[1]);
      const revenue = Number(m[2]);
      if (!hours || !revenue || hours === revenue) continue;
      const clause = s.split(/;\s+|\.\s+/).find((c) => c.includes(m[0])) ?? s;
      const quoted = mark(fragment(clause, 100));
      if (revenue > hours)
        return `"${quoted}": that work earns about ${Math.round((revenue / hours) * 10) / 10} times an average hour. Sell more of it before anything else.`;
      const share = Math.round((revenue / hours) * 100);
      const raise = Math.round((hours / revenue - 1) * 100);
      return `"${quoted}": an hour of that work earns about ${share}% of an average hour. Reprice it by about ${raise}%, or stop selling it; decide before the next quote.`;
    }
  return null;
}

/**
 * 'Northcote High St has 6 cafes within 400m of the new site': the rivals a founder counted on
 * their own street, to visit at the busiest hour before the opening, not a market to size.
 */
function rivalsNearby(form: FormState): string | null {
  const text = [
    form.market.marketSize,
    form.market.reasoning,
    form.product.currentHandling,
    form.product.differentiation,
    form.execution.risks,
  ].join('\n');
  const m =
    /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+((?:other\s+)?(?:cafes|cafés|coffee shops|restaurants|bars|pubs|gyms|studios|salons|barbers|barbershops|bakeries|shops|stores|clinics|practices|pharmacies|competitors|rivals|nurseries|takeaways|food trucks))\s+(?:with)?in\s+(\d[\d.,]*\s?(?:m|km|mi|miles?|metres|meters|blocks|min(?:ute)?s?(?: walk)?))\b/i.exec(
      text,
    );
  if (!m) return null;
  const n = NUMBER_WORD_VALUES[m[1]!.toLowerCase()] ?? Number(m[1]);
  if (n < 2) return null;
  const found = mark(`${m[1]} ${m[2]} within ${m[3]}`);
  return `Visit the ${found} at your busiest hour: who is in, what they charge for what you sell most, and what none of them offers.`;
}

/** 'BOM R$ 640/unit at 100 units, MOQ 200': the first order the maker must place. */
const MIN_ORDER =
  /\b(?:moq|minimum order(?: quantity)?|minimum run|minimum batch)\b(?: (?:is|of))?[:\s]*(?:~|about )?(\d[\d,.]*)\s*(?:units|pcs|pieces)?/i;
const BOM = new RegExp(
  String.raw`\b(?:bom|unit cost|cost per (?:unit|device|sensor|piece))\b[^.;\d]{0,12}?(${AMOUNT})`,
  'i',
);

/**
 * 'BOM R$ 640/unit, MOQ 200' with 'R$ 410k in the bank': the first production order at the
 * minimum is about R$ 128k, 31% of the bank, and is placed against signed orders (read 28: a
 * sensor maker's minimum order was never weighed against its cash).
 */
function minimumOrderSum(form: FormState): string | null {
  const answers = [
    form.execution.delivery,
    form.execution.resourcesPartners,
    form.execution.risks,
    form.product.solution,
    form.product.evidence,
  ].join('\n');
  const moq = MIN_ORDER.exec(answers);
  const cost = BOM.exec(answers)?.[1]
    ?.trim()
    .replace(/[.,]+$/, '');
  const cash = cashIn(answers);
  if (!moq?.[1] || !cost || !cash) return null;
  const units = Number(moq[1].replace(/[,.]/g, ''));
  const each = amountValue(cost);
  const held = amountValue(cash);
  const currency = currencyOf(cost);
  if (!units || units < 10 || !each || !held || currencyOf(cash) !== currency) return null;
  const order = units * each;
  if (order >= held) return null;
  const share = Math.round((order / held) * 100);
  return `A first order at your minimum, ${units.toLocaleString('en-US')} × ${cost}, is about ${formatMoney(currency, order)}: ${share}% of the ${cash} in the bank. Place it against signed orders, not before them.`;
}

/** 'gross margin slipped from 84% to 79%'. */
const MARGIN_SLIP =
  /\b(gross )?margins?\b[^.;%]{0,30}?\bfrom (\d{1,2}(?:\.\d)?)\s?% (?:to|->|→) (\d{1,2}(?:\.\d)?)\s?%/i;
const MONTHLY_REVENUE = new RegExp(
  String.raw`\b(?:mrr|revenue|sales|takings|turnover)\b[^.;\d]{0,20}?(${AMOUNT})\s?(?:\/\s?mo(?:nth)?|a month|per month|monthly)?|(${AMOUNT})\s?(?:mrr|\/\s?mo(?:nth)?|a month|per month)`,
  'i',
);

/**
 * 'AWS bill creeping - gross margin slipped from 84% to 79%' beside 'MRR approx €21.6k': five
 * points of margin in money, about €1,080 a month, in the session where cost to serve is decided.
 */
function marginSlipSum(form: FormState): string | null {
  const texts = [
    form.execution.risks,
    form.product.evidence,
    form.market.payEvidence,
    form.product.reasoning,
    form.execution.reasoning,
    form.reflection.surprises,
  ];
  for (const text of texts)
    for (const s of sentences(text)) {
      const m = MARGIN_SLIP.exec(s);
      if (!m?.[2] || !m[3]) continue;
      const from = Number(m[2]);
      const to = Number(m[3]);
      if (!(to < from)) continue;
      const clause = s.split(/;\s+|\s[-–]\s/).find((c) => c.includes(m[0])) ?? m[0];
      const quoted = mark(fragment(clause, 90));
      const revenue = MONTHLY_REVENUE.exec(
        [form.product.evidence, form.market.payEvidence].join('\n'),
      );
      const amount = (revenue?.[1] ?? revenue?.[2])?.trim().replace(/[.,]+$/, '');
      const value = amount ? amountValue(amount) : null;
      const points = Math.round((from - to) * 10) / 10;
      const money =
        amount && value && value >= 1000 && /\b(mrr|month|\/\s?mo)/i.test(revenue?.[0] ?? '')
          ? `: on ${amount} a month, ${points} points is about ${formatMoney(currencyOf(amount), Math.round((value * points) / 100 / 10) * 10)} a month`
          : '';
      return `"${quoted}"${money}. Cost what you serve by customer, product or region this week, and price or cut what moved first.`;
    }
  return null;
}

/** Months by their short names, for a season the founder names ('dry season nov-feb'). */
const MONTH_NAMES: Record<string, string> = {
  jan: 'January',
  feb: 'February',
  mar: 'March',
  apr: 'April',
  may: 'May',
  jun: 'June',
  jul: 'July',
  aug: 'August',
  sep: 'September',
  oct: 'October',
  nov: 'November',
  dec: 'December',
};
const SEASON_DROP =
  /\b(?:revenue|sales|takings|income|turnover|work|bookings|demand)\b[^.;]{0,30}?\b(?:drops?|falls?|is down|goes down|dips?)\b[^.;\d]{0,12}?(?:like |about |around |~)?(\d{1,2})(?:\s?[-–]\s?(\d{1,2}))?\s?%/i;
/** A monthly goal for the low months: 'Jun-Sep revenue at least ฿550k/month'. */
const LOW_MONTH_GOAL = new RegExp(
  String.raw`\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:low|rainy|dry|off|winter|summer)[- ]season)\b[^.;\n]{0,40}?(${AMOUNT})\s?(?:\/\s?(?:month|mo)\b|a month\b|per month\b)`,
  'i',
);
/** A month's price written before its amount: '1 month ฿11,000', 'one month: €90'. */
const ONE_MONTH = new RegExp(String.raw`\b(?:1|one|a) month:?\s(${AMOUNT})`, 'i');
/** A year's revenue as the founder gives it ('Turnover 2024 RON 41.6M'), with its value. */
export function annualRevenue(form: {
  product: { evidence: string };
  market: { payEvidence: string };
}): { text: string; value: number } | null {
  const annual = ANNUAL_REVENUE.exec([form.product.evidence, form.market.payEvidence].join('\n'));
  const text = (annual?.[1] ?? annual?.[2])?.trim().replace(/[.,]+$/, '');
  const value = text ? amountValue(text) : null;
  return text && value ? { text, value } : null;
}

const ANNUAL_REVENUE = new RegExp(
  String.raw`\b(?:20\d\d )?(?:revenue|turnover|sales)(?: 20\d\d| (?:in|for|last) (?:20\d\d|last year|the year))?\b[^.;\d]{0,6}?(${AMOUNT})|(${AMOUNT})\s(?:revenue|turnover) (?:in|last) (?:20\d\d|year)`,
  'i',
);

/**
 * 'dry season nov-feb revenue drops like 45% but we still pay salaries', '2025 revenue GH₵
 * 684,000', 'GH₵ 52,000 in bank': the low months in money against the cash held, to the end of
 * the season (read 28: a pest-control firm with 12 salaries got no cash plan; a software firm
 * with steady income did).
 */
export function seasonalCashSum(form: FormState): string | null {
  const texts = [
    form.execution.risks,
    form.product.evidence,
    form.market.reasoning,
    form.execution.reasoning,
  ];
  const drop = texts.map((t) => SEASON_DROP.exec(t)).find(Boolean);
  if (!drop?.[1]) return null;
  const around = texts.find((t) => SEASON_DROP.test(t)) ?? '';
  const months =
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s?[-–]\s?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*/i.exec(
      around,
    );
  const annual = ANNUAL_REVENUE.exec([form.product.evidence, form.market.payEvidence].join('\n'));
  const annualText = (annual?.[1] ?? annual?.[2])?.trim().replace(/[.,]+$/, '');
  const cash = cashIn(
    [form.execution.resourcesPartners, form.execution.risks, form.product.evidence].join('\n'),
  );
  const yearly = annualText ? amountValue(annualText) : null;
  if (!annualText || !yearly) return null;
  const currency = currencyOf(annualText);
  // 'drops 50-60%' is read at its middle, and said as written.
  const pct = drop[2] ? (Number(drop[1]) + Number(drop[2])) / 2 : Number(drop[1]);
  const pctText = drop[2] ? `${drop[1]}-${drop[2]}%` : `about ${drop[1]}%`;
  const keys = Object.keys(MONTH_NAMES);
  const first = months?.[1] ? keys.indexOf(months[1].toLowerCase().slice(0, 3)) : -1;
  const last = months?.[2] ? keys.indexOf(months[2].toLowerCase().slice(0, 3)) : -1;
  // The low months (Nov-Feb is four) at the lower rate, the rest at the normal one: the year's
  // revenue is 8 normal months and 4 low ones, not 12 averages.
  const lowMonths = first >= 0 && last >= 0 ? ((last - first + 12) % 12) + 1 : 3;
  const normal = yearly / (12 - (lowMonths * pct) / 100);
  const low = normal * (1 - pct / 100);
  const end = months?.[2] ? MONTH_NAMES[months[2].toLowerCase().slice(0, 3)] : null;
  const when =
    months?.[1] && end
      ? `From ${MONTH_NAMES[months[1].toLowerCase().slice(0, 3)]} to ${end}`
      : 'In the low season';
  const head = `${when} revenue falls ${pctText}: ${annualText} a year is about ${formatMoney(currency, normal)} in a normal month and about ${formatMoney(currency, low)} in a low one.`;
  if (cash && currencyOf(cash) === currency)
    return `${head} Build the cash table from the ${cash} in the bank with those months, wages and bills against them${end ? ` to the end of ${end}` : ''}, and decide now what you collect, cut or delay first.`;
  // No cash given, but a target for the low months ('Jun-Sep revenue at least ฿550k/month'): the
  // gap, and what it is at the founder's monthly price (read 41: the gym's rainy season).
  const goal = LOW_MONTH_GOAL.exec(
    `${form.actionPlan.successMeasures}\n${form.actionPlan.priority}`,
  );
  const goalText = goal?.[1]?.trim().replace(/[.,]+$/, '');
  const target = goalText && currencyOf(goalText) === currency ? amountValue(goalText) : null;
  if (!goalText || !target || target <= low)
    return `${head} Set wages and bills against those months now, and decide what you collect, cut or delay first.`;
  const gap = target - low;
  const answers = [form.product.solution, form.market.payEvidence, form.market.budget].join('\n');
  // The monthly prices the founder lists: '฿1,900/month', '1 month ฿11,000'.
  const prices = [monthlyPrice(answers), ONE_MONTH.exec(answers)?.[1]]
    .map((t) => t?.trim().replace(/[.,]+$/, ''))
    .filter((t): t is string => !!t && currencyOf(t) === currency)
    .map((text) => ({ text, value: amountValue(text) ?? 0 }))
    .filter(
      (x, i, all) =>
        x.value > 0 && x.value < gap && all.findIndex((y) => y.value === x.value) === i,
    )
    .sort((a, b) => a.value - b.value);
  const [cheap, dear] = prices;
  const count = cheap
    ? ` At ${cheap.text} a month that is about ${Math.ceil(gap / cheap.value)} more people paying${dear ? `; at ${dear.text}, about ${Math.ceil(gap / dear.value)}` : ''}.`
    : '';
  return `${head} Your ${goalText} a month is about ${formatMoney(currency, gap)} above a low month.${count} Write which offer fills it, and count it weekly from the first low month.`;
}
