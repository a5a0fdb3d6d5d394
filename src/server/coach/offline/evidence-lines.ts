import { PILLAR_LABELS, type Pillar } from '@shared/domain';
import { RATING_GUIDES } from '@shared/rating-guides';
import {
  proofAt,
  type DoneFact,
  type Fact,
  type FounderProfile,
  type PillarEvidence,
} from '../profile';
import { buysOnce, payingCount } from './plays/when';
import { fragment } from './text';

/** A sentence that floats an idea rather than reports what happened. */
const HEDGED = /\b(maybe|perhaps|not sure|might|could|considering|thinking (about|of))\b|\?/i;
/** A sentence that opens on what is still to be done. */
const PLANNED =
  /^(add|expand|grow|upsell|cross-?sell|plan(ned|ning)?|want|will|going to|next|later|soon|aim|goal|target)\b|^(me|myself|i)\s*[(+,&]|^\d+ of us\b/i;

function level(pillar: Pillar, value: number): string {
  return RATING_GUIDES[pillar][value - 1]?.label ?? '';
}

function most(p: FounderProfile, ...kinds: DoneFact['kind'][]): DoneFact | undefined {
  return p.done
    .filter((d) => kinds.includes(d.kind))
    .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0];
}

/** Counted words that are people or organisations, who can be asked how they found you. */
const PEOPLE =
  /\b(customers?|clients?|buyers?|users?|members?|people|patients|families|students|parents|owners|firms|companies|businesses|shops|stores|schools|clinics|practices|restaurants|bakeries|hotels|councils|municipalities|brands|venues|offices|landlords|tenants|couples|farmers|growers|retailers|distributors|resellers|importers|employers)$/i;

/** A shortfall in the founder's own reasoning: 'but', a negation, 'alone', 'fragile', 'new'. */
const SHORTFALL =
  /\b(but|not|no|nobody|nothing|never|only|yet|alone|fragile|new|unsure|unclear|risk\w*|manual|bursting|chaos|chaotic|stretched|messy|overloaded|too (much|many|few|little|slow)|run(ning)? out|tight|wrong|struggl\w*|behind|slow|late|mistakes?|problems?|issues?|simple|commodity|easy to copy|any(one| good \w+| \w+) can)\b|n't\b/i;

/**
 * The reasoning's sentence that names what holds a rating down, when it is not the evidence
 * itself: the founder's words, cut to fit.
 */
function statedGap(reasoning: string, evidence: string | undefined): string | null {
  const text = reasoning.trim();
  if (!text) return null;
  const sentence = text.split(/(?<=[.!?])\s+/).find((x) => SHORTFALL.test(x));
  if (!sentence || (evidence && evidence.includes(sentence.slice(0, 40)))) return null;
  return fragment(sentence, 90).replace(/[.!?]+$/, '');
}

/** The proof of the level after the one the answers show: the next step from there. */
/**
 * The level a modest rating's evidence shows: up to two above the rating ('$1.31M of takings and
 * 45% repeat clients' is more than one level above a 2), never 'Excellent' from the answers alone.
 */
function shownLevel(e: { supported: number; rating: number | null }): number {
  return Math.min(e.supported, (e.rating ?? 1) + 2, 4);
}

/**
 * The level a modest rating's answers show, and the answer that shows it: the highest level up
 * to `shownLevel` backed by a result. Bad news ('Yield still 25% below what the supplier
 * promised') or a headcount ('11 staff: me, my cofounder...') shows no level. Every session
 * names the same level (read 23: 3/5 in Execution, 4/5 in a loop).
 */
export function modestShown(e: PillarEvidence): { shown: number; cite: Fact | undefined } {
  const top = shownLevel(e);
  for (let l = top; l > (e.rating ?? 1); l--) {
    const x = e.signals[l - 2];
    if (x && !AGAINST.test(x.sentence) && !NOT_A_RESULT.test(x.sentence))
      return { shown: l, cite: x };
  }
  return { shown: top, cite: e.signals[top - 2] };
}

