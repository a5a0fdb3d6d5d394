import type { Industry, Pillar } from '@shared/domain';
import type { Span } from './runway';

export type { Span } from './runway';

/**
 * What the business sells and how it is made: decides which advice applies. 'software' covers
 * apps and SaaS; 'goods' products made ahead and sold from stock; 'made-to-order' products made
 * only once ordered (no stock); 'hardware' devices; 'services' consulting, agencies, clinics and
 * other work sold as time or expertise.
 */
export type BusinessModel =
  | 'software'
  | 'marketplace'
  | 'services'
  | 'made-to-order'
  | 'goods'
  | 'hardware'
  | 'non-profit'
  | 'unknown';

/** Who pays: businesses (B2B), consumers (B2C), both, or public bodies (B2G). */
export type Audience = 'business' | 'consumer' | 'both' | 'public' | 'unknown';

/** How money comes in: decides whether churn, MRR or repeat-purchase advice applies. */
export type RevenueModel =
  'subscription' | 'one-off' | 'commission' | 'usage' | 'donations' | 'unknown';

/**
 * How far the business is, from what the founder wrote (not from the ratings): an idea; talking
 * to customers; pilots or trials running; first paying customers; repeatable revenue.
 */
export type Stage = 'idea' | 'discovery' | 'pilots' | 'paying' | 'revenue';

export const STAGE_ORDER: readonly Stage[] = ['idea', 'discovery', 'pilots', 'paying', 'revenue'];

/** Whether the founder means to hire: 'no' when they said they will not (or want to stay solo). */
export type HiringIntent = 'plans' | 'no' | 'unknown';

export interface Team {
  /** People working on it, when the answers say (founders included). */
  size: number | null;
  solo: boolean;
  hiring: HiringIntent;
}

/** Something the founder has already done, with its count when they gave one. */
export type DoneKind =
  | 'interviews'
  | 'survey'
  | 'pilots'
  | 'paying-customers'
  | 'users'
  | 'revenue'
  | 'prototype'
  | 'waitlist'
  | 'pre-orders'
  | 'landing-page'
  | 'launched'
  | 'partners'
  | 'sales';

export interface Fact {
  /** The founder's own sentence the fact comes from, as written. */
  sentence: string;
  /** The form path it was read from, e.g. 'product.evidence'. */
  path: string;
}

export interface DoneFact extends Fact {
  kind: DoneKind;
  count: number | null;
  /** The counted phrase as written: '3 pilots', 'twelve bakery owners'. */
  phrase: string;
}

export interface FigureFact extends Fact {
  /** The figure as written: '$7,800', '1.8M', '14%'. */
  figure: string;
}

/** A channel the founder uses or plans, and the words they used for it. */
export interface Channel {
  kind:
    | 'referrals'
    | 'partners'
    | 'direct-sales'
    | 'social'
    | 'content'
    | 'ads'
    | 'events'
    | 'marketplace'
    | 'email'
    | 'retail'
    | 'community';
  /** The channel in the founder's words: 'Instagram', 'design fairs', 'referrals'. */
  name: string;
  phrase: string;
  path: string;
}

export interface IndustryHint {
  industry: Industry | null;
  confidence: number;
  /** The industry as the founder knows it: a custom industry's own words when given. */
  label: string;
  /** True when industry-specific rules may be applied (chosen by the user, or confidence >= 0.6). */
  specific: boolean;
}

/**
 * What the answers show for a pillar, against its rating guide: the signals found (each with
 * the founder's own sentence) and the level they support.
 */
export interface PillarEvidence {
  rating: number | null;
  /** The highest rating the written evidence supports on the guide (1-5). */
  supported: number;
  signals: Fact[];
  /** The rating guide's proof for the next level that is missing, in plain words. */
  missing: string | null;
  /** 'inflated': rated 4-5 without the guide's evidence; 'modest': 1-2 with strong evidence. */
  verdict: 'inflated' | 'modest' | 'fair' | 'unrated';
  /**
   * True when a low rating is kept because the founder calls it honest ('honestly its a simple
   * service... 2') while the answers show more: the rating is not argued, but the advice fits
   * the business the answers show (read 38: 412 jobs told to run problem interviews).
   */
  keptHonest?: boolean;
}

/**
 * The founder profile: built once per assessment version from the whole form, read by every
 * session and helper (offline coach and model prompts alike).
 */
