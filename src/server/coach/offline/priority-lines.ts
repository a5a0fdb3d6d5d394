import type { CoachingSessionNumber } from '../../infra/ai/types';
import {
  AMOUNT,
  amountValue,
  amountsIn,
  currencyOf,
  formatExact,
  formatMoney,
  hasAmountOrScaled,
} from '../money';
import type { FounderProfile } from '../profile';
import { NUMBER_WORD_VALUES, sentences } from '../nlp';
import { b2b, b2c, buysOnce, fewBuyers, payingCount, solo } from './plays/when';
import { AVERAGE_ORDER, closeRate, GROSS_MARGIN } from './key-number';
import { fragment, orJoin } from './text';
import { annualRevenue } from './own-facts';
import { mark } from './words';

/**
 * The founder's own 30-day priority, read for what kind of goal it is, so that each session
 * says what its topic does for that goal: the Market session counts the weekly pace of 'Sign 5
 * office buildings as referral partners', the Execution session costs both options of 'Decide
 * whether to open a second truck or a fixed stand'. One line per session, each from a different
 * angle, so six sessions serve one month rather than six generic plans.
 */
export type PriorityKind =
  | 'decide'
  | 'collect'
  | 'negotiate'
  | 'price'
  | 'test'
  | 'comply'
  | 'fund'
  | 'hire'
  | 'train'
  | 'move'
  | 'win'
  | 'deliver'
  | 'other';

export interface Priority {
  kind: PriorityKind;
  /** A count of the people or organisations to win ('25 paying firms'), when the goal opens on one. */
  count: number | null;
}

const DECIDE =
  /^(decide|choose|pick|figure out|work out)\b|\bdecide (whether|if|between|which)\b|\bchoose between\b/;
const PRICE =
  /^charge\b|\b(stop|end|no more) (giving |offering )?(percentage |blanket )?discounts?\b|\bat list price\b|\b(raise|increase|put up|lift|charge)\b[^.;]{0,25}\b(prices?|fees?|retainers?|rates? card|day rates?|hourly rates?|minimums?|minimum (spend|order|booking)|deposits?)\b|\bput (our |my |the )?([a-z-]+ )?(prices?|fees?|retainers?|rates?) up\b/;
const TEST =
  /^(find out|test|validate|learn(?! to\b)|see (whether|if)|check (whether|if))\b|\bfind out (whether|if)\b|\brun (a |the )?(trial|pilot|test)s?\b|\b(trial|pilot|test) (plots?|runs?)\b/;
/**
 * Money already earned and not yet paid: 'Collect the MX$142,000 owed by late tenants', 'get
 * the overdue $4,944 paid'. It is won from customers the founder has, not from new ones.
 */
const COLLECT =
  /^(collect|recover|chase)\b|\b(late payers?|payment days|debtor days|dso|days sales outstanding|pay (us )?on time)\b|\b(collect|recover|chase)\b[^.;]{0,60}\b(owed|overdue|late|unpaid|outstanding|debts?|arrears|invoices?)\b|\bget (the |our |my )?(overdue|unpaid|outstanding|late)\b[^.;]{0,40}\bpaid\b/;
/**
 * Terms agreed with one other party: a lease with a landlord, a contract renewal with a
 * supplier. Won at a table with walk-away terms, not with a sales funnel.
 */
const NEGOTIATE =
  /\b(the|a|our|new|master|shop|office|site)( [a-z-]+)? lease\b|\blease (renewal|terms|talks?|negotiation)\b|\b(landlords?|tenancy|rent-free)\b|^(re)?negotiate\b|\b(re)?negotiate (the|our|a|new) (terms|contract|lease|rent|renewal)\b/;
/**
 * A goal set by a regulator or an office, not by customers: a clearance, a permit, a visa, an
 * inspection. It decides the founder's month, and the sessions speak to it as such.
 */
const COMPLY =
  /\b(permits?|visas?|licen[cs]es?|clearance|approvals?|certification|certificates?|510\(k\)|fda|ce mark\w*|regulators?|regulatory|notified body|ivdr|mdr|ethics (committee|approval|submission)|deficienc\w*|additional information request|inspections?(?! reports?)|accreditation|registration|development applications?|planning (permission|application)|change[- ]of[- ]use|zoning)\b/;
/** An office deciding on the founder's own right to stay or work, not on the product. */
const PERSONAL = /\b(visas?|residence|work permit|immigration|citizenship)\b/;

const FUND =
  /\b(submit|file|send in)\b[^.;]{0,30}\b(grant|funding|renewal|application|proposal)\b|\b(raise|secure|close|win|land|apply for|get|replace|renew|find)\b(?:[^.;]|\.(?=\d)){0,30}\b(round|funding|funders?|donors?|grants?|investment|investors?|loan|seed|pre-seed|capital|financing|credit line|line of credit|debt facility|facility|crowdfund\w*)\b/;
// 'without hiring', 'no new hires': a limit on the goal, not the goal.
const HIRE =
  /(?<!\b(without|no|not|never|avoid|instead of) (new )?)\b(hire|hiring|recruit)\b|\badd \d+ [a-z -]{0,20}\b(crews?|staff|people|engineers|developers|tutors|nurses|drivers|riders|cleaners|installers|plasterers|designers)\b/;
// 'learn to fry good enough before father's surgery': a skill handed from one person to another.
const TRAIN = /^(train|onboard|teach|learn to)\b|\bhand (over|off)\b|\bdelegate\b/;
const MOVE =
  /^(cut|reduce|lower|halve|bring down|bring|shorten|speed up|raise|increase|improve|lift|double|keep)\b[^.;]{0,40}\b(rate|time|churn|cost|costs|margin|share|waste|hours|days|weeks|conversion|retention|score|fill)\b|^(make|get|have|keep)\b[^.;:]{0,40}\b(predictable|profitable|repeatable|sustainable|stable|steady|consistent|reliable|recurring|cheaper|faster|break even)\b/;
/** A number taken from one value to another: 'no-shows down from 18% to 10%'. */
const FROM_TO =
  /\bfrom \d[\d.,]*\s?(%|hours?|days?|weeks?)? to (under |below |above |over |at least |less than |more than )?\d/;