/**
 * The level a pillar stands at for the coach: the rating, or what the answers show when the
 * rating is inflated or modest. A loop's weaker side is read from these.
 */
export function effectiveLevel(e: PillarEvidence, p?: FounderProfile): number | null {
  if (e.rating === null) return null;
  if (e.verdict === 'inflated') return e.supported;
  if (e.verdict === 'modest') return modestShown(e).shown;
  // A fair rating one level above the answers is named so in its pillar session ('Your answers
  // show 2/5 so far'): the loops name the same level (read 24: 2/5 in Market, 3/5 in its loops).
  if (e.rating > e.supported && e.missing && !(p && heldHigh(e, p))) return e.supported;
  return e.rating;
}

/**
 * A fair 4 or 5 from a business customers already pay: used, not argued. The guide's next proof
 * is named as the work ahead, never as a lower level (reads 38 and 40: a gym full every high
 * season and a firm with 146 projects a year told 'your answers show 3/5' three times).
 */
const heldHigh = (e: PillarEvidence, p: FounderProfile) =>
  e.verdict === 'fair' && (e.rating ?? 0) >= 4 && hasPaying(p);

function nextAfter(pillar: Pillar, shown: number, p: FounderProfile): string {
  const next =
    proofAt(pillar, shown + 1, p.model === 'non-profit', buysOnce(p)) ?? 'keeping the proof coming';
  // A founder with paying customers is not told the next level needs them (read 32: 187
  // households paying €25 a month told to aim at '... with paying customers').
  return hasPaying(p) ? next.replace(/, with paying customers$/, '') : next;
}

/** Customers pay already: counted, or as revenue. */
const hasPaying = (p: FounderProfile) =>
  payingCount(p) > 0 || p.done.some((d) => d.kind === 'revenue');

/** What the founder's counted fact is called as people: 'your 3 pilots', 'your users (600 downloads)'. */
const PEOPLE_NOUN: Partial<Record<DoneFact['kind'], string>> = {
  pilots: 'pilot customers',
  users: 'users',
  interviews: 'interviewees',
  survey: 'survey respondents',
  waitlist: 'waitlist',
  'paying-customers': 'paying customers',
  sales: 'buyers',
  revenue: 'customers',
};

function phraseOf(d: DoneFact): string {
  const noun = PEOPLE_NOUN[d.kind] ?? 'customers';
  // 'ask your "A free pilot with 300 farmers..." to pay' reads as nonsense: name the people.
  if (d.count === null) return noun;
  if (/\b(downloads?|installs?|views?|plays?|streams?|listens?|visits?)$/.test(d.phrase))
    return `${noun} (${d.phrase})`;
  return d.phrase;
}