export interface FounderProfile {
  model: BusinessModel;
  audience: Audience;
  revenue: RevenueModel;
  /** True when the business makes goods ahead of orders and holds them (stock advice applies). */
  holdsStock: boolean;
  /** True when the business cares for animals (a vet, a groomer): human-health rules do not apply. */
  animals: boolean;
  /** True when the customers are farmers or growers (not, say, roasters buying from farms). */
  farmersBuy: boolean;
  /** True when the plan to keep customers sells them something more (a matching piece, a refill, an add-on). */
  sellsAgain: boolean;
  /** True when the founder says a customer buys once ('they come once', 'one time purchase'). */
  noRepeat: boolean;
  /** True when customers come back on their own: regulars, a loyalty card, repeat orders. */
  regulars: boolean;
  /** True when the founder keeps a paid job beside the business: time, not cash, sets the pace. */
  dayJob: boolean;
  /** True when someone other than the users pays: sponsors or advertisers (a podcast, a newsletter). */
  paidByOthers: boolean;
  /**
   * How often a customer can buy at all: 'seasonal' (once a harvest or a season, on contracts),
   * 'urgent' (an emergency nobody plans to repeat), else 'any'. Repeat-purchase windows follow it.
   */
  buyingCycle: 'seasonal' | 'urgent' | 'any';
  /** True when the offer is already packaged: a retainer, a plan, a fixed fee or price per period. */
  packaged: boolean;
  /** True when the founder turns work away or keeps a waiting list: demand is not the limit. */
  atCapacity: boolean;
  /** True when cash is a question the founder raises: savings, a loan, runway, investors, late payers. */
  cashTight: boolean;
  /** True when buyers already push the price down: asked for discounts, compare on price, left over it. */
  pricePressure: boolean;
  /**
   * True when someone else sets the price: a government price guide or cap, a fee schedule, a
   * regulated tariff ('NDIS pays at the price guide'). No price test, no raise: margin comes from
   * utilisation, mix and cost.
   */
  priceSet: boolean;
  /**
   * True when organisations buy and other people use it (a worker app paid by employers, a
   * patient device bought by hospitals): usage questions go to the users, not to the buyer.
   */
  usersNotBuyers: boolean;
  /**
   * True when parents buy for the children counted ('Mamas 32-42' paying for '1,180 students'):
   * the questions go to the parents, not the kids.
   */
  parentsPay: boolean;
  /**
   * True when customers have left for reasons worth asking about (churn, cancellations, no
   * renewal); false when none left, or those who left closed down.
   */
  leavers: boolean;
  /**
   * True when the founder may not sell yet: a clearance, an approval or a certification comes
   * first ('we cannot sell before clearance'). Proof is then a commitment for the day it comes.
   */
  cannotSellYet: boolean;
  /** True when the founder already knows where customers come from (asked them, or gives shares by source). */
  knowsSources: boolean;
  /** True when the answers give what a customer costs to win, as a figure ('CAC ~$71'). */
  knowsCost: boolean;
  /** True when the offer already has set prices ('Fixed prices on the website', '฿1,900/month'). */
  listsPrices: boolean;
  /** True when the founder sells one offer at one price ('rooms at €610 a month'): no revenue lines to split. */
  singleOffer: boolean;
  /** True when a supplier's minimum order binds the founder ('a 10,000-pouch minimum order', 'MOQ'). */
  minimumOrder: boolean;
  /** True when the buyers are small organisations (SMEs, '10-100 employees'): no enterprise procurement. */
  smallBuyers: boolean;
  /** True when the founder learned the buyer is someone else ('We thought clinicians were the buyer'). */
  buyerRethought: boolean;
  /** True when a device sells consumables for years ('cartridges', 'refills', 'a razor-blade model'). */
  consumables: boolean;
  /**
   * The cut a platform takes of the founder's sales, as written ('booking.com at 17% commission'),
   * or null: a sale moved to the founder's own channel keeps it.
   */
  platformCut: string | null;
  /**
   * A marketplace's cut is paid by the selling side ('We take 5-7% commission from the
   * wholesaler'): the proof of payment is that side switching the cut on, not the buyers paying.
   */
  sellerPays: boolean;
  /**
   * Content given away and paid for by the fans who back it ('Patreon 612 patrons'): a new
   * backer costs no hours or materials, so there are no clients, jobs or cost sheets per sale.
   */
  backedByFans: boolean;
  /** True when the plan sells before building: pre-sales, or selling to the waitlist. */
  presell: boolean;
  /**
   * Goods bought in finished from distributors or importers and sold on ('3 nhà phân phối in HN
   * + 1 importer'): nothing is produced, so there are no batches or production runs.
   */
  resells: boolean;
  /** True when the 30-day plan pauses or stops new sales ('Pause sales in the 5 worst villages'). */
  pausingSales: boolean;
  /** True when the problem is life and death ('Sepsis kills 11 million a year'): never 'mild pain'. */
  gravePain: boolean;
  /**
   * True when the business lends, or sells on credit it carries (a lease-to-own financier, a
   * microlender): it is run on repayments, arrears and recoveries, not hours per client.
   */
  lends: boolean;
  /**
   * How the customers' current workaround stands to the offer: a rival they would leave, a tool
   * they keep and the offer works beside ('Cartrack/MiX for GPS' when the ideal fleet 'already
   * pays Cartrack'), or the platform the founder sells on too ('they buy on etsy from many
   * ceramistas' for a ceramicist found through Etsy search), or businesses like the founder's own
   * ('They use a clearing agent' for a clearing agency: peers the customer compares it with).
   */
  workaround: 'rival' | 'kept' | 'channel' | 'peers';
  /** True when a warehouse partner picks and ships the orders ('3PL in Austin (ShipBob)'). */
  thirdPartyFulfilment: boolean;
  /** True when the answers say goods ran out ('stockouts on the moisturizer', 'sold out by 11'). */
  stockouts: boolean;
  /** True when the founder wins (or means to win) work through public or formal tenders. */
  tenders: boolean;
  /** True when the business sells access, space or goods over the counter (a gym, storage units, a café). */
  sellsAccess: boolean;
  /** True when a service sells people's time (sessions, advice, repairs) rather than rooms, seats or routes. */
  sellsHours: boolean;
  /** True when the answers mention goods moving (freight, parcels, deliveries), not only people. */
  freight: boolean;
  /**
   * True when the product is used once a month or less ('Pilot users log in mostly at month
   * end'): weekly active users and stickiness measure nothing there.
   */
  usedRarely: boolean;
  /** The months of cash the founder says are left ('Runway ~20 months'), or null. */
  runway: Span | null;
  /** How long a sale takes, as the founder wrote it ('Sales cycle seems 9-12 months'), or null. */
  salesCycle: Span | null;
  stage: Stage;
  team: Team;
  channels: Channel[];
  /** ' in Kenya', ' in Europe', or ''. */
  place: string;
  industry: IndustryHint;
  done: DoneFact[];
  figures: FigureFact[];
  evidence: Record<Pillar, PillarEvidence>;
}