/** Less reliance on a few customers is won with new ones: 'Cut dependence on our 2 biggest clients'. */
const SPREAD = /\b(dependence|reliance|concentration) on\b/;
/** Verbs that only ever aim at customers, partners or sales: 'Sign ...', 'Enrol ...'. */
const WIN =
  /^(sign|win|reach|grow|double|triple|convert|switch|migrate|sell|pre-?sell|contract|fill|land|book|enrol|enroll|onboard)\b|\binto paying\b/;
/** Verbs that may: 'Get 5 companies to pre-pay', not 'Get the permit'. */
const WIN_IF = /^(get|take|add|turn|close|find|bring in|recruit|move)\b/;
/** Who or what a goal to win counts, when the verb alone does not say: people, organisations, sales. */
const WON =
  /\b(customers?|clients?|users?|members?|buyers?|subscribers?|partners?|brands?|schools?|venues?|firms?|companies|businesses|shops?|stores?|clinics?|practices|landlords?|tenants?|contracts?|deals?|pre-?orders?|pre-registrations?|orders?|sales|accounts?|families|students|patients|households|sponsors?|resellers?|distributors?|stockists?|bookings?)\b/;
/** What a count is not when it counts time, money or size: '12 weeks', '30 km'. */
const UNIT =
  // ('Sell 25 t bottled': tonnes, not 25 buyers to find; read 41.)
  /^(seconds?|minutes?|hours?|days?|weeks?|months?|years?|percent|per|times?|km|miles?|kg|t|tonnes?|tons?|litres?|liters?|l|hl|metres?|meters?|m2|sq|pallets?|kwh|mw|kw)\b/;
const DELIVER =
  /^(launch|ship|release|build|open|install|order|finish|complete|deliver|publish|have|make|produce|set up|get the)\b/;

/**
 * The count of a goal to win, when it opens on it: 'Reach 25 paying firms' -> 25. A target level
 * ('Grow paying members to 1,500') or a later figure ('Sign a second reseller to reach 100
 * sites') is not a number of new customers to find.
 */
function countOf(lower: string): number | null {
  const m =
    /^(\S+\s+(?:the\s+)?(?:first\s+|next\s+)?)(\d{1,3}(?:,\d{3})+|\d+)\s+((?:[a-z-]+\s+){0,3}[a-z-]+)/.exec(
      lower,
    );
  if (!m || UNIT.test(m[3]!)) return null;
  return Number(m[2]!.replace(/,/g, ''));
}

export function readPriority(text: string): Priority | null {
  // 'Get to €60k monthly GMV ... before we raise seed in Q3': what comes after is the next
  // step, not this month's goal (read 36: a GMV goal read as a round to raise).
  const lower = text
    .trim()
    .toLowerCase()
    .replace(/,?\s+(?:before|ahead of|so that|by the time)\s+(?:we|i)\b.*$/, '');
  if (lower === '') return null;
  // 'Fix cash: get the late payers to pay on time': a short heading names the area; the goal is
  // what follows its colon.
  const headed = /^([^:;]{1,25}):\s*(\S.*)$/.exec(lower);
  const body =
    headed?.[1] && headed[1].trim().split(/\s+/).length <= 3 ? (headed[2] ?? lower) : lower;
  const first =
    body.split(/[;:]|,? so\b|,? and (?:raise|hire|sign|add|get|collect|chase)\b/)[0] ?? '';
  const kind: PriorityKind = DECIDE.test(lower)
    ? 'decide'
    : COLLECT.test(first)
      ? 'collect'
      : NEGOTIATE.test(first)
        ? 'negotiate'
        : COMPLY.test(first)
          ? 'comply'
          : PRICE.test(lower)
            ? 'price'
            : TEST.test(lower)
              ? 'test'
              : FUND.test(lower)
                ? 'fund'
                : HIRE.test(lower)
                  ? 'hire'
                  : TRAIN.test(lower)
                    ? 'train'
                    : SPREAD.test(lower)
                      ? 'win'
                      : MOVE.test(lower)
                        ? 'move'
                        : WIN.test(lower) ||
                            (WIN_IF.test(lower) && (WON.test(lower) || countOf(lower) !== null))
                          ? 'win'
                          : FROM_TO.test(lower)
                            ? 'move'
                            : DELIVER.test(lower)
                              ? 'deliver'
                              : 'other';
  return { kind, count: kind === 'win' ? countOf(lower) : null };
}

type Line = (goal: string, pr: Priority, p: FounderProfile, lower: string) => string;

const WEEKS = 4;
const inWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const pace = (n: number, weeks = WEEKS) => {
  const perWeek = Math.ceil(n / weeks);
  return perWeek < 10 ? inWords[perWeek]! : perWeek.toLocaleString('en-US');
};

/**
 * The weeks a goal gives itself, when it says: 'by the end of the quarter' is 13, 'before the
 * renewal in 4 months' 17, 'in 6 weeks' 6. A goal that names no time has the plan's 30 days.
 */
