import nlp from 'compromise';
import { AMOUNT, CURRENCY_CODE, MONEY_BEFORE } from '../money';
import { figures, sentences } from '../nlp';
import { DONE_LEXICON, DONE_PHRASES, NEGATION } from './lexicon';
import type { DoneFact, DoneKind, FigureFact } from './types';

/** Paths that hold plans rather than facts. */
/** A rate right after a count: 'a day', 'per week', '/month', 'each year'. */
const RATE_AFTER = /^\s*(?:(?:a|an|per|each|every)\s+|\/\s*)(day|week|month|year)\b/;
/** Plans and risks: what the founder means to do, or fears may happen, has not happened. */
// A loop's metric names what will be counted ('waitlist signups'), not what was done.
const PLANNED_PATHS = /^(actionPlan\.|loops\.[a-z_]+\.(actions|metrics)$|execution\.risks$)/;
/**
 * Answers about other people: the customer's problem and how they cope today, who the customers
 * are and what they spend, the market. 'Start-ups with €0.5M-€5M revenue' is not the founder's.
 */
const OTHERS_PATHS =
  /^(product\.(problem|currentHandling|whyWorthSolving)|market\.(target|idealCustomer|budget|marketSize))$/;
const FUTURE =
  /\b(will|plans? (a|an|to)|planning (a|an|to)|aim(ing)? (to|for)|hope to|want to|going to|intend to|goal is|target is|would|could|need to|to break even|next (month|quarter|year)|(?<!\bas )planned|upcoming)\b/;
/** Talk of paying is not payment: 'said AED 300 a month sounds fair', 'willing to pay'. */
/** Units placed without payment: demos, loans, things given for free. */
const GIVEN_FREE =
  /\b(for free|free of charge|at no (cost|charge)|demo units?|on loan|loaned|donated)\b/;

/** A promise to buy, not a purchase: letters of intent, 'will buy at launch'. */
const INTENT =
  /\b(letters? of intent|lois?|intent to (buy|purchase)|(would|will|plan to|intend to|promised to) (buy|pay|purchase|order)|(buy|order) at launch)\b/;
const HYPOTHETICAL =
  /\b(said|says|sounds|seems|willing|interested|if|might|may|maybe|perhaps|not sure|considering|thinking about|expect|estimate\w*|survey\w*|usually|typically|often|need|needs|quoted|quote)\b|\?/;
/** Verbs of work done for customers, before a count: 'fixed 210 bikes', 'served 4,000 meals'. */
const SERVED_VERB =
  /^(fixed|repaired|serviced|served|guided|styled|painted|delivered|cleaned|installed|shipped|treated|taught|tutored|coached|hosted|catered|sold|groomed|walked|printed|baked|cooked|framed|bound|moved|fitted|photographed|insured|placed|rented|hired out|booked)$/;
/** What a team makes for itself rather than for customers: 'shipped 12 features'. */
const NOT_SERVED =
  /^(features|versions|releases|updates|prototypes|iterations|mock-?ups|pages|screens|drafts|tests|experiments|emails|messages|posts|videos|samples|flyers|leaflets)$/;
/**
 * 'We fixed 210 bikes', 'groomed 340 dogs last year': work done for customers, counted by the
 * verb before the number, when nothing else in the sentence was counted as sold or paid.
 */
function served(
  s: Sentence,
  push: (kind: DoneKind, count: number | null, phrase: string) => void,
  kinds: Set<DoneKind>,
): void {
  if (kinds.has('sales') || kinds.has('paying-customers')) return;
  const m =
    /\b([a-z]+(?: out)?)\s+(\d{1,3}(?:,\d{3})+|\d+)\s+((?:[a-z-]+\s+){0,2}?)([a-z]{3,}s)\b/.exec(
      s.lower,
    );
  if (!m || NOT_SERVED.test(m[4]!) || UNITS.test(m[4]!)) return;
  // 'surveyed 9 storm ponds' is work done; 'surveyed 120 owners' asked people questions.
  const work =
    SERVED_VERB.test(m[1]!) ||
    (/^(surveyed|inspected|mapped|audited|tested|assessed)$/.test(m[1]!) && !ASKED.test(m[4]!));
  if (!work) return;
  // The verb itself ('surveyed') is not the hedge HYPOTHETICAL means ('a survey said...').
  const rest = s.lower.replace(m[1]!, '');
  if (NEGATION.test(rest) || HYPOTHETICAL.test(rest) || FUTURE.test(rest)) return;
  const rate = RATE_AFTER.exec(s.lower.slice(m.index + m[0].length));
  const count = Number(m[2]!.replace(/,/g, ''));
  push('sales', count, `${m[2]} ${m[3]}${m[4]}${rate ? ` a ${rate[1]}` : ''}`);
}

/** Answers where a founder states the pace of the work sold: the offer, the evidence, delivery. */
const PACE_PATHS = /^(product\.(solution|evidence)|market\.payEvidence|execution\.delivery)$/;
/** Pieces of work sold one at a time, counted by the founder over a period. */
const WORK_UNIT =
  /^(weddings|cakes|jobs|orders|sessions|events|projects|deliveries|installations|installs|bookings|cars|tables|meals|boxes|treatments|appointments|placements|shoots|commissions|pieces|classes|lessons|repairs|moves|trips|loaves|units|covers|rentals|cleans|washes|valets|consultations|surveys|inspections|audits|plates|bowls|portions|servings|dishes|pizzas|burgers|coffees|cups)$/;

/**
 * 'About 40 weddings a year', '~1,050 sessions a month', '12 jobs a week': the work the founder
 * sells, at its pace. It is sales, said where the founder describes the offer.
 */
function workPace(
  s: Sentence,
  push: (kind: DoneKind, count: number | null, phrase: string) => void,
  kinds: Set<DoneKind>,
): void {
  if (kinds.has('sales') || FUTURE.test(s.lower) || HYPOTHETICAL.test(s.lower)) return;
  const m =
    /(?<![\d.,])(\d{1,3}(?:[,.]\d{3})+|\d+)(?:\s?[-–]\s?\d+)?\+?\s+((?:[a-z-]+\s+){0,2}?)([a-z]{3,}s)\s*(?:(?:a|per|each|every)\s+|\/\s?)(day|week|month|year|season|mo|yr)\b/.exec(
      s.lower,
    );
  if (!m?.[1] || !m[3] || !WORK_UNIT.test(m[3])) return;
  if (NEGATION.test(s.lower.slice(Math.max(0, m.index - 20), m.index))) return;
  // 'each crew can do 3-4 jobs a day': what the team could do, not what was sold.
  if (
    /\b(can|could|able to|capacity( of| for)?|max(imum)?|up to|at most|handles?)\b[^.;,]{0,15}$/.test(
      s.lower.slice(Math.max(0, m.index - 30), m.index).replace(/\d+\s?[-–]\s?$/, ''),
    )
  )
    return;
  const count = Number(m[1].replace(/[,.]/g, ''));
  if (!Number.isFinite(count) || count <= 0) return;
  // '2 sessions a day, max 8 people per kru': a gym's timetable, not sessions sold (read 40).
  if (count < 10 && m[4] === 'day' && /^(sessions|classes|lessons|trips)$/.test(m[3])) return;
  const unit = { mo: 'month', yr: 'year' }[m[4] as 'mo' | 'yr'] ?? m[4];
  push(
    'sales',
    count,
    `${ownCase(`${m[1]} ${m[2] ?? ''}${m[3]}`.replace(/\s+/g, ' '), s.text)} a ${unit}`,
  );
}

/** People who answer questions: a survey of them is research, not work sold. */
const ASKED =
  /^(people|customers|clients|users|owners|managers|parents|students|residents|respondents|farmers|patients|members|buyers|households|families|teachers|nurses|doctors|drivers|employees|workers)$/;

/** People waiting to be served: 'on our waiting list', 'waitlist', 'waiting for a place'. */
const WAITING =
  /\b(waiting[- ]list|wait-?list|waiting for (a |an )?(place|slot|spot|carer|opening))\b/;
/** Goods sold on credit: a deposit, then instalments. */
const ON_CREDIT =
  /\b(pay-?as-?you-?go|paygo|(daily|weekly) payments|instal+ments?|repayments?|loan book|on credit|financ(e|ing) plan|locked (remotely )?until paid|deposit, then [^.;]{0,40}\b(a|per) (day|week|month))\b/;
/** Turnover of people, not of money: '7% monthly turnover', 'staff turnover'. */
const STAFF_TURNOVER =
  /\d+(\.\d+)?\s?%[^.;]{0,20}\bturnover\b|\b(staff|employee|worker|workforce|labou?r|team) turnover\b/;
/** Counts of records in data the founder used: a training set, a study, a published dataset. */
const DATA_NOT_PEOPLE =
  /\b(trained on|data ?sets?|published (data|study|studies|dataset)|records of|in the literature|retrospective|(data|statements|records|transactions|histor(y|ies)) (of|from) \d|back-?test\w*|tested (the |our )?(scoring )?(model|score|algorithm)|(model|score|algorithm) (we |was )?tested)\b/;