/** The cheapest way to get the missing proof, from where this founder stands. */
function cheapestProof(pillar: Pillar, p: FounderProfile): string {
  const pilots = most(p, 'pilots', 'users');
  const talked = most(p, 'interviews', 'survey', 'waitlist');
  const paying = most(p, 'paying-customers', 'sales', 'revenue');
  // Free to the people it serves: the proof is that they come back, and that a funder or a host
  // commits, not that they pay.
  if (p.model === 'non-profit' && !paying) {
    if (pillar === 'product')
      return pilots
        ? `count how many of your ${phraseOf(pilots)} came back each week for the last month, and ask two what changed for them`
        : 'run one session by hand for 5 people who need it, and count who comes back the week after';
    if (pillar === 'market')
      return 'ask one host or funder for a written commitment (a room, a date or an amount), and count who says yes';
  }
  // Nothing may be sold before the clearance: the proof is what buyers commit to for that day.
  if (p.cannotSellYet && !paying) {
    // A consumer does not sign: the commitment is a refundable deposit, taken now and honoured
    // on the first day of sale (read 28: a toddler-meal box awaiting its council inspection).
    if (p.audience === 'consumer' && pillar !== 'execution')
      return pillar === 'product'
        ? `offer ${pilots ? `your ${phraseOf(pilots)}` : talked ? `your ${phraseOf(talked)}` : '10 people who asked'} a refundable deposit on the first order, taken now and honoured on the day you may sell, and count who pays it`
        : `ask ${talked ? `the ${phraseOf(talked)}` : 'the people who said yes'} for a refundable deposit on the first order, and count who pays it before launch`;
    if (pillar === 'product')
      return pilots
        ? `ask each of your ${phraseOf(pilots)} which result would make them buy on the day you may sell, and who signs`
        : 'ask 5 future buyers which result they need to see before they buy on the day you may sell';
    if (pillar === 'market')
      return 'ask each buyer who promised to buy what they need on the day you may sell: the budget, who signs and the date';
    // Delivery waits on the licence or clearance, or on the partner that holds one.
    return 'write the list of what the licence or your licensed partner needs from you, and close its first item this week';
  }
  // The sellers pay the cut: the proof is switching it on with those already active.
  if (p.sellerPays && !paying && pillar === 'product')
    return 'switch your cut on this month with the sellers already using it, and count who keeps selling through you';
  if (p.sellerPays && !paying && pillar === 'market')
    return 'put the cut in writing with each active seller, with a start date, and count who signs';
  // A thing made and sold once to people (a night light, a bottle) has no start date: the proof
  // is a deposit on the first run (read 46: a sleep light told to ask 9 friends for a start date).
  // (A drink sold through corner shops proves itself in shop orders, not shoppers' deposits: the
  // deposit is for a device or a piece, or for goods with a waitlist of their own.)
  const list = p.done.find((d) => d.kind === 'waitlist' && (d.count ?? 0) >= 20);
  const madeForPeople =
    !paying &&
    p.audience === 'consumer' &&
    (['hardware', 'made-to-order'].includes(p.model) || (p.model === 'goods' && !!list)) &&
    p.revenue !== 'subscription';
  if (madeForPeople && pillar !== 'execution') {
    const who = list?.count
      ? `the ${list.count.toLocaleString('en-US')} on your waitlist`
      : pilots
        ? `your ${phraseOf(pilots)}`
        : talked
          ? `the people behind your ${phraseOf(talked)}`
          : '10 people who have the problem';
    return pillar === 'product'
      ? `ask ${who} for a refundable deposit on the first run; the share who pay is your first real number`
      : `send ${who} the launch price and a preorder link, and count who pays at that price`;
  }
  if (pillar === 'product') {
    if (paying)
      return `ask your ${phraseOf(paying)} how often they use it and whether they renewed or reordered, and write the answers down as numbers`;
    // The residents of a pilot do not sign; the board that runs it does.
    if (pilots && p.usersNotBuyers)
      return `ask whoever runs the pilot with your ${phraseOf(pilots)} for a paid order or a signed start date this month`;
    if (pilots)
      return `ask your ${phraseOf(pilots)} to pay, or to commit to a start date, this month`;
    // A version already working in the field ('23 sorties, 0 failures'): what is missing is
    // money, not another look at it (read 43).
    if (p.evidence.product.supported >= 3)
      return `ask 3 of ${talked ? `the people behind your ${phraseOf(talked)}` : 'those who tried it'} for a deposit on their first order this month, and count who pays`;
    if (talked)
      return `put a hand-made version in front of 3 of the people behind your ${phraseOf(talked)} this week and watch them use it`;
    return 'show a rough mock-up to 5 people who have the problem this week and note what they try to do with it';
  }
  if (pillar === 'market') {
    // Things sold ('6 stormwater ponds surveyed', '1,800 pumps') do not find anyone: their buyers do.
    if (paying)
      return paying.kind === 'sales' && !PEOPLE.test(paying.phrase)
        ? `write down how the buyers behind your ${phraseOf(paying)} found you and what it cost to win them`
        : `write down how each of your ${phraseOf(paying)} found you and what it cost to win them`;
    // Listeners or readers do not pay when sponsors do: the proof is a sponsor's money.
    if (p.paidByOthers)
      return 'pitch 5 sponsors a first paid slot, with a price and a date, and count the yeses';
    if (pilots)
      return `make your ${phraseOf(pilots)} a written paid offer with a price and a start date`;
    if (talked)
      return `ask the people behind your ${phraseOf(talked)} for a pre-order or a deposit`;
    return 'hold 10 conversations with people who have the problem and ask 3 of them for a deposit';
  }
  if (paying)
    return `time every step of serving your next 3 customers and write it up as a checklist someone else could follow`;
  if (pilots) return `log the hours and costs of serving your ${phraseOf(pilots)} for two weeks`;
  return 'deliver to 3 customers by hand this month and log the hours and cost of each';
}

