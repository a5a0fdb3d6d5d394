import type { FounderProfile } from '../profile';
import { buysOnce, fewBuyers, inUse, payingCount, preOrdersOnly } from './plays/when';
import { withoutFounderWords } from './words';

/**
 * When advice applies. Every line the offline coach writes passes these guards: a guard whose
 * condition holds for the founder refuses any line that gives the advice it names, so the coach
 * never advises against the founder's own model, team, stage or industry. The founder's quoted
 * words are left out of the check (a founder may write "churn"; the coach may quote it).
 */
export interface Guard {
  /** Why the advice does not apply, for readers of this file and for tests. */
  why: string;
  applies: (p: FounderProfile) => boolean;
  refuses: RegExp;
}

const count = (p: FounderProfile, ...kinds: string[]) =>
  Math.max(0, ...p.done.filter((d) => kinds.includes(d.kind)).map((d) => d.count ?? 1));
const did = (p: FounderProfile, ...kinds: string[]) => p.done.some((d) => kinds.includes(d.kind));

export const GUARDS: readonly Guard[] = [
  {
    // Read 48: an input-credit lender told to read Shape Up and the DORA research.
    why: 'no software is built: no books on shipping software',
    applies: (p) => p.lends || ['goods', 'made-to-order', 'non-profit'].includes(p.model),
    refuses: /\b(Shape Up by Ryan Singer|Accelerate by Nicole Forsgren|DORA research)\b/i,
  },
  {
    why: 'a handful of buyers won one at a time: no monthly cohorts, segments or survey scores to compare',
    applies: fewBuyers,
    refuses:
      /\b(retention by cohort|retention cohort table|cohort with the steepest drop|each month's new customers|Sean Ellis|tracked per segment)\b/i,
  },
  {
    // Read 38: a solo chimney repairer turning work away every autumn, told to script objections
    // and to find the next segment.
    why: 'turning work away already: no selling harder, objections or next segments',
    applies: (p) => p.atCapacity,
    refuses:
      /\b(top 3 objections|objections to|one-page script|Inside the Tornado|bowling alley|adjacent segment|smallest viable audience)\b/i,
  },
  {
    // Read 38: a solo repairer with 412 jobs a year told to count 'months of runway'.
    why: 'a business living on its sales, with no runway named: no months of runway to count',
    applies: (p) => p.stage === 'revenue' && p.runway === null,
    refuses: /\b(months of runway|work out your runway)\b/i,
  },
  {
    // Read 39: a classroom CO2 monitor given EdTech's learning-outcome measures.
    why: 'a device is no lesson: no learning gain to test before and after',
    applies: (p) => p.model === 'hardware',
    refuses: /\b(learning gain|pre-test and a post-test)\b/i,
  },
  {
    // Read 41: an acoustic firm pricing each report by building told to productise its service.
    why: 'the offer already has set prices: no packaging into a fixed-price offer',
    applies: (p) => p.listsPrices,
    refuses: /\b(fixed-scope offer|from productised, fixed-price offers|Built to Sell)\b/i,
  },
  {
    // Read 41: an outboard with 31 signed letters of interest told to list 30 names.
    why: 'thirty people met already: no list of thirty names to start',
    applies: (p) => count(p, 'interviews', 'waitlist', 'pre-orders', 'survey') >= 25,
    refuses: /\b(List thirty|sheet of 30 named|list 30 real people)\b/i,
  },
  {
    // Read 37: a meal-kit idea with nothing sold, told of batches 'as volume rises' and sales per outlet.
    why: 'nothing is sold yet: no volume, outlets or baskets to measure',
    applies: (p) => p.stage === 'idea' || p.stage === 'discovery',
    refuses: /\b(as volume rises|per outlet|average basket)\b/i,
  },
  {
    // Read 38: a green-coffee exporter selling a season's lots to 11 importers and roasters, told
    // of days of stock for its best sellers and of reviews and returns.
    why: 'goods sold by the season to a few trade buyers: no shelf, best sellers or reviews',
    applies: (p) =>
      p.model === 'goods' && p.audience === 'business' && p.buyingCycle === 'seasonal',
    refuses:
      /\b(days of stock|best sellers|sell-through|small batches until|reviews, returns and reorders)\b/i,
  },
  {
    // Stop-check read: a workshop told to 'mark role, size, trigger event' of its buyers.
    why: 'people buying for themselves have no role or company size to compare',
    applies: (p) => p.audience === 'consumer',
    refuses: /\brole, size, trigger event\b/i,
  },
  {
    why: 'nothing is shipped as software: a change is made, not released',
    applies: (p) => p.model !== 'software' && p.model !== 'hardware' && p.model !== 'marketplace',
    refuses: /\bBefore shipping a change\b/i,
  },
  {
    // Read 36: a meal box and a pottery told to invite design partners.
    why: 'design partners build software or devices with their maker, not goods or services',
    applies: (p) => p.model !== 'software' && p.model !== 'hardware',
    refuses: /\bdesign partners?\b/i,
  },
  {
    // An e-bike kit for commuters and a pet insurance app told to invite design partners.
    why: 'people buying for themselves are no design partners to invite',
    applies: (p) => p.audience === 'consumer',
    refuses: /\b(potential design partners|(paying|first) design partners?)\b/i,
  },
  {
    // Stop-check read: a two-person workshop; read 36: a school that pays for no channel.
    why: 'a team of one or two, or one that buys no channel, has no cost per channel to work out',
    applies: (p) =>
      p.team.solo ||
      (p.team.size !== null && p.team.size <= 2) ||
      !p.channels.some((c) => c.kind === 'ads'),
    // Read 43: a solo chimney repairer with no ads asked for 'CAC, gross margin and payback'.
    refuses: /\b(CAC per channel|Calculate CAC)\b/i,
  },
  {
    why: 'the founder works alone or said they will not hire',
    applies: (p) => p.team.hiring === 'no' || (p.team.solo && p.team.hiring !== 'plans'),
    refuses:
      /\b(hir(e|es|ed|ing)|recruit\w*|first employee|headcount|job ads?|build (out )?a team|grow the team|new staff)\b/i,
  },
  {
    // Read 43: a repairer who works alone told to hand an SOP 'to someone else to try'.
    why: 'nobody else does the work, and nobody will be hired to: no hand-over to someone else',
    applies: (p) => p.team.solo && p.team.hiring !== 'plans',
    refuses:
      /\b(hand it to someone else|someone else could do them tomorrow|someone else could follow)\b/i,
  },
  {
    why: 'nothing is sold on a subscription, so churn and recurring revenue do not apply',
    applies: buysOnce,
    refuses:
      /\b(churn\w*|MRR|ARR|monthly recurring|recurring revenue|renewals?|subscription (plans?|revenue))\b/i,
  },
  {
    why: 'a customer who buys once is not "still active": no usage cohorts, leaking buckets or "would miss"',
    applies: buysOnce,
    refuses:
      /\b(still active|retention cohorts?|retention by cohort|month-\d+ retention|retention of customers from each channel|cohort with the steepest drop|leaking bucket|falling retention|keep choosing it|miss most|could no longer use|Sean Ellis)\b/i,
  },
  {
    why: 'the business holds no stock (made to order, services, software)',
    applies: (p) => !p.holdsStock,
    refuses:
      /\b(days of stock|stock levels?|inventory|stock-?outs?|reorder points?|overstock\w*|dead stock|holding stock|tied up in (stock|inventory)|sell(s|ing)? through|small batch|a large order)\b/i,
  },
  {
    why: 'dozens of paying customers: revenue does not rest on two or three of them',
    // People buying for themselves (48k players) are never a few large customers either.
    applies: (p) =>
      payingCount(p) >= 20 ||
      (p.audience === 'consumer' && p.done.some((d) => (d.count ?? 0) >= 1000)),
    refuses:
      /\b(rest on two or three|a few large customers|one or two (clients|customers)|big client leaving)\b/i,
  },
  {
    why: 'the product may not be sold before its clearance or licence: no deposits, offers at a price or paying customers to count yet',
    applies: (p) => p.cannotSellYet && !did(p, 'paying-customers', 'sales', 'revenue'),
    refuses:
      /\b(deposits?|pre-?orders?|pre-?sell\w*|(new )?paying (customers|clients)|new paying|offer for|(written|five-line|paid) offer|at a (named )?price|a price, then|ask (your |the )?(pilot )?customers to pay|convert the pilots|into paying customers|into a paid contract|paid trial|new customers per week|after they buy|selling \(|paid early|early[- ]access|paid (early )?(place|spot)|to pay, or to commit|by hand|hand-deliver\w*|wizard of oz|concierge|offer with a price|first payment|funnel stage|traction channels|its own code|a budget and a target|budget, end date(,| and) target)\b/i,
  },
  {
    why: 'the plan pauses new sales this month: no referral drives or asks for introductions',
    applies: (p) => p.pausingSales,
    refuses:
      /\b(referrals?|refer (a|one) (friend|peer)|one introduction|introductions? to a peer)\b/i,
  },
  {
    why: 'households buy it: no industrial buyers or their qualification cycles',
    applies: (p) => p.audience === 'consumer',
    refuses: /\b(industrial buyers|qualification cycles?)\b/i,
  },
  {
    why: 'it has been made and sold for a year: no longer a prototype to get into production',
    applies: (p) => p.stage === 'revenue',
    refuses: /\b(works as a prototype|prototype but cannot be produced)\b/i,
  },
  {
    why: 'the problem costs lives: nobody tolerates it, and it is never mild',
    applies: (p) => p.gravePain,
    // A death toll is not an event to recall: 'the last time "Sepsis kills 11 million" happened'.
    refuses:
      /\b(may tolerate|tolerate|rare or mild|mild pain|good enough|nice to have|last time\W{0,12}happened)\b/i,
  },
  {
    why: 'a non-profit has funders and beneficiaries, not pricing power',
    applies: (p) => p.model === 'non-profit',
    refuses: /\b(MRR|pricing power|upsell\w*|raise (your )?prices?|price increase)\b/i,
  },
  {
    why: 'the industry is only a guess: no sector regulation',
    applies: (p) => !p.industry.specific,
    refuses:
      /\b(HIPAA|FDA|CE[- ]mark\w*|FCA|SEC|PCI[- ]DSS|FERPA|patients'? (medical )?records)\b/i,
  },
  {
    why: 'the business cares for animals: human-health rules and words do not apply',
    applies: (p) => p.animals,
    refuses: /\b(HIPAA|FDA|patients?|clinicians?|readmissions?|medical devices?|insurers?)\b/i,
  },
  {
    why: 'the business sells work, goods or a cause, not software: no feature, roadmap or app advice',
    applies: (p) => ['services', 'made-to-order', 'goods', 'non-profit'].includes(p.model),
    refuses:
      /\b(features?|roadmap|sign-?ups?|activation( rate| moment)?|RICE|Hooked by|instrument\w*|codebase|app store|weekly active|stickiness|no-code|low-code|active users|users who stopped|product teams?|Marty Cagan)\b/i,
  },
  {
    why: 'only a business that makes food or drink needs tasting, recipe and kitchen advice',
    applies: (p) => ['software', 'hardware', 'marketplace', 'services'].includes(p.model),
    refuses:
      /\b(taste tests?|tasting|recipes?|shelf life|kitchen capacity|food cost percentage|HACCP)\b/i,
  },
  {
    why: 'US regulations apply to founders in the United States (or North America)',
    applies: (p) => !/United States|North America|Canada/.test(p.place),
    refuses: /\b(HIPAA|FDA|FERPA|SEC)\b/,
  },
  {
    why: 'a service or practice is not a medical device',
    applies: (p) =>
      ['services', 'made-to-order', 'goods', 'marketplace', 'non-profit'].includes(p.model),
    refuses:
      /\b(medical devices?|SaMD|software as a medical device|regulatory class|regulatory approval|readmissions)\b/i,
  },
  {
    why: 'passenger transport carries people, not freight',
    applies: (p) => !p.freight,
    refuses: /\b(shipments?|freight|cargo|pallets?|parcels?)\b/i,
  },
  {
    why: 'a non-profit serves beneficiaries and is paid by funders, not by paying customers',
    applies: (p) => p.model === 'non-profit',
    refuses:
      /\b(paying customers?|first sale|pre-?orders?|paid (tier|early|plan|offer|annual|pilots?|trials?|seats?)|licen[cs]es?|price|prices|pricing|charge|charges|charging|pay for|deposits?|prepayment|revenue per customer|customers who bought|Predictable Revenue|win rate|average discount|CAC|funnel stage|funnel sheet|contacted, replied|your share of|beside what each one cost|cost per new (customer|person)|Early users who love the product but do not pay)\b/i,
  },
  {
    why: 'a founder with revenue is past testing the idea',
    applies: (p) => p.stage === 'paying' || p.stage === 'revenue',
    refuses:
      /\b(rare or mild pain|ten conversations without one commitment|your idea|first version small|get commitments early|run 15 discovery interviews|discovery calls|handful of conversations|per 10 conversations|describe the problem unprompted|solution searching for a problem)\b/i,
  },
  {
    why: 'nothing is in use yet (no pilot, user or launch): nothing to instrument or count active users of',
    applies: (p) => !inUse(p),
    refuses:
      /\b(weekly active|monthly active|stickiness|DAU|MAU|active users|instrument\w*|week-4 retention|return visits?|support requests|week's support|ship one change|still with you at day 90)\b/i,
  },
  {
    why: 'the buyers are small organisations: no enterprise procurement or security reviews',
    applies: (p) => p.smallBuyers,
    refuses:
      /\b(larger companies|enterprise (deals|customers|sales|buyers)|procurement|security reviews?)\b/i,
  },
  {
    why: 'a service that sells rooms, seats or routes does not bill hours or keep a diary of jobs',
    applies: (p) => p.model === 'services' && !p.sellsHours,
    refuses:
      /\b(billable hours|hours worked|per hour of your time|next 5 jobs|the diary is empty)\b/i,
  },
  {
    why: 'organisations buy and other people use it: usage and fit questions go to the users',
    applies: (p) => p.usersNotBuyers,
    refuses:
      /\b(Sean Ellis|product-market fit survey|how would you feel if|using [^.]{0,60} again within)\b/i,
  },
  {
    why: 'a business turning customers away has no empty diary to fear',
    applies: (p) => p.atCapacity || p.done.some((d) => d.kind === 'waitlist'),
    refuses: /\b(the diary is empty|empty diary)\b/i,
  },
  {
    why: 'paid ahead, nothing delivered yet: no retention, churn or stock turns to count',
    applies: preOrdersOnly,
    refuses:
      /\b(retention by cohort|leaking bucket|churn|who stayed|days of stock|best sellers|came back|come back|buy again|who cancelled|still active)\b/i,
  },
  {
    why: 'a price someone else sets (a price guide, a fee schedule) is not tested or raised',
    applies: (p) => p.priceSet,
    refuses:
      /\b(too cheap|price points?|Van Westendorp|(raise|increase|put up|test) (your |the )?(price|fee|rate)s?|\d+% (higher|more)|price increase|fixed scope and price|pushing prices down)\b/i,
  },
  {
    why: 'buyers who buy once a season are not asked for referrals counted monthly',
    applies: (p) => p.buyingCycle === 'seasonal',
    refuses: /\breferrals from .{1,80} monthly\b/i,
  },
  {
    // Read 36: a ceramicist who sells out in two days, told her market may be too small.
    why: 'a maker working alone who turns work away is held back by her hours, not by the size of her market',
    applies: (p) => p.atCapacity && p.team.solo,
    refuses:
      /\b(too small (in|to support)|segment too small|market too small|size the market bottom-up|bottom-up market size)\b/i,
  },
  {
    why: 'a business that turns work away or keeps a waiting list needs supply, price and selection, not more leads',
    applies: (p) => p.atCapacity,
    refuses:
      /\b(referrals?|introductions?|prospecting|outreach|cold (email|call)s?|new leads?|Predictable Revenue|contact 10 a week|SPIN Selling|win rate of leads|segment next to|new paying|test channels|Bullseye|Feast and famine|block the selling time|make 20 contacts|contacted per week)\b/i,
  },
  {
    why: 'the product is used once a month or less: weekly active users and stickiness measure nothing',
    applies: (p) => p.usedRarely,
    refuses: /\b(weekly active|stickiness|DAU|WAU|week-4 retention|daily active|weekly usage)\b/i,
  },
  {
    why: 'a device is bought, not logged into: no active-user ratios',
    applies: (p) => p.model === 'hardware' && p.revenue !== 'subscription',
    refuses: /\b(weekly active|monthly active|stickiness|DAU|MAU|active users|SaaS)\b/i,
  },
  {
    why: 'people who already buy a consumer product do not price their problem in hours and money',
    applies: (p) => p.audience === 'consumer' && (p.stage === 'paying' || p.stage === 'revenue'),
    refuses:
      /\b(monthly figure on|monthly cost of|hours, people, money|tool, person and hour|number on the pain|cost of the problem|last month's cost|before-and-after lines)\b/i,
  },
  {
    // A family bible restored or a leak sensor fitted is bought once in years: the next client is
    // a referral, not a return. (Food and shop goods do come back: regulars.)
    why: 'a person commissioning a piece or buying a device buys once in years, so nobody "comes back"',
    applies: (p) =>
      p.audience === 'consumer' &&
      buysOnce(p) &&
      !p.sellsAgain &&
      (p.model === 'made-to-order' || p.model === 'hardware'),
    refuses:
      /\b(come back|came back|coming back|comes back|buy again|buys again|bought again|order again|repeat (clients|customers|orders|purchases?))\b/i,
  },
  {
    why: 'a product with dozens of paying customers is past instrumenting its first version',
    applies: (p) => payingCount(p) >= 20,
    refuses: /\b(instrument the three actions|before adding features)\b/i,
  },
  {
    why: 'a maker already selling at volume is past validating before tooling',
    applies: (p) => p.stage === 'paying' || p.stage === 'revenue',
    refuses: /\b(validate before tooling|order small first)\b/i,
  },
  {
    why: 'a food business that already sells is past a trial sale',
    applies: (p) => p.stage === 'paying' || p.stage === 'revenue',
    refuses: /\b(tasting or trial sale|trial sale at|at your intended price)\b/i,
  },
  {
    why: 'a business with repeatable revenue is past testing whether an MVP sells',
    applies: (p) => p.stage === 'revenue',
    refuses:
      /\b(wizard of oz|concierge (and|or) wizard|concierge (version|tests?)|minimum viable products?)\b/i,
  },
  {
    why: 'the founder says customers buy once: no repeat-purchase targets',
    applies: (p) => p.noRepeat,
    refuses:
      // (The rating guide's 'repeat clients and referrals' names the proof of a 5, not a target.)
      /\b(repeat (customers|clients|buyers|purchases?)(?! and referrals)|buy again|order again|again within (30|90) days|within (30|90) days, unprompted|repeat-purchase)\b/i,
  },
  {
    why: 'customers buy once a season or in an emergency: no 30- or 90-day repeat windows',
    applies: (p) => p.buyingCycle !== 'any',
    refuses:
      /\b(again within (30|90) days|within (30|90) days, unprompted|come back within 90 days|order again within 90 days|repeat-purchase rate within 30 days|buy again within a year)\b/i,
  },
  {
    why: 'goods delivered on a subscription come without being ordered again: retention is churn, not repeat purchase',
    applies: (p) => p.revenue === 'subscription' && p.model === 'goods',
    refuses:
      /\b(repeat[- ]purchase( rate)?|order again within|again within (30|90) days|within 30 days, unprompted)\b/i,
  },
  {
    why: 'a supplier minimum order rules out small batches',
    applies: (p) => p.minimumOrder,
    refuses: /\b(small batch(es)?|order small|with a small batch)\b/i,
  },
  {
    why: 'fans back content that is free to all: a new backer costs no hours or materials',
    applies: (p) => p.backedByFans,
    refuses:
      /\b(next 3 clients|hours per client|cost sheet|materials|margin per sale|booked over free hours|per delivery|clients (would )?never (notice|miss)|rework|cost to serve per customer|planned scope)\b/i,
  },
  {
    why: 'people buy for themselves: no sales stages, win rates or sales cycles of a business sale',
    applies: (p) => p.audience === 'consumer',
    refuses:
      /\b(contacted, replied|sales cycle length|win rate|days from first contact to first payment|trial or proposal)\b/i,
  },
  {
    why: 'demand is proven already (steady revenue, or more work than the business can take)',
    applies: (p) => p.stage === 'revenue' || p.atCapacity,
    refuses: /\b(until|before) demand is proven\b/i,
  },
  {
    why: 'field trials and harvest-time cash apply when farmers are the customers',
    applies: (p) => !p.farmersBuy,
    refuses:
      /\b(trial plots?|control plot|per hectare|hectares under use|until harvest|trial farms|planting (window|calendar)|cost to serve per farm)\b/i,
  },
  {
    why: 'a consumer buying once has no sales pipeline',
    applies: (p) => p.audience === 'consumer' && ['one-off', 'unknown'].includes(p.revenue),
    refuses:
      /\b(steps to payment|went quiet|win rate|trial-to-paid|sales cycle|first contact to first payment)\b/i,
  },
  {
    why: 'a business with paying customers is past recruiting and serving its first ones by hand',
    applies: (p) => p.stage === 'revenue',
    refuses:
      /\b(Do Things That Don'?t Scale|serve the first customers by hand|your first 3 to 5 customers)\b/i,
  },
  {
    why: 'a business trading for years is registered already: no first registration to complete',
    applies: (p) => p.stage === 'revenue',
    refuses:
      /\b(complete (your )?(food-safety )?registration|food-safety registration and a HACCP plan)\b/i,
  },
  {
    why: 'a business with a waiting list buys no customers: no acquisition cost to pay back',
    applies: (p) => p.atCapacity && p.model !== 'software',
    refuses: /\b(David Skok|CAC payback|LTV (to|:) CAC)\b/i,
  },
  {
    why: 'without customers there are no recent buyers to ask',
    // Free pilots ('all devices given free for the pilot') have bought nothing either.
    applies: (p) =>
      p.stage === 'idea' ||
      p.stage === 'discovery' ||
      (p.stage === 'pilots' && !did(p, 'paying-customers', 'sales', 'revenue', 'pre-orders')),
    refuses:
      /\b(recent customers|your last \d+ (buyers|customers|clients)|happiest (customers|clients)|reviews, returns|return reasons|reorders|leaving as fast as you win|who shaped|hours per order|every order)\b/i,
  },
  {
    why: 'the founder has chosen how they are paid: no advice to pick a revenue model',
    // Money already coming in ('Revenue ~900 USD/month from ads and IAP') was a choice made.
    applies: (p) =>
      p.revenue !== 'unknown' || p.done.some((d) => d.kind === 'revenue' && /\d/.test(d.phrase)),
    refuses: /\b(pick one revenue model|choose a revenue model|which revenue model)\b/i,
  },
  {
    why: 'nobody pays yet: there is no revenue to churn and no acquisition cost to pay back',
    applies: (p) => payingCount(p) === 0 && !['paying', 'revenue'].includes(p.stage),
    refuses: /\b(revenue churn|CAC payback|net revenue retention|logo churn|expansion revenue)\b/i,
  },
  {
    why: 'a lender is run on repayments, arrears and recoveries, not hours per client or a quoted price',
    applies: (p) => p.lends,
    refuses:
      /\b(hours per (client|customer|delivery)|booked over free hours|rework, a revisit|quote \d+% higher|charge \d+% more|Van Westendorp|fixed scope and price|quoting every job|for your next 3 clients; the slowest step|clients never notice|clients would never miss|hours and costs against the price|Cost serving one of your|planned scope delivered|you are too cheap|next quarter's price|package\s+around what customers value)\b/i,
  },
  {
    why: 'contracts won by tender are scored on papers and price, not won without pitching',
    applies: (p) => p.tenders,
    refuses: /\b(Win Without Pitching|Proposals accepted at your full fee)\b/i,
  },
  {
    // A fractional CFO with 7 retainers does monthly work for few clients, not jobs by the score.
    why: 'a retainer for a handful of clients is ongoing work, not jobs counted in twenties',
    applies: (p) => p.model === 'services' && p.revenue === 'subscription' && payingCount(p) < 20,
    refuses: /\bper 20 jobs\b/i,
  },
  {
    why: 'a charity serves people for free: no refunds, no customers asked what they paid',
    applies: (p) => p.model === 'non-profit',
    refuses: /\b(refunds?|per 20 jobs|Ask one customer what|best-margin slice)\b/i,
  },
  {
    why: 'the offer already has a fixed scope and price',
    applies: (p) => p.packaged,
    refuses:
      /\b(package (your service|what you do)|one named offer with a fixed scope|fixed-scope offer|quoting every job from scratch)\b/i,
  },
  {
    why: 'a business selling to many consumers has no few large customers to lose',
    applies: (p) => p.audience === 'consumer',
    refuses: /\b(few large customers|one large customer|largest customers? (leaves|goes))\b/i,
  },
  {
    why: 'goods that run out of stock sell through: the risk is the stockout, not unsold stock',
    applies: (p) => p.stockouts,
    refuses: /\b(does not sell through|stock that does not sell)\b/i,
  },
  {
    why: 'a café or a shop sells over the counter to passers-by: no introductions, contact quotas or CAC per channel',
    applies: (p) => p.sellsAccess && p.audience === 'consumer',
    refuses:
      /\b(two introductions each|make 20 contacts|CAC and CAC payback|Cost per new customer won through|win rate of leads|contacted per week|sales playbook|discovery questions|the demo or trial|common objections|CAC per channel|planned scope delivered|Call 3 recent customers)\b/i,
  },
  {
    why: 'goods bought in finished and sold on: no batches or production runs',
    applies: (p) => p.resells,
    refuses:
      /\b(each batch|batch sizes?|by batch|small batches|production (can|run|runs)|next batch|per batch)\b/i,
  },
  {
    why: 'people buying for themselves are not worked through a B2B sales process',
    applies: (p) => p.audience === 'consumer',
    refuses: /\b(sales playbook|discovery questions|the demo or trial)\b/i,
  },
  {
    why: 'a sale that takes months is priced in the proposal for each account, not tested on the next five quotes',
    applies: (p) => (p.salesCycle?.months ?? 0) >= 3,
    refuses: /\b(quote \d+% higher to the next|charge \d+% more for)\b/i,
  },
  {
    why: 'a team that fulfils through a warehouse partner (a 3PL) does not time its own orders',
    applies: (p) => p.thirdPartyFulfilment,
    refuses: /\b(for 5 orders|your next 3 orders|Time each step of "[^"]*" for \d+ orders)\b/i,
  },
  {
    why: 'two or three people who work side by side need no responsibility matrix',
    applies: (p) => p.team.solo || (p.team.size !== null && p.team.size <= 3),
    refuses: /\bRACI\b/,
  },
  {
    why: 'consumers do not run procurement',
    applies: (p) => p.audience === 'consumer',
    refuses:
      /\b(procurement|security reviews?|annual contracts?|enterprise deals?|RFPs?|schools or employers|budget window|annual licen[cs]es?|for business customers|average contract value)\b/i,
  },
  {
    why: 'the founder already ran interviews: build on them instead of starting over',
    applies: (p) => count(p, 'interviews') >= 5,
    refuses:
      /\b(book|run|schedule|start|do) (\d+|five|ten|fifteen|twenty|your first \d+)? ?(problem |customer |discovery )?interviews\b/i,
  },
  {
    why: 'pilots are running or customers pay: a pilot or a concierge test is not new to them',
    applies: (p) => did(p, 'pilots', 'paying-customers', 'revenue', 'sales'),
    refuses:
      /\b(concierge MVP|run (a|your first) pilot|start a pilot|smoke[- ]tests?|deliver [^.]{0,60} by hand to 3 customers)\b/i,
  },
  {
    why: 'customers already pay: asking whether anyone would pay is behind them',
    applies: (p) =>
      did(p, 'paying-customers', 'revenue', 'sales') ||
      p.stage === 'paying' ||
      p.stage === 'revenue',
    refuses:
      /\b(pre-?orders? (page|test)|reserve a place|would (they|anyone) pay|smoke[- ]test\w*|first paying customer|before (you|they) build)\b/i,
  },
  {
    why: 'a prototype or product exists: building a first mock-up is behind them',
    applies: (p) =>
      did(p, 'prototype', 'launched', 'pilots', 'users', 'paying-customers', 'sales', 'revenue'),
    refuses:
      /\b(build (a|your first) (prototype|mock-?up)|sketch the smallest version|clickable mock-?up|by hand [^.]{0,60}before building it)\b/i,
  },
];

/** The founder's quoted words, removed before a line is checked. */
const QUOTED = /"[^"]*"/g;

/** True when no guard that applies to this founder refuses the line. */
export function fits(
  line: string,
  profile: FounderProfile,
  guards = activeGuards(profile),
): boolean {
  const text = withoutFounderWords(line).replace(QUOTED, '');
  return guards.every((g) => !g.refuses.test(text));
}

/** The guards that apply to a founder (computed once per profile). */
export function activeGuards(profile: FounderProfile): Guard[] {
  return GUARDS.filter((g) => g.applies(profile));
}