/** A possessive of someone else before a count: 'its 300 customers', 'their 40 members'. */
const OTHERS_OWN = /^(its|their|his|her)$/;
/** Pre-orders or deposits that came in: 'took deposits', 'pre-orders worth', 'have pre-orders'. */
const PREORDERS_TAKEN =
  /\b(took|taken|taking|received|collected|got|have|has|had|secured|raised|worth|paid|placed)\b/;
/** Someone asking for something, not buying it: 'keeps emailing to open one', 'wants to'. */
const WANTS =
  /\b(keeps? (asking|emailing|calling|messaging|writing)|wants? to|asked (us )?(to|about|if|whether)|would like|is asking|(said|say|says|told us) (that )?(they'?d|theyd|they would|they will|they'?ll|he'?d|she'?d|hed|shed) (pay|buy|sign|use)|would (pay|buy)|willing to pay)\b/;
/** Money offered, not yet paid: '3 people offered a deposit', 'would put down a deposit'. */
const OFFERED =
  /\b(offered|offering|promised|would (pay|put|place|give)|ready to|willing to|asked (about|to pay)|want(ed)? to (pay|put))\b/;
/**
 * Sentences with figures parsed in full, at most: the founder's facts come early in their answers,
 * and a form at every limit must not cost the coach more than its budget.
 */
const MAX_PARSED = 60;

/** One sentence of the founder's, with the form path it came from. */
export interface Sentence {
  text: string;
  lower: string;
  path: string;
}

export function splitAnswers(answers: readonly (readonly [string, string])[]): Sentence[] {
  const out: Sentence[] = [];
  for (const [path, text] of answers) {
    for (const s of sentences(text)) out.push({ text: s, lower: s.toLowerCase(), path });
  }
  return out;
}

interface Term {
  normal: string;
  number: number | null;
  /** True when a comma, colon or stop follows the word: a counted phrase ends there. */
  breaks: boolean;
}

/** The founder's own people: 'our 6 agents', 'my 3 drivers'. */
const STAFF_ROLE =
  /^(agents|reps|salespeople|salesmen|sellers|drivers|staff|employees|engineers|developers|designers|pharmacists|technicians|mechanics|cooks|chefs|cleaners|nurses|teachers|trainers|coaches|volunteers|operators|workers|packers|riders|couriers|field)$/;

/**
 * Counts that name no customers (read 48), from the words before the count and the noun after
 * it: where customers come from ('clients come from 2 Facebook groups'), the founder's own people
 * ('Our 6 agents (agenți de vânzări) visit clients'), and a channel's audience ('Posted in 4
 * Facebook groups (total 600k members)').
 */
function namesNoCustomers(before: string, noun: string, sentence: string): boolean {
  if (/\b(come|comes|came|coming|arrive\w*|found us|find us) (from|through|via)\s*$/.test(before))
    return true;
  if (
    /\b(our|my)\s*$/.test(before) &&
    STAFF_ROLE.test(noun) &&
    !/\b(pay|pays|paid|bought|buy)\b/.test(sentence)
  )
    return true;
  return (
    /^(members|followers|subscribers|subs)$/.test(noun) &&
    /\b(groups?|pages?|communit(y|ies)|forums?|channels?|servers?)\b/.test(before)
  );
}

/**
 * The last word of a counted phrase from `i` to `end` that stays in its clause: 'The 64
 * tastings, talked with 12 bodegueros' counts '64 tastings', not '64 tastings talked' (read 47).
 */
function clauseEnd(words: readonly Term[], i: number, end: number): number {
  for (let k = i + 1; k < end; k++) if (words[k]?.breaks) return k;
  return end;
}

const SOLD =
  /\b(sold|sell|sells|selling|serve|serves|served|shipped|delivered|made|built|completed|installed|bound|booked)\b/;
const PEOPLE =
  /^(customers|clients|users|members|people|children|kids|women|men|owners|managers|founders|restaurants|shops|stores|schools|firms|companies|businesses|clinics|practices|pharmacies|gyms|salons|dealers|dealerships|distributors|families|parents|students|learners|patients|residents|savers|contractors|roasters|buyers|subscribers|subs|backers|households|farmers|teams|agencies|bakeries|cafes|hotels|garages|retailers|brands|venues|bars|pubs|workers|drivers|riders|couriers|tutors|volunteers|donors|trainees|apprentices|participants|beneficiaries|graduates|interns|mentees|homes|sites|circles|couples|homeowners|landlords|tenants|developers|teachers|traders|sellers|listeners|readers|players|fans|guests|employers|organisations|organizations|charities|cooperatives|installers|builders|labs|offices|hospitals|councils|municipalities|operators|agents|partners|accounts|hauliers|carriers|sponsors|advertisers|importers|exporters|wholesalers|pharmacists|lawyers|doctors|vets|nurses|dentists|architects|accountants)$/;
/** People counted in a pilot or an interview, when the lexicon does not name them. */
const PEOPLE_NOUN =
  /^(farmers|growers|smallholders|homeowners|landowners|shopkeepers|parents|teachers|nurses|doctors|vets|drivers|riders|patients|residents|tenants|landlords|retailers|traders|merchants|sellers|shops|restaurants|bakeries|cafes|pubs|bars|venues|hotels|salons|gyms|stores|offices|farms|clinics|schools|companies|businesses|firms|contractors|people|women|men|households|learners|players|artists|creators|makers|coaches|hosts|owners|managers)$/;
/** '11 firms pay $390 a month': people who pay are customers, whatever else the sentence says. */
const PAYS = /\b(pay|pays|paid|paying)\b/;
/**
 * The sentence says people paid or bought: 'We sold 11,800 bottles to 64 bars and a 12-store
 * trial' counts 64 paying bars, and its trial is part of a sale, not a pilot.
 */
/** Pilots who fly: 'Pilots are certified under EASA', 'drone pilots', 'flight crew'. */
const FLYING =
  /\b(drones?|flights?|fly|flying|flew|bvlos|easa|faa|caa|aesa|certified pilots?|pilots? (are )?(certified|licensed)|airline|aircraft|crews?)\b/;
/** A team answer that lists roles: '2 founders, 2 pilots, 1 data analyst'. */
const ROLES_LISTED = /\b(founders?|analysts?|engineers?|developers?|staff|people|employees)\b/;
/** Customers counted for paying late: '2 clients always pay late (60+ days)'. */
const LATE_PAYERS =
  /\b(pay|pays|paid|paying) (us |me )?(late|slow(ly)?|after \d+)\b|\blate (payers?|payments?)\b|\boverdue\b/;