/**
 * The evidence-against-rating item of a pillar session: a 4-5 that the answers do not back names
 * the rating, the missing proof and the cheapest way to get it; a 1-2 with strong evidence is told
 * it may be underrating itself, citing the evidence. A fair rating gets nothing.
 */
export function evidenceAction(
  pillar: Pillar,
  p: FounderProfile,
  /** The founder's reasoning for this pillar's rating. */
  reasoning = '',
): string | null {
  const e = p.evidence[pillar];
  if (e.rating === null) return null;
  const label = PILLAR_LABELS[pillar];
  if (e.verdict === 'inflated') {
    // What the answers show is a result, never an objection ('said too expensive').
    const cite = e.signals.filter((x) => !AGAINST.test(x.sentence)).at(-1);
    const has = cite
      ? ` What your answers show, "${fragment(cite.sentence, 70)}", is ${level(pillar, e.supported)} on the guide.`
      : '';
    // A founder with paying customers is not told the proof needs them.
    const missing = (e.missing ?? 'evidence in your answers').replace(
      hasPaying(p) ? /, with paying customers$/ : /$^/,
      '',
    );
    return `Your ${e.rating}/5 for ${label} (${level(pillar, e.rating)}) is not yet backed by ${missing}.${has} The cheapest proof to get this week: ${cheapestProof(pillar, p)}.`;
  }
  if (e.verdict === 'modest') {
    const { shown, cite: shownCite } = modestShown(e);
    // The rating's own reasoning is the founder's view, not the evidence against it (read 40:
    // "We deliver everything, on time, but it is chaos..." quoted as what the guide calls 3/5).
    const own = (x: Fact | undefined) =>
      !!x &&
      (x.path.endsWith('.reasoning') ||
        (reasoning !== '' && reasoning.includes(x.sentence.slice(0, 40))));
    const split = own(shownCite)
      ? /^(.{8,}?)[,;]?\s+but\s+(.{8,})$/i.exec(shownCite?.sentence ?? '')
      : null;
    const cite =
      own(shownCite) && !split
        ? (e.signals.find((x) => !own(x) && !AGAINST.test(x.sentence)) ?? shownCite)
        : shownCite;
    // A level above 3 rests on the paying customers of level 3: both are quoted, so the founder
    // sees the sales as well as the channel ('410 active club subscribers' beside 'CAC $310').
    const paid = shown >= 4 ? e.signals[1] : undefined;
    const both =
      cite &&
      paid &&
      paid.sentence !== cite.sentence &&
      !AGAINST.test(paid.sentence) &&
      !own(paid) &&
      !own(cite)
        ? `"${fragment(paid.sentence, 70)}" and "${fragment(cite.sentence, 70)}" are`
        : null;
    // 'Paying customers but CAC keeps going up': a bare 'Paying customers' cites less than the
    // answer that counts them ('1,240 orders since launch').
    const other = e.signals.find((x) => !own(x) && !AGAINST.test(x.sentence));
    const quote =
      both ??
      // (Execution is shown by work delivered: 'We ship on time' beats a count of sales.)
      (split?.[1] && (split[1].length >= 25 || !other || pillar === 'execution')
        ? `"${fragment(split[1], 90)}" is`
        : split && other
          ? `"${fragment(other.sentence, 90)}" is`
          : cite
            ? `"${fragment(cite.sentence, 90)}" is`
            : 'what you wrote is');
    // A founder who gave the gap behind a low rating is heard first: the gap is the next step.
    const reason = split?.[2]
      ? fragment(split[2], 90).replace(/[.!?]+$/, '')
      : statedGap(reasoning, own(cite) ? undefined : cite?.sentence);
    if (reason)
      return `You rated ${label} ${e.rating}/5 (${level(pillar, e.rating)}) because "${reason}". That gap is real, but you may be underrating the rest: ${quote} what the guide calls ${shown}/5 (${level(pillar, shown)}). Rate from there, and treat the gap as the work toward ${shown + 1}/5: ${nextAfter(pillar, shown, p)}.`;
    return `You rated ${label} ${e.rating}/5 (${level(pillar, e.rating)}), but you may be underrating it: ${quote} what the guide calls ${shown}/5 (${level(pillar, shown)}). Rate it from that evidence, and aim next at ${nextAfter(pillar, shown, p)}.`;
  }
  // A fair rating whose reasoning names what holds it back ('Quality is top, but naturals are
  // not consistent and we had 2 moisture claims'): the founder's own gap is the session's first
  // fix (read 38: the product session never spoke of it).
  const gap = pillar !== 'market' && e.rating >= 3 ? ownGap(reasoning) : null;
  if (gap)
    return `You rated ${label} ${e.rating}/5 and name what holds it back: "${gap}". Make it this month's first fix: trace one recent case to where it started, and write the check that would have caught it.`;
  return null;
}

