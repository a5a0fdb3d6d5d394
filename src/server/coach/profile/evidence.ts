import type { FormState } from '@shared/contracts/assessment-form';
import { PILLARS, type Pillar } from '@shared/domain';
import type { Sentence } from './facts';
import { NEGATION } from './lexicon';
import type { DoneFact, DoneKind, Fact, PillarEvidence } from './types';

const RETENTION =
  /\b(retention|retain(ed)?|renew(ed|als?)?|repeat (customers?|clients?|orders?|purchases?|bookings?|business|visits?)|(are|were) repeat|reorder(s|ed)?|come back|came back|still (active|using|paying)|churn (is|of|below|under)|net promoter|nps|months? in a row)\b/;
// 'Registered with CAC' is Nigeria's Corporate Affairs Commission, not acquisition cost.
// '41 came from trade shows, 15 from referrals', 'we pay KES 1,000 per bike' to those who refer,
// 'spent $38k on shows and got 41 stores': customers counted by channel, at a known cost.
const REPEATABLE =
  /\b((?<!registered (with|at) (the )?)cac|\d+ (of them )?(came|come|signed|were won) (from|through|via)|spent [^.;]{0,30}\d[^.;]{0,50}\b(got|won|signed|brought)\b|(we )?pay [^.;]{0,30}\d[^.;]{0,12} (per|for each|a) (bike|customer|client|referral|sign-?up|lead|install|store|booking)|cost per (customer|lead|acquisition)|conversion( rate)?|\d+% of (leads|trials|visitors|demos)|(sales )?pipeline (of|worth) [$£€]?\d|\d+ (deals )?in (the |our )?pipeline|every (week|month) (we|i) (sign|add|win|get)|month[- ]on[- ]month|mom growth|grew(?! up)|growing (by |at )?~?\d|growth of|sales reps?|distributors?|our own vans|wholesale accounts|(keg|trade|retail) accounts)\b/;