/** Pay promised, not paid: '2 landlords said theyd pay 10 euro a month', 'would pay'. */
const WOULD_PAY =
  /\b((said|say|says|told us) (that )?(they'?d|theyd|they would|they will|they'?ll|he'?d|she'?d|hed|shed)|would|willing to|happy to|ready to|what (they|people|customers|families|parents|owners)( would|'d|’d| will)?) (pay|buy|spend)\b/g;
/** People who have paid it all off ('63 riders have finished paying and own their bike'). */
const PAID_UP = /\b(finished|stopped|done|completed) paying\b|\bpaid (it |them |the \w+ )?off\b/;
function paysIn(lower: string): boolean {
  return (
    (PAYS.test(lower.replace(PAID_TO_THEM, '').replace(PAID_UP, '').replace(WOULD_PAY, '')) ||
      /\b(we|i) (sold|sell)\b|\breordered\b/.test(lower)) &&
    !NEGATION.test(lower)
  );
}
const TRIAL_OFFER =
  /\b(for (each|every) new|free trial (week|month|day|session|class)|\d+-day (free )?trial for)\b/;
const TEAM_ANSWER = /^execution\.(delivery|resourcesPartners|reasoning)$/;
const PILOTED = /\b(pilots?|piloted|trials?|trialled|trialed|tested with)\b/;
/** People counted who are already the founder's customers ('120 new patients', '40 of our clients'). */
const OWN_CUSTOMERS =
  /\b(new|existing|current|recent|returning|regular|our) (\w+ )?(customers|clients|patients|members|guests|subscribers|buyers|students|parents|users)\b|\b(patients|guests)$/i;
const TALKED = /\b(talked|spoke|interview\w*|met|asked|surveyed|called|visited|conversations?)\b/;

/** Answers where founders report what happened (evidence), as opposed to plans or descriptions. */
const TRACTION_PATHS =
  /^(product\.(evidence|reasoning)|market\.(payEvidence|discoveryEvaluation|reasoning)|execution\.(retentionGrowth|reasoning)|loops\.[a-z_]+\.current)$/;
const PAY_WORDS =
  // ('420 farmers, average 2.1 acres, repaid 83%': borrowers who repay are paying customers.)
  /\b(pay|pays|paid|paying|repaid|repay|repays|bought|buy|buys|purchas\w*|sold|subscrib\w*|reorder\w*|renew\w*|extended|customers?|clients?|fees?|invoic\w*|rent)\b|(?<!\bin )\border(s|ed)? (every|each|weekly|monthly|daily|from us|with us|regularly)\b/;
/**
 * Pay that goes to the people counted, not from them: 'a 9-month paid training for 12 women a
 * year' counts trainees, whom a social enterprise pays, not customers.
 */
const PAID_TO_THEM =
  /\b(paid|salaried|stipended) (training|traineeships?|internships?|apprenticeships?|placements?|jobs?|work|positions?|roles?|fellowships?)\b|\b(paid|get|gets|receive|receives) (an? |the )?(allowance|stipend|wage|bursary|salary)\b|\b(allowance|stipend|wage|bursary)\b/g;
/** An amount of nothing: 'Revenue Rs 0 so far', 'zero revenue', 'nil'. */
const NO_MONEY = new RegExp(
  `${MONEY_BEFORE}0(?![\\d.,]*[1-9])\\b|` +
    String.raw`\b(zero|nil|no) (revenue|sales|income|turnover)\b|\b(revenue|sales|income|turnover)( so far)?( is| was|:)? (zero|nil|none|0)\b`,
);

/**
 * 'Two shops, both profitable', '2 sites profitable': the founder's own sites, not customers
 * (a sentence that says someone paid or bought counts them as customers: '12 shops reorder').
 */
function ownSites(noun: string, lower: string): boolean {
  return (
    /^(sites|shops|stores|branches|locations|outlets|vans|studios|kitchens)$/.test(noun) &&
    /\b(profitable|open|opened|running|we run|we have|our|both)\b/.test(lower) &&
    !/\b(pay|pays|paid|paying|bought|buy|buys|sold|reorder\w*|stock(s|ed)? (us|our))\b/.test(lower)
  );
}

/** Counts of what went wrong: claims, complaints, refunds, incidents. */
const BAD_NEWS =
  /^(claims|complaints|disputes|incidents|defects|refunds|chargebacks|returns|cancellations|accidents|failures|breakdowns|losses|fines|penalties|errors|mistakes|no-shows)$/;

/** Money owed to the founder: what it counts was not paid. */
const OWED = /\b(owes?|owed|overdue|unpaid|outstanding|in arrears)\b/;
const USE_WORDS =
  /\b(active|use|uses|used|using|post|posts|posted|book|booked|bookings?|signed|joined|enrolled|completed|attend\w*|members?|downloads?|listens?|players?|residents?|savers?|sessions?)\b/;
const PERIOD =
  /\b(a|per|each|every|last|this) (month|year|week|quarter)\b|\/\s?(month|mo|year|yr|week|wk)\b|\bmonthly\b|\b(mrr|arr)\b|\brevenue\b|\bturnover\b|\bsales of\b|\brent roll\b|\bca\s?(20\d\d|annuel)\b|\b(sales|takings|income) (in |for )?(19|20)\d\d\b/;
const MONEY = new RegExp(AMOUNT, 'i');
/** Currency codes written before an amount ('KES 3,000'): the amount is money, not a count. */
const CURRENCY_CODE_WORD = new RegExp(`^${CURRENCY_CODE}$`);
const MONEY_BEFORE_END = new RegExp(`${MONEY_BEFORE}$`);
/** Counts of an audience or of attention, never of customers or users. */
const AUDIENCE_COUNT =
  /^(followers|following|views|viewers|likes|impressions|visitors|visits|streams|plays|clicks|opens|hits|connections|likes)$/;
/** Readers of a free channel are an audience, not paying subscribers ('140 newsletter subscribers'). */
const FREE_AUDIENCE =
  /^(newsletter|email|mailing|list|youtube|channel|instagram|tiktok|substack|podcast|free|discord|whatsapp)$/;

/**
 * Traction stated in the founder's own terms ('1,240 active savers', '140 restaurants post shifts
 * every month', '€11,000 monthly rent roll'): a count of a plural noun in an evidence answer is
 * users, or paying customers when the sentence speaks of paying; money with a period is revenue.
 */
function traction(
  s: Sentence,
  push: (kind: DoneKind, count: number | null, phrase: string) => void,
  kinds: Set<DoneKind>,
): void {
  if (NEGATION.test(s.lower.split(/[,;]/)[0] ?? '') || HYPOTHETICAL.test(s.lower)) return;
  // '3 clinics signed letters of intent to buy at launch': a promise to buy is not a sale, and
  // the price it names is not revenue. Those who promised wait for the product.
  if (INTENT.test(s.lower)) {
    const promised = /\b(\d[\d,]*)\s+(?:[a-z-]+\s+){0,3}?([a-z-]{3,}s)\b/.exec(s.lower);
    if (!kinds.has('waitlist') && promised?.[1] && promised[2] && PEOPLE.test(promised[2]))
      push('waitlist', Number(promised[1].replace(/,/g, '')), ownCase(promised[0], s.text));
    return;
  }
  const money = MONEY.exec(s.text);
  if (
    !kinds.has('revenue') &&
    money &&
    PERIOD.test(s.lower) &&
    !NO_MONEY.test(s.lower) &&
    // 'we burn ~$14k/month', 'Google Ads ~$9k/month': money going out, not coming in (rent is
    // left out: a coliving's rent is what it takes in).
    !/\b(burn\w*|spend\w*|spent|costs?|cost us|salar\w*|wages?|payroll|loan|ads|marketing)\b[^.;]{0,15}$/.test(
      s.lower.slice(0, money.index),
    ) &&
    // 'Our R2.9M budget is 62% a grant': what is planned to be spent, not taken in.
    !/^\s*(annual |yearly |operating )?budget\b/i.test(s.text.slice(money.index + money[0].length))
  ) {
    const at = s.text.slice(money.index);
    // '$45/h, about $3,800/month': the amount taken over a period, not the price before it.
    const all = figures(at);
    const periodic = all.find((f) => {
      const k = at.indexOf(f);
      return (
        k >= 0 &&
        /^\s*(\/\s?(month|mo|year|yr)\b|(a|per) (month|year)\b)/i.test(at.slice(k + f.length))
      );
    });
    // 'Revenue 2024 ฿7.8 million': the year names the period, the amount is the revenue.
    const amount = [periodic, ...all, money[0]].find(
      (f): f is string => !!f && !/^(19|20)\d\d$/.test(f.trim()),
    );
    push('revenue', null, (amount ?? money[0]).trim());
  }
  // '2 demo units we put at cooperatives for free' were given, not sold: they run as pilots.
  if (GIVEN_FREE.test(s.lower)) {
    const placed = /\b(\d+) ((?:[a-z-]+ ){0,2}(?:units?|devices|systems|kits|machines))\b/.exec(
      s.lower,
    );
    if (placed?.[1] && !kinds.has('pilots'))
      push('pilots', Number(placed[1]), ownCase(placed[0], s.text));
    return;
  }
  // 'Made 3,000 copies at a factory in Dongguan': a production run, not copies sold.
  if (
    /\b(made|printed|produced|manufactured) [\d,.]+k? [^.;]{0,40}\b(factory|printer|manufacturer|print run|production run|batch|in china)\b/.test(
      s.lower,
    )
  )
    return;
  // 'I turned down 4 enquiries' counts what did not happen.
  if (/\b(turned (down|away)|declined|refused|lost|missed)\s+\d/.test(s.lower)) return;
  // 'Interviews with 30 former trainees for the evaluation' were talked to: nobody paid.
  if (/^\s*(interviews?|conversations?|calls?|talks?|chats?) with\b/.test(s.lower)) return;
  // A discovery sentence ('we interviewed 14 HR managers; 5 paid a fine') is not traction.
  if (
    ['paying-customers', 'users', 'sales', 'interviews', 'survey'].some((k) =>
      kinds.has(k as DoneKind),
    )
  )
    return;
  // The first count of people in the sentence, else its first count ('19 rooms ... 11 residents
  // extended' counts the residents).
  const all = [
    ...s.lower.matchAll(
      // ('1.5 people' is a part-time team, not 5 people: read 30.)
      /(?<![\p{L}\d]|\d[.,])(\d{1,3}(?:\.\d{3})+(?![.,]?\d)|\d[\d,]*)\s+((?:[\p{L}-]+\s+){0,2}?)([\p{L}-]{3,}s|children|people|women|men)(?![\p{L}\d])/gu,
    ),
  ];
  // 'cafés' are cafes: the lexicon is written without accents.
  const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
  const m = all.find((x) => PEOPLE.test(bare(x[3] ?? ''))) ?? all[0];
  if (
    !m?.[1] ||
    !m[3] ||
    UNITS.test(m[3]) ||
    // '14 day terms' counts days, not terms.
    UNITS.test((m[2] ?? '').trim().split(/\s+/)[0] ?? '') ||
    /^(installments|instalments|payments|terms)$/.test(m[3]) ||
    // '23 damage claims, 4 items lost': what went wrong, not what was sold (read 34).
    BAD_NEWS.test(m[3]) ||
    // '20 more trucks on local runs': more still to win (read 36).
    /^more\b/.test(m[2] ?? '') ||
    NOT_SERVED.test(m[3]) ||
    /^(years|months|weeks|days|hours|minutes|times|tonnes|containers|percent|points|scores|markets|neighbourhoods|neighborhoods|cities|countries|regions|stations|founders|engineers|staff|employees|ones|others|those|these|them)$/.test(
      m[3],
    )
  )
    return;
  // 'R$96,000 for materials' is money, not 96,000 of anything.
  if (MONEY_BEFORE_END.test(s.lower.slice(0, m.index))) return;
  if (OTHERS_OWN.test(s.lower.slice(0, m.index).trim().split(/\s+/).pop() ?? '')) return;
  // 'we are one of ~200 offices': the founder among rivals, not 200 customers (read 40).
  if (/\bone of\s*[~≈]?\s*$/.test(s.lower.slice(0, m.index))) return;
  // 'Orders ship on time, but I have never made more than 90 collars in a month': the clause of
  // the count says what did not happen, or a ceiling, not what was done.
  const clause =
    s.lower
      .slice(0, m.index)
      .split(/[,;]|\bbut\b/)
      .pop() ?? '';
  // 'Biggest client 31% of revenue (a fund with 9 plants)': what a customer owns, not sales.
  if (/\b(a|an|one|each|every) [a-z]+ with\s*$/.test(clause)) return;
  // 'a lower fee after 50 bookings': a threshold, not a count.
  if (
    NEGATION.test(clause) ||
    /\b(more than|up to|at most|after|until|till|every|each|per)\s*$/.test(clause)
  )
    return;
  // 'want 2 new logos in FY26', 'for the first 100 families': a goal, not traction (read 34).
  if (/\b(want|wants|goal|target|aim|aiming|plan|hope)\b|\bfor the first\s*$/.test(clause)) return;
  // 'we only support 2 steriliser brands': what the product covers, not who pays.
  if (/\b(supports?|integrates? with|covers?|connects? to)\s*(only\s*)?$/.test(clause)) return;
  if (ownSites(m[3], s.lower)) return;
  // '3 clients lost in 2 yrs', '2 customers churned': the ones who left, not who pays (read 31);
  // '12 customers left five-star reviews' still pay.
  if (LEFT_US.test(s.lower.slice(m.index + m[0].length))) return;
  if (/\b(lost|churned)\s*$/.test(clause)) return;
  // 'Customers come by referral from 2 design houses': who sends the customers, not customers.
  if (/\b(referrals?|introductions?|intros?|leads?) (from|by|through|via)\s*$/.test(clause)) return;
  if (namesNoCustomers(s.lower.slice(0, m.index), m[3], s.lower)) return;
  // 'since 2019 tariffs' dates the tariffs: a year, not 2019 of anything (read 46).
  if (
    /^(19[5-9]\d|20[0-4]\d)$/.test(m[1]) &&
    /\b(since|in|from|before|after|until|till|by|of|the)\s*$/.test(s.lower.slice(0, m.index))
  )
    return;
  const count = Number(m[1].replace(/[.,]/g, ''));
  if (!Number.isFinite(count) || count <= 0) return;
  // '180 tacos a day' is a rate: the phrase keeps it, or 'your 180 tacos' reads as a total.
  const rate = RATE_AFTER.exec(s.lower.slice(m.index + m[0].length));
  const phrase =
    ownCase(countedPhrase(`${m[1]} ${m[2] ?? ''}${m[3]}`.split(/\s+/).filter(Boolean)), s.text) +
    (rate ? ` a ${rate[1]}` : '');
  // Only people and organisations are customers or users; '64 commissions' and '520 sessions'
  // are sales.
  const people = PEOPLE.test(bare(m[3]));
  // 'We sent samples to 60 roasters; 14 bought': the count that paid is the one before the paying.
  const paid =
    /\b(\d[\d,]*)\s+(?:of them |of those )?(bought|paid|ordered|signed|converted|reordered)\b/.exec(
      s.lower,
    );
  if (people && paid?.[1] && paid.index > m.index) {
    const n = Number(paid[1].replace(/,/g, ''));
    if (n > 0 && n < count) {
      push('paying-customers', n, ownCase(`${paid[1]} ${m[3]}`, s.text));
      return;
    }
  }
  const free = (m[2] ?? '').split(/\s+/).some((w) => FREE_AUDIENCE.test(w));
  if (people && free) push('users', count, phrase);
  // 'owes me €4,300 for 3 invoices': unpaid work, not sales made; '2 clients always pay late':
  // some of the customers, not all of them.
  else if (!people && OWED.test(s.lower)) return;
  else if (people && LATE_PAYERS.test(s.lower)) return;
  // '11,400 invoices processed' counts work done on invoices, not invoices paid or sales.
  else if (!people && /^invoices?$/.test(m[3]) && !/\b(pay|pays|paid|paying|sold)\b/.test(s.lower))
    return;
  // '412 paid pre-orders' are orders paid ahead, counted as pre-orders: nothing is sold until
  // it ships (read 31).
  else if (!people && /\bpre-?orders?\b/i.test(phrase)) return;
  else if (
    PAY_WORDS.test(s.lower.replace(PAID_TO_THEM, '').replace(PAID_UP, '').replace(WOULD_PAY, ''))
  )
    push(people ? 'paying-customers' : 'sales', count, phrase);
  // 'Booked solid 6-7 weeks out, waitlist of 38 people': the people wait, they do not use it.
  else if (
    WAITING.test(s.lower) &&
    (people || /\b(waiting[- ]list|wait-?list) of\s*$/.test(s.lower.slice(0, m.index)))
  )
    push('waitlist', count, phrase);
  else if (people && USE_WORDS.test(s.lower)) push('users', count, phrase);
  // '4,860 entries total over 6 races': places bought for an event are sales (read 46).
  else if (
    !people &&
    /^(entries|tickets|registrations)$/.test(m[3]) &&
    /\b(total|sold|revenue|paid|bought)\b/.test(s.lower)
  )
    push('sales', count, phrase);
  // '1.140 arriendos, GMV $86,4M': rentals beside the money they moved are sales.
  else if (
    !people &&
    /^(rentals|arriendos|alquileres|alugu[eé]is|transactions|trades)$/.test(m[3]) &&
    /\b(gmv|gross merchandise|our take|take rate|commission)\b/.test(s.lower)
  )
    push('sales', count, phrase);
  // 'called ~90 pharmacies before we built anything': nothing was built for them, or sold.
  else if (
    !people &&
    SOLD.test(s.lower.replace(/\b(before|until) (we|i) (had )?(built|made|launched)\b[^.;]*/g, ''))
  )
    push('sales', count, phrase);
}

/**
 * '12 bakery owners' as the founder counted it; the words between the number and its noun are
 * kept only when they describe it ('paid', 'bakery'), so '9 of those orders' reads '9 orders'.
 */
/**
 * A phrase read from the lower-cased sentence, with the founder's own capitals back ('14 HR
 * managers', not '14 hr managers'). A capital that only opens the sentence is not restored.
 */
function ownCase(phrase: string, text: string): string {
  const cased = new Map<string, string>();
  text.split(/[\s,;:()]+/).forEach((word, i) => {
    const bare = word.replace(/[.!?'"]+$/, '');
    const opener = i === 0 && !/[A-Z]/.test(bare.slice(1));
    if (!opener && /[A-Z]/.test(bare)) cased.set(bare.toLowerCase(), bare);
    // The tokenizer drops accents ('dyrektorów' is 'dyrektorow'): the word as written is kept.
    else if (/[^\p{ASCII}]/u.test(bare)) {
      const plain = bare.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (plain !== bare.toLowerCase()) cased.set(plain, opener ? bare.toLowerCase() : bare);
    }
  });
  return phrase
    .split(' ')
    .map((w) => cased.get(w) ?? asWrittenNumber(w, text))
    .join(' ');
}

/** A number as the founder wrote it: '2300' read from '2,300 subscribers' is '2,300' again. */
function asWrittenNumber(word: string, text: string): string {
  if (!/^\d{4,}$/.test(word)) return word;
  // The digits in threes from the right, with the separator the founder used between groups.
  const groups = word.replace(/\B(?=(\d{3})+(?!\d))/g, ' ').split(' ');
  const written = new RegExp(`(?<![\\d.,])${groups.join('[,.\\u202f\\u00a0 ]?')}(?![\\d])`).exec(
    text,
  );
  return written ? written[0] : word;
}

/**
 * 'Book club regulars ~60 people' counts book club regulars: a count of 'people' takes the name
 * the sentence opens on.
 */
function namedPeople(phrase: string, sentence: string): string {
  // '9 EVT prototypes w/ testers' are 9 testers: the people are asked, not the prototypes.
  const held =
    /^(\S+) [^,;]*\b(?:w\/?|with)\s+(testers|users|families|farmers|customers|clients|schools|clinics|shops|restaurants|pilots)$/i.exec(
      phrase,
    );
  if (held?.[1] && held[2]) return `${held[1]} ${held[2]}`;
  if (!/^\S+ people$/.test(phrase)) return phrase;
  const named =
    /^([A-Za-z][\w -]{2,30}?(?:s|regulars|members))\s*[:~(-]?\s*(?:~|about |around |roughly )?\d[\d,]*\+?\s+people\b/.exec(
      sentence.trim(),
    );
  if (!named?.[1]) return phrase;
  const name = /^[A-Z][a-z]/.test(named[1])
    ? named[1].charAt(0).toLowerCase() + named[1].slice(1)
    : named[1];
  return `${phrase.split(' ')[0]} ${name}`;
}

function countedPhrase(words: readonly string[]): string {
  const [count, ...rest] = words;
  const noun = rest.at(-1) ?? '';
  const middle = rest.slice(0, -1);
  const describes = middle.every(
    (w) =>
      !/^(of|those|these|the|a|an|last|this|year|month|week|per|in|at|for|and|or)$/.test(w) &&
      !/\d/.test(w),
  );
  return [count, ...(describes ? middle : []), noun].filter(Boolean).join(' ');
}

/** Customers counted as they left: 'lost', 'churned', 'left' (not 'left five-star reviews'). */
const LEFT_US =
  /^\s*(lost|churned|cancell?ed|gone|quit|stopped|left(?!\s+(a |an |us )?([\w-]+-star|\d|reviews?|feedback|comments?|ratings?|notes?|tips?|messages?|a review)))\b/;

/** Words after a number that make it a measure, not a count of people or things done. */
const UNITS =
  /^(%|percent|per|x|times|minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|mos?|years?|yrs?|km|miles?|kg|tonnes?|hectares?|acres?|pm|am|k|m|hari|bulan|minggu|d[ií]as|tage|jours|giorni|dagen|dni|siku)$/;

const NUMBER_WORD =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)\b/i;

/** A written figure's value: '12' is 12, '£4,200' 4200, '1.8m' 1.8 (the magnitude does not matter here). */
function digitValue(normal: string): number | null {
  const m = /^[$£€¥₹]?(\d+(?:[.,]\d+)*)(k\b)?/.exec(normal);
  if (!m?.[1]) return null;
  // '1.140 arriendos', '8.700 sold': a dot between groups of three digits is a thousands mark.
  if (/^\d{1,3}(\.\d{3})+$/.test(m[1])) return Number(m[1].replace(/\./g, ''));
  // '48k downloads' are 48,000 downloads: a count read as 48 would be called 'your 48'.
  const n = Number(m[1].replace(/,/g, ''));
  return m[2] ? Math.round(n * 1000) : n;
}

/**
 * The sentence's words, with the value of every number: compromise's tokenizer splits the words,
 * and its full parse (about a millisecond a sentence) reads number words ('three' is 3) only in
 * sentences that have one.
 */
function terms(text: string): Term[] {
  const words = nlp.tokenize(text).json() as {
    terms: { normal: string; index: [number, number]; post?: string }[];
  }[];
  const values = new Map<string, number>();
  if (NUMBER_WORD.test(text)) {
    for (const n of nlp(text).numbers().json() as {
      number?: { num?: number };
      terms: { index: [number, number] }[];
    }[]) {
      const index = n.terms[0]?.index;
      if (index && typeof n.number?.num === 'number')
        values.set(`${index[0]}:${index[1]}`, n.number.num);
    }
  }
  const out: Term[] = [];
  words.forEach((sentence, si) =>
    sentence.terms.forEach((term, ti) =>
      out.push({
        normal: term.normal,
        number: values.get(`${si}:${ti}`) ?? digitValue(term.normal),
        breaks: /[,;:.!?)]/.test(term.post ?? ''),
      }),
    ),
  );
  return out;
}

/**
 * Who a count of people talked to names: the first plural within three words, before any other
 * number ('Talked to 17 dyrektorów, 4 officials' counts the dyrektorów, not 17 officials: read
 * 38), else the word right after the count.
 */
function talkedTo(words: readonly Term[], i: number): number {
  for (let x = i + 1; x < i + 4; x++) {
    const t = words[x];
    if (!t || t.number !== null) break;
    if (/^[a-z-]{3,}s$/.test(t.normal)) return x;
  }
  return /^\p{L}{3,}$/u.test(words[i + 1]?.normal ?? '') ? i + 1 : -1;
}

/** True when the words just before position `at` negate the claim ('no paying customers'). */
function negatedBefore(words: readonly Term[], at: number): boolean {
  const before = words
    .slice(Math.max(0, at - 4), at)
    .map((t) => t.normal)
    .join(' ');
  return NEGATION.test(before);
}

/**
 * What the founder says they have already done: counted ('3 pilots', 'twelve bakery owners
 * interviewed') or not ('a working prototype'). A negated claim ('no paying customers yet') is not
 * a fact. At most one fact of a kind per sentence.
 */
export function findDone(list: readonly Sentence[]): DoneFact[] {
  // A business that flies ('Thermal + RGB drone flights'): its pilots are crew everywhere.
  const flies = list.some(
    (s) => s.path === 'product.solution' && /\b(drones?|flights?|aircraft|aerial)\b/.test(s.lower),
  );
  const out: DoneFact[] = [];
  const seen = new Set<string>();
  let parsed = 0;
  for (const s of list) {
    // Plans and intentions are not facts: the 30-day plan, a loop's planned actions, 'we will'.
    if (
      PLANNED_PATHS.test(s.path) ||
      OTHERS_PATHS.test(s.path) ||
      // '212 waitlist signups (64 say they want to sell)': what others said they want is
      // reported, not the founder's plan.
      // '... false alarm rate about 1.2/resident/month (need to get it under 0.5)': an aside
      // with a target says what is next for one figure, not that the sentence is a plan.
      FUTURE.test(
        s.lower
          .replace(
            /\b(say|says|said|told us|tell us) (that )?(they|he|she) (would|will|want to|wants to|plan to|plans to)\b/g,
            '',
          )
          .replace(/\((need|needs|want|wants|hope|aim|goal|target)\b[^()]*\)/g, ''),
      ) ||
      seen.has(s.lower)
    )
      continue;
    seen.add(s.lower);
    const kinds = new Set<DoneKind>();
    const push = (kind: DoneKind, count: number | null, phrase: string) => {
      if (kinds.has(kind)) return;
      kinds.add(kind);
      // '3 pilot dyrektorzy': a singular 'pilot' before more than one names who is piloting
      // (read 38: 'your 3 pilot').
      const who =
        count !== null && count > 1 && /\b(pilot|trial|beta)$/.test(phrase)
          ? new RegExp(
              `${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(\\p{L}{3,})`,
              'iu',
            ).exec(s.text)?.[1]
          : undefined;
      out.push({
        kind,
        count,
        phrase: namedPeople(who ? `${phrase} ${who}` : phrase, s.text),
        sentence: s.text,
        path: s.path,
      });
    };
    if (
      parsed < MAX_PARSED &&
      /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)\b/.test(
        s.lower,
      )
    ) {
      parsed += 1;
      const words = terms(s.text);
      words.forEach((w, i) => {
        if (w.number === null || w.number <= 0 || /[$£€¥₹₦]|%$/.test(w.normal)) return;
        // '3rd party' is an order, not three of anything; 'avg 2.3 bottles per order' is an
        // average, not a count of orders.
        if (/^\d+(st|nd|rd|th)$/.test(w.normal) || !Number.isInteger(w.number)) return;
        // '100s of units' is 'hundreds of': no count.
        if (/^\d+s$/.test(w.normal)) return;
        // '45min interview call', '2hr interviews': a duration, not a count.
        if (/^\d+(min|mins|m|h|hr|hrs|hour|hours|sec|secs|d|wk|wks)$/.test(w.normal)) return;
        // '4.7/5' is a score, not 4.7 of anyone.
        if (/\d[/:]\d/.test(w.normal) || /^(out|\/)$/.test(words[i + 1]?.normal ?? '')) return;
        // 'Rp 85rb per trial' is a price, not 85 trials (read 38): a currency written as a word
        // before the figure, or a scale of money after it (rb, juta).
        if (
          CURRENCY_CODE_WORD.test(words[i - 1]?.normal ?? '') ||
          /^(rp|rm|tk|tsh|sh|kr|zł)$/.test(words[i - 1]?.normal ?? '') ||
          /^\d[\d.,]*(rb|ribu|jt|juta)$/.test(w.normal)
        )
          return;
        const next = words[i + 1]?.normal ?? '';
        const before = words.slice(Math.max(0, i - 3), i).map((t) => t.normal);
        // '55 discovery calls in 2024, 18 demos': a year, not a count.
        if (
          w.number >= 1900 &&
          w.number <= 2100 &&
          /^(in|since|from|by|during|of|until|til|for)$/.test(before.at(-1) ?? '')
        )
          return;
        // '2023 major season pilot: 130 farmers': a year before words that are no plural (read
        // 48); '2000 farmers' is a count.
        if (
          /^(19[5-9]\d|20[0-4]\d)$/.test(w.normal) &&
          !/^[a-z-]{3,}s$/.test(next) &&
          !/^(people|children|men|women)$/.test(next)
        )
          return;
        // ('600k members' is tokenized '600k', '', 'members'.)
        if (
          namesNoCustomers(
            words
              .slice(0, i)
              .map((t) => t.normal)
              .join(' '),
            words.slice(i + 1).find((t) => t.normal)?.normal ?? '',
            s.lower,
          )
        )
          return;
        // 'one of ~200 offices', 'just one of many': the founder among rivals, not a count of
        // customers (read 40).
        if (/^(of)$/.test(next) && /^(one|1)$/.test(w.normal)) return;
        if (/^one$/.test(before.at(-1) ?? '') && /^(of)$/.test(words[i - 1]?.normal ?? '')) return;
        if (words[i - 1]?.normal === 'of' && words[i - 2]?.normal === 'one') return;
        // '2024: foreigners ฿4.9M, Thai members ฿2.3M': a year heading a line, not 2024 members.
        if (/^(19|20)\d\d$/.test(w.normal) && new RegExp(`\\b${w.normal}\\s*:`).test(s.text))
          return;
        // '2 sessions a day, max 8 people': a timetable, not sessions sold (read 40).
        if (
          /^(sessions|classes|lessons|shifts|slots|trips|rounds|flights|runs)$/.test(next) &&
          /^(a|per|each|every)$/.test(words[i + 2]?.normal ?? '') &&
          /^(day|week|morning|evening|night)$/.test(words[i + 3]?.normal ?? '')
        )
          return;
        // 'lost maybe 4 clients', 'Lost 2 clients ever': customers gone, not customers won.
        if (before.some((t) => /^(lost|lose|losing|churned)$/.test(t))) return;
        // 'a 3-protein panel', 'a 6-week course': a number that describes the noun after it.
        if (/^[a-z]/.test(next) && s.lower.includes(`${w.normal}-${next}`)) return;
        // 'Email list 3,100 (backers + newsletter)', 'Discord 600': the size of an audience.
        if (
          before.some((t) =>
            /^(list|newsletter|discord|instagram|tiktok|followers|audience)$/.test(t),
          ) &&
          !/^(subscribers|readers|members|users|listeners)$/.test(next)
        )
          return;
        // 'Made 3,000 copies at a factory': a production run, not copies sold.
        if (
          before.some((t) => /^(made|printed|produced|manufactured)$/.test(t)) &&
          /\b(factory|printer|manufacturer|print run|production run|batch|in china)\b/.test(s.lower)
        )
          return;
        // '1 customer success', '2 part-time students for washing': people on the team.
        if (
          /^(customer|client)$/.test(next) &&
          /^(success|support|service|care)$/.test(words[i + 2]?.normal ?? '')
        )
          return;
        if (
          /^(part-?time|full-?time|part|full|freelance|contract)$/.test(next) &&
          TEAM_ANSWER.test(s.path)
        )
          return;
        // 'Two senior HR partners (me - Priya ...)': the founders themselves.
        if (/\(\s*me\b|\bme\s*[-–(]/.test(s.lower) && TEAM_ANSWER.test(s.path)) {
          if (words.slice(i + 1, i + 5).some((t) => /^partners?$/.test(t.normal))) return;
        }
        // 'Last year I asked 6 clients why they use us': a few asked, not the clients there are
        // (read 41: '6 clients' read as the customer base).
        if (
          /^(asked|polled)$/.test(before.at(-1) ?? '') &&
          /^(clients|customers|buyers|users)$/.test(next) &&
          /\b(why|what|how|whether|if)\b/.test(
            s.lower.slice(s.lower.indexOf(`${w.normal} ${next}`)),
          )
        ) {
          if (!kinds.has('survey'))
            push('survey', w.number, ownCase(`${words[i]?.normal ?? ''} ${next}`, s.text));
          return;
        }
        // 'We did 12 calls with course buyers', 'interviews with 8 wholesalers', '15 phone
        // calls with waitlist ppl': talks, not sales or sign-ups.
        const talk = /^(phone|video|zoom|discovery|customer|sales|intro)$/.test(next)
          ? (words[i + 2]?.normal ?? '')
          : next;
        if (
          /^(calls|interviews|conversations|chats|meetings)$/.test(talk) ||
          /^(interviewed|visited)$/.test(before.at(-1) ?? '') ||
          (/^(with|to)$/.test(before.at(-1) ?? '') &&
            /^(interviews|calls|spoke|talked|conversations|chats|meetings)$/.test(
              before.at(-2) ?? '',
            ))
        ) {
          if (!kinds.has('interviews')) {
            const k = /^(calls|interviews|conversations|chats|meetings)$/.test(talk)
              ? i + (talk === next ? 1 : 2)
              : talkedTo(words, i);
            if (k > i)
              push(
                'interviews',
                w.number,
                ownCase(
                  countedPhrase(words.slice(i, clauseEnd(words, i, k) + 1).map((t) => t.normal)),
                  s.text,
                ),
              );
          }
          return;
        }
        if (words[i + 1]?.normal === '%') return;
        // '2 sold up/closed', '3 closed down': customers who left the trade, not sales (read 30).
        if (
          /^(sold up|sold out|closed|shut|went bust|retired)\b/.test(
            `${words[i + 1]?.normal ?? ''} ${words[i + 2]?.normal ?? ''}`,
          ) ||
          (words[i + 1]?.normal === 'sold' &&
            /^(the|their|his|her)$/.test(words[i + 2]?.normal ?? '') &&
            /^(business|company|shop|garage|practice|firm|store)/.test(words[i + 3]?.normal ?? ''))
        )
          return;
        // 'Black Friday 2023 at R$147 sold 210', 'since March 2021': a year, not a count.
        if (
          /^(19[5-9]\d|20[0-4]\d)$/.test(words[i]?.normal ?? '') &&
          /^(jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|since|in|from|until|till|by|of|friday|christmas|summer|winter|spring|autumn|fall|season|year|fy|q[1-4]|launched|started|founded)$/.test(
            words[i - 1]?.normal ?? '',
          )
        )
          return;
        if (negatedBefore(words, i)) return;
        // '31 tables delivered; 9 of those orders came from friends': a part of a count already
        // made, not a second count of customers.
        if (
          words[i + 1]?.normal === 'of' &&
          /^(those|them|these|which)$/.test(words[i + 2]?.normal ?? '') &&
          words.slice(0, i).some((t) => t.number !== null)
        )
          return;
        // 'a wholesaler who offered to mention us to its 300 customers': someone else's.
        if (OTHERS_OWN.test(words[i - 1]?.normal ?? '')) return;
        // 'a lower fee after 50 bookings', 'free until 10 orders': a threshold, not a count;
        // so is 'batch minimums are 500, I order on gut feel'.
        if (/^(after|until|till|every|each|per)$/.test(words[i - 1]?.normal ?? '')) return;
        if (
          words
            .slice(Math.max(0, i - 3), i)
            .some((t) => /^(minimums?|min|moq|maximums?|max)$/.test(t.normal))
        )
          return;
        // 'Sri Venkateshwara FPO, ~800 members': another body's members, unless the founder
        // says they are theirs ('our 800 members', '800 members joined').
        if (
          /^members$/.test(words[i + 1]?.normal ?? '') &&
          !/\b(our|we have|we've|joined|signed up|active|paying|pay)\b/.test(s.lower)
        )
          return;
        // 'trained on 1,400 patients from a published dataset': data, not people served.
        if (DATA_NOT_PEOPLE.test(s.lower)) return;
        // The counted noun: the last listed noun within the next four words, before the next
        // number ('3 paid pilots' counts pilots; '12 bakery owners' counts owners).
        let found: { kind: DoneKind; j: number } | null = null;
        // '2 weeks per order' counts weeks, not orders; '(600 seats, pilot)' counts seats sold
        // by the licence, not 600 pilots.
        if (UNITS.test(words[i + 1]?.normal ?? '')) return;
        // 'the 61-truck one has 20 more trucks on local runs': more still to win, not sold
        // (read 36).
        if (/^more$/.test(words[i + 1]?.normal ?? '')) return;
        // '1 cancellation (practice sold)', '3 refunds', '23 damage claims': what went wrong,
        // not sales.
        if (
          /^(cancellations?|churned|refunds?|complaints?|returns|chargebacks?|losses)$/.test(
            words[i + 1]?.normal ?? '',
          ) ||
          words.slice(i + 1, i + 3).some((t) => BAD_NEWS.test(t.normal))
        )
          return;
        // 'want 2 new logos in FY26', 'for the first 100 families', 'plan: me + 3 callers': a
        // goal or a plan, not what was done (read 34).
        const lead = words.slice(Math.max(0, i - 6), i).map((t) => t.normal);
        if (
          lead.some((t) =>
            /^(want|wants|goal|goals|target|targets|aim|aiming|plan|hope)$/.test(t),
          ) ||
          lead.slice(-3).join(' ') === 'for the first'
        )
          return;
        // 'dedicated pods (3-6 testers + lead)': the size of a team the founder staffs.
        if (
          /^\d+[-–]\d+$/.test(w.normal) &&
          /\b(pods?|squads?|crews?|teams?)\b|\+\s*(a\s+)?(lead|manager|supervisor)\b/.test(s.lower)
        )
          return;
        // 'we only support 2 steriliser brands': what the product covers, not who pays.
        if (
          words
            .slice(Math.max(0, i - 3), i)
            .some((t) => /^(supports?|integrates?|covers?|connects?)$/.test(t.normal))
        )
          return;
        // '27 prototypes on beta hives across 9 beekeepers' are devices in a pilot, not 27
        // people to call: the pilot counts the people, when the sentence names them.
        if (
          /^(prototypes?|devices?|sensors?|units|machines|robots|kits)$/.test(
            words[i + 1]?.normal ?? '',
          ) ||
          (/^(working|functional|beta|test|demo)$/.test(words[i + 1]?.normal ?? '') &&
            /^(prototypes?|devices?|units)$/.test(words[i + 2]?.normal ?? ''))
        ) {
          if (
            /\b(beta|pilots?|piloted|trials?|trialled|field test\w*|(tested|installed|deployed)\b[^.;]{0,25}\b(in|with|at|on))\b/.test(
              s.lower,
            )
          ) {
            // '3 working prototypes tested in 8 homes' is a pilot in 8 homes.
            // '20 prototypes installed on 14 farms' is a pilot on 14 farms.
            const who = /\b(?:across|with|at|for|in|on) (\d+) ([a-z-]{3,}s)\b/.exec(s.lower);
            if (who?.[1] && who[2])
              push('pilots', Number(who[1]), ownCase(`${who[1]} ${who[2]}`, s.text));
          }
          return;
        }
        if (
          /^(seats|licen[cs]es|places|spots|slots|tickets|rooms|beds|desks)$/.test(
            words[i + 1]?.normal ?? '',
          )
        )
          return;
        // 'a 10,000-pouch minimum order' is a condition, not 10,000 of anything done.
        if (/^(minimum|maximum|min|max)$/.test(words[i + 1]?.normal ?? '')) return;
        if (/-[a-z]/.test(w.normal) && /^(minimum|maximum)/.test(words[i + 1]?.normal ?? ''))
          return;
        // 'Oskar has 6k followers, past clients': the count is of followers, an audience.
        // ('6k followers' is read as '6k', '', 'followers').
        const counted = words
          .slice(i + 1, i + 3)
          .map((t) => t.normal.replace(/[^a-z]/g, ''))
          .find((t) => t !== '' && !/^(k|m|bn)$/.test(t));
        if (AUDIENCE_COUNT.test(counted ?? '')) return;
        for (let j = i + 1; j <= Math.min(i + 4, words.length - 1); j++) {
          if (words[j]?.number !== null) break;
          // '~200 offices and clients cant see': the count ends at its own noun (read 40).
          if (j > i + 1 && /^(and|or|but|while|whose|where)$/.test(words[j]?.normal ?? '')) break;
          // '180 sign ups' is one noun written as two words.
          const signUps = words[j]?.normal === 'sign' && words[j + 1]?.normal === 'ups';
          const noun = signUps ? 'signups' : (words[j]?.normal.replace(/[^a-z-]/g, '') ?? '');
          // '22 restaurants order every week', 'one cable installs in 30 min': a verb after
          // the counted noun, not a second noun.
          if (
            j > i + 1 &&
            ((noun === 'order' && /s$/.test(words[j - 1]?.normal ?? '')) ||
              (w.number === 1 && /^(installs|uses|orders|books|pays|signs)$/.test(noun)))
          )
            break;
          const hit = DONE_LEXICON.find(([, re]) => re.test(noun));
          // Units are sales only when the sentence says they were sold ('quoted 5,000 units' is
          // not), and not given away ('2 demo units we put at cooperatives for free').
          // Jobs or projects paid for are work done and billed ('412 jobs in 2024, average ~7.000
          // kr', '412 jobs, omsetning 2,9 mill kr': read 38).
          const billed =
            /^(jobs|projects)$/.test(noun) &&
            (s.path === 'market.payEvidence' ||
              /\b(revenue|turnover|omsetning|umsatz|facturaci[oó]n|faturamento|average|avg|invoiced|billed)\b/.test(
                s.lower,
              ));
          if (
            hit?.[0] === 'sales' &&
            ((!SOLD.test(s.lower) && !billed) || GIVEN_FREE.test(s.lower))
          )
            continue;
          // 'owners' and 'managers' are interviews only when the sentence says they talked.
          if (
            hit?.[0] === 'interviews' &&
            /^(owners?|managers?)$/.test(noun) &&
            !TALKED.test(s.lower)
          )
            continue;
          // '140 newsletter subscribers' read for free: an audience, not paying customers; so
          // are 'a weekly email (1,650 subscribers)' and 'a YouTube channel (40k subs)'.
          const free =
            hit?.[0] === 'paying-customers' &&
            (words.slice(i + 1, j).some((t) => FREE_AUDIENCE.test(t.normal)) ||
              (/^(subscribers?|subs)$/.test(noun) &&
                words
                  .slice(Math.max(0, i - 3), i)
                  .some((t) => FREE_AUDIENCE.test(t.normal.replace(/[^a-z]/g, '')))));
          // '180 owners surveyed' answered a survey; nobody was interviewed.
          // '18 families on our waiting list' wait; '21 students I interviewed' were talked to:
          // neither uses the product.
          const kind =
            hit?.[0] === 'interviews' && /\bsurvey/.test(s.lower)
              ? 'survey'
              : hit?.[0] === 'users' &&
                  (WAITING.test(s.lower) ||
                    (/^sign-?ups?$|^signups$/.test(noun) && /\blanding page\b/.test(s.lower)))
                ? 'waitlist'
                : hit?.[0] === 'users' &&
                    TALKED.test(s.lower) &&
                    !/\b(use|used|using|active)\b/.test(s.lower)
                  ? 'interviews'
                  : hit?.[0];
          // '2 clients always pay late (60+ days)' are some of the customers, not all of them.
          if (hit?.[0] === 'paying-customers' && LATE_PAYERS.test(s.lower)) break;
          // '3 clients lost in 2 yrs': the ones who left, not who pays (read 31).
          if (
            hit?.[0] === 'paying-customers' &&
            LEFT_US.test(
              ` ${words
                .slice(j + 1, j + 4)
                .map((t) => t.normal)
                .join(' ')}`,
            )
          )
            break;
          // 'One customer keeps emailing to open one in Round Rock' wants something: a lead.
          if (
            kind === 'paying-customers' &&
            WANTS.test(s.lower) &&
            !/\b(paid|pays|bought|buys|ordered|subscribed)\b/.test(s.lower)
          )
            continue;
          // Deposits on goods sold on credit are a loan book, not orders taken ahead; deposits
          // offered or promised ('3 people offered a deposit') have not been paid.
          if (kind === 'pre-orders' && (ON_CREDIT.test(s.lower) || OFFERED.test(s.lower))) continue;
          // '2 pilots, 1 data analyst' on a drone team fly; they run no trials.
          if (kind === 'pilots' && (flies || FLYING.test(s.lower))) continue;
          if (kind === 'pilots' && TEAM_ANSWER.test(s.path) && ROLES_LISTED.test(s.lower)) continue;
          // 'We sold ... to 64 bars and a 12-store trial': a trial listing within a sale.
          // A paid pilot is still a pilot.
          if (kind === 'pilots' && /\b(we|i) (sold|sell)\b|\breordered\b/.test(s.lower)) continue;
          // '150ish paying students': people the words before them say pay.
          const paid =
            kind === 'users' &&
            words.slice(i + 1, j).some((t) => /^(paying|paid)$/.test(t.normal)) &&
            !NEGATION.test(s.lower);
          if (hit && kind)
            found = {
              kind: free ? 'users' : paid ? 'paying-customers' : kind,
              j: signUps ? j + 1 : j,
            };
          else if (found) break;
        }
        // '60 farmers' interviewed, 'a pilot with 300 farmers': people the lexicon does not
        // list take their kind from the sentence's verb; so do '11 firms (converted from trial)',
        // counted by the people right after the number, not by the 'trial' further on.
        // The team's own answers ('two founders: one writes interview scripts') count no one.
        if (
          !TEAM_ANSWER.test(s.path) &&
          (!found || (found.j > i + 1 && PEOPLE_NOUN.test(words[i + 1]?.normal ?? '')))
        ) {
          const j = PEOPLE_NOUN.test(words[i + 1]?.normal ?? '')
            ? i + 1
            : PEOPLE_NOUN.test(words[i + 2]?.normal ?? '') && words[i + 1]?.number === null
              ? i + 2
              : -1;
          const kind: DoneKind | null =
            j < 0
              ? null
              : // '23 people on the waitlist each paid £400 deposit': paid ahead, not yet served.
                paysIn(s.lower) &&
                  /\b(deposits?|wait-?list|waiting list|pre-?orders?)\b/.test(
                    // The clause of the count: '1,412 backers paid avg GBP 55. ... the
                    // expansion pre-order' counts backers, whose pledge was delivered.
                    s.lower
                      .slice(Math.max(0, s.lower.indexOf(words[i]?.normal ?? '\u0000')))
                      .split(/[.;](?:\s|$)/)[0] ?? '',
                  )
                ? 'pre-orders'
                : paysIn(s.lower)
                  ? 'paying-customers'
                  : TALKED.test(s.lower)
                    ? 'interviews'
                    : PILOTED.test(s.lower)
                      ? 'pilots'
                      : null;
          if (kind && j >= 0 && !ownSites(words[j]?.normal ?? '', s.lower)) found = { kind, j };
        }
        // 'Expat groups on Facebook (the largest has 90,000 members)': the audience of a channel
        // the founder means to use, not their users.
        if (
          found?.kind === 'users' &&
          /^execution\.(goToMarket|salesMarketing)$/.test(s.path) &&
          !/\b(our|we have|we've|we now have)\b/.test(
            words
              .slice(0, i)
              .map((t) => t.normal)
              .join(' '),
          )
        )
          found = null;
        if (found) {
          // '2 partner schools': a singular word used as an adjective takes the noun after it.
          const hit = words[found.j]?.normal ?? '';
          const after = words[found.j + 1]?.normal ?? '';
          const end =
            !/s$/.test(hit) &&
            !/^(sold|served|booked|paid|delivered)$/.test(hit) &&
            /^[a-z]{3,}s$/.test(after) &&
            words[found.j + 1]?.number === null
              ? found.j + 1
              : found.j;
          // '~305 paying customers a day' is a rate: the phrase keeps it, or 'your 305 paying
          // customers' reads as 305 people.
          const tail = words
            .slice(end + 1, end + 3)
            .map((t) => t.normal)
            .join(' ');
          // ('1,450 paying members every week' are members served weekly: a set, not a rate.)
          const rate =
            /^(?:a|an|per|\/)\s*(day|week)\b/.exec(tail) ??
            (/^daily\b/.test(tail) ? [tail, 'day'] : null);
          const counted =
            ownCase(
              countedPhrase(words.slice(i, clauseEnd(words, i, end) + 1).map((t) => t.normal)),
              s.text,
            ) + (rate ? ` a ${rate[1]}` : '');
          // 'We asked 120 new patients how they found us' asks the founder's own customers: a
          // survey of buyers, not discovery interviews to turn into sales.
          // '22 students pay $45/h': people who pay are customers, whatever the word for them.
          // '50 pilot units' are devices made for the pilots, not 50 pilots.
          const kind =
            found.kind === 'pilots' &&
            /\bpilot (units?|devices?|kits?|boards?|sensors?|prototypes?)$/i.test(counted)
              ? 'prototype'
              : found.kind === 'interviews' && OWN_CUSTOMERS.test(counted)
                ? 'survey'
                : found.kind === 'users' &&
                    PEOPLE.test(words[end]?.normal ?? '') &&
                    !words.slice(i + 1, end).some((t) => FREE_AUDIENCE.test(t.normal)) &&
                    /^\s*(pay|pays|paid)\b/.test(
                      words
                        .slice(end + 1, end + 2)
                        .map((t) => t.normal)
                        .join(' '),
                    ) &&
                    !NEGATION.test(s.lower)
                  ? 'paying-customers'
                  : found.kind;
          push(kind, w.number, counted);
        }
      });
    }
    if (TRACTION_PATHS.test(s.path)) traction(s, push, kinds);
    if (PACE_PATHS.test(s.path)) workPace(s, push, kinds);
    // '140 paying premium', '35 paying monthly', '140 paying now': a count of people who pay.
    // In the answer about who pays, '412 active, 63 completed' counts the 412 paying now.
    if (TRACTION_PATHS.test(s.path) && !kinds.has('paying-customers')) {
      const m =
        /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\+? paying\b(?! (customers?|clients?|users?|members?|subscribers?|pilots?))/.exec(
          s.lower,
        ) ??
        (s.path === 'market.payEvidence'
          ? (/(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\+? active\b(?= *(?:[,;.(]|$| and\b| now\b))/.exec(
              s.lower,
            ) ??
            // '63 paid, nobody asked why there is a fee': the answer about paying counts payers.
            /(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)\+? paid\b(?= *(?:[,;.]|$))/.exec(s.lower))
          : null);
      // '412 active' takes the noun the answer uses for them ('... 180 riders with deposit').
      const noun = /\bactive$/.test(m?.[0] ?? '')
        ? list
            .filter((o) => o.path === s.path)
            .flatMap((o) => o.lower.match(/\b[a-z]{3,}s\b/g) ?? [])
            .find((w) => PEOPLE.test(w))
        : undefined;
      // '0 paid' counts nobody (read 34).
      if (
        m?.[1] &&
        Number(m[1].replace(/,/g, '')) > 0 &&
        !NEGATION.test(s.lower.slice(Math.max(0, m.index - 12), m.index))
      )
        push(
          'paying-customers',
          Number(m[1].replace(/,/g, '')),
          `${m[0].replace(/\+/, '')}${noun ? ` ${noun}` : ''}`,
        );
    }
    if (!TEAM_ANSWER.test(s.path)) served(s, push, kinds);
    for (const [kind, re] of DONE_PHRASES) {
      const m = re.exec(s.lower);
      if (!m || kinds.has(kind)) continue;
      // 'paid trial starts 1 June', 'MoU to run a paid pilot June-Nov': paid later, not yet.
      if (
        kind === 'paying-customers' &&
        /^[^.;]{0,25}\b(starts?|starting|begins?|will|from (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))/.test(
          s.lower.slice(m.index + m[0].length),
        )
      )
        continue;
      if (
        kind === 'paying-customers' &&
        /\b(to run|will run|plan(ned)? to run)\s+(a\s+)?$/.test(s.lower.slice(0, m.index))
      )
        continue;
      // 'pay $390 a month after a 30-day trial' is customers who paid; 'a free trial week for
      // each new family' is an offer: neither is a pilot running.
      if (
        kind === 'pilots' &&
        (paysIn(s.lower) ||
          flies ||
          FLYING.test(s.lower) ||
          TRIAL_OFFER.test(s.lower) ||
          // Nor is the trial step of a sales process ('a demo, then a 30-day trial'), nor a
          // loop's measure ('New practices per month, CAC, demo-to-trial').
          /^execution\.(salesMarketing|goToMarket|retentionGrowth)$|^loops\.\w+\.metrics$/.test(
            s.path,
          ))
      )
        continue;
      // 'Pre-orders on WhatsApp before 12:30' is how customers order, not orders taken ahead of
      // a launch: without a count, pre-orders are done only when the sentence says they came in.
      if (kind === 'pre-orders' && (!PREORDERS_TAKEN.test(s.lower) || OFFERED.test(s.lower)))
        continue;
      // Deposits and repayments of goods sold on credit are a loan book, not orders taken ahead.
      if (kind === 'pre-orders' && ON_CREDIT.test(s.lower)) continue;
      // 'a waiting list that fills cancellations' in the product is a feature it offers, not
      // people waiting for the founder.
      if (
        kind === 'waitlist' &&
        /^product\.(solution|differentiation)$/.test(s.path) &&
        !/\b\d[\d,]*\s+(people|families|customers|clients|users|on)\b/.test(s.lower)
      )
        continue;
      // 'a 10% deposit if the trial works', 'money decides the pilot': a pilot still to come
      // (read 40: an outboard with one test boat coached to convert 'the pilots').
      if (
        kind === 'pilots' &&
        /\bif (the|a|our) (trial|pilot)\b|\b(decides?|before|until|for|fund) (the|a) (trial|pilot)\b|\b(trial|pilot) (would|will|could)\b/.test(
          s.lower,
        )
      )
        continue;
      // 'Revenue Rs 0 so far because commission waived': no money has come in.
      if (kind === 'revenue' && NO_MONEY.test(s.lower)) continue;
      // 'Net revenue retention target 130%': a goal, not money that came in.
      if (
        kind === 'revenue' &&
        /\b(target|goal|aim|forecast|projected|budgeted|plan)\b/.test(s.lower)
      )
        continue;
      // '7% monthly turnover' of a plant's workers is staff leaving, not money coming in.
      if (kind === 'revenue' && m[0] === 'turnover' && STAFF_TURNOVER.test(s.lower)) continue;
      const before = s.lower.slice(Math.max(0, m.index - 30), m.index);
      if (NEGATION.test(before.split(/[,;]/).pop() ?? '')) continue;
      // 'waiting list of 180, but PAR is creeping up': the list has a count.
      const listed =
        kind === 'waitlist'
          ? /\b(?:waiting[- ]list|wait-?list)(?: for [a-z ]{1,30}?)? (?:of|is|at) ~?(\d[\d,]*)/.exec(
              s.lower,
            )
          : null;
      if (listed?.[1]) push(kind, Number(listed[1].replace(/,/g, '')), listed[0]);
      else push(kind, null, m[0]);
    }
  }
  // '23 people on the waitlist each paid £400 deposit': counted once, as paid ahead; they are
  // not customers served (read 28: 'Call 3 of your 23 people: what would they miss most?').
  return out.filter(
    (d) =>
      d.kind !== 'paying-customers' ||
      !/\b(deposits?|wait-?list|waiting list)\b/i.test(d.sentence) ||
      !out.some((o) => o.kind === 'pre-orders' && o.sentence === d.sentence && o.count === d.count),
  );
}

/** Every figure the founder wrote, with its sentence. */
export function findFigures(list: readonly Sentence[]): FigureFact[] {
  const out: FigureFact[] = [];
  for (const s of list) {
    for (const figure of figures(s.text)) out.push({ figure, sentence: s.text, path: s.path });
  }
  return out;
}