/** A fault that happens case by case: a claim, a bug, a return, a late delivery. */
const FAULT =
  /\b(claims?|complaints?|defects?|bugs?|errors?|mistakes?|returns?|refunds?|broke|breaks|broken|failures?|fail(s|ed)?|crash\w*|inconsistent|not consistent|late|delays?|delayed|rework|redone|remakes?|breakdowns?)\b/i;

/** The clause after 'but' in a rating's reasoning: what the founder says holds it back. */
function ownGap(reasoning: string): string | null {
  const m = /\b(?:but|except|though|although|however)\b,?\s+([^.!?]{12,})/i.exec(reasoning);
  const clause = m?.[1]?.replace(/\s*\d(\/5)?\s*$/, '').trim();
  // Only a fault with cases to trace: a claim, a bug, a late delivery (not 'it is all me').
  if (!clause || !FAULT.test(clause)) return null;
  return fragment(clause, 90).replace(/[.!?]+$/, '');
}

/** A line for the lesson on how the rating stands against the evidence, for every verdict. */
/** The answers of each pillar that report what happened (not who the customers are). */
const EVIDENCE_PATHS: Record<Pillar, readonly string[]> = {
  product: ['product.evidence'],
  market: ['market.payEvidence', 'market.discoveryEvaluation'],
  execution: ['execution.delivery', 'execution.retentionGrowth', 'execution.salesMarketing'],
};

/** A plan or an offer to customers ('a CA$15 credit for each neighbour who books'). */
const OFFER =
  /\b(offers?|offered|credit for|discount|free (month|trial|session)|free [\w-]+ (call|consultation|audit|quote|sample|demo|session)|then (i|we) quote|free [\w-]+( [\w-]+)? for|co-brand\w*|(earn|earns) [^.]{0,20}\bper\b|commissions?|(a|an) \d+-day (paid )?(pilot|trial) at)\b/i;
// Experience and age of the business back no rating either: 'Both senior designers 10+ years',
// '4 years running'.
/** What happened, counted: customers, sales, money taken, work delivered. */
const RESULT =
  /\b(\d[\d,.]*\s?(k|m)?\+?\s+(\w+\s+){0,2}(customers|clients|client sites|sites|orders|sessions|jobs|deliveries|sorties|trips|test runs|deployed|placed|placements|cafés|cafes|restaurants|hotels|students|users|downloads|installs|players|pilots|installations|systems|contracts|subscribers|members|accounts|schools|patients|bookings|units|pieces|cars|homes|shops|stores|firms|teams|companies|nurses|families|households)|revenue|mrr|arr|turnover|renewed|reorder\w*|(?<!not |nobody |no one )paid|pays|won|sold|buy every|order every|ca 20\d\d)\b/i;
