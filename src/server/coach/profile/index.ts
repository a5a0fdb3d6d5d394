import { createHash } from 'node:crypto';
import type { FormState } from '@shared/contracts/assessment-form';
import { CUSTOM_INDUSTRY, type Industry } from '@shared/domain';
import { NUMBER_WORD_VALUES } from '../nlp';
import { amountsIn } from '../money';
import { ALL_TEXT_PATHS, readField } from '../offline/fields';
import { inferIndustry } from '../offline/industry';
import { fragment } from '../offline/text';
import { weighEvidence } from './evidence';
import { findDone, findFigures, splitAnswers, type Sentence } from './facts';
import {
  AUDIENCE_LEXICON,
  CHANNEL_LEXICON,
  HIRE,
  LENDING,
  MODEL_LEXICON,
  NO_HIRE,
  REVENUE_LEXICON,
  SOLO,
  type Lexicon,
  MONEY_DONATION,
} from './lexicon';
import type {
  Audience,
  BusinessModel,
  Channel,
  DoneFact,
  FounderProfile,
  IndustryHint,
  RevenueModel,
  Stage,
  Team,
} from './types';
import { runwayOf, salesCycleOf } from './runway';

/** Use once a month or less: 'Pilot users log in mostly at month end', 'they use it quarterly'. */
const USED_RARELY =
  /\b(log(s|ged)? ?in|logins?|use[sd]?|opens?|opened)\b[^.;]{0,30}\b(at (the )?month[- ]end|at the end of (each|the|every) (month|quarter|year)|once a (month|quarter|year|season)|once or twice a (month|quarter|year)|quarterly|annually|yearly|for (the )?(annual|yearly|quarterly|monthly) (report|close|filing|return)s?)\b/i;

/**
 * Customers who never open what they pay for, because it runs on its own ('they dont look at the
 * dashboard, they just see a direct debit'): logins and stickiness measure nothing (read 30).
 */
const NEVER_OPENED =
  /\b(don'?t|dont|do not|never|rarely|hardly ever) (look at|log ?in(to)?|open|check|visit) (the |our |their )?(dashboard|app|portal|account|platform)\b/i;

export type * from './types';
export { STAGE_ORDER } from './types';
export { proofAt } from './evidence';

/** Below this, an inferred industry is a hint only: no industry-specific rules (spec: 0.6). */
export const INDUSTRY_CONFIDENCE_MIN = 0.6;

const PACKAGED =
  /\b(retainers?|packages?|fixed (fee|price|scope)|plans? (at|from)|(monthly|annual|yearly|weekly) (plan|package|membership|pass)|per (month|session|visit|project)|a month for)\b|(?:[$£€¥₹₦]|\b(?:pen|usd|eur|gbp|kes|inr|aed|sar|mxn|brl|cop|ars|clp|zar|ngn|egp|sgd|etb|sek|nok|dkk|chf|pln|php|idr|myr|thb|r\$|us\$|ca\$|mx\$|a\$)\s?)[\d,.]+k?\s?(a|per|\/) ?(month|mo|session|visit|project)\b/i;
/** The founder raises cash as a question: what funds the business, and how long it lasts. */
/** A price someone else sets: a price guide or cap, a fee schedule, a regulated tariff. */
const PRICE_SET =
  /\b(price (guide|limits?|caps?|schedule)|capped (price|fee|rate)s?|fee schedules?|schedule of fees|scheduled fees?|regulated (price|fee|tariff|rate)s?|(government|state)[- ]set (price|fee|rate)s?|statutory (fee|rate|tariff)s?|reimbursement rates?|(price|fee|rate|tariff)s? (are |is )?(set|fixed|capped) by (the )?(government|state|ndia|ndis|nhs|medicare|regulator|ministry|insurers?))\b/i;

const CASH_TIGHT =
  /\b(runway|burn( rate)?|savings|loans?|line of credit|credit line|overdraft|cash ?flow|investors?|pre-seed|seed round|months of cash|paid late|late pay(ers|ments?)|unpaid invoices|grants?)\b/i;
/** Cash words said not to apply: 'no late payments', 'No outside investors', 'without a loan'. */
const CASH_DENIED =
  /\b(no|never|without|zero|basically no|almost no)\s+(?:[a-z-]+\s+){0,2}?(late pay(?:ers|ments?)|investors?|loans?|debt|grants?|overdraft|unpaid invoices)\b/gi;
/** People who use what an organisation buys for them. */
const END_USER_ROLES =
  'workers?|employees?|staff|patients?|students?|pupils?|residents?|tenants?|drivers?|riders?|learners?|operators?|nurses?|carers?|cleaners?|housekeepers?|cooks?|guards?|technicians?|agents?|teachers?|caregivers?|crews?|volunteers?|members?';
/**
 * End users doing something with it ('a worker opens', 'cleaners swap shifts'), or it is for them
 * ('helps nurses', 'builds each worker a sleep plan').
 */
const END_USERS = new RegExp(
  `\\b(?:a |an |the )?(${END_USER_ROLES})\\b(?:\\s+\\w+){0,2}?\\s+(?:use|uses|open|opens|swap|swaps|close|closes|log|logs|book|books|see|sees|get|gets|take|takes|check|checks|track|tracks|tap|taps|scan|scans|receive|receives|request|requests|wear|wears|unlock|unlocks|register|registers)\\b|\\b(?:for|lets|helps) (?:the )?(?:[a-z-]+ )?(${END_USER_ROLES})\\b|\\b(?:each|every) (?:[a-z-]+ )?(worker|employee|patient|student|pupil|resident|tenant|driver|rider|learner|operator|nurse|carer|cleaner|housekeeper|cook|guard|technician|agent|teacher|caregiver|volunteer|member)\\b`,
  'i',
);

/** Organisations buy, other people use: the solution names users the ideal customer is not. */
function usersNotBuyers(form: FormState): boolean {
  const buyer = `${form.market.idealCustomer}`;
  const found = END_USERS.exec(form.product.solution);
  // '38 residents wearing it since Sept': the people who use it, counted in the evidence.
  const wearers =
    /\b\d[\d,]* (residents|patients|pupils|students|tenants|workers|employees|drivers|riders|learners|nurses|carers|staff)\b[^.;]{0,20}\b(wearing|using|use|wear|used|wore)\b/i.exec(
      form.product.evidence,
    );
  const users = found ? (found[1] ?? found[2] ?? found[3]) : wearers?.[1];
  return (
    users !== undefined &&
    /\b(hr|manager|director|head|owner|buyer|procurement|employer|plant|hospital|school|clinic|company|firm|board|association|cooperative|landlord|council|municipality)\b/i.test(
      buyer,
    ) &&
    !new RegExp(`\\b${users.replace(/s$/, '')}`, 'i').test(buyer.replace(/\bwith [^,.]*/i, ''))
  );
}

/** Buyers already pushing the price down. */
const PRICE_PRESSURE =
  /\b(ask(s|ed|ing)? (us |me )?(in writing )?for (a )?(\d+ ?% )?(off|discounts?|lower prices?|a cheaper)|(price|fee|it|that|\d[\d,]* a month) is too (much|high|steep)|(can'?t|cannot|could not|couldn'?t) afford|discounts? (demanded|requested)|discount requests?|(pay|paying|pays) less than (list|our price)|(because of|after) discounts|(?<!\b(rate|price|offer|discount|code|voucher|deal) )(\d+ ?% off (every|each|all|our|the list)|percentage discounts)|pushed back on (the )?price|price pressure|(lost|left|cancelled) (\w+ )?(over|because of) (the )?price|lost \d+ [\w-]+ to (a )?(price|cheaper)|went with a cheaper|cheaper (quote|bid|supplier)|\d+ (to |on |over )?price(?=\))|too expensive|undercut|price war|price-sensitive|tell us '?price|without dropping (the )?price|competitor[' \w]{0,20} (now )?(sells|charges|offers)\b[^.]{0,30}\bfor [^.]{0,6}\d|cheaper (rivals?|competitors?|offers?)|\d+ ?% (said |cite |citing |named )?(the )?price\b|cit(e|ed|ing) (the )?price|because of (the )?price|price (was|is) (the )?(main |top |first )?reason)\b/i;
const AT_CAPACITY =
  /\b(turned (down|away)|turn(ing)? (down|away) (work|clients|enquiries|orders|people|customers|jobs)|turn(s|ing|ed)? (people|clients|customers|work|jobs|projects|enquiries) (away|down)|(my |our )?(hours|diary|calendar|schedule|week) (is|are) full|waiting list (is|of)|fully booked|booked up|booked out|booked solid|overloaded|overworked|backlog|can'?t keep up|swamped|buried in|(oven|kitchen|workshop|van|studio|diary) is (full|the limit|maxed)|(can'?t|cannot) (bake|make|take|serve|produce|fit) (any )?more|maxed out|at (its|my|our|full) limit|the most (i|we) can (bake|make|serve|take|produce|handle)|\d+ (people |families |clients |customers )?are waiting|sell out every|sold out every|(i'?m|i am|we'?re|we are|already|close to|near) (burn(ed|t|ing) ?out|burn-?out)|too many (small )?(clients|customers|orders|jobs)|(5\d|6\d|7\d|8\d) hours a week|(5\d|6\d|7\d|8\d) ?(hr|hour)s? weeks|(i'?m|i am|we'?re|we are) drowning|\b(?<!sales )(staffing|staff|hiring|people|hours|time|capacity)( \w+)? (is|are) the (constraint|bottleneck|limit)|(applicants|people|clients|customers|students) (i|we) turn (down|away)|waitlist for (the )?next \w+ is|dropping (clients|customers)|no (spare )?capacity|at (full )?capacity|(?<!\bon (?:mon|tues|wednes|thurs|fri|satur|sun)days?\b[^.;]{0,20})more (bookings|orders|jobs|requests|work|clients|customers) than (we|i) can (do|handle|take|serve|deliver|manage)|for lack of time|(we are|we're|i am|i'm) the (bottleneck|constraint|limit)|say(ing)? no to (~|about |around )?\d* ?(jobs?|projects?|clients?|requests?|orders?|enquiries|work) (a|each|every|per) (week|month)|(because |as )(i'?m|i am|we'?re|we are) (fully )?(full|booked)|supply,? not demand|supply is (the )?(hard|limit\w*|bottleneck)|(people|clients|customers|families) waiting but only|demand (exceeds|outstrips)|not enough (flats|rooms|beds|seats|stock|supply|capacity))\b/i;
/**
 * The buyers are small organisations ('10-100 employees', 'SMEs', 'owner-operators'), or the
 * founder found that big companies are not theirs: no enterprise procurement advice.
 */