export function weeksFor(lower: string): number {
  if (
    /\b(end of (the |this )?quarter|this quarter|within a quarter|in a quarter|next quarter)\b/.test(
      lower,
    )
  )
    return 13;
  // 'Sell 900 units in 2025', 'this year': a year's goal, not a month's (read 45: '225 a week').
  if (
    /\b(in|during|for|by the end of) 20\d\d\b|\b(this|next) year\b|\bby (the )?end of (the )?year\b/.test(
      lower,
    )
  )
    return 52;
  const m =
    /\b(?:in|within|over|for) (?:the next )?(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (months?|weeks?)\b/.exec(
      lower,
    );
  if (!m) return WEEKS;
  const n = NUMBER_WORD_VALUES[m[1]!] ?? Number(m[1]);
  if (!Number.isFinite(n) || n <= 0) return WEEKS;
  return m[2]!.startsWith('month') ? Math.round(n * 4.33) : n;
}
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/**
 * The month a goal names as its deadline when it counts no weeks: 'before next season (Apr)' is
 * April, 'by end of June' June. The coach knows no date, so it cannot count the weeks to it; it
 * must not read the goal as the plan's four weeks either (read 27: 'two in four weeks').
 */
export function monthDeadline(lower: string): string | null {
  const m =
    /(?:\b(?:by|before|until|till|in|end of|by end of|by the end of)\s+(?:the\s+)?(?:early\s+|mid-?\s?|late\s+|the end of\s+)?|\()(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b\.?\)?/.exec(
      lower,
    );
  if (!m?.[1]) return null;
  const i = [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'oct',
    'nov',
    'dec',
  ].indexOf(m[1] === 'sept' ? 'sep' : m[1]);
  return MONTHS[i] ?? null;
}
const weeksInWords = (weeks: number) => `${weeks < 10 ? inWords[weeks] : weeks} weeks`;
/**
 * The pace of a count over the weeks it has: 'about three a week for four weeks'; fewer than one
 * a week is 'about one every six months for 52 weeks', never 'one a week' (read 26: 2 tenders in
 * 12 months).
 */
const paceFor = (n: number, weeks: number) => {
  if (n >= weeks) return `about ${pace(n, weeks)} a week for ${weeksInWords(weeks)}`;
  // One in the weeks it has is just that: not 'about one every four weeks, one in four weeks'.
  if (n === 1) return `one in ${weeksInWords(weeks)}`;
  const every = weeks / n;
  const months = Math.round(every / 4.33);
  const gap =
    every >= 8
      ? `${months < 10 ? inWords[months] : months} month${months === 1 ? '' : 's'}`
      : `${Math.round(every) < 10 ? inWords[Math.round(every)] : Math.round(every)} weeks`;
  return `about one every ${gap}, ${n < 10 ? inWords[n] : n} in ${weeksInWords(weeks)}`;
};

/** Options that are places or channels: a truck, a stand, a city, a shop, a marketplace. */
const PLACES =
  /\b(trucks?|stands?|stalls?|shops?|stores?|sites?|locations?|branch(es)?|cit(y|ies)|towns?|markets?|channels?|marketplaces?|offices?|kitchens?|premises|venues?|countr(y|ies)|online)\b/;
/** Goals about time or speed ('Cut build time to 34 hours per table'), not about customers. */
const WORK_TIME = /\b(time|hours|days|weeks|lead time|turnaround|speed)\b/;
/** How long customers stay ('average subscription length from 9 weeks to 16'): not the work's time. */
const CUSTOMER_TIME =
  /\b(subscription length|subscriptions? last|length of (a )?subscription|stay|stays|tenure|lifetime|retention|retain\w*|customer life)\b/;
const ABOUT_TIME = { test: (lower: string) => WORK_TIME.test(lower) && !CUSTOMER_TIME.test(lower) };
/** Goals of making stock ('Have 1,200 pieces in stock by mid-November'). */
const STOCK = /\b(in stock|pieces|units|batch(es)?|inventory)\b/;

/** A goal of more people than are approached one by one: the channels must bring them. */
const many = (pr: Priority, p: FounderProfile) =>
  pr.count !== null && (pr.count > 50 || (pr.count > 10 && b2c(p)));

/**
 * The gap of a goal to reach a level ('Grow weekly orders to 30 offices') from the founder's own
 * count of the same thing ('14 offices order every week'): 16 to find. Null when the answers
 * count no such thing below the target.
 */
function gapToTarget(
  lower: string,
  p: FounderProfile,
): { today: number; noun: string; gap: number } | null {
  const m = /\bto (\d{1,3}(?:,\d{3})+|\d+) ((?:[a-z-]+ ){0,2}?([a-z-]{3,}s))\b/.exec(lower);
  if (!m?.[1] || !m[3]) return null;
  const target = Number(m[1].replace(/,/g, ''));
  const noun = m[3];
  const today = Math.max(
    0,
    ...p.done
      .filter((d) => d.count !== null && d.count < target)
      .filter((d) => new RegExp(`\\b${noun}\\b`, 'i').test(d.phrase))
      .map((d) => d.count ?? 0),
  );
  return today > 0 ? { today, noun, gap: target - today } : null;
}

/** The Market session's line for a goal to win: its weekly pace and where it comes from. */
const winMarket: Line = (g, pr, p, lower) => {
  // 'Convert 4 remaining beta users', 'Turn the 3 trial pubs into paying venues': the people are
  // known; what they need to say yes is not.
  if (pr.count !== null && /^(convert|turn|move|switch|migrate)\b/.test(lower))
    return `For "${g}", ask each of them this week what would make them say yes now, and what it would replace.`;
  // 'Turn Kvarn's LOI for 200 locks into a signed order': one known party to bring to a yes.
  if (
    /^(convert|turn)\b[^.;]{0,40}\b(loi|letter of intent|pilot|trial|offer|quote|interest)\b/.test(
      lower,
    )
  )
    return `Name who decides "${g}" on the other side, what they need to see before they sign, and your next step with them this week.`;
  const weeks = weeksFor(lower);
  if (pr.count === null) {
    const gap = gapToTarget(lower, p);
    if (gap)
      return `"${g}": from your ${gap.today} ${gap.noun} today the gap is ${gap.gap}, ${paceFor(gap.gap, weeks)}; check each Friday that the week made its share.`;
    if (/ to \d/.test(lower))
      return `For "${g}", write today's number beside the target, divide the gap by ${weeks === WEEKS ? 'four' : `the ${weeks} weeks you gave it`}, and check each Friday that the week made its share.`;
    // 'Fill the new evening cohort': places, each taken by someone, not one deal to close.
    if (/^fill\b/.test(lower))
      return `For "${g}", count the places still open and the days left, list twice as many people to invite as places, and invite the first this week.`;
    if (/^\S+\s+(a|an|the|one|one more|our first)\b/.test(lower))
      return `Name who decides "${g}" on the other side, what they need to hear, and your next step with them this week.`;
    return `Name where the customers for "${g}" will come from, and the first step with each source this week.`;
  }
  const month = weeks === WEEKS ? monthDeadline(lower) : null;
  const weekly = month
    ? `"${g}" means ${pr.count < 10 ? inWords[pr.count] : pr.count} by ${month}`
    : `"${g}" means ${paceFor(pr.count, weeks)}`;
  if (many(pr, p))
    return `${weekly}: from last month's numbers, work out how many your channels bring now, and where the rest must come from.`;
  // 'Win 2 bigger contracts through tenders': tenders are found on portals and won on papers
  // asked for before the price is read.
  if (/\b(tenders?|bids?|rfps?|frameworks?|procurement portals?)\b/.test(lower))
    return `${weekly}: list the next ${Math.min(pr.count * 3, 12)} tenders that fit your size, with each deadline and the certificates and references it asks for; get the missing papers first.`;
  const names = Math.min(pr.count * 3, 30);
  return `${weekly}: list the first ${names} names you will approach and how you know each; most will say no, so the list is longer than the goal.`;
};

/** A price for new customers only: 'for every new booking from 1 March'. */
const NEW_ONLY =
  /\bfor (every |each |all |the )?new [a-z-]+|\bnew (bookings?|clients?|customers?|orders?|contracts?|sign-?ups?)\b|\bfrom now on\b/;

/**
 * The sum a price goal turns on: 'from €550 to €700' with last year's 28 sales means 22 sales at
 * the new price bring what 28 did, so the price still pays if 6 fewer say yes. Null without both
 * prices or a count of sales.
 */
function breakEven(g: string, lower: string, p: FounderProfile): string | null {
  const m = /\bfrom ([$£€¥₹])\s?(\d[\d,]*(?:\.\d+)?)\s+to\s+([$£€¥₹])?\s?(\d[\d,]*(?:\.\d+)?)/.exec(
    lower,
  );
  if (!m?.[1] || !m[2] || !m[4] || (m[3] && m[3] !== m[1])) return null;
  const from = Number(m[2].replace(/,/g, ''));
  const to = Number(m[4].replace(/,/g, ''));
  const counts = p.done
    .filter((d) => d.kind === 'paying-customers' || d.kind === 'sales')
    .map((d) => d.count ?? 0)
    .filter((n) => n >= 5);
  if (!(to > from) || counts.length === 0) return null;
  const sold = Math.max(...counts);
  const same = Math.ceil((sold * from) / to);
  const spare = sold - same;
  if (spare < 1) return null;
  return `At ${formatExact(m[1], to)} rather than ${formatExact(m[1], from)}, ${same} sales bring what your ${sold} did (${formatExact(m[1], sold * from)}): "${g}" still pays if ${spare === 1 ? 'one fewer says yes, and that is one' : `${spare} fewer say yes, and that is ${spare}`} fewer to deliver.`;
}

/** A rise written as a share: 'Raise prices by 15%', 'put our day rate up 10%', 'a 12% price rise'. */
const RISE_SHARE =
  /\b(?:raise|increase|put up|lift)\b[^.;\d%]{0,30}?(?:by |up )?(\d{1,2}(?:\.\d)?)\s?%|\b(?:prices?|fees?|retainers?|rates?) up (?:by )?(\d{1,2}(?:\.\d)?)\s?%|\b(\d{1,2}(?:\.\d)?)\s?% (?:price (?:rise|increase)|rise|increase|more|higher)\b/;

/** 'one in 8': how many customers in a row may walk away, for a share that may. */
const oneIn = (share: number) => `about 1 in ${Math.max(2, Math.round(1 / share))}`;

/**
 * The sum a rise written as a share turns on ('Raise prices by 15%'): the same takings need
 * 1/(1+r) of the sales, so about 1 in 8 may say no before a 15% rise costs anything; with the
 * founder's gross margin m, profit holds while up to r/(m+r) of sales go. Worked on their own
 * average sale and count of sales when they gave them ('64 commissions last year at an average
 * of £640'). The bookbinder of the eval raising prices by 15% was told to 'check what each sale
 * earns after its cost'.
 */
function riseShare(g: string, lower: string, p: FounderProfile): string | null {
  const head = lower.split(/[:;]| and (?:keep|hold|get|grow|cut|see)\b/)[0] ?? lower;
  const m = RISE_SHARE.exec(head);
  // 'from $149 to $179', '($149 -> $179)': the two prices give the rise; 'Raise the minimum to
  // $3,400' with 'min spend $2,800' in the answers gives it too.
  const texts = [...new Set(p.figures.map((f) => f.sentence))].join('\n');
  const pair = PRICE_PAIR.exec(lower) ?? priceToFrom(lower, texts);
  const [from, to] = pair ? [amountValue(pair[1]!), amountValue(pair[2]!)] : [null, null];
  const rate = m
    ? Number(m[1] ?? m[2] ?? m[3] ?? NaN) / 100
    : from && to && to > from
      ? to / from - 1
      : NaN;
  if (!(rate >= 0.02 && rate <= 0.6)) return null;
  const pct = Math.round(rate * 100);
  const lost = 1 - 1 / (1 + rate);
  // A minimum moves only the sales below it: those are the ones to count, not all of them.
  if (pair && from && to && /\bmin(imum)?\b/.test(head))
    return `A minimum of ${pair[2]!.trim()} rather than ${pair[1]!.trim()} (${pct}% more) changes only the sales below it: count how many of ${p.done.find((d) => (d.kind === 'sales' || d.kind === 'paying-customers') && d.count)?.phrase.replace(/^/, 'your ') ?? "last year's sales"} were under ${pair[2]!.trim()}, and what they brought; those are the ones "${g}" puts at risk.`;
  const orderAt = AVERAGE_ORDER.exec(texts);
  const order = orderAt?.[1]?.trim().replace(/[.,]+$/, '');
  const orderValue = order ? amountValue(order) : null;
  const newPrice =
    pair && from && to
      ? ` (${pair[1]!.trim()} to ${pair[2]!.trim()})`
      : order && orderValue
        ? `, an average of ${order} becomes about ${formatMoney(currencyOf(order), orderValue * (1 + rate))}`
        : '';
  const marginAt = GROSS_MARGIN.exec(texts);
  const margin = Number(marginAt?.[1] ?? marginAt?.[2] ?? NaN) / 100;
  const profit =
    margin > 0.05 && margin < 0.95
      ? ` With your ${Math.round(margin * 100)}% gross margin, profit holds while up to ${Math.round((rate / (margin + rate)) * 100)}% go.`
      : '';
  // A price for new customers only is judged on the new ones: their close rate, not the base.
  if (NEW_ONLY.test(lower)) {
    const close = closeRate(texts);
    if (close !== null) {
      const floor = close / (1 + rate);
      return `At ${pct}% more${newPrice}, the same new revenue needs ${Math.round(lost * 100)}% fewer new customers: your close rate (${close < 0.5 ? `about 1 in ${Math.round(1 / close)}, ` : ''}${Math.round(close * 100)}%) can fall to about ${Math.round(floor * 100)}% before "${g}" costs you anything.${profit} Judge it on at least 20 quotes or demos, not the first 5.`;
    }
    return `At ${pct}% more${newPrice}, the same new revenue needs ${Math.round(lost * 100)}% fewer new customers: "${g}" pays unless more than ${oneIn(lost)} of those who would have said yes walk away.${profit} Count yes and no at the new price for the next 20 quotes.`;
  }
  const sold = p.done
    .filter((d) => (d.kind === 'paying-customers' || d.kind === 'sales') && (d.count ?? 0) >= 8)
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0];
  const count = sold?.count ?? null;
  if (sold && count) {
    const same = Math.ceil(count / (1 + rate));
    const spare = count - same;
    if (spare >= 1)
      return `At ${pct}% more${newPrice}: ${same} ${sold.phrase.replace(/^\S+\s+/, '')} bring what your ${count} did, so "${g}" still pays if ${spare === 1 ? 'one fewer says' : `${spare} fewer say`} yes (${oneIn(lost)}).${profit}`;
  }
  return `At ${pct}% more${newPrice}, the same takings need ${Math.round(lost * 100)}% fewer sales: "${g}" pays unless more than ${oneIn(lost)} walk away.${profit} Count who says no at the new price for the first 4 weeks.`;
}

/**
 * A price raised 'to' an amount, with today's in the answers under the same name: 'Raise the
 * minimum to $3,400' and 'min spend $2,800'; 'Raise my retainer to €2,900' and 'a monthly
 * retainer: 2 days a month for €2,400'. Shaped like PRICE_PAIR's match: [, today, new].
 */
function priceToFrom(lower: string, texts: string): [string, string, string] | null {
  const m = new RegExp(
    String.raw`\b(min(?:imum)?(?: spend)?|retainer|day rate|hourly rate|price|fee)\b[^.;\d]{0,25}?\bto\s*(${AMOUNT})`,
    'i',
  ).exec(lower);
  if (!m?.[1] || !m[2]) return null;
  const name = m[1].startsWith('min') ? String.raw`min(?:imum)?(?: spend)?` : m[1];
  const now = new RegExp(String.raw`\b${name}\b[^.;]{0,30}?(${AMOUNT})`, 'i').exec(texts);
  const today = now?.[1]?.trim().replace(/[.,]+$/, '');
  const target = m[2].trim().replace(/[.,]+$/, '');
  if (!today || currencyOf(today) !== currencyOf(target)) return null;
  // The answers are in the founder's own case; the goal was read lower-cased.
  const written = new RegExp(target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i').exec(texts)?.[0];
  return [m[0], today, written ?? target];
}

/** Two prices of one rise: 'from $149 to $179', '$149 -> $179'. */
const PRICE_PAIR = new RegExp(String.raw`(${AMOUNT})\s*(?:->|→|=>|to)\s*(${AMOUNT})`, 'i');

/** Money lent rather than given or invested. */
const DEBT = /\b(loans?|credit line|line of credit|debt|facility|overdraft)\b/;
const funders = (lower: string) => (DEBT.test(lower) ? 'lenders' : 'funders');

/** Quality written down before someone new does the work. */
const checklist: Line = (g) =>
  `Before "${g}", write what good work looks like as a one-page checklist, so quality does not rest on one person.`;
/** Handing work over: show, watch, check. */
const showWatchCheck: Line = (g) =>
  `For "${g}", show the work, then watch them do it, then check their work alone; write each step down as you show it.`;

/** Each session's angle on each kind of goal: 2 Product, 3 Market, 4 Execution, then the loops. */
const LINES: Record<PriorityKind, Partial<Record<CoachingSessionNumber, Line>>> = {
  decide: {
    2: (g) =>
      `For "${g}", write what customers come to you for today, and which option keeps more of it.`,
    // Customers who buy once (a wedding, a table) are asked which they would have chosen.
    // Accepting a big order, a listing or a loan is decided with the other party and the cash,
    // not by asking customers which option they prefer.
    3: (g, _pr, p, lower) =>
      /\b(accept|take on|turn down|listing|big order|contract|investor|loan|term sheet|acquisition|buy-?out)\b/.test(
        lower,
      )
        ? `For "${g}", ask the other side this week what they would change to make it work for you, and what a no would cost them; a yes you cannot deliver is worse than a no.`
        : buysOnce(p)
          ? `For "${g}", ask 10 recent or booked customers which option they would have chosen, and at what price; let their answers carry half the decision.`
          : `For "${g}", ask 10 customers which option they would use more, and how often; let their answers carry half the decision.`,
    4: (g) =>
      `For "${g}", cost each option on one page: cash up front, monthly cost, hours and the month it pays back; set the day you decide.`,
    5: (g) =>
      `For "${g}", name the one result that would settle it, and get it from a small test (a few customers, a few weeks) before you commit.`,
    6: (g) =>
      `Whichever way "${g}" goes, write the routine it needs to run without you before money goes in.`,
    // A new place or channel can be tried for two weeks; a new offer is offered to the next few.
    7: (g, _pr, _p, lower) =>
      PLACES.test(lower)
        ? `For "${g}", try the new place or channel cheaply for two weeks and count customers against your best one today.`
        : `For "${g}", put the new option in front of your next 5 enquiries with a price, and count who takes it.`,
  },
  price: {
    2: (g) =>
      `Before "${g}", write what customers get at the new price that they did not at the old one, in their words.`,
    // A practice with a dozen clients quotes a few at a time, not ten.
    3: (g, _pr, p) =>
      fewBuyers(p)
        ? `For "${g}", quote the next 3 new customers at the new price, and write down what each says before deciding.`
        : `For "${g}", quote the next 10 new customers at the new price first, and compare how many buy with the last 10.`,
    // A new price for new bookings only tells no current customer anything.
    4: (g, _pr, _p, lower) =>
      NEW_ONLY.test(lower)
        ? `For "${g}", set the date, put the new price on every quote and page from that day, and write what you will say to the first who hesitates.`
        : `For "${g}", set the date, write the note to current customers, and what you will say to the first who complains.`,
    5: (g) =>
      `Once "${g}" starts, ask each customer who hesitates what they compared the price with, and write it down.`,
    6: (g, _pr, p, lower) =>
      breakEven(g, lower, p) ??
      riseShare(g, lower, p) ??
      `For "${g}", check what each sale earns after its cost, and whether the difference pays for the capacity you need next.`,
    // 'Earn the same in 4 days a week: raise prices...' is the founder's own aim, not news for
    // customers: only the new price is announced.
    7: (g, _pr, _p, lower) =>
      PRICE.test(lower.split(/[:;]/)[0] ?? '')
        ? `Announce "${g}" where customers find you, with a date and a reason, before it starts.`
        : `For "${g}", announce the new price where customers find you, with a date and a reason, before it starts.`,
  },
  test: {
    2: (g) =>
      `Turn "${g}" into one test: what you offer, to whom, and the result that means yes, written before you start.`,
    3: (g) =>
      `For "${g}", put the offer in front of 10 possible buyers with a real price and a way to say yes; count yes, no and "later".`,
    4: (g) =>
      `Give "${g}" a budget and a deadline: the hours and money the test may take before you decide.`,
    5: (g) =>
      `After each answer on "${g}", write what it changes in the offer, and make one change before the next five.`,
    6: (g) =>
      `Run "${g}" with as little new work as possible: what you can do by hand for the first ten.`,
    7: (g) =>
      `For "${g}", choose the one channel that brings the people you need, and how many it must reach by day 15.`,
  },
  // Money the founder has earned: the customers who owe it, the terms that let it happen.
  collect: {
    2: (g) =>
      `For "${g}", ask each late payer what made paying hard (the invoice, the timing, the value) and fix the top answer for every customer.`,
    // A business buyer on terms pays through its accounts team: ask what gets an invoice paid on
    // the day, not whether it is a customer.
    3: (g, _pr, p) =>
      b2b(p)
        ? `For "${g}", call the largest debt first this week: ask its accounts team for a date, and what gets your invoices paid on the due date.`
        : `For "${g}", call the largest debt first this week and ask for an amount and a date; a customer who does not pay is not yet a customer.`,
    4: (g) =>
      `For "${g}", put each debt on one page (amount, days late, last contact, next step and its date) and send the first reminders on day 1.`,
    6: (g, _pr, p) =>
      b2b(p)
        ? `For "${g}", set the rule that stops the next debt: the due date in every contract, direct debit where a client takes it, a reminder the day before.`
        : `For "${g}", set the rule that stops the next debt: payment up front, a card on file or a deposit for new customers, and work stops at 30 days late.`,
    7: (g) =>
      `For "${g}", count cash collected every Friday against what is owed; a sale counts when it is paid, not when it is invoiced.`,
  },
  // One other party across a table: walk-away terms first, then the counter in writing.
  negotiate: {
    2: (g) =>
      `Before "${g}", write what the deal must give the business to work (size, terms, the month it starts) and what you can do without.`,
    3: (g) =>
      `For "${g}", count the customers a month the new terms must carry to pay for themselves, and name where the first of them come from.`,
    4: (g) =>
      `For "${g}", write your walk-away terms before the next meeting (the most you pay, the guarantee you give, the shortest notice) and send your counter in writing this week.`,
    6: (g) =>
      `For "${g}", cost the worst case you would sign: every guarantee called, the top rent or price step, the start three months late; check your cash covers it.`,
    7: (g) =>
      `For "${g}", set a date for each step (offer, counter, signature, start) and decide now what you do if one slips.`,
  },
  // The office decides on paper: what it reads, who waits on the outcome, which item sets the date.
  comply: {
    2: (g, _pr, _p, lower) =>
      PERSONAL.test(lower)
        ? `For "${g}", gather what shows the business stands on its own (income, bookings, contracts) as the office will read it.`
        : `For "${g}", list what the product must still prove, item by item, and which item the others wait on; start that one this week.`,
    3: (g, _pr, _p, lower) =>
      PERSONAL.test(lower)
        ? `For "${g}", ask your regular customers for a short letter confirming what they buy from you: the office reads evidence, not plans.`
        : `For "${g}", tell the customers who wait on you the date you expect, and ask what they need meanwhile to keep their place.`,
    4: (g) =>
      `For "${g}", put every open item and document on one page, each with an owner and a date, and book the adviser you need this week.`,
    6: (g, _pr, _p, lower) =>
      PERSONAL.test(lower)
        ? ''
        : `For "${g}", order the open items by how long each takes, and start the longest this week: it sets the date.`,
    7: (g) =>
      `For "${g}", ask each office, lender or partner that depends on the outcome, in writing, what a delay would change.`,
  },
  fund: {
    2: (g, _pr, _p, lower) =>
      `For "${g}", write the one result ${funders(lower)} will ask about first, and your figure for it today.`,
    // A loan or a credit line comes from a lender who already knows you, or one like it.
    3: (g, _pr, _p, lower) =>
      DEBT.test(lower)
        ? `For "${g}", list the lenders who could raise or match it, and the three figures each will ask to see.`
        : `For "${g}", list 20 funders who back work like yours, with who can introduce you to each.`,
    4: (g) =>
      `For "${g}", write how the money is spent month by month, and what you do if it arrives three months late.`,
    5: (g) =>
      `Put the customers' own words in "${g}": two quotes and one number that show the need.`,
    6: (g) =>
      `Before "${g}", write the delivery plan it pays for: what runs, who runs it, and by when.`,
    7: (g, _pr, p) =>
      p.model === 'non-profit'
        ? `For "${g}", plan how the money reaches more people: the route it pays for and how many it must bring in.`
        : `For "${g}", plan how the money turns into customers: the channel it pays for and the number it must bring.`,
  },
  hire: {
    2: checklist,
    // Software hires do not serve a queue of bookings: each role owns a customer problem.
    3: (g, _pr, p) =>
      p.model === 'software'
        ? `For "${g}", write the customer problem each new role takes on, and the number that shows it solved in 90 days.`
        : `For "${g}", count the demand the new capacity serves in its first month: the orders, bookings or customers waiting.`,
    4: (g) =>
      `For "${g}", write a scorecard for each role: the result expected at 90 days, three must-have skills, the pay, and where you will look this week.`,
    // What customers would miss is a question for work done with them, not for code.
    5: (g, _pr, p) =>
      p.model === 'software'
        ? ''
        : `Ask 3 customers what they would miss if someone new did the work behind "${g}"; the training must keep it.`,
    6: showWatchCheck,
    // A business already turning customers away has the demand: the question is when the new
    // people can take it, not which channel brings more.
    7: (g, _pr, p) =>
      p.atCapacity || p.done.some((d) => d.kind === 'waitlist')
        ? `For "${g}", list who is waiting and what each is worth a month, and offer the first of them a start date the new people can keep.`
        : `For "${g}", work out the sales the new people must pay for each month, and which channel brings them.`,
  },
  train: {
    2: checklist,
    4: (g) =>
      `For "${g}", list the steps you still do yourself, and hand over one a week, checking the first two.`,
    5: (g) =>
      `Ask 3 customers what they would miss if someone else did the work behind "${g}"; the hand-over must keep it.`,
    6: showWatchCheck,
    7: (g) =>
      `Put the hours "${g}" frees on the one channel that brings most customers, and count what they bring.`,
  },
  move: {
    // A goal about time ('Cut build time to 34 hours per table') is about the work, not customers.
    2: (g, _pr, _p, lower) =>
      ABOUT_TIME.test(lower)
        ? `For "${g}", take the last 10 jobs behind the number and note where the extra hours went; start with the biggest cause.`
        : `For "${g}", look at the last 10 cases behind the number and sort them by cause; start with the biggest.`,
    3: (g, _pr, _p, lower) =>
      ABOUT_TIME.test(lower)
        ? `For "${g}", ask 3 recent customers what a shorter wait would have changed for them.`
        : `For "${g}", find the customers the number is worst for, and ask 3 of them why.`,
    // 'from 4.2% to 3%' gives the gap: a quarter of it is each week's share.
    4: (g, _pr, p, lower) => {
      // ('receivable days from 58 to 40': the unit may come before 'from'.)
      const m =
        /\b(?:(hours?|days?|weeks?)\s+)?from (?:~|about |around |c\.\s?)?(\d+(?:[.,]\d+)?)\s?(%|hours?|days?|weeks?)? to (?:under |below |above |over |at least |less than |more than |~|about |around )?(\d+(?:[.,]\d+)?)\s?(%|hours?|days?|weeks?)?/.exec(
          lower,
        );
      if (m) {
        const [from, to] = [Number(m[2]!.replace(',', '.')), Number(m[4]!.replace(',', '.'))];
        const unit = (m[3] ?? m[5] ?? m[1] ?? '').trim();
        const per = unit === '%' ? ' points' : unit ? ` ${unit.replace(/s?$/, 's')}` : '';
        const gap = Math.round(Math.abs(from - to) * 100) / 100;
        // Weeks of a customer's life with you do not grow a share each week: they show as each
        // month's new customers stay longer.
        if (CUSTOMER_TIME.test(lower) && /^(days?|weeks?|months?)$/.test(unit))
          return `For "${g}", the gap is ${gap}${per} of a customer's life with you: it shows only as new customers age, so count each month how many starters are still with you at ${to}${per}.`;
        // A wait or a lead time ('the wait from 7 weeks to 3', 'receivable days from 58 to 40')
        // does not shrink by a share each week: the slowest step or the queue sets it (read 46
        // was told 'about 1 weeks a week').
        if (/^(hours?|days?|weeks?)$/.test(unit))
          return `For "${g}", the gap is ${gap}${per}, from ${from} to ${to}. A wait does not shrink by a share each week: name the step or the queue that adds the most${per} and who owns it, change that first, and write the figure every Friday.`;
        const weeks = weeksFor(lower);
        // A monthly number (churn, a monthly rate) moves month by month, not week by week, and so
        // does a share over more than a quarter ('0.23 points a week over 78 weeks', read 46).
        if (/\b(monthly|per month|a month|churn)\b/.test(lower) || weeks > 13) {
          const months = Math.max(1, Math.round(weeks / 4.33));
          const step = Math.round((gap / months) * 100) / 100;
          // 'from 4.2% to 3%' of 2,300 subscribers is people: about 97 cancellations a month
          // down to about 69 (the read-24 refill founder was told only '1.2 points').
          const base = payingCount(p);
          if (unit === '%' && /\b(churn|cancel\w*)\b/.test(lower) && base >= 50) {
            const now = Math.round((from * base) / 100);
            const then = Math.round((to * base) / 100);
            const phrase = p.done.find(
              (d) => d.kind === 'paying-customers' && d.count === base,
            )?.phrase;
            return `For "${g}": of your ${phrase ?? base.toLocaleString('en-US')}, ${from}% is about ${now.toLocaleString('en-US')} cancellations a month and ${to}% about ${then.toLocaleString('en-US')}, so ${(now - then).toLocaleString('en-US')} fewer leave each month. Ask the next ${Math.min(10, now)} who cancel why, before they go.`;
          }
          if (step > 0)
            return months === 1
              ? `For "${g}", the gap is ${gap}${per} in one month: write what must change this week to move it, and read the number at month end.`
              : `For "${g}", the gap is ${gap}${per} over ${months} months: about ${step}${step === 1 ? per.replace(/s$/, '') : per} a month. Read it at each month end, and name who counts.`;
        }
        const step = Math.round((gap / weeks) * 100) / 100;
        if (step > 0)
          return `For "${g}", the gap is ${gap}${per}: about ${step}${per} a week${weeks === WEEKS ? '' : ` over ${weeksInWords(weeks)}`}. Count it every Friday, and name who counts.`;
      }
      return `For "${g}", write the starting number and the day-30 target, and who counts it every Friday.`;
    },
    5: (g) =>
      `For "${g}", change one thing at a time, and compare the two weeks after with the two before.`,
    6: (g, _pr, _p, lower) =>
      ABOUT_TIME.test(lower)
        ? `For "${g}", time each step of the work as it is done today, then shorten or remove the longest.`
        : `For "${g}", write the steps a customer goes through today and mark the one where most drop out.`,
    7: (g, _pr, _p, lower) =>
      ABOUT_TIME.test(lower)
        ? `Once "${g}" holds for two weeks, put it in your sales message, and see whether more enquiries turn into orders.`
        : `For "${g}", check whether it starts before the sale: which channel or promise brings the customers who cost most.`,
  },
  win: {
    2: (g) =>
      `For "${g}", write the offer a newcomer reads first: what they get, the price, one result.`,
    3: winMarket,
    4: (g, pr, p) =>
      // An app people buy on their own is sold by its channels, not by hours (read 38).
      many(pr, p) || (p.model === 'software' && p.audience === 'consumer')
        ? `For "${g}", set the weekly number each channel must bring, and check it every Friday.`
        : p.dayJob
          ? `For "${g}", fix the hours beside your job (two set evenings a week), and write what waits until it is done.`
          : solo(p)
            ? `For "${g}", block the selling time in your week before ${p.model === 'services' ? 'client work' : 'the day-to-day work'}, and decide what you stop doing to make room.`
            : `For "${g}", name one owner and block weekly selling hours in the calendar before anything else.`,
    5: (g) =>
      `Ask each new customer on the way to "${g}" what nearly stopped them; two alike answers are the next change to the offer.`,
    6: (g) =>
      `For "${g}", write the first-week steps for each new customer, so the last is served as well as the first.`,
    // 'which of Instagram, design fairs or referrals': the founder's own channels, when named.
    7: (g, _pr, p) => {
      const names = p.channels.map((c) => c.name).slice(0, 4);
      const which = names.length > 1 ? `which of ${orJoin(names)}` : 'which channel';
      return `For "${g}", note every Friday ${which} brought each new one, and move next week's time to the best.`;
    },
  },
  deliver: {
    2: (g, _pr, _p, lower) =>
      STOCK.test(lower)
        ? `For "${g}", make first what sold fastest last time, by count, and leave the slow lines for last.`
        : `Decide what "${g}" must include on day one for customers, and list what waits until after day 30.`,
    3: (g, _pr, _p, lower) =>
      STOCK.test(lower)
        ? `For "${g}", tell your regular buyers when it is ready, and ask who wants first pick.`
        : `Line up who is waiting for "${g}": the first 10 customers you will tell the day it is done, by name.`,
    4: (g, _pr, _p, lower) =>
      STOCK.test(lower)
        ? `For "${g}", work back from the date: pieces per week, the hours they take, and the week it would fall behind.`
        : `Plan "${g}" backwards from day 30: each step with a date and an owner, and the step most likely to slip.`,
    5: (g) =>
      `Ask the first 5 customers after "${g}" what almost stopped them, and fix the top answer first.`,
    6: (g) =>
      `Check "${g}" twice a week for 15 minutes: what is done, what is stuck, and what you drop to keep the date.`,
    7: (g) =>
      `Write the announcement for "${g}" now, and send it where your customers are the day it is done.`,
  },
  other: {
    2: (g) =>
      `Say what "${g}" needs from the product: one thing it must do better by day 30, and how you will know.`,
    3: (g) =>
      `Name who "${g}" depends on outside the business, customers or partners, and ask the first of them this week.`,
    // Working alone, every step is the founder's: a day each, not an owner each.
    4: (g, _pr, p) =>
      solo(p)
        ? `Break "${g}" into four weekly steps, each on a day in your calendar, and do the first this week.`
        : `Break "${g}" into four weekly steps with an owner each, and put the first in this week's calendar.`,
  },
};

/** The session's line on the founder's 30-day priority, or null when it has none to give. */
export function priorityLine(
  session: CoachingSessionNumber,
  text: string,
  goal: string | null,
  p: FounderProfile,
): string | null {
  const pr = readPriority(text);
  if (!pr || !goal) return null;
  const line = LINES[pr.kind][session]?.(goal, pr, p, text.trim().toLowerCase());
  if (!line) return null;
  // A service's customers are its clients, in its own word (outside the founder's quote).
  return p.model === 'services'
    ? line.replace(
        /("[^"]*")|\bcustomers\b|\bcustomer\b/g,
        (m, quoted: string | undefined) => quoted ?? (m === 'customers' ? 'clients' : 'client'),
      )
    : line;
}

/** Money the founder is owed, with its amount: 'St. Mary's has not paid its Q2 invoice of $4,944'. */
const OWED_MONEY =
  /\b(overdue|owes?|owed|unpaid|not paid|has not paid|hasn't paid|outstanding|in arrears|late (payers?|tenants|payments?))\b/i;

/**
 * The Execution session's line on money the founder is owed, wherever they wrote it (a later
 * clause of the priority, a task, the answer on paying), unless the priority is that already.
 * Earned and unpaid is the cheapest cash there is, and the most often left for later.
 */
/**
 * What is owed in days of the year's revenue, against the payment term the founder names: 'Public
 * hospitals owe us RON 11.2M' beside 'Turnover 2024 RON 41.6M' is about 98 days (read 48: a
 * distributor whose interest eats half its profit was never told its money sits three months).
 */
function owedDays(
  clause: string,
  form: { product: { evidence: string }; market: { payEvidence: string } },
): string | null {
  const amount = amountsIn(clause)[0];
  const owed = amount ? amountValue(amount) : null;
  const year = annualRevenue(form);
  if (!amount || !owed || !year || currencyOf(amount) !== currencyOf(year.text)) return null;
  const days = Math.round((owed / year.value) * 365);
  if (days < 15 || days > 720) return null;
  const term =
    /\b(\d{2,3})[- ]days?\s*(?:term|terms|legal term|payment term)|\b(?:term|terms)\s+(?:is\s+|of\s+)?(\d{2,3})\s*days\b/i.exec(
      form.market.payEvidence,
    );
  const termDays = term?.[1] ?? term?.[2];
  const tenDays = formatMoney(currencyOf(year.text), (year.value / 365) * 10);
  return `That is about ${days} days of your ${year.text} a year${termDays ? `, against a ${termDays}-day term` : ''}: each 10 days sooner frees about ${tenDays}.`;
}

export function owedLine(
  session: CoachingSessionNumber,
  form: {
    actionPlan: { priority: string; next30Days: readonly string[] };
    market: { payEvidence: string };
    execution: { risks: string; resourcesPartners: string };
    product?: { evidence: string };
  },
): string | null {
  if (session !== 4) return null;
  if (readPriority(form.actionPlan.priority)?.kind === 'collect') return null;
  const texts = [
    ...form.actionPlan.priority.split(/[;:]|,\s+(?=and\b)|\band\b(?= get\b)/),
    ...form.actionPlan.next30Days,
    form.market.payEvidence,
    form.execution.risks,
    form.execution.resourcesPartners,
  ];
  for (const text of texts)
    for (const s of sentences(text)) {
      // The clause that holds the debt, not the whole sentence around it.
      // 'We owe the bank €50k' is the founder's debt, not money owed to them.
      const clause = s.split(/;\s+/).find(
        (c) =>
          OWED_MONEY.test(c) &&
          // '6 clients owe a total of 112k': the founder's own currency goes unsaid.
          hasAmountOrScaled(c) &&
          !/\b(we|i) (still )?(owe|have not paid)\b/i.test(c),
      );
      if (clause) {
        const quoted = `Money you are owed: "${mark(fragment(clause.replace(/^\s*(and|but)\s+/i, ''), 90))}".`;
        const days = form.product
          ? owedDays(clause, { product: form.product, market: form.market })
          : null;
        return days
          ? `${quoted} ${days} Ask the largest debtor for an amount and a date this week.`
          : `${quoted} Ask for an amount and a date this week; a sale counts when it is paid.`;
      }
    }
  return null;
}