const LEADING =
  /\b(market leader|leading|largest|biggest|#1|number one|market share|pricing power|raised (our )?prices?|word of mouth|waiting list of)\b/;
// 'the system supplier promised' names a vendor, not a way of working.
/** Work delivered, counted: 'we deliver every job on time (47 jobs last yr, 0 late)'. */
const DELIVERED =
  /\b(\d[\d.,]* (jobs|lessons|orders|deliveries|installs|installations|inspections|sessions|projects|shipments|visits|classes|releases)\b[^.;]{0,30}\b(on time|late|delivered|shipped|done|completed|a (week|month))|(delivered|shipped|completed|installed|ran|run) [^.;]{0,20}\d[\d.,]* (jobs|lessons|orders|projects|inspections|sessions|installs)|on[- ]time|\d+ late|(ship|release|deploy)(s)? (every|each) (week|day|friday|sprint)|uptime (of )?\d|\d+(\.\d+)?% uptime|changelog)\b/;
/** The founder says there is no process yet: 'no systems', 'all in my head', 'improvising'. */
const NO_SYSTEM =
  /\b(no (systems?|process(es)?|playbook)|all in (my|gary'?s|his|her|one person'?s) head|everything (goes|runs) (thru|through) me|chaotic|improvis\w*|drowning|nothing (is )?written down|no processes written)\b/;
const PROCESS =
  /\b(process|playbook|checklist|automated|automation|systems?(?! (supplier|vendor|integrator|provider))|sops?|hired|team of|staff|employees|contractors|operations manager|runs without me|documented)\b/;
const SCALE =
  /\b(locations|branches|regions|countries|cities|franchise|second site|new markets?|scaled|scaling|\d{2,} (staff|employees|people))\b/;

/**
 * Retention stated as shares that are all low ('D1 retention 31%, D7 12%, D30 6%'): players or
 * users who mostly leave, however the figure is named, are not the strong retention of a 5.
 */
function weakRetention(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  if (!/\b(retention|retained|still (active|using|playing))\b/.test(lower) || /\bchurn/.test(lower))
    return false;
  const shares = [...lower.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map((m) => Number(m[1]));
  return shares.length > 0 && Math.max(...shares) < 40;
}

/**
 * Customers leaving fast, in the founder's words: 'Churn 7%+ a month', 'monthly cancel around 8%',
 * 'churn is rough' (read 30: a 5 for Product beside 9 garages lost in 3 months was conceded).
 */
export function heavyChurn(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  if (
    /\b(churn|cancellations?|cancels?)\b[^.;]{0,12}\b(is|are|was|has been)\s+(rough|high|bad|terrible|brutal|painful|a problem|killing)/.test(
      lower,
    )
  )
    return true;
  const monthly =
    /\b(?:churn\w*|cancel\w*)\b[^.;]{0,25}?(\d+(?:[.,]\d+)?)\s?%\+?\s*(?:a|per|\/|each)\s*(?:month|mo)\b/.exec(
      lower,
    ) ?? /\bmonthly (?:churn|cancel\w*)\b[^.;\d]{0,15}(\d+(?:[.,]\d+)?)\s?%/.exec(lower);
  return !!monthly?.[1] && Number(monthly[1].replace(',', '.')) >= 5;
}

/**
 * A reasoning that says this pillar has nobody paying yet ('Lots of interest, no signed
 * franchisee'): the revenue elsewhere in the form is another buyer's, so the low rating stands.
 */
const DENIES_PAYMENT =
  /\b(no|zero|not (a|one) single|not one|nobody|none)\b[^.;,]{0,25}?\b(signed|paying|paid|pays|sales?(?! (process|person|people|team|reps?|playbook|pipeline|strategy|plan|skills|function|funnel|hire|motion|experience|calls?))|revenue|orders?|contracts?|franchisees?|buyers?|sponsors?|deals?)\b/i;

/**
 * A founder who calls their own low rating honest ('we deliver but its chaos... honestly 2', '2
 * is honest') has weighed the evidence against the gap they name: the rating is theirs to keep.
 */
// '2 is fair', '3 feels about right': the founder says the rating is what the answers show.
const HONEST_WORD =
  /\b(honest|honestly|to be honest|realistic|realistically|fair|about right|feels right|accurate)\b/i;
/** A rating written out: '2', '2/5', 'so 2.' (not '25h' or '2 clients'). */
const RATING_NUMBER = /(?:^|[\s:(,])[1-5](?:\/5)?(?=$|[\s.,;!)])(?!\s+[a-z]{3,})/i;
/**
 * The founder calls the rating itself honest: the word and a rating in one sentence ('honestly
 * 2', 'I am honest: ... so 2'), not 'Honestly our pipeline is referrals and luck'.
 */
function ownHonest(reasoning: string): boolean {
  return (
    reasoning.split(/(?<=[.!?])\s+/).some((s) => HONEST_WORD.test(s) && RATING_NUMBER.test(s)) ||
    BLOCKED.test(reasoning)
  );
}

/**
 * A low rating argued from a blocker the answers' sales do not lift: 'no permit', 'no cert', 'not
 * yet licensed'. Paying customers do not make a business that may be told to stop a 3.
 */
const BLOCKED =
  /\b(no (permit|licen[cs]e|cert|certification|registration|approval)s?( yet)?|not (yet )?(licensed|registered|certified|approved|legal)|(permit|licen[cs]e|certification|approval) (is )?(pending|missing))\b/i;

function has(done: readonly DoneFact[], ...kinds: DoneKind[]): DoneFact | undefined {
  return done.find((d) => kinds.includes(d.kind));
}

/** The first fact of the first kind listed that the answers have. */
function strongest(done: readonly DoneFact[], ...kinds: DoneKind[]): DoneFact | undefined {
  for (const kind of kinds) {
    const found = done.find((d) => d.kind === kind);
    if (found) return found;
  }
  return undefined;
}

function count(done: readonly DoneFact[], ...kinds: DoneKind[]): number {
  return Math.max(0, ...done.filter((d) => kinds.includes(d.kind)).map((d) => d.count ?? 1));
}

/**
 * Answers that report what is happening: evidence, payment, discovery, delivery, channels,
 * retention, reasoning, a loop's current state. A problem statement or a customer description
 * ('contractors schedule jobs on whiteboards') is not proof of the founder's own progress.
 */
const PROOF_PATHS =
  /^(product\.(evidence|reasoning)|market\.(payEvidence|discoveryEvaluation|reasoning)|execution\.(delivery|resourcesPartners|retentionGrowth|salesMarketing|goToMarket|reasoning)|loops\.[a-z_]+\.current)$/;

/** The first sentence that says it (not one that denies it: 'we have not measured retention'). */
/** Ten or more uses of a prototype in the field: trips, sorties, test runs, rides, flights. */
const FIELD_USE =
  /\b[1-9]\d{1,3} (sorties|trips|test runs|runs|outings|test drives|rides|flights|field tests|days in the field|harvests|installs in use)\b/;

function firstMatch(list: readonly Sentence[], re: RegExp): Fact | undefined {
  const s = list.find((x) => {
    if (!PROOF_PATHS.test(x.path)) return false;
    // 'Readers: maybe a paid tier at $15/month' is an idea, not a way of working.
    if (
      /\b(maybe|perhaps|not sure|might|could|considering|thinking (about|of)|would like|target|goal|aim|want to|hope to|plan to)\b|\?/.test(
        x.lower,
      )
    )
      return false;
    const m = re.exec(x.lower);
    return m !== null && !NEGATION.test(x.lower.slice(Math.max(0, m.index - 40), m.index));
  });
  return s && { sentence: s.text, path: s.path };
}

interface Level {
  level: number;
  fact: Fact | undefined;
}

/** The rating each pillar's written evidence supports, level by level, with the fact behind it. */
function supportedLevels(
  pillar: Pillar,
  done: readonly DoneFact[],
  list: readonly Sentence[],
  nonProfit: boolean,
): Level[] {
  // A non-profit's proof of demand is people served and funded, not people paying.
  const served = nonProfit
    ? done.find((d) => d.kind === 'users' && (d.count ?? 0) >= 50)
    : undefined;
  const paying = has(done, 'paying-customers', 'revenue', 'sales', 'pre-orders') ?? served;
  const revenue = has(done, 'revenue');
  const payingCount = Math.max(count(done, 'paying-customers', 'sales'), served?.count ?? 0);
  // A later step implies the earlier ones: people who pay have the product in their hands.
  // The strongest use first: '300 paying monthly' before 'Launched march 2024'.
  const inUse = strongest(
    done,
    'paying-customers',
    'sales',
    'revenue',
    'users',
    'pilots',
    'launched',
  );
  const talked = has(done, 'interviews', 'survey', 'waitlist', 'landing-page') ?? inUse;
  const built = has(done, 'prototype') ?? inUse;
  // A prototype run in the field, counted in its uses ('Proto 2 running for 5 weeks: 23 sorties,
  // 0 failures'): a working version in the hands of its first users, delivered to them, though
  // nobody pays yet (read 43: an outboard's 34 trips at sea read as nothing built).
  const fieldUse = has(done, 'prototype') ? firstMatch(list, FIELD_USE) : undefined;
  const retained = firstMatch(list, RETENTION);
  const retention = retained && !weakRetention(retained.sentence) ? retained : undefined;
  const levels: Level[] = [];
  const add = (level: number, fact: Fact | undefined) => fact && levels.push({ level, fact });
  if (pillar === 'product') {
    add(2, talked ?? built);
    add(3, inUse ?? fieldUse);
    // 'Day-30 retention about 11%': people pay but do not stay; Mature asks that they use it
    // regularly.
    add(4, paying && inUse && !(retained && weakRetention(retained.sentence)) ? paying : undefined);
    add(5, paying && retention && (payingCount >= 10 || revenue) ? retention : undefined);
  } else if (pillar === 'market') {
    add(2, talked);
    add(3, paying ?? has(done, 'pre-orders'));
    const repeatable = firstMatch(list, REPEATABLE);
    add(4, paying && (revenue || payingCount >= 10) && repeatable ? repeatable : undefined);
    add(5, revenue && payingCount >= 10 ? firstMatch(list, LEADING) : undefined);
  } else {
    add(2, built ?? has(done, 'partners'));
    // Execution is read in the work delivered ('47 jobs last yr, 0 late', '~1.100 lessons a
    // month') before the customers who pay for it.
    add(3, inUse ? (firstMatch(list, DELIVERED) ?? inUse) : fieldUse);
    // 'honestly its chaotic, no systems, all in my head': a founder and two mentors are no
    // repeatable process. (A team of 12 that feels chaotic still runs one.)
    const noSystem = list.some((x) => /^execution\./.test(x.path) && NO_SYSTEM.test(x.lower));
    const found = firstMatch(list, PROCESS);
    const team = Math.max(
      0,
      ...list
        .filter((x) => /^execution\.(delivery|reasoning)$/.test(x.path))
        .flatMap((x) => [
          ...x.lower.matchAll(
            /\b(\d+)(?: [a-z-]+)? (?:people|staff|employees|engineers|developers|ftes?|workers|cleaners|drivers|riders|plasterers|crews)\b|\bteam of (\d+)/g,
          ),
        ])
        .map((m) => Number(m[1] ?? m[2])),
    );
    const process = noSystem && team < 5 ? undefined : found;
    add(4, paying && (revenue || payingCount >= 10) && process ? process : undefined);
    add(5, revenue && process ? firstMatch(list, SCALE) : undefined);
  }
  return levels;
}

/** What the guide asks for at the level above the evidence, in plain words. */
const NEXT_PROOF: Record<Pillar, Record<number, string>> = {
  product: {
    2: 'a handful of conversations with people who have the problem, or a first prototype they tried',
    3: 'a working version in the hands of early users who give you feedback',
    4: 'customers who use it regularly and pay for it',
    5: 'retention: customers still using and paying months after they started',
  },
  market: {
    2: 'customer-discovery conversations that narrow down who buys and why',
    3: 'a defined group that has paid or pre-ordered',
    4: 'customers arriving through a channel you know, at a cost you know',
    5: 'a leading position: word of mouth, referrals and the power to raise prices',
  },
  execution: {
    2: 'a first version built or a delivery partner in place',
    3: 'delivery to real users or customers, on a schedule',
    4: 'a repeatable way of delivering and selling that works without heroics, with paying customers',
    5: 'a proven operation that scales to new customers, places or people',
  },
};

/** For a non-profit, the people served use it and a funder or host pays: nobody else buys. */
const NEXT_PROOF_NON_PROFIT: Partial<Record<Pillar, Record<number, string>>> = {
  product: {
    4: 'people who come back regularly, and a funder or host who pays for it',
    5: 'outcomes: people still coming, and results you can show funders, months after they started',
  },
  market: {
    3: 'a defined group that takes part, and a first funder or host who commits',
    4: 'people arriving through a route you know, and funding you can plan a year on',
  },
  execution: {
    4: 'a repeatable way of delivering that works without heroics, with funding you can plan on',
  },
};

/** What the guide asks for at a level, in plain words, for this kind of founder; null above 5. */
export function proofAt(
  pillar: Pillar,
  level: number,
  nonProfit = false,
  oneOff = false,
): string | null {
  if (level > 5) return null;
  if (oneOff && pillar === 'product' && level === 5)
    return 'repeat clients and referrals that keep coming without you asking';
  return (
    (nonProfit ? NEXT_PROOF_NON_PROFIT[pillar]?.[level] : undefined) ??
    NEXT_PROOF[pillar][level] ??
    null
  );
}

/**
 * Rating against evidence, per pillar, using the rating guides: the level the answers support,
 * and a verdict. 'inflated': rated 4-5 while the answers support two levels less, or show nobody
 * paying at all; 'modest': rated 1-2 while the answers show paying customers or revenue (what the
 * guides put at level 3-4).
 */
export function weighEvidence(
  form: FormState,
  done: readonly DoneFact[],
  list: readonly Sentence[],
  nonProfit = false,
  /** Sold once (made to order, one-off): loyalty shows as repeat clients and referrals. */
  oneOff = false,
): Record<Pillar, PillarEvidence> {
  const out = {} as Record<Pillar, PillarEvidence>;
  // Facts from answers that report progress come first, so they are the ones quoted.
  done = [...done].sort(
    (a, b) => Number(PROOF_PATHS.test(b.path)) - Number(PROOF_PATHS.test(a.path)),
  );
  for (const pillar of PILLARS) {
    const rating = form[pillar].rating;
    const levels = supportedLevels(pillar, done, list, nonProfit);
    // Levels count only in order: a retention remark does not make a level 5 without level 4.
    let supported = 1;
    const signals: Fact[] = [];
    for (let l = 2; l <= 5; l++) {
      const found = levels.find((x) => x.level === l);
      if (!found?.fact) break;
      supported = l;
      signals.push(found.fact);
    }
    const nobodyPays =
      !has(done, 'paying-customers', 'revenue', 'sales', 'pre-orders') &&
      !(nonProfit && has(done, 'users'));
    // Strong evidence: revenue, or several paying customers (people served, for a non-profit).
    const strong =
      has(done, 'revenue') !== undefined ||
      count(done, 'paying-customers', 'sales') >= 3 ||
      (nonProfit && count(done, 'users') >= 50);
    let verdict: PillarEvidence['verdict'] = 'fair';
    if (rating === null) verdict = 'unrated';
    else if (
      rating >= 4 &&
      (supported <= rating - 2 || nobodyPays || DENIES_PAYMENT.test(form[pillar].reasoning))
    )
      verdict = 'inflated';
    // 'Excellent' is a business many pay for: a handful of paying customers and no revenue
    // figure do not back a 5, however well they use it.
    else if (
      rating === 5 &&
      !nonProfit &&
      !has(done, 'revenue') &&
      count(done, 'paying-customers', 'sales') < 10
    )
      verdict = 'inflated';
    // A 5 for Market argued from the market's size ('market is massive, everyone has sensitive
    // skin'), without a leading position in the answers: size is not position (read 27).
    else if (
      pillar === 'market' &&
      rating === 5 &&
      supported < 5 &&
      /\b(massive|huge|enormous|big|billions?|everyone|everybody|every \w+ needs)\b/i.test(
        form.market.reasoning,
      )
    )
      verdict = 'inflated';
    // A 5 for Product beside the founder's own low retention ('Day 30 retention is like 8%?'):
    // Excellent asks that people stay, and they say most do not (read 26).
    else if (
      pillar === 'product' &&
      rating === 5 &&
      list.some(
        (x) =>
          (/^(product|market)\./.test(x.path) && weakRetention(x.text)) ||
          (/^(product|market|execution)\./.test(x.path) && heavyChurn(x.text)),
      )
    ) {
      verdict = 'inflated';
      // Many pay, but many leave: the paying count backs a 4 at most, and what a 5 lacks is
      // customers who stay (read 30: 'your answers show it at 5/5' beside 7% monthly churn).
      if (supported >= 5) {
        supported = 4;
        signals.splice(4);
      }
    } else if (
      rating <= 2 &&
      supported >= 3 &&
      strong &&
      !DENIES_PAYMENT.test(form[pillar].reasoning) &&
      !ownHonest(form[pillar].reasoning)
    )
      verdict = 'modest';
    const nextLevel = Math.min(
      5,
      Math.max(2, (rating ?? supported) > supported ? supported + 1 : supported + 1),
    );
    out[pillar] = {
      rating,
      supported,
      signals,
      missing: supported >= 5 ? null : proofAt(pillar, nextLevel, nonProfit, oneOff),
      verdict,
      ...(verdict === 'fair' &&
      rating !== null &&
      rating <= 2 &&
      supported >= 3 &&
      strong &&
      !DENIES_PAYMENT.test(form[pillar].reasoning)
        ? { keptHonest: true }
        : {}),
    };
  }
  return out;
}