function smallBuyers(text: string): boolean {
  // '10-100 employees', '2-15 instructors', '5 to 50 lawyers': a headcount range, not ages or durations.
  const range =
    /(?<!aged\s)\b(\d+)\s*(?:-|to)\s*(\d+)[- ]?(?!(?:years|minutes|months|weeks|days|hours|miles|kms)\b)(?:[a-z]+s|staff|people|person|man|woman)\b/i.exec(
      text,
    );
  if (range && Number(range[2]) <= 250) return true;
  return /\b(small (and medium[- ]sized )?(businesses|firms|companies|shops|practices)|independent (shops|stores|retailers|cafes|caf\u00e9s|bakeries|garages|salons|practices|restaurants|bookshops|bike shops|pharmacies)|SMEs?|SMBs?|owner-operators?|(big|large|larger) (companies|firms|enterprises) (already|are not|aren't|do not|don't))\b/i.test(
    text,
  );
}
/** A service that sells people's time (sessions, advice, repairs), not rooms, seats or routes. */
const SELLS_HOURS =
  /\b(sessions?|consult\w*|advice|advis\w*|coach\w*|therap\w*|design\w*|hours?|hourly|day rate|retainers?|projects?|audits?|repairs?|cleaning|lessons?|tutor\w*|training|treatments?|clinic|practice|accountan\w*|bookkeep\w*|lawyers?|legal|agency|studio|grooming|plaster\w*|install\w*|engagements?)\b/i;
/** A platform's cut the founder pays: 'booking.com at 17% commission', 'Deliveroo takes 30%'. */
const PAYS_PLATFORM =
  // 'Booking' alone is the platform only when it takes or charges something ('via Booking at
  // 17%'); '15% from the client as booking fee' is the founder's own fee.
  /\b(booking\.com|booking(?= (at|takes|charges|commission))|airbnb|expedia|uber( eats)?|deliveroo|glovo|jumia|amazon|etsy|app store|play store|otas?|mr & mrs smith|grabfood|grab|foodpanda|doordash|swiggy|zomato|talabat|rappi|ifood|gojek|gofood|shopee|lazada|tokopedia)\b[^.;]{0,30}\b\d+(\.\d+)? ?% ?(commission|comm|fee|cut)?\b/;
/** The platform's cut as the founder wrote it: 'booking.com at 17% commission'. */
function platformCutOf(all: string): string | null {
  const m = PAYS_PLATFORM.exec(all.toLowerCase());
  if (!m) return null;
  const text = all.slice(m.index, m.index + m[0].length).trim();
  return /\d+(\.\d+)? ?%/.test(text) ? text : null;
}
/** A platform people buy or find things on: the founder may sell there too. */
const PLATFORM =
  /\b(etsy|amazon|ebay|shopify|instagram|facebook|tiktok|google|youtube|booking\.com|airbnb|mercado ?libre|elo7|shopee|lazada|tokopedia|jumia|uber ?eats|deliveroo|glovo|doctoralia|upwork|fiverr|app store|play store|not on the high street|vinted|depop)\b/i;
/** A tool named by a customer who keeps it and adds the offer beside it: 'already pays Cartrack'. */
const KEPT_BEFORE =
  /\b(already (?:uses?|using|pays?(?: for)?|paying(?: for)?|has|have|runs?|on)|plugs? into|integrat\w* (?:with|into)|works? with|on top of|alongside|syncs? (?:with|to)|connects? (?:with|to)|layer (?:on|over))\s+(?:the |their |your |its )?(?:[\w-]+ ){0,2}$/i;

/**
 * How the customers' workaround (its first item: 'Cartrack/MiX for GPS (tells you ...)') stands to
 * the offer. A tool is kept when another answer says the customer already has it or the offer
 * works with it; a platform is the founder's channel when the founder sells or is found there.
 */
