import { AMOUNT_RANGE } from '../money';
import type { Audience, BusinessModel, Channel, DoneKind, RevenueModel } from './types';

/**
 * Word lists the profile reads the answers with. Each entry is a pattern on lower-cased text and
 * a weight; a model, audience or revenue wins on the highest total. Kept here, apart from the
 * logic, so that a reviewer can read what each class means.
 */
/**
 * Donations of money, not of goods: 'donations from our own customers for credit' and 'clothes
 * donations' are stock coming in.
 */
export const MONEY_DONATION =
  '(?<!\\b(?:clothes|clothing|item|goods|food|book|toy|furniture|stock|kit|uniform|device|laptop) )donations?(?! (?:from (?:our )?(?:own )?(?:customers|members|subscribers|users)|for (?:store |shop )?credit|of (?:clothes|clothing|items|goods|books|toys|furniture|stock|food|surplus)))';

/**
 * Money lent and repaid: a lender or an asset financier ('lease to own on new TVS bikes', 'PAR30
 * is 7.8%'). A debt facility the founder borrows is not lending.
 */
export const LENDING =
  /\b(lease[- ]to[- ]own|rent[- ]to[- ]own|asset financ\w*|pay-?as-?you-?go financ\w*|(we )?(lend|lends|lending) (to|money)|loans of [\d₦$£€]|loans? (to|for) (riders|drivers|farmers|traders|women|smes|small businesses|merchants|students)|microfinance|microloans?|loan book|portfolio at risk|par ?30|par ?90|disburs(e|ed|es|ing|ements?)|write[- ]offs? \d|collection rate|repossess\w*)\b/g;

export type Lexicon<K extends string> = readonly (
  | readonly [K, RegExp, number]
  /** A match counts only when the words before it do not match the fourth pattern. */
  | readonly [K, RegExp, number, RegExp]
)[];