const NOT_A_RESULT =
  /\b(target|goal|forecast|plan to|want to|hope to|\d+ (discovery )?(calls|interviews|conversations|demos)|followers|views|likes|subscribers on|(met|visited|called|emailed|interviewed|talked to|spoke (to|with)) (maybe |about |around |~)?\d+|time from|^\s*(self-pay|price|prices|pricing)\b|takes? (~|about |around )?\d+ (weeks?|days?|hours?|months?) of|\d+\+? years?( of experience| running| in business| in the (trade|industry))?|years of experience|senior|experienced|surveys?|surveyed|myself|on my own|alone|from home|co-?founders?|part-time|casual staff|\d+ (days|hours) a week|opens? (at )?\d|\d+ ?(a\.m\.|am|p\.m\.|pm)\b|(team|studio|agency|crew|company|practice|family) (of \d+|business)|\d+ (full[- ]time |part[- ]time )?(founders|staff|people|employees|designers|engineers|developers)\b|discount|free (month|trial|session)|\d+% off)/i;
/** Bad news backs no rating: churn, cancellations, people who never open it, money owed. */
const AGAINST =
  /\b(lost|\d+% below|below (what|target|plan|forecast)|behind (plan|target|schedule)|short of|churn\w*|cancel\w*|came back early|sent back|quit early|went home early|returned early|threaten\w* to|leave after|left after|never (open|use|opened|used)|drop(s|ped)? off|overdue|owes?|unpaid|not paid|complain\w*|too (expensive|pricey|dear)|said no|not interested|turned (us )?down|rejected|refused|won'?t pay)\b/i;

export function evidenceSentence(pillar: Pillar, p: FounderProfile): string {
  const e = p.evidence[pillar];
  const label = PILLAR_LABELS[pillar];
  if (e.rating === null)
    return `${label} is not rated yet; rate it with the guide so the coaching can follow your level.`;
  const guide = RATING_GUIDES[pillar][e.rating - 1];
  const base = `You rated ${label} ${e.rating}/5 (${guide?.label}).`;
  if (e.verdict === 'inflated')
    return `${base} Your answers do not show that yet; the first action below is about closing that gap.`;
  if (e.verdict === 'modest')
    return `${base} Your answers show more than that, so this session aims a level higher.`;
  // The pillar's own answers first, so three honest ratings are not all backed by one sentence.
  // Else a figure from the pillar's own answers ('€310,000 revenue last year' for Market).
  // The opening already quotes the pillar's reasoning: citing it again as the evidence repeats
  // one sentence twice in a paragraph.
  const reasoning = `${pillar}.reasoning`;
  // A headcount or the founder's own hours back no rating: 'I do all the work myself'.
  const cites = e.signals.filter(
    (s) =>
      s.path !== reasoning &&
      !OFFER.test(s.sentence) &&
      !NOT_A_RESULT.test(s.sentence) &&
      !AGAINST.test(s.sentence) &&
      // 'Add trucks inside existing fleets ...', 'plan: 2 more sites': what is to come backs
      // no rating, nor does the team's list ('Me (founder), Daniyar (ops)...', read 36).
      !PLANNED.test(s.sentence.trim()) &&
      // 'We need to hire a battery engineer' is a plan, whatever it counts (read 43).
      !/\b(need to|we need|i need|will hire|want to|plan to|have to)\b/i.test(s.sentence),
  );
  // A result (customers counted, money taken, work delivered) before a description of the set-up.
  const ranked = [
    ...cites.filter((s) => !RESULT.test(s.sentence)),
    ...cites.filter((s) => RESULT.test(s.sentence)),
  ];
  const own = ranked.filter((s) => s.path.startsWith(`${pillar}.`));
  // A headcount ('a studio of 6') or an offer ('a 5% discount for residents who extend') has a
  // figure but reports nothing that happened.
  const figure = EVIDENCE_PATHS[pillar]
    .map((path) =>
      p.figures.find(
        (f) =>
          f.path === path &&
          !NOT_A_RESULT.test(f.sentence) &&
          !AGAINST.test(f.sentence) &&
          !PLANNED.test(f.sentence.trim()) &&
          !OFFER.test(f.sentence) &&
          // 'Readers: maybe a paid tier at $15/month' is an idea, not a result.
          !HEDGED.test(f.sentence),
      ),
    )
    .find((f) => f !== undefined);
  const ownResult = own.filter((s) => RESULT.test(s.sentence)).at(-1);
  const anyResult = ranked.filter((s) => RESULT.test(s.sentence)).at(-1);
  const cite =
    ownResult ??
    (figure && RESULT.test(figure.sentence) ? figure : undefined) ??
    anyResult ??
    own.at(-1) ??
    figure ??
    cites.at(-1);
  if (!cite) return base;
  // One level above what the answers show is fair, but not backed: say what the answers show,
  // and what the rating asks for beyond it.
  // Below what the answers show, and kept there for a reason the founder gives: heard, not argued.
  if (e.rating <= 2 && e.rating < e.supported)
    // ('You weigh "..." against the gap you name' said nothing a founder could use: read 47.)
    return `${base} "${fragment(cite.sentence, 80)}" shows more than ${e.rating}/5, but you rate the gap you name, so this session starts from it.`;
  if (e.rating > e.supported && e.missing && heldHigh(e, p))
    return `${base} Your answers back it: "${fragment(cite.sentence, 80)}"; ${e.rating}/5 also means ${e.missing}, and this session works toward that.`;
  // What the answers show is quoted only from a result: 'We need to hire a battery engineer' is a
  // plan, not the level (read 41).
  if (e.rating > e.supported && e.missing) {
    const shown = [ownResult, anyResult, cite].find(
      (x) =>
        !!x &&
        !PLANNED.test(x.sentence.trim()) &&
        !/\b(need to|we need|i need|will hire|want to|plan to|have to)\b/i.test(x.sentence),
    );
    return shown
      ? `${base} Your answers show ${e.supported}/5 so far: "${fragment(shown.sentence, 80)}"; ${e.rating}/5 asks for ${e.missing}.`
      : `${base} Your answers show ${e.supported}/5 so far; ${e.rating}/5 asks for ${e.missing}.`;
  }
  return `${base} Your answers back it: "${fragment(cite.sentence, 80)}".`;
}

/**
 * The evidence item of a loop session: a pillar of the loop rated above (or below) what the
 * answers show sets the loop's real pace, and the loop is the way to collect the missing proof.
 */
export function loopEvidenceAction(
  loopTitle: string,
  pillars: readonly Pillar[],
  p: FounderProfile,
): string | null {
  for (const pillar of pillars) {
    const e = p.evidence[pillar];
    if (e.rating === null) continue;
    const label = PILLAR_LABELS[pillar];
    if (e.verdict === 'inflated') {
      // The rating is argued in the pillar's own session, and the loop's lesson names the level
      // the answers show: the loop only sets each turn to collect the missing proof (read 45:
      // the same argument in four sessions).
      return `Make each turn of the ${loopTitle} collect what ${label} lacks: ${e.missing ?? 'proof in numbers'}; write it down.`;
    }
    // A modest rating is argued once, in the pillar's own session (read 21: the same paragraph in
    // all six sessions read as a template). The loop's lesson already names the level the answers
    // show ('Market (rated 2/5; your answers show 3/5)'): an item taking it again re-teaches the
    // pillar session (read 43). The loop takes only its aim from it.
    if (e.verdict === 'modest') {
      const { shown } = modestShown(e);
      return `Aim the ${loopTitle} at ${nextAfter(pillar, shown, p)}.`;
    }
  }
  return null;
}