function workaroundOf(form: FormState): FounderProfile['workaround'] {
  const first = form.product.currentHandling.split(/[,;.\n]|\s\(/)[0] ?? '';
  const platform = PLATFORM.exec(first)?.[1]?.toLowerCase();
  const own = [
    form.execution.goToMarket,
    form.execution.salesMarketing,
    form.market.discoveryEvaluation,
    form.market.payEvidence,
    form.product.evidence,
  ].join('\n');
  // ('I left Fiverr in 2022' is found there no more: read 48.)
  if (
    platform &&
    new RegExp(
      `(?<!\\b(?:left|quit|stopped using|moved off|moved away from|off)\\s)\\b${platform.replace(/[.\s]/g, (c) => (c === '.' ? '\\.' : '\\s?'))}\\b`,
      'i',
    ).test(own)
  )
    return 'channel';
  const others = [
    form.product.solution,
    form.product.differentiation,
    form.product.evidence,
    form.market.idealCustomer,
    form.market.target,
    form.market.payEvidence,
    form.execution.delivery,
  ].join('\n');
  // Product names: the capitalised words of the first item ('Cartrack', 'MiX', 'Gesden').
  const names = [...first.matchAll(/(?<![\w-])[A-Z][\w-]*[A-Za-z]/g)].map((m) => m[0]);
  if (peerWorkaround(first, form)) return 'peers';
  const kept = names.some((name) =>
    [...others.matchAll(new RegExp(`\\b${name}\\b`, 'g'))].some((m) =>
      KEPT_BEFORE.test(others.slice(Math.max(0, m.index - 60), m.index)),
    ),
  );
  return kept ? 'kept' : 'rival';
}

/**
 * A workaround that is a business like the founder's own: 'They use a clearing agent' for a
 * clearing agency whose owner writes 'we are agents' (read 45), 'other CKT stalls' for a hawker,
 * 'big national firms' for a cleaning firm that is 'unlike other firms'. Its first word is not
 * the one that counts ('Riders keep working for the apps' of a riders' co-op is the riders'
 * habit, not a rival co-op).
 */
function peerWorkaround(first: string, form: FormState): boolean {
  if (/^\s*other\s/i.test(first)) return true;
  const self = [
    form.product.solution,
    form.product.differentiation,
    form.product.reasoning,
    form.product.whyWorthSolving,
    form.execution.delivery,
    form.market.reasoning,
  ].join('\n');
  const words = [...first.toLowerCase().matchAll(/\b[a-z][a-z-]{3,}\b/g)].slice(1);
  return words.some(([word]) => {
    const stem = word.replace(/ies$/, 'y').replace(/s$/, '').replace(/y$/, '(?:y|ie)');
    return new RegExp(
      `\\b(?:other|we are|we're|i am|i'm|as an?|like (?:us|me))\\s+(?:an?\\s+)?(?:[\\w-]+\\s+){0,3}${stem}s?\\b`,
      'i',
    ).test(self);
  });
}

/** Profit the business makes, as a company does: 'profit before my salary', 'profitable since'. */
const PROFIT_MADE =
  /\b(profit (before|after|of|was|is|~|about|around)|(net|gross|operating) profit|profitable|ebitda|dividends?)\b/;
/** What a non-profit calls itself. */
const SAYS_NONPROFIT =
  /\b(non-?profit|not-for-profit|charit(y|able)|ngo|fondation|stiftung|gemeinn\w*|fundaci[oó]n|funda[cç][aã]o|donors?|donations?|grants?)\b/;

/** A cut the founder earns: 'we take 20%', 'owner pays us 8% commission'. */
const EARNS_CUT =
  /\b(we|i) (take|keep|charge|earn|get) (a |an )?\d+(\.\d+)? ?%|\bpays? us (a |an )?\d+(\.\d+)? ?%|\bour (commission|cut|take rate|fee) (of|is)\b/;
/** Recruitment paid per person placed: a fee per hire, not hours of work. */
const PLACES_PEOPLE =
  /\b(recruit(ment|ing) agency|staffing agency|placement fees?|per (nurse|candidate|hire|placement|worker) (deployed|placed|hired)|per (placement|hire))\b/i;
/** A solution that is credit: 'lease to own on new bikes', 'Loans of 50,000 naira'. */
// ('we give an input package on credit before planting ... the farmer repays in maize bags':
// inputs on credit, repaid at harvest, are lending, read 48.)
const LENDS =
  /\b(lease[- ]to[- ]own|rent[- ]to[- ]own|asset financ\w*|(we )?(lend|lends|lending) (to|money)|(micro)?loans? (of|to|for) )/i;
const ON_CREDIT =
  /\b(give|gives|sell|sells|supply|supplies|provide|provides|advance|advances)\b[^.;]{0,40}\bon credit\b/i;
const REPAID = /\brepa(y|ys|id|yment|yments)\b/i;
/** A business that sells access, space or goods over the counter: memberships, units, a café. */
const SELLS_ACCESS =
  /\b(memberships?|day passes|casual entry|(training |muay thai |boxing |surf )?camps?|dojo|boxing|muay thai|juice bar|climbing gym|self-storage|storage units?|units? (to rent|rented)|gym|bakery|bakery-café|café|cafe|restaurant|shop|hostel|hotel|hawker|food stall|stall|food truck|rooms? (to rent|for rent)|\d+ (guest |hotel )?rooms|suites|guest ?house|b&b|coworking|desks? (to rent|for rent))\b/i;
/** Words of an offer with several lines: plans, tiers, a menu, a range of products. */
const SEVERAL_LINES =
  /\b(plans|tiers|packages|menu|range|bundles|options|skus|products|services|lines|models|sizes|flavou?rs|courses|add-ons?|upsells?|wholesale and|retail and)\b/i;
/** A unit price: an amount per month, session, unit, seat, room... ('€610 a month', 'S$320 each'). */
const UNIT_PRICE =
  /(?:[$£€¥₹₦]|\b[A-Z]{2,3}\$?\s?)\s?\d[\d,.]*\s?(?:k\b)?\s*(?:a|per|each|\/)\s*(?:month|week|year|session|visit|lesson|class|seat|room|night|unit|box|bag|kg|hour|day|user|member|student|child|order|job|piece|pouch|delivery)\b|(?:[$£€¥₹₦]|\b[A-Z]{2,3}\$?\s?)\s?\d[\d,.]*\s+each\b/gi;

/** One offer at one price: a single unit price in the founder's own answers and no words of several lines. */
function singleOffer(text: string): boolean {
  if (SEVERAL_LINES.test(text)) return false;
  const prices = new Set(
    [...text.matchAll(UNIT_PRICE)].map((m) => m[0].replace(/\s+/g, ' ').toLowerCase()),
  );
  return prices.size === 1;
}

/** The founder already knows where customers come from: they asked, or give shares by source. */
const KNOWS_SOURCES =
  /\b(how (they|customers|clients|patients|people|users|members|buyers|guests|students|parents) (found|heard (of|about)|discovered) (us|you|it|the \w+)|how did you (hear|find)|(found|heard (of|about)) us (through|via|from|on)|(customers|sales|sign-?ups|clients) by (source|channel)|\d+% of (\w+ ){1,2}(came|found us|heard of us|come) (from|through|via)|\d+% (came )?(from |through |via )?(an? )?(friends?|referrals?|google|instagram|word of mouth|facebook|tiktok|search|doctors?|our website))\b/i;
const FREIGHT =
  /\b(freight|parcels?|shipments?|shipping|cargo|pallets?|deliver(y|ies) of goods|couriers?|haulage|warehous\w*|parts? deliver\w*|goods)\b/i;
/** Food made to be eaten on the day: no 'days of stock', whatever else is sold. */
const PREPARED_FOOD =
  /\b(food trucks?|restaurants?|caf[eé]s?|bakery|bakeries|catering|meals?|tacos?|burritos?|street food|coffee (shop|cart|bar)|takeaways?|lunch(es)?|dishes|menu|sandwich(es)?|bread|loaves|sourdough|pastr(y|ies)|croissants?|cakes?)\b/i;
// Not 'dog friendly' (a taproom's feature) or 'cat. B' (a driving licence's category).
const ANIMALS =
  /\b(vets?|veterinar\w*|pets?(?![- ]friendly)|dogs?(?![- ]friendly)|cats?(?!\.\s?[a-e]\b)|puppies|kittens|horses?|livestock|cattle|animal\w*)\b/i;

const DENIED =
  /\b(no|not|never|without|disliked?|hate[sd]?|instead of|rather than|unlike)\b[^.,;]*$/;

const FUNDED = new RegExp(
  `\\b(${MONEY_DONATION}|donors?|grants?|fundrais\\w*|funders?|sponsors?|funded by|funds (us|our|the)|(as|are|is) a (registered )?charity)\\b`,
);

/**
 * How much each answer says about the founder's own business model. The answers that describe
 * someone else (the customer's problem, how they cope today, who they are, what they spend now,
 * the market) say nothing about it: 'a freelancer from Fiverr', 'a sponsor selling software' and
 * 'produce to order' there are other people's businesses. The core answers count double.
 */
/** A goal to start charging a new way: 'Sign the first 2 annual subscriptions before April'. */
const NEW_CHARGING =
  /\b(first|launch|move to|moving to|switch to|introduce|start|pilot|test|sell)\b[^.;]{0,40}\b(subscriptions?|annual (plans?|contracts?|fees?)|retainers?|memberships?|recurring)\b/i;
/** Only what is sold and paid today: the solution, its evidence, and who pays. */
const PAID_NOW_WEIGHT: Readonly<Record<string, number>> = new Proxy(
  { 'product.solution': 2, 'product.evidence': 1, 'market.payEvidence': 2 } as Record<
    string,
    number
  >,
  { get: (t, k: string) => t[k] ?? 0 },
);

const MODEL_WEIGHT: Readonly<Record<string, number>> = {
  'product.problem': 0,
  'product.currentHandling': 0,
  'product.whyWorthSolving': 0,
  'market.target': 0,
  'market.idealCustomer': 0,
  'market.budget': 0,
  'market.marketSize': 0,
  'product.solution': 2,
  'market.payEvidence': 2,
  'execution.delivery': 2,
};

/**
 * How much each answer says about how the founder charges. What customers pay for today hints at
 * the cadence they expect; funding (a grant in 'resources') is not income from customers.
 */
const REVENUE_WEIGHT: Readonly<Record<string, number>> = {
  ...MODEL_WEIGHT,
  'market.budget': 1,
  'execution.resourcesPartners': 0,
  // What surprised the founder is a lesson, not a price ('we make €60 per hour at markets').
  'reflection.hardestPillar': 0,
  'reflection.surprises': 0,
  'reflection.biggestImpactLoop': 0,
  'reflection.challengedAssumptions': 0,
  'product.solution': 2,
  'market.payEvidence': 3,
  'execution.delivery': 1,
  // A loop's measure or planned change ('revenue per shop per month', 'a monthly plan to test')
  // counts results or plans, not what customers pay for today (read 40: an olive-oil estate read
  // as a subscription).
  'loops.product_market.metrics': 0,
  'loops.product_execution.metrics': 0,
  'loops.market_execution.metrics': 0,
  'loops.product_market.actions': 0,
  'loops.product_execution.actions': 0,
  'loops.market_execution.actions': 0,
};

/** Goods bought in from someone else's stock: a distributor, an importer, a wholesaler. */
const RESELLS =
  /\b(nhà phân phối|(buy|buys|bought|source|sourced|order|stock) (\w+ ){0,3}from (\d+ )?(\w+ )?(distributors?|importers?|wholesalers?|suppliers?)|\d+ (distributors?|importers?|wholesalers?)|resell\w*|reseller|wholesale of|distribution of|(we are|as) (a |an )?(wholesaler|distributor))\b/;
/** Verbs of making: a business that makes or grows what it sells is no reseller. */
const MAKES =
  /\b(make|makes|made|bake\w*|brew\w*|roast\w*|produce\w*|manufactur\w*|sew\w*|cook\w*|print\w*|craft\w*|assembl\w*|grow\w*|distil\w*|formulat\w*|blend\w*|knit\w*|weav\w*|mill|mills|milled|milling|press|pressed|pressing|bottles?|bottled|bottling|harvest\w*)\b/;

/** Words that put what follows in a later phase: 'later maybe', 'eventually', 'in v2'. */
const SOMEDAY =
  /\b(later|eventually|someday|one day|in (the )?future|phase 2|in v2|down the (road|line)|long[- ]term)\b/;

function score<K extends string>(
  lexicon: Lexicon<K>,
  list: readonly Sentence[],
  weights: Readonly<Record<string, number>> = {},
): Map<K, number> {
  const totals = new Map<K, number>();
  for (const s of list) {
    const weight = weights[s.path] ?? 1;
    if (weight === 0) continue;
    for (const [key, re, w, notAfter] of lexicon) {
      // 'no subscription, ever' and 'disliked monthly plans' speak against the word they use.
      // 'later maybe a cheap door sensor': what may come one day does not say what is sold.
      const hits = [...s.lower.matchAll(re)].filter(
        (m) =>
          !DENIED.test(s.lower.slice(Math.max(0, m.index - 24), m.index)) &&
          !SOMEDAY.test(
            s.lower
              .slice(Math.max(0, m.index - 30), m.index)
              .split(/[.;]/)
              .pop() ?? '',
          ) &&
          // 'AI app later', 'app later with gamification' (read 36): put off after the word.
          !/^\s*(later|eventually|someday|one day|in (the )?future|in v2|in phase 2)\b/.test(
            s.lower.slice(m.index + m[0].length, m.index + m[0].length + 16),
          ) &&
          !notAfter?.test(s.lower.slice(Math.max(0, m.index - 45), m.index)),
      ).length;
      if (hits) totals.set(key, (totals.get(key) ?? 0) + hits * w * weight);
    }
  }
  return totals;
}

function best<K extends string>(totals: Map<K, number>, order: readonly K[]): K | null {
  let winner: K | null = null;
  let top = 0;
  for (const key of order) {
    const v = totals.get(key) ?? 0;
    if (v > top) {
      top = v;
      winner = key;
    }
  }
  return winner;
}

/** Stock the founder keeps: a shop that ships 'from stock' does not make to order. */
const KEEPS_STOCK =
  /\b(in stock|from stock|(keep|hold|carry|have) (about |around )?[\d,]* ?(finished )?(pieces|units|items|stock|inventory)|stock(ed)? (up|levels?)|warehouse)\b/;

/** Customers who left: churn, cancellations, no renewal. */
// 'Halvorsen is threatening to churn': a customer at risk has not left yet.
const LEFT =
  /\b((?<!\b(threaten\w* to|might|could|may|would|risk of|likely to|about to) )(churn(ed)?|cancel(led|s|lations?))|did(n'?t| not) (renew|come back|reorder)|stopped (paying|ordering|using|booking)|left (us|after|for)|lost \d+ (customers|clients|members|subscribers))\b/i;
/** Nobody left, or those who left closed down: nobody to ask why. */
const NONE_LEFT =
  /\b(no(body| one|ne)? (has |have )?(ever )?(cancelled|left|churned)|zero churn|never lost (a|one)|(cancelled|left|churned)\b[^.;]{0,40}\bbecause (they|both|it|the \w+) (closed|shut|went out of business|retired)|(cancelled|left|churned)\b[^.;]{0,60}\b(shut down|closed down|went out of business|went bust|wound up))/i;

/** A price per use, as the founder states it. */
// ('₫300 per call to 100k, ₫150 above': a price by the call, read 42.)
const USAGE_PRICED =
  /\b(usage[- ]based|pay[- ]as[- ]you[- ]go|metered|(priced|charged?|billed|pay) per (delivered |processed |sent )?(event|request|api call|call|message|gb|minute|1,000|1k|thousand|million|transaction))\b|[$£€¥₹₦₫]\s?\d[\d.,]*\s?(k\b)?\s?per (api )?(call|request|lookup|query|row|message|sms)\b/i;

/** Selling waits on a regulator: 'No sales: we cannot sell before clearance'. */
/** A product that an office must clear before its first sale. */
const AWAITS_APPROVAL =
  /\b(needs? (a |an )?(notified body|ce mark\w*|fda (clearance|approval)|510\(k\)|de novo|pma|marketing authori[sz]ation)|ce mark\w* under (the )?(ivdr|mdr)|(ivdr|mdr) class|(awaiting|pending|before) (fda |ce |regulatory )?(clearance|approval|ce mark\w*)|not (yet )?(fda[- ])?(cleared|approved)|(not|isn'?t|aren'?t) (fda[- ])?(cleared|approved) yet|(get|getting|through) (the )?(fda )?510\(k\)|510\(k\) (prep|submission|could|will|takes?|process|clearance)|if we (get|are) (fda[- ])?(cleared|approved))(?!\w)/i;
/**
 * A licence or authorisation the founder still needs before selling: 'to give credit we need the
 * authorisation of Banco Central', 'waiting for our e-money licence'.
 */
const NEEDS_LICENCE =
  /\b(need|needs|without|before|until|waiting for|awaiting|apply(ing)? for|pending|do not have|don'?t have)\b[^.;]{0,60}\b(licen[cs]es?|authori[sz]ations?|(regulatory|banking|lending|e-?money|payment institution) (permission|registration|approval))\b|\b(licen[cs]e|authori[sz]ation) (is )?(pending|not yet)\b|\b(need|needs)\b[^.;]{0,30}\b(food (business )?registration|food hygiene (registration|certificate|rating)|premises registration|(council|health|environmental health|food safety) (inspection|registration|approval))\b[^.;]{0,60}\b(not (yet )?(booked|done|approved|granted)|pending|applied|awaiting)\b/i;
const KNOWS_COST =
  /\b(customer acquisition cost|cac|cost (per|of) (acquisition|a new customer|each new customer))\b/i;
const CANNOT_SELL_YET =
  /\b(cannot|can'?t|cant|not allowed to|unable to|may not) (legally )?(sell|launch|charge|take (money|payments?|premiums?))( [a-z]+){0,2} yet\b|\b(cannot|can'?t|not allowed to|unable to|may not) (legally )?(sell|launch|market|ship|charge)\b[^.;]{0,30}\b(before|until|without)\b|\b(sell|sales?|launch) (only )?(before|until|after) (fda |ce |regulatory )?(clearance|approval|certification|authori[sz]ation)\b|\b(cannot|can'?t|not allowed to|unable to|may not) legally (sell|ship|launch|market)\b|\b(bis|ce|ul|fcc|ukca|bsti|sirim|inmetro|kc|pse|ccc) (cert\w*|mark\w*|approval) (is )?(pending|delay\w*|not yet)\b/i;

/**
 * The words the solution opens on name what is sold ('Spaakwerk, a web app for bike shops that
 * links workshop jobs...', 'ThermaStep, a handheld thermal scanner...'): they outweigh what the
 * rest of the sentence says the customer does with it.
 */
const OPENING_WORDS = 8;
const OPENING_WEIGHT = 3;

function modelOf(list: readonly Sentence[]): BusinessModel {
  const first = list.find((s) => s.path === 'product.solution');
  const opening = first
    ? [
        {
          ...first,
          path: 'product.solution.opening',
          lower: first.lower.split(/\s+/).slice(0, OPENING_WORDS).join(' '),
        },
      ]
    : [];
  const totals = score(MODEL_LEXICON, [...list, ...opening], {
    ...MODEL_WEIGHT,
    'product.solution.opening': OPENING_WEIGHT,
  });
  // Serving charities does not make a business one: a non-profit is funded by donations or grants.
  const funded = list.some((s) => FUNDED.test(s.lower));
  if (!funded) totals.delete('non-profit');
  // A company that counts its profit ('Profit before my salary ~HUF 11M') and calls itself no
  // charity is not one for its race-day volunteers and sponsors (read 46).
  if (
    list.some((s) => PROFIT_MADE.test(s.lower)) &&
    !list.some((s) => SAYS_NONPROFIT.test(s.lower))
  )
    totals.delete('non-profit');
  const own = list.filter((s) => (MODEL_WEIGHT[s.path] ?? 1) > 0);
  if (own.some((s) => KEEPS_STOCK.test(s.lower))) totals.delete('made-to-order');
  // A business that says it makes to order or is a non-profit is that, whatever else it mentions.
  if ((totals.get('non-profit') ?? 0) >= 6) return 'non-profit';
  if ((totals.get('made-to-order') ?? 0) >= 3) return 'made-to-order';
  if ((totals.get('marketplace') ?? 0) >= 6) return 'marketplace';
  return (
    best(totals, [
      'hardware',
      'marketplace',
      'goods',
      'services',
      'software',
      'non-profit',
      'made-to-order',
    ]) ?? 'unknown'
  );
}

function audienceOf(list: readonly Sentence[]): Audience {
  const market = list.filter((s) => s.path.startsWith('market.') || s.path === 'product.problem');
  // Who the founder sells to, named outright, outweighs who else the answers mention ('Melbourne
  // has hundreds of studios' counts rivals, not buyers).
  const totals = score(AUDIENCE_LEXICON, market.length ? market : list, {
    'market.target': 2,
    'market.idealCustomer': 2,
  });
  const b = totals.get('business') ?? 0;
  const c = totals.get('consumer') ?? 0;
  const p = totals.get('public') ?? 0;
  if (p >= Math.max(b, c) && p > 0) return 'public';
  if (b === 0 && c === 0) return 'unknown';
  if (b > 0 && c > 0 && Math.min(b, c) / Math.max(b, c) >= 0.6) return 'both';
  return b >= c ? 'business' : 'consumer';
}

/** Where the founder writes about their own team (never the customer descriptions). */
const TEAM_PATHS = /^(execution\.|product\.reasoning|reflection\.)/;

/** Where the founder says who does the work: delivery, resources, the execution reasoning. */
const WHO_WORKS_PATHS = /^execution\.(delivery|resourcesPartners|reasoning)$/;
const N =
  '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)';
/** People who work in the business; customers and partners are never among them. */
const TEAM_NOUN =
  '(co-?founders|founders|employees|staff|ppl|personas|profes|profesores|professores|monitores|docentes|maestros|instructores|cocineros|vendedores|pessoas|persone|personnes|personen|mitarbeiter(?:innen)?|colaboradores|analistas|casuals|part-timers|ftes?|people|engs?|engineers|developers|designers|tutors|teachers|coaches|instructors|trainers|vets|technicians|physiotherapists|therapists|nurses|doctors|cooks|chefs|bakers|drivers|riders|couriers|cleaners|plasterers|electricians|plumbers|installers|cabinetmakers|makers|groomers|salespeople|sales reps|full-time|part-time|hosts|co-hosts|agronomists|field agents|field officers|loan officers|officers|collectors|assistants|receptionists|monitors|loaders|dispatchers|porters|waiters|baristas|carers|caregivers|managers|support workers|care workers|pharmacists|mechanics|stylists|guides|paralegals|accountants|bookkeepers|washers|valeters|detailers|pickers|packers|physios|labou?rers|builders|carpenters|painters|gardeners|landscapers|welders|machinists|seamstresses|tailors|caterers|handymen|workers|front of house|front-of-house|foh|servers|shop staff|sales assistants|[a-z]+s(?= (?:on (?:the |our )?payroll|on staff|employed)))';
/** Words before a count of people that make them a plan: 'plan: me + 3 callers', 'will hire 2'. */
const PLANNED_TEAM =
  /\b(plan|plans|planned|planning|will|would|want|wants|need|needs|hire|hiring|to recruit|later|eventually|next year)\b[^.;]*$/;
/** One person in a role, named beside counted ones: 'and an agronomist', 'a practice manager'. */
const ONE_ROLE =
  /\b(?:a|an|one|1) (?:[a-z-]+ ){0,2}(?:engineer|developer|designer|tutor|teacher|coach|instructor|trainer|vet|technician|physiotherapist|therapist|nurse|doctor|cook|chef|baker|driver|rider|courier|cleaner|electrician|plumber|installer|groomer|salesperson|sales rep|agronomist|field agent|assistant|receptionist|dispatcher|porter|waiter|barista|carer|caregiver|manager|accountant|bookkeeper|marketer|researcher|analyst|coordinator)\b(?! (?:who|that) (?:we|i) (?:refer|use|hire))/g;
const TEAM_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\b(?:team|studio|agency|crew|company|firm|practice) of ${N}\\b`, 'g'),
  new RegExp(`\\b(?:we are|we're) ${N}\\b`, 'g'),
  // '14 volunteer mechanics' give their time; they are not on the team, nor are '120-200 seasonal
  // workers Nov-Feb' or '40-60 pickers Nov-Jan' (reads 38, 40: 'a team of 200', 'of 66'). '110
  // staff hours a week' counts hours, not people.
  new RegExp(
    `\\b${N} (?:(?!volunteers?\\b|unpaid\\b|freelance\\b|contract\\b|on-call\\b|agency\\b|seasonal\\b|temporary\\b)[a-z-]+ )?${TEAM_NOUN}\\b(?! (?:hours|hrs|days|shifts|time|costs?|wages?|salar|in season|during|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\s?[-–]))`,
    'g',
  ),
  // '2 of us', 'there are three of us': the founders who do the work.
  new RegExp(`\\b${N} of us\\b(?! (?:and|plus|with))`, 'g'),
];

/**
 * The team's size: the largest count of people who do the work ('a studio of 6: 2 founders, 3
 * designers' is 6; 'four tutors, including the two founders' is 4), plus the founder when they
 * work beside a counted staff ('the founder cooks with 2 staff' is 3).
 */
function teamSize(lower: readonly string[]): number | null {
  let size: number | null = null;
  for (const text of lower) {
    for (const re of TEAM_PATTERNS) {
      for (const m of text.matchAll(re)) {
        const word = m[1] ?? '';
        let n = NUMBER_WORD_VALUES[word] ?? Number(word);
        if (!Number.isFinite(n) || n < 1 || n > 500) continue;
        const before = text.slice(Math.max(0, m.index - 40), m.index);
        // '1.5 people': the decimal's tail is not a count of people (read 30).
        if (/\d[.,]$/.test(text.slice(0, m.index + m[0].indexOf(word)))) continue;
        // 'a network of two accountants I refer to' are partners, not the team.
        if (/\b(network|pool|panel) of $/.test(before)) continue;
        // 'just me right now. plan: me + 3 part-time callers': a team still to hire (read 34).
        if (PLANNED_TEAM.test(before)) continue;
        if (
          re === TEAM_PATTERNS[2] &&
          /\b(founder|i|me|we)\b[^.;]*(\b(with|and|plus) | \+ ?)$/.test(before)
        )
          n += 1;
        if (size === null || n > size) size = n;
      }
    }
    // 'Two founders and an agronomist', 'two vets, three technicians; a practice manager runs
    // the day side': every counted role of the sentence, and each role named once, together.
    let listed = 0;
    for (const m of text.matchAll(TEAM_PATTERNS[2] as RegExp)) {
      const n = NUMBER_WORD_VALUES[m[1] ?? ''] ?? Number(m[1]);
      if (!Number.isFinite(n) || n < 1 || n > 500) continue;
      if (/\d[.,]$/.test(text.slice(0, m.index + m[0].indexOf(m[1] ?? '')))) continue;
      if (/\b(network|pool|panel) of $/.test(text.slice(Math.max(0, m.index - 40), m.index)))
        continue;
      if (PLANNED_TEAM.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      // '5 staff: 2 engineers...' is a total and its breakdown: only roles are summed. '2
      // co-founders, 11 casual staff' lists both.
      if (
        /\b(staff|casuals|part-timers|ftes?|people|ppl|employees|full-time|part-time|personas|pessoas|persone|personnes|personen|mitarbeiter(?:innen)?|colaboradores)$/.test(
          m[0],
        ) &&
        (/^\s*[:(—–-]/.test(text.slice(m.index + m[0].length)) ||
          !/\b(founders?|co-?founders?)\b/.test(text))
      )
        continue;
      // 'Five coaches, including the two founders': a part of those already counted.
      if (
        /\b(including|incl\.?|of whom|among them) (the |both |our )?$/.test(text.slice(0, m.index))
      )
        continue;
      listed += n;
    }
    if (listed > 0) {
      for (const m of text.matchAll(ONE_ROLE)) {
        if (/\b(network|pool|panel) of $/.test(text.slice(Math.max(0, m.index - 40), m.index)))
          continue;
        listed += 1;
      }
      // 'me (Kwabena, ops), my wife Efua does accounts, 9 technicians, 1 driver': the founder
      // who opens the list, and each relative named in it, work beside the counted staff.
      // A pair named first ('me and my brother, 3 cooks') is counted as a pair below.
      const pair = PAIR.test(text) || PAIR_BEFORE_STAFF.test(text);
      if (!pair && /^\s*(me|i)\b(?! (?:and|\+|with) (?:my )?(?:\d|one|two|three))/.test(text))
        listed += 1;
      if (!pair)
        listed += [
          ...text.matchAll(
            /\bmy (wife|husband|partner|brother|sister|son|daughter|mum|mom|dad|father|mother|cousin|co-?founder)\b/g,
          ),
        ].length;
      if (size === null || listed > size) size = listed;
    }
    // 'Two vets and three vet technicians', '2 drivers, 2 monitors': one team, counted together.
    let run = 0;
    let end = -1;
    for (const m of text.matchAll(TEAM_PATTERNS[2] as RegExp)) {
      const n = NUMBER_WORD_VALUES[m[1] ?? ''] ?? Number(m[1]);
      if (!Number.isFinite(n) || n < 1 || n > 500) continue;
      if (/\b(network|pool|panel) of $/.test(text.slice(Math.max(0, m.index - 40), m.index)))
        continue;
      if (PLANNED_TEAM.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      if (/\d[.,]$/.test(text.slice(0, m.index + m[0].indexOf(m[1] ?? '')))) continue;
      const joined = end >= 0 && /^(,\s*|\s+and\s+|,\s*and\s+)$/.test(text.slice(end, m.index));
      run = joined ? run + n : n;
      end = m.index + m[0].length;
      if (size === null || run > size) size = run;
    }
  }
  return size;
}

/** Two people who run it together: 'my partner and I', 'my sister and me'. */
const PAIR =
  /\b(my (partner|wife|husband|brother|sister|friend|co-?founder|business partner) and (i|me)|(i|me)( \([^)]{1,30}\))? and my (partner|wife|husband|brother|sister|friend|co-?founder|business partner))\b/;

/** The founder and one other named first, then counted staff: 'me and my brother, 3 cooks'. */
const PAIR_BEFORE_STAFF = new RegExp(
  `^\\s*(me|i)\\b( \\([^)]{1,60}\\))? and my (partner|wife|husband|brother|sister|friend|co-?founder|business partner)\\b[^.;]{0,60}?,\\s*${N} (?:[a-z-]+ )?${TEAM_NOUN}\\b`,
);

/** An answer about the team that opens with its owners: '2 owners (me - Gary, ...)'. */
const OWNERS_HEAD = /^\s*(\d|two|three|four) (owners|founders|co-?founders|partners)\b/;

function teamOf(list: readonly Sentence[]): Team {
  const lower = list
    .filter((s) => TEAM_PATHS.test(s.path))
    .map((s) => s.lower)
    .join('\n');
  const workers = list.filter((s) => WHO_WORKS_PATHS.test(s.path)).map((s) => s.lower);
  let size = teamSize(workers);
  // 'Me (vet, owner), one registered veterinary nurse and a part-time receptionist': no count,
  // but the founder and each role named are the team.
  if (size === null) {
    // Roles named among the resources ('A mechanic who knows grooming vans') work for others.
    const inHouse = list
      .filter((s) => WHO_WORKS_PATHS.test(s.path) && s.path !== 'execution.resourcesPartners')
      .map((s) => s.lower);
    const roles = inHouse.reduce(
      (n, t) =>
        n +
        [...t.matchAll(ONE_ROLE)].filter((m) => {
          const before = t.slice(Math.max(0, m.index - 40), m.index);
          // Not the founder ('I am a solo groomer'), a partner ('a network of'), a freelancer
          // or a role still to fill ('I would need an installer').
          return (
            !/\b(network|pool|panel) of $/.test(before) &&
            // 'Friend Jess is a groomer at a salon' says what someone else does for a living.
            !/\b(i am|i'm|as|is|was)\s*$/.test(before) &&
            !/\b(need|needs|would|will|plan|planning|hire|hiring|looking for|want)\b[^.;]*$/.test(
              before,
            ) &&
            !/\b(solo|freelance|freelancer|contract|outsourced|external)\b/.test(m[0]) &&
            // 'a vet clinic nearby refers dogs' is another business.
            !/^\s+(clinics?|practices?|compan(y|ies)|firms?|agenc(y|ies)|schools?|shops?|suppliers?|services?|supply|supplies|co|store|wholesalers?)\b/.test(
              t.slice(m.index + m[0].length),
            )
          );
        }).length,
      0,
    );
    if (roles > 0) size = roles + (workers.some((t) => /\b(me|i|myself)\b/.test(t)) ? 1 : 0);
  }
  // 'Me (Daniela, founder) and my brother Rodrigo (ops + finance), 3 people in the kitchen': the
  // pair who run it work beside the staff they count.
  const pairBeside = workers.find((t) => PAIR_BEFORE_STAFF.test(t));
  if (
    size !== null &&
    pairBeside &&
    !/\b(including|incl\.?|of whom|of us|we are|we're)\b/.test(pairBeside)
  )
    size += 2;
  // '2 owners (me - Gary, and Sharon). 22 cleaners on PAYE': the owners open the answer, and the
  // staff counted in another sentence work for them.
  const head = workers.findIndex((t) => OWNERS_HEAD.test(t));
  const staff = workers.filter((t, k) => k !== head && teamSize([t]) !== null);
  if (
    head >= 0 &&
    size !== null &&
    !staff.some((t) => /\b(of us|we|both|ourselves|founders?|co-?founders?|owners?)\b/.test(t))
  ) {
    const word = OWNERS_HEAD.exec(workers[head] ?? '')?.[1] ?? '';
    const owners = NUMBER_WORD_VALUES[word] ?? Number(word);
    const others = teamSize(staff);
    if (owners > 0 && others !== null && owners + others > size) size = owners + others;
  }
  // 'A food truck run by me (Khaled) and my wife Rana': the solution may say who runs it.
  const runBy = list.filter((s) => s.path === 'product.solution').some((s) => PAIR.test(s.lower));
  // 'Would need to find a dev or cofounder': a cofounder sought is not on the team.
  const sought = lower.replace(
    /\b(need|needs|find|finding|looking for|look for|want|wants|hire|hiring|get|recruit\w*|seek\w*|search\w*)\b[^.;]{0,30}\bco-?founders?\b/g,
    '',
  );
  if (size === null && (/\bco-?founders?\b/.test(sought) || PAIR.test(lower) || runBy)) size = 2;
  const solo = SOLO.test(lower) && (size === null || size <= 1);
  if (solo) size = 1;
  // Hiring intent shows in plans too ('a groomer hired by March'); who is on the team does not.
  const intent = list.map((s) => s.lower).join('\n');
  const hiring = NO_HIRE.test(intent) ? 'no' : HIRE.test(intent) ? 'plans' : 'unknown';
  return { size, solo, hiring };
}

function stageOf(done: readonly DoneFact[], funded: boolean, refundable = false): Stage {
  const kinds = new Set(done.map((d) => d.kind));
  const paying = done.filter((d) => d.kind === 'paying-customers' || d.kind === 'sales');
  const most = Math.max(0, ...paying.map((d) => d.count ?? 1));
  const users = Math.max(0, ...done.filter((d) => d.kind === 'users').map((d) => d.count ?? 0));
  // A funded non-profit serving people runs on repeatable income, as a business on revenue does.
  if (funded && users >= 50) return 'revenue';
  // Money taken over a period ('revenue of €41,000 last year', '€11,000 a month in rent') is
  // repeatable revenue, whatever the customers are called.
  if (done.some((d) => d.kind === 'revenue' && /\d/.test(d.phrase))) return 'revenue';
  if (kinds.has('revenue') && (most >= 5 || kinds.has('paying-customers') || users >= 10))
    return 'revenue';
  if (most >= 20) return 'revenue';
  // Refundable deposits are interest with money down, not sales ('₹1,000 refundable is not a
  // sale', read 30): they put a business beside its pilots, not among the paying.
  const firmOrders = !refundable && done.some((d) => d.kind === 'pre-orders');
  if (paying.length || firmOrders || kinds.has('revenue')) return 'paying';
  if (kinds.has('pre-orders')) return 'pilots';
  if (kinds.has('pilots') || kinds.has('users') || kinds.has('launched')) return 'pilots';
  if (
    kinds.has('interviews') ||
    kinds.has('survey') ||
    kinds.has('waitlist') ||
    kinds.has('landing-page') ||
    kinds.has('prototype')
  )
    return 'discovery';
  return 'idea';
}

const CHANNEL_DENIED_AFTER =
  /^[\s,:-]*(not really|not yet|not much|not working|doesn'?t work|didn'?t work|never (worked|works)|no luck|nothing|zero|dead)\b/;
// ('11 franchise inquiries since January without any ads', 'never paid ads': read 36.)
const CHANNEL_DENIED_BEFORE =
  /\b(no|not|never|never paid|without( any)?|zero|don'?t (use|do)|stopped( using)?|gave up on)\s+$/;

function channelsOf(list: readonly Sentence[]): Channel[] {
  const out: Channel[] = [];
  const where = list.filter(
    (s) =>
      s.path.startsWith('execution.') ||
      s.path.startsWith('loops.') ||
      s.path.startsWith('market.'),
  );
  for (const s of where) {
    for (const [kind, re] of CHANNEL_LEXICON) {
      if (out.some((c) => c.kind === kind)) continue;
      const m = re.exec(s.lower);
      if (!m) continue;
      // 'Instagram not really', 'no ads yet', 'referrals never worked': a channel ruled out.
      const after = s.lower.slice(m.index + m[0].length, m.index + m[0].length + 24);
      const before = s.lower.slice(Math.max(0, m.index - 16), m.index);
      if (CHANNEL_DENIED_AFTER.test(after) || CHANNEL_DENIED_BEFORE.test(before)) continue;
      // 'Two senior HR partners (me and Gareth)', 'a managing partner': people, not a channel.
      if (
        kind === 'partners' &&
        (s.path === 'execution.delivery' ||
          /\b(managing|senior|business|equity|founding|junior|hr|my|two|2)\s+$/.test(before))
      )
        continue;
      out.push({ kind, name: channelName(kind, s, m), phrase: fragment(s.text, 90), path: s.path });
    }
  }
  return out;
}

/** Words that name a kind of event or partner: 'design fairs', 'trade shows', 'referral partners'. */
const QUALIFIER =
  /^(trade|design|craft|food|farmers'?|wedding|career|job|industry|bridal|art|book|christmas|school|community|tech|startup|referral|channel|reseller|retail|corporate|networking)$/i;
/** What each kind of channel is called when the founder's word for it is not a channel's name. */
const CHANNEL_WORD: Record<Channel['kind'], string> = {
  referrals: 'referrals',
  partners: 'partners',
  'direct-sales': 'direct sales',
  social: 'social media',
  content: 'content',
  ads: 'ads',
  events: 'events',
  marketplace: 'marketplaces',
  email: 'email',
  retail: 'shops',
  community: 'communities',
};

/**
 * The channel as the founder wrote it ('Instagram', 'word of mouth', 'design fairs'), else the
 * kind's own word: 'refer', 'sounds fair' or 'anodising partner' matched a channel's word without
 * naming one.
 */
function channelName(kind: Channel['kind'], s: Sentence, m: RegExpExecArray): string {
  const word = s.text.slice(m.index, m.index + m[0].length);
  const before = /([A-Za-z][\w'-]*)\s+$/.exec(
    s.text.slice(Math.max(0, m.index - 24), m.index),
  )?.[1];
  switch (kind) {
    case 'social':
    case 'marketplace':
    case 'email':
    case 'content':
      return /^[a-z]/.test(word) && !/^(blog|seo|podcasts?|webinars?|newsletters?)$/i.test(word)
        ? CHANNEL_WORD[kind]
        : word;
    case 'referrals':
      return /^word of mouth$/i.test(word) ? word : 'referrals';
    case 'events':
    case 'partners':
      return before && QUALIFIER.test(before) && /s$/i.test(word)
        ? `${before} ${word}`
        : before && QUALIFIER.test(before)
          ? `${before} ${word}s`
          : /^(trade ?shows?|farmers'? markets?|market stalls?|meetups|conferences|expos|resellers|distributors)$/i.test(
                word,
              )
            ? word
            : CHANNEL_WORD[kind];
    case 'direct-sales':
      return /^(cold (email|call)s?|outreach|door[- ]to[- ]door)$/i.test(word)
        ? word
        : CHANNEL_WORD[kind];
    default:
      return CHANNEL_WORD[kind];
  }
}

function industryOf(form: FormState, given: Industry | null, model: BusinessModel): IndustryHint {
  // 'Legal translation (German-English)' is named 'Legal translation' inside a sentence.
  const custom = fragment(form.customIndustry.replace(/\s*\([^)]*\)\s*$/, ''), 60);
  const label = (i: Industry | null) =>
    i === CUSTOM_INDUSTRY || i === null ? custom || 'your industry' : i;
  const chosen = form.industry && form.industry !== CUSTOM_INDUSTRY ? form.industry : null;
  const inferred = chosen ? null : inferIndustry(form);
  const industry = given ?? chosen ?? inferred?.inferredIndustry ?? null;
  // The founder's own choice, or one a caller chose over both the form and our inference, is
  // certain; our own inference (also when a client passes it back) keeps its confidence.
  const confidence =
    industry === chosen || !inferred || industry !== inferred.inferredIndustry
      ? 1
      : inferred.confidence;
  // Animal care matched to human health by its words ('clinic', 'appointment') is not health care.
  const animalCare =
    industry === 'Healthcare/Medical' && industry !== chosen && ANIMALS.test(answersText(form));
  return {
    industry,
    confidence,
    // The founder's own name for a trade they filed under none ('Legal translation') is what
    // the prose calls it, whatever industry its advice is drawn from.
    label: form.industry === CUSTOM_INDUSTRY && custom ? custom : label(industry),
    // A charity the founder did not file under an industry ('Non-profit / community food
    // security') is not run like the trade its words resemble: no restaurant margins for a pantry.
    specific:
      industry !== null &&
      industry !== CUSTOM_INDUSTRY &&
      confidence >= INDUSTRY_CONFIDENCE_MIN &&
      !animalCare &&
      !(model === 'non-profit' && industry !== chosen),
  };
}

/** Country names read with 'the': 'in the Netherlands', 'in the United Kingdom'. */
const WITH_THE = /^(United |Netherlands|Philippines|Czech|Dominican|Gambia|Bahamas)/;

/** ' in the Netherlands', ' in Kenya', ' in Europe', or '' when no place is given. */
export function placeOf(form: FormState): string {
  // 'mostly EU, ~30% US': customers beyond the founder's country are not counted in it (read 28:
  // a Dutch API selling across Europe and the US was told to count customers in the Netherlands).
  const customers = `${form.market.target}\n${form.market.idealCustomer}`;
  const wider = [
    ...customers.matchAll(/\b(EU|US|USA|U\.S\.|UK|DACH|LATAM|EMEA|APAC|Nordics)\b/g),
    ...customers.matchAll(
      /\b(europe|european|north america|worldwide|globally|latin america|across africa|east africa|west africa|southeast asia)\b/gi,
    ),
  ]
    // 'UK first, then EU', 'Ireland, UK later': a market for later is not where they sell now.
    .filter(
      (m) =>
        !/\b(then|later|next|eventually|expand\w*|after that|future|phase 2|one day)\b[^.;\n]{0,20}$/i.test(
          customers.slice(Math.max(0, (m.index ?? 0) - 30), m.index),
        ) &&
        !/^[^.;\n]{0,15}\b(later|next year|eventually)\b/i.test(
          customers.slice((m.index ?? 0) + m[0].length),
        ),
    )
    .map((m) => m[0].toLowerCase())
    .filter((r) => !sameCountry(r, form.country));
  if (wider.length > 0) return '';
  if (form.country && form.country !== 'Other')
    return WITH_THE.test(form.country) ? ` in the ${form.country}` : ` in ${form.country}`;
  // An exporter is where it makes what it sells, not where its buyers are: 'Our family has 38 ha
  // near Sfax' (read 43: an olive-oil estate in Tunisia read as a business in France).
  const exporter = /\bexport\w*/i.test(
    `${form.product.evidence}\n${form.market.payEvidence}\n${form.execution.delivery}\n${form.product.solution}`,
  );
  const base = exporter
    ? /\b(near|in) ([A-Z][\p{L}-]{2,}(?: [A-Z][\p{L}-]{2,})?)/u.exec(form.product.whyWorthSolving)
    : null;
  if (base?.[2] && !NOT_A_PLACE.test(base[2])) return ` ${base[1]} ${base[2]}`;
  // A country not on the list: the city or country the customers are said to be in ('families
  // with kids 6-14 in Almaty') says more than the region (read 36: 'in Asia Pacific' for Almaty).
  // ('... who come to Chiang Mai to train': the problem may say where, read 40.)
  const town = [
    ...`${customers}\n${form.product.problem}`.matchAll(
      /\b(?:in|to) ([A-Z][\p{L}-]{2,}(?: [A-Z][\p{L}-]{2,})?)/gu,
    ),
  ]
    .map((m) => m[1] ?? '')
    .find((t) => t !== '' && !NOT_A_PLACE.test(t));
  if (town) return ` in ${town}`;
  return form.region && form.region !== 'Global/Multiple Regions' ? ` in ${form.region}` : '';
}

/** Capitalised words after 'in' that name no place: languages, months, seasons, products. */
const NOT_A_PLACE =
  /^(English|Spanish|French|German|Arabic|Portuguese|Russian|Chinese|Mandarin|Hindi|January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter|Q[1-4]|The|Our|My|Their|Excel|Google|Instagram|WhatsApp|Facebook|LinkedIn)\b/;

/** A region word that names the founder's own country ('UK' for the United Kingdom). */
function sameCountry(region: string, country: string): boolean {
  const c = country.toLowerCase();
  if (region === 'uk') return c === 'united kingdom';
  if (region === 'us' || region === 'usa' || region === 'u.s.') return c === 'united states';
  return false;
}

/**
 * A paid job kept beside the business: 'im a backend dev at a bank full time, about 10 hrs a week
 * on this', 'I still work full time', 'evenings and weekends'.
 */
const DAY_JOB =
  /\b(day job|my (full[- ]time |part[- ]time )?job|(still )?work(ing)? full[- ]time|full[- ]time (job|at|as|employed)|(i'?m|i am) an? [a-z -]{2,30} at an? [a-z -]{2,30} full[- ]time|\d+ ?(hrs?|hours) a week on (this|it)|(doing|building|on) (this|it) (in the )?(evenings|nights)|back at work|back to work part[- ]time|side project)\b/i;

/** Customers who come back on their own: 'regulars', 'loyalty card', 'people come back'. */
/**
 * The founder says a customer buys once: 'tourists dont repeat (they come once)', 'one time
 * purchase, ~7 yr life'. Repeat-purchase advice is then against the model (read 30).
 */
const NO_REPEAT =
  /\b((don'?t|dont|do not|never|rarely|won'?t|wont) (repeat|come back|buy again|return|reorder)|one[- ]time (purchase|buy|buyers?|sale)|(they )?come once|once in a lifetime|\d+ ?(yr|year)s? (life|lifespan)|buy (it )?once)\b/i;

const REGULARS =
  /\b(regulars|loyalty (cards?|scheme|programs?|programmes?|app)|repeat (customers|buyers|orders|purchases|rate)|(people|customers|they) (come|came|keep coming) back|returning customers|re-?orders?)\b/i;

function answersText(form: FormState): string {
  return answersOf(form)
    .map(([, t]) => t)
    .join('\n');
}

/** Every answer of the form with its path (tasks one by one). */
export function answersOf(form: FormState): [string, string][] {
  const out: [string, string][] = ALL_TEXT_PATHS.filter((p) => p !== 'actionPlan.next30Days').map(
    (p): [string, string] => [p, readField(form, p)],
  );
  form.actionPlan.next30Days.forEach((t) => out.push(['actionPlan.next30Days', t]));
  return out.filter(([, t]) => t.trim() !== '');
}

/** The answer on paying opens on nothing paid yet: 'No instalment paid yet.', 'No sales: ...'. */
const NOTHING_PAID =
  /^\s*(no|nothing|zero|none|not yet|nobody)\b[^.;:]{0,30}\b(paid|pays|sales?|revenue|instalments?|payments?|paying)\b/i;

/** A count of orders or bookings, not of the people who placed them. */
const ORDERS = /\b(orders?|bookings?|purchases)$/i;
/** Sponsors or advertisers pay for what the audience gets. */
const PAID_BY_OTHERS = /\b(sponsors?|advertisers?|sponsorships?)\b/i;
/** Money that went to the other side of a match, with nothing taken by the founder. */
const PAID_TO_OTHERS =
  /\b(we (took|take|made|make|earned|kept|charged?) (nothing|0|zero|no (money|commission|fee|cut))|(did not|didn'?t|not) (charge|take)\w*( anything| a cut| commission)?( yet)?|paid (directly |direct )?to (the )?(drivers?|riders?|hosts?|sellers?|vendors?|providers?|owners?|farmers?|cleaners?|tutors?))\b/i;
/** An audience, counted: readers, subscribers, listeners, followers, viewers. */
const AUDIENCE_NOUN = /\b(subscribers?|readers?|listeners?|followers?|viewers?|audience)\b/i;

/** Nothing paid by a second kind of buyer beside the customers the business already serves. */
const NONE_OF_A_SECOND_BUYER =
  /^\s*(no|not yet|nobody|none|zero)\s+(one\s+)?(of (the|our) )?(franchisees?|investors?|distributors?|wholesalers?|resellers?|enterprises?|enterprise (customers|clients)|corporates?|hospitals?|retail (chains?|partners?)|licensees?)\b/i;

function build(form: FormState, industry: Industry | null): FounderProfile {
  const list = splitAnswers(answersOf(form));
  // What the founder says was paid is the last word on it: no paying facts when nothing was.
  // 'No franchisee paid yet' speaks of a second buyer, not of the laundry's customers.
  const unpaid =
    NOTHING_PAID.test(form.market.payEvidence) &&
    !NONE_OF_A_SECOND_BUYER.test(form.market.payEvidence);
  // A free newsletter paid for by sponsors: its 41,200 subscribers read it, they pay nothing.
  const freeToAudience =
    PAID_BY_OTHERS.test(
      `${form.market.idealCustomer}\n${form.market.payEvidence}\n${form.product.solution}`,
    ) ||
    /\bfree\b(?! (trial|tier|plan|version|month|sample|shipping|delivery|consultation|call|quote))/i.test(
      form.product.solution,
    );
  const found = findDone(list)
    .filter((d) => !unpaid || !['paying-customers', 'sales', 'revenue'].includes(d.kind))
    // '1-5 stars' rates the work; it sells nothing.
    .filter(
      (d) =>
        !/\bstars?\b/i.test(d.phrase) &&
        // '21 staff: ... kiosk (3 graduates, paid by kiosk revenue)': the team list counts the
        // people paid, not customers who pay (read 44).
        !(
          d.kind === 'paying-customers' &&
          d.path === 'execution.delivery' &&
          /\b(staff|employees|team of|trainers?|workers|operarios|people:)\b/i.test(d.sentence)
        ) &&
        // 'customers paid the driver direct', uncounted, is the money that went elsewhere.
        !(d.kind === 'paying-customers' && d.count === null && PAID_TO_OTHERS.test(d.sentence)) &&
        // '96 work in partner shops': a count followed by its verb counts the people who do it,
        // not the noun after (read 42: '96 shops' for 12 partner shops).
        !(
          d.count !== null &&
          new RegExp(
            String.raw`(?<![\d.,])${d.count} (work|works|working|live|are|go|went|come|came|sell|earn|earns|got|found|joined|stay|stayed)\b`,
          ).test(d.sentence.toLowerCase()) &&
          !new RegExp(
            String.raw`(?<![\d.,])${d.count} ${d.phrase.split(' ').slice(1).join(' ')}`,
            'i',
          ).test(d.sentence)
        ),
    )
    .map((d) =>
      (freeToAudience && d.kind === 'paying-customers' && AUDIENCE_NOUN.test(d.phrase)) ||
      // '296 deliveries dispatched... customers paid the driver direct, we took nothing yet':
      // work matched in a free pilot, paid to someone else (read 42).
      ((d.kind === 'sales' || d.kind === 'paying-customers') && PAID_TO_OTHERS.test(d.sentence))
        ? { ...d, kind: 'users' as const }
        : // 'we call 30 buyers every month and write it down': a count of calls, not of buyers
          // (read 45: an incubator maker with 610 units sold told of 'your 30 buyers').
          d.kind === 'paying-customers' &&
            d.count !== null &&
            new RegExp(
              String.raw`\b(we|i) (call|phone|visit|ask|survey)s? (\w+ ){0,2}${d.count} `,
              'i',
            ).test(d.sentence)
          ? { ...d, kind: 'survey' as const }
          : d,
    );
  // '1,240 orders' beside '380 subscribers' are sales to those subscribers, not 1,240 customers.
  const buyers =
    found.some(
      (d) => d.kind === 'paying-customers' && d.count !== null && !ORDERS.test(d.phrase),
    ) || /\b\d[\d,]* (active |paying )?(subscribers|subs|members)\b/i.test(form.product.evidence);
  let model = modelOf(list);
  // '31 office contracts' paying monthly are 31 clients when no other count of them is given.
  const counts = found.some((d) => d.kind === 'paying-customers' && d.count !== null);
  // A charity's sponsors and trusts fund it: they are partners, not customers who pay.
  // 'Clients pay and refer others' counts nobody: beside '31 tables delivered', the counted sale
  // speaks for the customers ('your 31 tables', not 'your paying customers').
  const counted = found.some(
    (d) => (d.kind === 'sales' || d.kind === 'paying-customers') && d.count !== null,
  );
  // '2 repeat clients' beside '23 jobs' are some of the buyers, not all of them: the 23 speak
  // for the customers ('each buyer behind your 23 jobs', not 'your 2 repeat clients').
  const most = Math.max(
    0,
    ...found
      .filter((d) => d.kind === 'sales' || d.kind === 'paying-customers')
      .map((d) => d.count ?? 0),
  );
  const subset = (d: DoneFact) =>
    d.kind === 'paying-customers' &&
    d.count !== null &&
    d.count < most &&
    /\b(repeat|returning|regular|loyal)\b/i.test(d.phrase);
  const done = found
    .filter((d) => !(counted && d.kind === 'paying-customers' && d.count === null))
    .filter((d) => !subset(d))
    .map((d) =>
      buyers && d.kind === 'paying-customers' && ORDERS.test(d.phrase)
        ? { ...d, kind: 'sales' as const }
        : !counts &&
            d.kind === 'sales' &&
            d.count !== null &&
            /\b(contracts|retainers|accounts|subscriptions)$/i.test(d.phrase)
          ? {
              ...d,
              kind: 'paying-customers' as const,
              // Said to people: 'call 3 of your 31 clients', not '3 of your 31 contracts'.
              phrase: `${d.count} ${/\bclients?\b/i.test(list.map((x) => x.text).join(' ')) ? 'clients' : 'customers'}`,
            }
          : model === 'non-profit' &&
              d.kind === 'paying-customers' &&
              /\b(sponsors?|donors?|funders?|trusts?|foundations?|grant-?makers?)$/i.test(d.phrase)
            ? { ...d, kind: 'partners' as const }
            : d,
    );
  const all = list.map((s) => s.text).join('\n');
  // A shop among the sponsors or clients is someone else's: 'sponsor segments (dealers, tyre
  // shop, an insurance app)' (read 42: a YouTube channel told to count customers at the counter).
  const sellsAccess = [
    ...form.product.solution.matchAll(new RegExp(SELLS_ACCESS.source, 'gi')),
  ].some(
    (m) =>
      !/\b(sponsor\w*|advertis\w*|partners?|clients?|dealers?|brands?)\b[^.;:]{0,40}$/i.test(
        form.product.solution.slice(Math.max(0, m.index - 50), m.index),
      ),
  );
  // 'Sign the first 2 annual subscriptions': a goal to move to a new way of charging says how
  // the founder is paid today only through what is sold and paid now.
  const revenueTotals = score(
    REVENUE_LEXICON,
    list,
    NEW_CHARGING.test(form.actionPlan.priority) ? PAID_NOW_WEIGHT : REVENUE_WEIGHT,
  );
  // A company with a grant is still paid by its customers: donations are a non-profit's income.
  if (model !== 'non-profit') revenueTotals.delete('donations');
  // 'via booking.com at 17% commission' is a cut the founder pays a platform, not one they earn.
  if (PAYS_PLATFORM.test(all.toLowerCase()) && !EARNS_CUT.test(all.toLowerCase()))
    revenueTotals.delete('commission');
  let revenue: RevenueModel =
    best(revenueTotals, ['commission', 'donations', 'subscription', 'usage', 'one-off']) ??
    'unknown';
  if (model === 'non-profit' && (revenueTotals.get('donations') ?? 0) > 0) revenue = 'donations';
  // Readers who subscribe to a free newsletter pay nothing: its sponsors buy slots.
  if (freeToAudience && revenue === 'subscription' && PAID_BY_OTHERS.test(all)) revenue = 'unknown';
  // A price stated per use ('priced per delivered event', 'usage-based') is usage, however many
  // monthly totals the answers quote: a usage-based bill also comes each month.
  if (
    model !== 'non-profit' &&
    revenue === 'subscription' &&
    USAGE_PRICED.test(
      `${form.product.solution}\n${form.market.payEvidence}\n${form.product.evidence}`,
    )
  )
    revenue = 'usage';
  if ((model === 'made-to-order' || model === 'hardware') && revenue === 'unknown')
    revenue = 'one-off';
  // A marketplace priced per booking ('Owner pays us 8% commission per booking') earns the cut,
  // whether its bookings are one-off or on a recurring plan ('410 on a recurring plan' book a
  // cleaner every fortnight; 'We take 20% commission on each booking' is still how it earns).
  if (
    model === 'marketplace' &&
    (revenue === 'unknown' ||
      ((revenue === 'one-off' || revenue === 'subscription') &&
        (revenueTotals.get('commission') ?? 0) > 0 &&
        EARNS_CUT.test(all.toLowerCase())))
  )
    revenue = 'commission';
  // Goods the founder neither makes nor keeps, earning a commission on each order ('matches
  // factories with importers, 4% paid by the factory'), are brokered: a marketplace, not a shop.
  if (
    (model === 'goods' || model === 'unknown') &&
    revenue === 'commission' &&
    !list.some((s) => (MODEL_WEIGHT[s.path] ?? 1) > 0 && KEEPS_STOCK.test(s.lower)) &&
    /\b(match(es|ing)?|connects?|brokers?|sourcing|introduces?|on behalf of|(commission|cut|fee) from (the |each )?(wholesalers?|suppliers?|sellers?|vendors?|merchants?|hosts?|owners?|farmers?|growers?))\b/i.test(
      all,
    )
  )
    model = 'marketplace';
  const audience = audienceOf(list);
  return {
    model,
    audience,
    revenue,
    holdsStock:
      (model === 'goods' &&
        !PREPARED_FOOD.test(`${form.product.solution}\n${form.execution.delivery}`)) ||
      // A device maker holds stock when it says so ('200 units in stock'); 'the alerts saved
      // real stock' is the customers' food.
      (model === 'hardware' &&
        (KEEPS_STOCK.test(all.toLowerCase()) || /\b(inventory|units in)\b/i.test(all))),
    // 'Cambridge YLE/KET/PET path' is an exam, not a pet (read 37: a kids' English school).
    animals: ANIMALS.test(all.replace(/\bPET\b/g, '')),
    buyingCycle:
      /\b(harvests?|each season|per season|once a year|forward contracts?|crop year)\b/i.test(all)
        ? 'seasonal'
        : /\b(emergenc(y|ies)|after-hours|out-of-hours|urgent care|falls ill at night)\b/i.test(
              `${form.product.problem}\n${form.product.solution}`,
            )
          ? 'urgent'
          : 'any',
    paidByOthers: PAID_BY_OTHERS.test(
      `${form.market.idealCustomer}\n${form.market.payEvidence}\n${form.product.solution}`,
    ),
    farmersBuy:
      /\b(farmers?|growers?|smallholders?|ranchers?|farms|co-?operatives?|agronomists?)\b/i.test(
        // 'maybe Little Farms' is a grocer's name.
        `${form.market.target}\n${form.market.idealCustomer}`.replace(
          /\b[A-Z][a-z]+ Farms?\b/g,
          '',
        ),
      ),
    sellsAgain:
      !NO_REPEAT.test(form.execution.retentionGrowth) &&
      /\b(offer(ed|s)?|sell|sold|upsell|again|repeat|second|matching|add-ons?|refills?|re-?orders?|subscriptions?|next (piece|order|one))\b/i.test(
        form.execution.retentionGrowth,
      ),
    noRepeat: NO_REPEAT.test(
      [form.execution.retentionGrowth, form.market.payEvidence, form.product.evidence].join('\n'),
    ),
    regulars: REGULARS.test(
      [
        form.product.evidence,
        form.product.whyWorthSolving,
        form.product.reasoning,
        form.market.payEvidence,
        form.execution.retentionGrowth,
      ].join('\n'),
    ),
    dayJob: DAY_JOB.test(
      `${form.execution.delivery}\n${form.execution.resourcesPartners}\n${form.execution.reasoning}\n${form.execution.risks}`,
    ),
    freight: FREIGHT.test(all),
    // How their own users use the product, not how customers cope today ('check health scores
    // manually once a quarter').
    usedRarely:
      USED_RARELY.test(
        `${form.product.evidence}\n${form.product.solution}\n${form.product.reasoning}\n${form.execution.retentionGrowth}\n${form.loops.product_market.current}\n${form.loops.product_market.metrics}`,
      ) || NEVER_OPENED.test(all),
    runway: runwayOf(all),
    salesCycle: salesCycleOf(all),
    // The customer's own backlog ('Reviews take 5-15 days, huge backlog') is the problem sold
    // against, not the founder's full diary.
    // A waitlist at one site says nothing of another that is a third full, nor of a month whose
    // priority is to fill places (read 48: 'Tanger 60 desks 29%' told to cap monthly starts).
    atCapacity:
      AT_CAPACITY.test(
        list
          .filter((x) => !/^product\.(problem|currentHandling|whyWorthSolving)$/.test(x.path))
          .map((x) => x.text)
          .join('\n'),
      ) &&
      !/\b(fill|occupancy|empty (desks|seats|rooms|beds|places|slots))\b/i.test(
        form.actionPlan.priority,
      ) &&
      ![
        ...all.matchAll(
          /\b(?:desks|seats|rooms|beds|units|occupancy|occupied|full)\b[^.;%]{0,12}?(\d{1,2})\s?%/gi,
        ),
      ].some((m) => Number(m[1]) < 60),
    // 'basically no late payments', 'No outside investors' say cash is not the question (read 46).
    cashTight: CASH_TIGHT.test(all.replace(CASH_DENIED, '')),
    priceSet: PRICE_SET.test(
      `${form.market.payEvidence}\n${form.market.budget}\n${form.product.solution}\n${form.execution.risks}`,
    ),
    // 'No couple ever asked for a discount' says the opposite.
    pricePressure: list.some((sentence) => {
      const m = PRICE_PRESSURE.exec(sentence.lower);
      if (m === null) return false;
      // 'The boards that did not sign said it is too much': a negation before what they said
      // is about who said it, not about the objection.
      const clause =
        sentence.lower
          .slice(0, m.index)
          .split(/\b(?:said|say|says|told|complain\w*|wrote|replied)\b/)
          .pop() ?? '';
      return !/\b(no|never|nobody|none|not|hardly)\b/.test(clause);
    }),
    usersNotBuyers: usersNotBuyers(form),
    parentsPay:
      audience === 'consumer' &&
      /\b(parents?|mums?|moms?|mamas?|mothers?|fathers?|dads?|famil(y|ies) with (kids|children))\b/i.test(
        // 'a student ... parents may pay' hedges: the student is still the buyer (read 49).
        `${form.market.idealCustomer}\n${form.market.target}`.replace(
          /\b(parents?|mums?|moms?|fathers?|dads?|family)\s+(may|might|could|sometimes|maybe|often|also)\b[^.;,]*/gi,
          '',
        ),
      ),
    buyerRethought:
      /\b(thought|assumed|believed|expected)\b[^.]{0,60}\b(the buyers?|who (buys|pays|decides)|decision[- ]makers?)\b/i.test(
        `${form.reflection.challengedAssumptions}\n${form.reflection.surprises}\n${form.market.discoveryEvaluation}`,
      ),
    consumables:
      /\b(razor[- ]blade|consumables?|cartridges?|refills?|test strips|reagents?|filters? (every|each))\b/i.test(
        `${form.product.solution}\n${form.product.differentiation}\n${form.execution.retentionGrowth}\n${form.market.payEvidence}`,
      ),
    platformCut: platformCutOf(all),
    workaround: workaroundOf(form),
    backedByFans:
      /\b(patreon|patrons?|ko-fi|buy me a coffee|paid substack|youtube members?)\b/i.test(all),
    sellerPays:
      model === 'marketplace' &&
      /\b(commission|cut|fee|%)\b[^.;]{0,20}\b(from|paid by|charged to) (the |each |our )?(wholesalers?|suppliers?|sellers?|vendors?|merchants?|hosts?|owners?|landlords?|farmers?|growers?|factor(y|ies)|restaurants?|drivers?|riders?|couriers?|cleaners?|tutors?|technicians?|mechanics?)\b/i.test(
        all,
      ),
    resells:
      model === 'goods' &&
      RESELLS.test(all.toLowerCase()) &&
      !MAKES.test(`${form.product.solution}\n${form.execution.delivery}`.toLowerCase()),
    presell:
      /\b(pre-?sell\w*|presell\w*|pre-?sales?|sell [^.;]{0,40}\b(to the wait-?list|before (building|we build|i build|making)|waitlist)|(offer|email|sell to|convert) (the |my |our )?wait-?list|wait-?list to (buyer|paid|customer)s?|deposits? (from|on) (the )?wait-?list)\b/i.test(
        [
          form.actionPlan.priority,
          ...form.actionPlan.next30Days,
          form.loops.market_execution.actions,
          form.loops.product_market.actions,
        ].join('\n'),
      ),
    pausingSales:
      /\b(pause|stop|halt|freeze) (all |new )?(sales|selling)\b|\bno new (customers|clients|sales|sign-?ups)\b/i.test(
        [form.actionPlan.priority, ...form.actionPlan.next30Days].join('\n'),
      ),
    gravePain:
      /\b(kills?|killed|deaths?|mortality|fatal\w*|dying|die|suicid\w*|overdoses?|life-threatening)\b/i.test(
        `${form.product.problem}\n${form.product.whyWorthSolving}`,
      ),
    // 'Customer acquisition cost C$41 on Meta ads': the founder knows where customers come from.
    knowsSources: KNOWS_SOURCES.test(all) || KNOWS_COST.test(all),
    listsPrices:
      /\b(fixed[- ]prices?|price list|prices? (are )?on the (website|site)|price shown online|prices? shown online|online configurator)\b/i.test(
        `${form.product.solution}\n${form.execution.salesMarketing}\n${form.product.differentiation}`,
      ) ||
      (form.product.solution.match(UNIT_PRICE)?.length ?? 0) >= 2 ||
      // 'report per building ₺60-180k, field measurements ₺25-60k...': a price for each line.
      amountsIn(form.product.solution).length >= 3,
    knowsCost: new RegExp(`${KNOWS_COST.source}[^.;\\n]{0,12}\\d`, 'i').test(all),
    // A device that needs a notified body or a clearance and has sold nothing cannot be sold
    // yet, whether or not the founder says so in those words.
    cannotSellYet:
      CANNOT_SELL_YET.test(all) ||
      ((AWAITS_APPROVAL.test(all) || NEEDS_LICENCE.test(all)) &&
        !done.some((d) => ['paying-customers', 'sales', 'revenue'].includes(d.kind))),
    leavers: LEFT.test(all) && !NONE_LEFT.test(all),
    singleOffer: singleOffer(
      `${form.product.solution}\n${form.product.evidence}\n${form.market.payEvidence}`,
    ),
    minimumOrder: /\b(minimum order( quantit(y|ies))?|MOQs?|minimum (run|batch)( size)?)\b/i.test(
      all,
    ),
    smallBuyers: smallBuyers(
      `${form.market.target}\n${form.market.idealCustomer}\n${form.reflection.challengedAssumptions}`,
    ),
    // A gym, a storage site or a bakery-café may run classes or training; it sells access,
    // space or goods, not hours.
    sellsAccess,
    // A solution that lends ('Loans of 50,000 to 200,000 naira'), or two lending words in what
    // it has done ('PAR30', 'collection rate'): a lender, whatever its industry says.
    lends:
      LENDS.test(form.product.solution) ||
      (ON_CREDIT.test(form.product.solution) && REPAID.test(form.product.solution)) ||
      new Set(
        `${form.product.evidence}\n${form.market.payEvidence}`
          .toLowerCase()
          .match(LENDING)
          ?.map((w) => w.replace(/\s+/g, ' ')),
      ).size >= 2,
    thirdPartyFulfilment:
      /\b(3pl|fulfil?ment (partner|centre|center|house|company)|shipbob|amazon fba|fulfilled by amazon|shiphero|byrd)\b/i.test(
        `${form.execution.delivery}\n${form.execution.resourcesPartners}`,
      ),
    stockouts:
      /\b(stock-?outs?|out of stock|ran out|runs? out|running out|sold out|sells? out|selling out)\b/i.test(
        `${form.execution.risks}\n${form.product.reasoning}\n${form.product.evidence}\n${form.execution.reasoning}\n${form.loops.product_execution.current}`,
      ),
    tenders:
      /\b(tenders?|tendering|pqq|itt|rfps?|procurement portals?|contracts finder|framework agreements?)\b/i.test(
        `${form.actionPlan.priority}\n${form.actionPlan.next30Days.join('\n')}\n${form.execution.salesMarketing}\n${form.execution.goToMarket}`,
      ),
    // An agency paid per placement ('USD 3,000 per nurse deployed') sells people placed, not hours.
    sellsHours:
      SELLS_HOURS.test(`${form.product.solution}\n${form.execution.delivery}`) &&
      !sellsAccess &&
      !PLACES_PEOPLE.test(`${form.product.solution}\n${form.market.payEvidence}`),
    packaged: PACKAGED.test(`${form.product.solution}\n${form.market.payEvidence}`),
    stage: stageOf(
      done,
      model === 'non-profit' && FUNDED.test(all.toLowerCase()),
      /(?<!non-?)\brefundable\b/i.test(all) && !/\bnon-?refundable\b/i.test(all),
    ),
    team: teamOf(list),
    channels: channelsOf(list),
    place: placeOf(form),
    industry: industryOf(form, industry, model),
    done,
    figures: findFigures(list),
    evidence: weighEvidence(
      form,
      done,
      list,
      model === 'non-profit',
      model === 'made-to-order' || revenue === 'one-off',
    ),
  };
}

const MEMO_LIMIT = 200;
const memo = new Map<string, FounderProfile>();

/**
 * The founder profile of a form: built once per assessment version (memoised on the form's
 * content, so the six sessions and the helpers of one version share it) and read by every
 * session and helper. `industry` is the industry the caller coaches for, when it chose one.
 */
export function buildProfile(form: FormState, industry: Industry | null = null): FounderProfile {
  const key = createHash('sha1')
    .update(JSON.stringify(form))
    .update(String(industry))
    .digest('base64');
  const hit = memo.get(key);
  if (hit) return hit;
  const profile = build(form, industry);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, profile);
  return profile;
}