export const MODEL_LEXICON: Lexicon<Exclude<BusinessModel, 'unknown'>> = [
  [
    'non-profit',
    // 'donations from our own customers for credit' are stock coming in, not a non-profit's income.
    new RegExp(
      // 'Fundación Cuerdas ... quienes pagan: alcaldía, fundaciones ... donantes' (read 34).
      `\\b(non-?profit|not-for-profit|charit(y|able)|${MONEY_DONATION}|donors?|grant[- ]funded|ngo|volunteers?|fondation|stiftung|gemeinn[uü]tzig\\w*|donantes|doadores|beneficiari\\w+|financiador\\w*)\\b|\\b(fundaci[oó]n|funda[cç][aã]o)(?![a-záéíóúñçãõ])`,
      'g',
    ),
    3,
  ],
  [
    'marketplace',
    // Selling on Facebook Marketplace or Amazon does not make the business a marketplace, nor
    // being listed in an integrations or app marketplace (a channel).
    /\b(marketplace(?<!(facebook|amazon|ebay|google|apple|walmart|shopify|aws|azure|salesforce|integrations?|apps?|plugins?|partner|extensions?|listed (in|on) (the |our )?[a-z.]+( [a-z]+)?) marketplace)|two-sided|take rate|match(es|ing)? (buyers|sellers|hosts|guests|tutors|families|drivers|riders|freelancers))\b/g,
    3,
  ],
  ['marketplace', /\bconnects? [a-z ]{3,40} with\b/g, 2],
  // 'Owner pays us 8% commission per booking', 'farmer pays owner directly': one side pays the
  // other, and the platform takes a cut.
  [
    'marketplace',
    /\b((owners?|hosts?|sellers?|providers?|vendors?|suppliers?|landlords?) pays? us (an? )?\d+(\.\d+)? ?% (commission|fee|cut)|\d+(\.\d+)? ?% commission per (booking|order|sale|rental|job|transaction)|(farmer|buyer|guest|renter|customer|client)s? pays? (the )?(owner|host|seller|provider|vendor)s? directly)\b/g,
    4,
  ],
  // 'offices order lunch boxes from vetted home cooks... we take 20% of each meal': a cut of
  // what one side sells the other.
  [
    'marketplace',
    /\b(we (take|keep|charge) (a |an )?\d+ ?% (of|on|commission on) (each|every|the)|where [a-z ]{3,30} (order|book|buy|hire)[a-z -]{0,50} from (vetted |local |verified |independent )?[a-z-]+ [a-z-]+)\b/g,
    4,
  ],
  // Jobs dispatched to independent providers, who are paid direct and pay a cut: 'we send the
  // nearest verified driver', 'customers paid the driver direct by MoMo', '10% commission from
  // the driver on each trip' (read 42: a water-tanker marketplace read as a services firm).
  [
    'marketplace',
    /\b((customers?|clients?|households?|buyers?|guests?|renters?|farmers?|families) (paid|pay|pays) (the )?(drivers?|riders?|couriers?|cleaners?|tutors?|artisans?|mechanics?|pros?|technicians?|cooks?) direct(ly)?|\d+(\.\d+)? ?% commission (from|on) (the |each )?(drivers?|hosts?|sellers?|providers?|vendors?|owners?|tutors?|cleaners?|riders?|couriers?|trips?|jobs?)|(we )?(send|dispatch|match) the nearest (verified |available )?(driver|rider|courier|cleaner|pro|technician|mechanic|tanker|truck))\b/g,
    4,
  ],
  // A factory making parts or goods on its own machines: 'injected soles... 4 rotary injection
  // machines, ~210 own moldes' (read 45: a shoe-sole factory read as a service from its 'clients').
  [
    'goods',
    /\b(injection (machines?|mou?lding)|injected|mou?lds|moldes|production (lines?|runs?)|operarios|our (own )?(factory|plant)|planta propia|we manufacture|extrusion|stamping presses?)\b/g,
    3,
  ],
  // Rooms let by the night: a hotel, a guesthouse, a B&B.
  [
    'services',
    /\b(\d+ (guest )?rooms|room nights|occupancy|adr|boutique hotel|guest ?houses?|b&b|bed and breakfast|hostels?)\b/g,
    4,
  ],
  // Money lent and repaid: a lender or an asset financier sells credit, not the bike or the
  // phone it pays for ('lease to own on new TVS bikes', 'PAR30 is 7.8%').
  // Two sides matched for a cut: 'we match w/ verified uni students... We take 18% commission'.
  [
    'marketplace',
    /\b(we (take|keep) (a |an )?\d+(\.\d+)? ?% (commission|cut|take rate)|we (take|keep) \d+(\.\d+)? ?%(?=[,;)]| from (each|every|the)| of it\b| of (the )?(gmv|order value|booking value|transaction value|each (order|booking|job|sale)))|take rate|we match( [a-z]+){0,3} (with|w\/|to)(?= \w))/g,
    4,
  ],
  // Two sides named as such, or the founder's cut of trades between them: 'Side 1 (PAYS)... Side
  // 2', 'our take ₱32,980', 'free to list' (a distributor's GMV is its own sales).
  [
    'marketplace',
    /\b(two[- ]sided|side [12]\b|our take\b|free to list|(list|listing) for free|(booking|platform|service) fee on top)/g,
    4,
  ],
  // A model or an engine the customer runs: 'LLM + rules engine ... deployed in their Azure
  // tenant', 'reviewer approves in our UI'.
  [
    'software',
    /\b(llms?|rules engine|ml models?|in our ui|our dashboard|deployed in (their|the client'?s?) (azure|aws|gcp|cloud|tenant)|on-?prem(ise)? deployment|api (access|calls|integration))\b/g,
    3,
  ],
  // An API sold by the call: 'POST a free-text address, get back...', 'batch endpoint', 'SDK
  // Python and Node', '₫300 per call' (read 42: an address API read as goods from its batches).
  [
    'software',
    /\b(endpoints?|sdks?|rest api|graphql|webhooks?|(priced |billed |charged )?per (api )?call|calls\s?\/\s?month|api calls|post (a|an|the) [a-z -]{3,30}, get back)\b/g,
    3,
  ],
  ['services', LENDING, 4],
  // A course recorded once and sold many times is a digital product, not hours taught: 'Curso
  // on Hotmart - 42 video lessons' (read 30: told to raise her rate when the calendar is full).
  [
    'software',
    // ('Thinking Kajabi or Teachable for the course' is a plan: a tutor still sells hours.)
    /\b((video|recorded|pre-?recorded) (course|lessons|classes|modules)|(sold |selling |sells )?on (hotmart|teachable|kajabi|thinkific|udemy|gumroad|skillshare|podia))\b/g,
    3,
  ],
  // IT run for other firms by the month: a managed service provider sells its people's care of
  // the client's machines, not the machines ('Managed IT on monthly contract... 612 devices').
  [
    'services',
    // Creative work commissioned by the piece: 'I illustrate full picture books ... USD 3,400 per
    // book, 50% upfront' (read 48: read as goods for the printables it also sells on Etsy).
    /\b((i|we) (illustrate|translate|copywrite|ghostwrite|edit|proofread|animate|compose)|illustrators?|translators?|ghostwrit\w*|copywriters?|(50|30|40)% upfront)\b/g,
    3,
  ],
  [
    'services',
    /\b(managed (it|services?|security|print|network\w*)|it support|help ?desk|outsourced it|it (services|outsourcing|administration))\b/g,
    4,
  ],
  // Teaching run live: a cohort course, a bootcamp, tutoring or mentoring sells people's hours,
  // whatever platform it runs on.
  [
    'services',
    /\b(live (cohorts?|sessions?|classes|workshops?|teaching)|cohort[- ]based|(\d+[- ]week )?(live|cohort) course|bootcamps?|tutoring|mentoring|portfolio critique|1:1 (sessions?|calls?|coaching))\b/g,
    3,
  ],
  // Care given in people's homes, by the night or the hour: 'a trained carer stays in the home
  // 22:00-06:00', 'EUR 29/hr = EUR 232/night' (read 29: night care read as software).
  [
    'services',
    // ('4 bakers on night shift' make bread: a shift alone is no care.)
    /\b(stays? (in|at) (the|their) (home|house)|night (care|nurses?|sitters?|watch)|home (care|visits?)|care (workers?|staff|givers?|visits?)|carers?|nursing (visits?|care)|pflege\w*|betreuung\w*|per night of care|\/\s?night\b|check-?in calls?|welfare (calls?|checks?)|by (a |our )?trained (callers?|nurses?|staff|carers?)|callers?)\b/g,
    3,
  ],
  // Goods moved for others: a haulier is paid to carry them, not to sell them (read 33: a
  // tomato haulier in crates read as a seller of stock).
  [
    'services',
    /\b(haulage|hauliers?|hauling|trucking (company|firm|business)|we (move|transport|haul|carry|ship) [a-z ]{2,30}\b(from|between)\b|on trucks we (lease|own|run|rent))\b/g,
    8,
  ],
  // A trade done at the customer's place: 'I fix avvik', '412 jobs in 2024' (read 38: a solo
  // chimney repairer read as a seller of goods).
  [
    'services',
    /\b(i fix\b|(i|we) (repair|clean|paint|renovate|maintain)\b|\d[\d,.]* jobs\b(?! (posted|listed|created|board|ads?))|call-?outs?|site visits?)/g,
    3,
  ],
  // A cooperative of the workers who do the work: 'a cooperativa de trabajo owned by riders'
  // (read 38: a riders' delivery co-op read as software from the apps it competes with).
  [
    'services',
    /\b(cooperativa de trabajo|worker(s'|s)? co-?op(erative)?s?|(riders|drivers|couriers|cleaners|carers|workers)['’]? co-?op(erative)?s?|co-?op(erative)? (owned by|of) (the )?(riders|drivers|couriers|workers|cleaners|carers))\b/g,
    4,
  ],
  // Space rented by the month: self-storage, units, desks.
  [
    'services',
    /\b(self-storage|storage units?|units? (to|for) rent|month-to-month (contracts?|rentals?)|rent(ed)? (out )?by the (month|week|night))\b/g,
    4,
  ],
  // A box of goods sent each month.
  // (A weekly box of meals to cook is a meal kit: read 36, read as software from 'app later'.)
  [
    'goods',
    /\b((weekly|monthly|subscription|mystery|gift|meal|food) box(es)?|a (weekly |monthly )?box (with|of)|meal[- ]kits?)\b/g,
    3,
  ],
  // Food cooked and sold over the counter: a hawker stall, a street-food stand (read 32: a
  // 31-year char kway teow stall read as a service from "I left my logistics job").
  [
    'goods',
    /\b(hawker( centre| center| stall)?s?|food stalls?|street food|family stall|our stall|plates ?(a|per|\/) ?day|bowls ?(a|per|\/) ?day|noodles|dumplings|wok)\b/g,
    3,
  ],
  [
    'made-to-order',
    /\b(made[- ]to[- ]order|custom[- ]made|bespoke|(made|make|makes|built|build|builds|bound|produced?|sewn|baked|bake|bakes|printed|cut|crafted|assembled)( [a-z]+){0,3} to order|commissioned(?! (field |sales |local )?(agents?|reps?|representatives|salespeople|sellers|staff))|commissions from|each (piece|order|book|table) is (made|built|bound)|hold no stock|no stock|don'?t (hold|keep) (any )?(stock|inventory)|build to order)\b/g,
    3,
  ],
  // 'hand built steel frames ... to measurements': each piece is made for its buyer.
  [
    'made-to-order',
    /\b((hand[- ]?built|hand[- ]?made|handmade|built|made|tailored|cut)\b[^.;]{0,60}\bto (the (rider|client|customer)'?s? )?(measurements?|measure|fit)|made[- ]to[- ]measure|built[- ]to[- ]measure|custom (frames?|builds?|bikes?|furniture|suits?|pieces?))\b/g,
    3,
  ],
  [
    'hardware',
    /\b(hardware|devices?|sensors?|gadgets?|firmware|pcbs?|iot|wearables?|probes?|(sensor|hardware|starter|monitoring) kits?|electronics|circuit boards?|trackers?|drones?|robots?|units? (sold|shipped)|enclosures?|pumps?|solar (panels?|kits?|lamps?|home systems?)|batter(y|ies)|(we|they) assemble|assembled in|e-?bikes?|(thermal |handheld |3d )?scanners?|handheld (device|unit|reader|meter)|benchtop (readers?|analy[sz]ers?|devices?|instruments?)|(card|test|rfid|nfc) readers?|point-of-care (devices?|tests?|analy[sz]ers?)|medical devices?|510\(k\)|fda clearance|contract manufacturer)\b/g,
    2,
  ],
  [
    // Flying or inspecting for customers and delivering the results is a service, whatever the tool.
    'services',
    /\b((we|i) (fly|survey|inspect|map|film|photograph|scan|shoot)|wedding (films?|videos?|photography)|videograph(er|y)|photograph(er|y) (service|package)s?|deliver (condition )?(reports?|data|layers|maps|ratings|surveys?)|surveys? (for|of) (councils?|municipalit(y|ies)|cities|sites|roads)|as a service|per (survey|inspection|flight|site visit))\b/g,
    3,
  ],
  [
    'goods',
    /\b(inventory|in stock(?<!back-in stock)|stock levels?|skus?|wholesale (orders?|customers?|accounts?|prices?|buyers?)|(sell|sells|sold|selling) wholesale|stockists?|etsy|shopify(?! (app|apps|plugin|partner|billing|app store))|e-?commerce|online shop|batch(es)?(?! (?:jobs|visits|calls|appointments|deliveries|by area|endpoints?|api|re-?clean\w*|clean\w*|trials?|processing|uploads?|mode|files?|requests?|runs?)\b)(?! ?[₫$€£¥₹₦\d])|bottles?|jars?|packaged|packaging (?!design|sprint)|units sold|products? we sell|candles?|soap|cosmetics|clothing|apparel)\b/g,
    2,
  ],
  [
    'goods',
    /\b(food trucks?|tacos?|burritos?|pastr(y|ies)|loaves|we (export|import|roast|bake|brew|bottle|distil)|exporters?|exporting (to|from)|(green|roasted) coffee|(coffee|single[- ]\w+|micro) lots|shipping containers?|containers of|tonnes? of|from stock|finished[- ]goods|cnc|machined|manufactur(e|er|ers|ing)|(dog|cat|pet|baby|frozen) food|co-?packers?|(we )?holds? stock)\b/g,
    2,
  ],
  // Produce bought from growers and sold on: goods that spoil, traded by the crate.
  [
    'goods',
    // A distributor sells goods from its warehouse: 'wholesale of medical consumables from our
    // warehouse in Giroc', '~2,300 SKUs' (read 48: called a service business).
    /\b(wholesale (of|distribution)|(we are|as) (a |an )?(wholesaler|distributor)|distribut(or|ion) of|our warehouse|from (our|the) warehouse|consumables)\b/g,
    3,
  ],
  [
    'goods',
    /\b(fresh (veg|vegetables|produce|fruit)|vegetables|(sort|sorts|sorting) and grad\w+|grad\w+ and sort\w*|crates?|spoilage|(collect|buy|source) from \d+ (smallholder |small )?(farmers|growers)|aggregat(e|es|or|ion|ing) (produce|vegetables|milk|grain|crops))\b/g,
    2,
  ],
  [
    'software',
    /\b(saas|software|web ?app|mobile app|(shopify|wordpress|chrome|slack|figma|jira|zendesk|hubspot) (apps?|plugins?|extensions?|integrations?)|apps?(?<!(card\/|loyalty |pickup |delivery |booking |ordering |banking |their |payment )apps?)(?! (payments?|points|ratings?|store|users who (pay|order|book)))|platform|dashboard|api|plugin|integrations?|algorithm|machine learning|next\.js|react|subscription tool|browser extension|add-?ins?|add-?ons?|web tool|online tool|(video|mobile|puzzle|indie|pc|console) games?|on steam|unity|unreal engine|android|ios|sms (service|advice|tips)|ussd|chatbots?|(shopify|wordpress|webflow) themes?|themes? (store|developer)|templates? (store|shop|marketplace)|digital (downloads?|products?)|cloud(-based)? (layer|software|platform|tool|app|system)|(web|cloud)-based|\d+ (full[- ]time )?(developers|devs|engineers) (full[- ]time)?|e-?signatures?)\b/g,
    2,
  ],
  [
    'services',
    /\b(laundromats?|laundrettes?|car ?wash(es)?|self-service (laundry|car wash|storage)|wash (&|and) fold|franchis(e|es|ees?|ing|or)|(gyms?|salons?|barbershops?|studios?) (open|we run)|consult(ing|ant|ancy|ants)?|agency|freelanc(e|er|ing)|coaching|tutor(ing|s)?|day rate|hourly rate|retainers?|billable|clinic|(dental|medical|law|legal|vet|veterinary|physio\w*|private|group|accounting|design|gp) practice|grooming|cleaning|repairs?|installations?|installers?|subcontract(or|ing)?|workshops?|advisory|bookkeeping|catering|plaster\w*|drywall|plumb(er|ers|ing)|electricians?|roofing|landscaping|renovations?|carpentry|construction work|transport|shuttles?|minibus(es)?|school[- ]run|logistics|telecoms?|broadband|fib(re|er) lines?|voip|connectivity|branding|brand identity|design (studio|agency|sprints?))\b/g,
    2,
  ],
  [
    'services',
    /\b(clients|projects|proposals?|designers|project managers?|crews?|routes|drivers|tutors|instructors|lessons|classes|camps|appointments|patients|podcasts?|episodes)\b/g,
    1,
  ],
];

export const AUDIENCE_LEXICON: Lexicon<Exclude<Audience, 'unknown' | 'both'>> = [
  [
    'business',
    /\b(b2b|businesses|companies|firms|smes?|empresas|pymes|f[aá]bricas|fabricantes|talleres|fishermen|fishers|pirogue owners?|mipymes|unternehmen|firmen|entreprises|aziende|start-?ups|founders? of an? |enterprises?|teams|clinics|practices|(?<!\b(?:in|at|attends?|attending|go to|goes to) (?:[a-z]+ ){0,3})schools|restaurants|retailers|shops(?! at\b)|bakeries|cafes|bars|pubs|hotels|agencies|contractors|landlords|hospitals|farms|cooperatives|co-ops|distributors|operators|manufacturers|(?<!\b(?:most|other|big|rival|competing|competitor|established|legacy|prestige|sephora|drugstore|'?clean'?|derm|luxury|these|those) )brands|merchants|studios|employers|hr|procurement|directors?|heads? of|(business|shop|store|restaurant|practice|salon|cafe|bakery|bar|hotel|site|office|fleet|property|factory|farm|hr) (owners?|managers?)|roasters|garages|workshops|builders|installers|developers|offices|associations|hoas?|vves?|owners? of an? (\w+ )?(unit|mill|plant|factory|shop|store|business|company|firm|restaurant|salon|clinic|practice|hotel|farm|workshop))\b/g,
    1,
  ],
  [
    'consumer',
    /\b(b2c|consumers?|(pays?|paid|paying) out of (their own |own |his own |her own )?pocket|ppl (with|who)|lunch crowd|foodies|diners|office workers?|heartlanders|walk-ins?|uncles?|aunties?|parents|families|households|individuals|students|homeowners|(?:house|home|flat|apartment|cabin|hytte|car|boat)(?: and \w+)? owners|(?<!\b(?:garage|shop|business|store|restaurant|salon|clinic|practice|cafe|café|bakery|bar|hotel|farm|fleet|factory|agency|studio|gym|company|firm) )owners? (?:aged )?\d{2} ?[-–] ?\d{2}|dog owners|pet owners|cat owners|women|men|fans|listeners|readers|shoppers|travell?ers|tourists|holidaymakers|backpackers|commuters|couples|gamers|hobbyists|retirees|teenagers|kids|children|people (who|with|getting|wanting|looking|buying|booking)|someone who|anyone who|private (clients|customers|buyers)|graduates|newlyweds|brides|pensioners|couples|adults|collectors|gift buyers|dogs?|cats?|pets?|residents|tenants|patients|learners|savers|players|(busy|young|working) professionals?|college students?|people (aged )?\d{2} ?[-–] ?\d{2}|car owners|drivers of|\d+-year-old(?! (\w+ )?(brands?|compan(y|ies)|business(es)?|firms?|start-?ups?|shops?|restaurants?|practices?|agenc(y|ies)|studios?|baker(y|ies)))|aged \d+|renters|flatmates|mums|moms|dads|\d+ ?(yo|y\/o|yrs? old|years? old))\b/g,
    1,
  ],
  [
    'public',
    /\b(government|municipal(ities)?|councils?|ministr(y|ies)|public sector|school districts|state agencies|nhs|public bodies|local authorities)\b/g,
    2,
  ],
];

/** An amount of money or a range of them ('$49', 'S$320', 'KES 3,000-6,000', '€8k'): a price. */
const MONEY = AMOUNT_RANGE;
/**
 * What the founder spends is a cost and what they take in a total, not a price: '$2k a month on
 * ads', 'rent of €900 a month', 'revenue of $62,000 a month'.
 */
const NOT_A_COST =
  /\b(?:spend|spends|spent|burn|burns|rent|rents|rent of|salary|salaries|wages?|we pay|costs us|cost us|revenue|revenues|turnover|sales|income|profit|we make|we earn|takings|loan|lease|repayments?|bills?|marketing|ads|freelancer|editor|hosting|fitout|payroll|stored|storage|warehouse|3pl|unit|workshop|premises|studio|kitchen share|desk)\b[^.;]{0,20}$/;

export const REVENUE_LEXICON: Lexicon<Exclude<RevenueModel, 'unknown'>> = [
  // A price by the season ('EUR 1,900 per season'), not what the founder pays the team ('14
  // field agents on commission (GHS 150 per farmer per season', read 48).
  [
    'subscription',
    /\bper season\b/g,
    2,
    /\b(commission|bonus|we pay|paid|pays them|salary|salaries|wages?|agents?|staff|per farmer)\b[^.;]{0,40}$/,
  ],
  [
    'subscription',
    /\b(subscriptions?|subscribers?|monthly (fee|plan|price|subscription)|(paying|pay|pays) monthly|per [a-z]+ per month|mensualidad(es)?|cuota mensual|mensalidades?|monatlich|abonnement|mrr|arr|recurring|per seat|per (robot|machine) per (season|year|month)|(robots?|hardware|machines?)[- ]as[- ]a[- ]service|raas|annual (plans?|contracts?|licen[cs]es?|fees?)|retainers?|memberships?|(season|term|semester|yearly) (pass|fee|plan|licen[cs]e|subscription|contract)|per (student|seat|user|member|school|site|clinic|location|device|licen[cs]e) (per|a) (year|month)|\d+\s?\/(sensor|unit|device|point|meter|machine|vehicle|asset|camera|tracker|seat|user|site)\/(month|mo|year|yr)|(quarterly|monthly|annual|yearly) (service |maintenance )?(contracts?|visits?|service plans?)|(service|maintenance) contracts?|per (term|quarter)|contract clients)\b/g,
    2,
    // 'Want to package as an annual subscription', 'the annual subscription idea': a plan.
    /\b(want to|wants to|would|could|idea|thinking (about|of)|plan(ning)? to|will|might|maybe|considering|if we|about an?|about the|instead of)\b[^.;]{0,40}$/,
  ],
  [
    'subscription',
    new RegExp(
      // '€9,800 a month in sales' is a total taken, not a price.
      `${MONEY}(?: each| per \\w+)?\\s?(?:a|per|\\/|each|al|por) ?(?:month|mo|mes|mês|monat|mois|mese)\\b(?!,? (?:in |of )?(?:sales|revenue|turnover|takings|income|profit))(?! (?:on|in) (?:ads|meta|google|facebook|instagram|linkedin|tiktok|marketing|tools?|software|rent)| burn)`,
      'g',
    ),
    2,
    // Checked on the words before a match rather than as a lookbehind, which the engine would
    // try at every position of every sentence (a third of a long form's profile time).
    NOT_A_COST,
  ],
  [
    'commission',
    /(\b((take|takes|taking|earn|earns|charge|charges) (a )?commission|commission (of|on) \d|(?<!\b(booking(\.com)?|airbnb|expedia|uber|deliveroo|glovo|jumia|amazon|etsy|platform|ota|otas|marketplace) at )\d+% commission|take rate|booking fee|transaction fee|per transaction|cut of each|(fee|commission|cut|take) of \d+(\.\d+)?%)\b|\d+(\.\d+)?% (fee|commission|cut|of (each|every) (sale|order|booking|transaction|payout|deal|rental|job))\b|(?<!\b(booking(\.com)?|airbnb|expedia|uber|deliveroo|glovo|jumia|amazon|etsy|apple|google|the platform|ota|otas|it|grabfood|grab|foodpanda|doordash|swiggy|zomato|talabat|rappi|ifood|gojek|gofood|shopee|lazada|tokopedia|distribuidora|distribuidor|distributor|dealer|retailer|reseller|wholesaler|shop|stockist|agent|bodega|supermarket|store|chain) )\btakes? \d+(\.\d+)?%|\bour \d+%|(?<!\b(dealers?|retailers?|resellers?|distributors?|agents?|shops?|stockists?|wholesalers?)( who| which| that)? )\bkeeps? \d+%)/g,
    3,
  ],
  // 'Fundraising support' is a service sold to startups, and a podcast's sponsors buy advertising:
  // neither is a non-profit's income.
  ['donations', new RegExp(`\\b(${MONEY_DONATION}|grants?|donors?)\\b`, 'g'), 3],
  [
    'one-off',
    /\b(one-?off|one[- ]time|single purchase|fob|fixed[- ]fees?|project fees?|room nights?|(a|per|\/) ?night\b|nightly rate|per (container|piece|unit|order|project|job|book|table|device|visit|session|lesson|groom|appointment|treatment|class|night|stay|square metre|m2|lot|meal|ticket|system|installation|wedding|event|shoot|package|trip|course|booking|move|repair|placement|hire|candidate|nurse deployed|worker deployed|person placed)|placement fees?|success fees?|per (nurse|worker|candidate|person|hire) (deployed|placed|hired)|each (piece|order|job|project|system|installation|book|table|commission)|fixed[- ]price|per item|buy (it )?once|bought once|sold once|pays? once|paid once|paid upfront|(all )?upfront|purchase orders?|(average|avg\.?) (\w+ )?(ticket|order|basket|project|sale|job)|no (monthly fee|subscription)|(?<!(per|arpu|ltv|value|revenue|customer) )lifetime(?! (value|revenue|arpu))|upfront price|sold (\w+ )?(for|at)|(paid|pays?) (an? )?(avg\.?|average)|(lesson|course|session|class) packages?|full course)\b/g,
    2,
  ],
  [
    'usage',
    /\b(per (use|call|message|kwh|ride|delivery|shipment|minute|gb|api call|1,000 \w+|thousand \w+)|per (delivered |processed |sent )?(events?|requests?|api calls?|messages?|emails?|transactions? processed|1,000|1k|thousand|million)\b|cpm|pay[- ]as[- ]you[- ]go|usage[- ]based|metered|(?<!\bpaid )per[- ]hour|per (test|cartridge|refill|capsule|strip)|recurring (cartridges|consumables|refills)|razor[/ -]?(and[/ -])?(razor ?)?blades?)\b/g,
    2,
  ],
];

/** Phrases that show the founder will not hire (checked before the plans to hire). */
export const NO_HIRE =
  /\b((do not|don'?t|won'?t|will not|never|no plans? to|not planning to|not looking to|have no intention to|no intention of|refuse to|don'?t want to|do not want to) (want to |plan to )?(hire|hiring|employ|build a team|grow a team|recruit|take on staff)|stay(ing)? (solo|small|a one-person|independent)|without hiring|not hiring|(do not|don'?t) want (staff|employees|a team|to grow (the )?(headcount|team))|keep it (just me|solo|small)|one-person (business|practice|consultancy)|no employees)\b/;
export const HIRE =
  /\b(hire|hired|hiring|take on (a|an|one|two) \w+|recruit(ing)?|first hires?|new hires?|add(ing)? (a|an|two|three|\d+) (engineers?|developers?|salespeople|salesperson|sales reps?|staff|people|designers?|marketers?)|grow the team|build(ing)? a team|job ads?|headcount)\b/;
export const SOLO =
  /\b(solo|alone|by myself|on my own|just me|(?<![a-z] )only me|one-(?:man|woman) (?:firm|band|business|show|company|operation)|one-person|sole (founder|trader|proprietor)|i am the only|i'?m the only|single founder|solopreneur|freelancer|(i|i'?ll) \w+ (every|each|all) [a-z ]{0,30}myself)\b/;

/** Words of a negated claim: 'no paying customers yet', 'have not launched'. */
export const NEGATION =
  /\b(no|not|none|nothing|zero|never|without|haven'?t|hasn'?t|didn'?t|don'?t|yet to|nobody|lack)\b/;

/** What a counted noun (or a phrase) says was done. */
export const DONE_LEXICON: readonly (readonly [DoneKind, RegExp])[] = [
  ['paying-customers', /^(customers?|clients?|subscribers?|subs|buyers?|orders?)$/],
  ['pilots', /^(pilots?|trials?|testers?|beta)$/],
  ['interviews', /^(interviews?|conversations?|interviewed|talked|spoke|owners?|managers?)$/],
  ['survey', /^(surveys?|surveyed|responses?|respondents?)$/],
  [
    'users',
    /^(users?|members?|downloads?|installs?|sign-?ups?|signups?|students|families|listeners|graduates|alumni|learners|participants|trainees)$/,
  ],
  ['waitlist', /^(waitlist|waiting)$/],
  // Backers of a crowdfunding campaign paid ahead for the product.
  ['pre-orders', /^(pre-?orders?|deposits?|preorders?|backers)$/],
  ['partners', /^(partners?|lois?|stockists?|distributors?|resellers?)$/],
  ['sales', /^(units?|sold|pieces|commissions|bookings?|jobs|projects)$/],
];

/** Done facts that carry no count: a prototype, a landing page, a launch, revenue. */
export const DONE_PHRASES: readonly (readonly [DoneKind, RegExp])[] = [
  [
    'revenue',
    /\b(mrr|arr|revenue|turnover|doanh thu|facturaci[oó]n|faturamento|umsatz|chiffre d'affaires|(gross )?takings|sales of|we (make|earn|bill|invoice)|(a|per) month in (sales|revenue)|\d[\d.,]*k?\s?\/\s?(mth|month|mo|wk|week|yr|year) (sales|revenue|turnover))\b/,
  ],
  [
    'prototype',
    /\b(prototypes?|mvps?|mock-?ups?|clickable|working version|beta version|first version)\b/,
  ],
  ['landing-page', /\b(landing page|smoke test)\b/],
  [
    'launched',
    /\b(launched|went live|is live|live since|in production|on the app store|on sale)\b/,
  ],
  [
    'paying-customers',
    /\b(paying (customers?|clients?|users?|members?|subscribers?|schools?|firms?)|(customers?|clients?) (who )?(pay|paid)|paid pilots?|first sale)\b/,
  ],
  [
    'interviews',
    /\b(interviewed|talked to|spoke (to|with)|conversations? with|customer discovery)\b/,
  ],
  // 'A 120-patient study at 2 clinics': a product in use with real users, ahead of its sale.
  [
    'pilots',
    /\b(pilots?(?! (line|plant|production|batch|run)s?\b)|(?<!-to-)trials?(?!-to-| (users?|accounts?|sign-?ups?|conversion|period)\b)|beta testers?|clinical (study|studies|evaluation)|\d+[- ](patient|participant|user|school|farm|site|clinic)s? (study|studies|evaluation)|(study|studies|evaluation) (at|in|with) (\d+|two|three|four|five) (clinics|hospitals|sites|schools|farms|practices))\b/,
  ],
  ['pre-orders', /\b(pre-?orders?|deposits?)\b/],
  ['waitlist', /\b(waitlist|waiting list)\b/],
];

export const CHANNEL_LEXICON: readonly (readonly [Channel['kind'], RegExp])[] = [
  ['referrals', /\b(referrals?|word of mouth|recommendations?|refer(s|red)?)\b/],
  [
    'partners',
    /\b(partners?(hips?)?|resellers?|distributors?|associations?|chambers?|suppliers? who|through (our|the|a) [a-z ]{2,30}(supplier|association|network|chamber|union))\b/,
  ],
  [
    'direct-sales',
    /\b(cold (email|call)s?|outreach|door[- ]to[- ]door|visit(ing)? [a-z]+ in person|in[- ]person visits|demos?|sales calls?|direct sales|field sales)\b/,
  ],
  ['social', /\b(instagram|tiktok|facebook|linkedin|twitter|youtube|pinterest|social media)\b/],
  ['content', /\b(blog|seo|content|podcasts?|articles?|guides?|webinars?)\b/],
  ['ads', /\b(ads|advertis\w*|google ads|paid (search|social)|ppc)\b/],
  [
    'events',
    // Not 'a temperature event' or 'sounds fair': one event or a fair is a channel only when named.
    /\b(events|(launch|tasting|open|pop-?up|networking|community|school|club) events?|trade ?shows?|fairs|(trade|design|craft|food|job|career|wedding|bridal|book|art|christmas) fair|conferences?|market stalls?|farmers'? markets?|meetups?|expos?)\b/,
  ],
  [
    'marketplace',
    /\b(etsy|amazon|app store|play store|ebay|not on the high street|marketplaces?)\b/,
  ],
  ['email', /\b(email list|newsletters?|mailing list|email campaigns?)\b/],
  ['retail', /\b(stockists?|retail partners?|supermarkets?|shops that stock|in stores?)\b/],
  ['community', /\b(communit(y|ies)|forums?|slack|discord|whatsapp groups?|facebook groups?)\b/],
];
