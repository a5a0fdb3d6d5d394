import type { CoachingSessionNumber } from '../../infra/ai/types';
import { ALL_TEXT_PATHS, fieldNoun } from './fields';
import type { FounderProfile } from '../profile';
import type { Weave } from './weave';

/**
 * Which of the user's answers each session quotes, card by card. Every list falls back to the
 * core answers and then to any answer at all, so a session quotes the user whenever the form
 * holds any text.
 */
export interface SessionAnchors {
  /** The opening of the lesson quotes the first two answers found here. */
  open: readonly string[];
  /** The first learning resource is applied to this answer. */
  learn: readonly string[];
  /** The user's own measures for this session, if any. */
  measures: readonly string[];
  /** The answer the session's central risk rests on. */
  risk: readonly string[];
  /** The session's risk, on the anchor the founder answered (`said`: that answer's text). */
  riskLine: (ref: string, said?: string, path?: string, profile?: FounderProfile) => string;
  /** Words that mark a 30-day task as belonging to this session. */
  taskWords: RegExp;
}

const funded = (p: FounderProfile) => p.model === 'non-profit' || p.revenue === 'donations';

/**
 * What goes wrong when what customers say turns into changes, in this founder's trade: extras
 * given free, custom options kept forever, stock bought for a new line, the loudest request built.
 */
function listening(ref: string, p?: FounderProfile): string {
  if (!p) return `Watch ${ref}: a month of feedback with no change means the loop is stuck.`;
  if (funded(p))
    return `Watch ${ref}: funders' asks and users' needs drift apart; check whom each change serves.`;
  if (p.model === 'marketplace')
    return `Watch ${ref}: each side asks for the opposite; decide whose problem comes first.`;
  if (p.model === 'services')
    return `Watch ${ref}: extras asked for in passing get done free; price each before saying yes.`;
  if (p.model === 'made-to-order')
    return `Watch ${ref}: each custom request you accept becomes an option you must keep offering.`;
  if (p.model === 'hardware')
    return `Watch ${ref}: a hardware change takes months; try each request as a mock-up first.`;
  if (p.holdsStock)
    return `Watch ${ref}: a new line ties up cash in stock before anyone buys it; sell ahead.`;
  if (p.model === 'software')
    return `Watch ${ref}: the loudest request is rarely the commonest; tally requests before building.`;
  return `Watch ${ref}: a month of feedback with no change means the loop is stuck.`;
}

/** What a change to the product costs the people who deliver it, in this founder's trade. */
function building(ref: string, p?: FounderProfile): string {
  if (!p) return `Watch ${ref}: promise nothing new until delivery has the hours for it.`;
  if (funded(p))
    return `Watch ${ref}: a new programme promised to a funder needs staff hours before money.`;
  if (p.model === 'software')
    return ['idea', 'discovery'].includes(p.stage)
      ? `Watch ${ref}: a first version grows while it waits; cut what ten first users would skip.`
      : `Watch ${ref}: each feature shipped is one more to support; retire one per addition.`;
  if (p.model === 'marketplace')
    return `Watch ${ref}: a feature for one side that adds work for the other loses both.`;
  if (p.model === 'hardware')
    return `Watch ${ref}: a design change after parts are ordered costs the batch; freeze first.`;
  if (p.model === 'made-to-order')
    return `Watch ${ref}: each new option adds hours to every order; time one before offering it.`;
  if (p.model === 'services')
    return p.team.solo
      ? `Watch ${ref}: a new service is hours only you have; time one before offering it.`
      : `Watch ${ref}: every ${p.audience === 'consumer' ? 'customer' : 'client'} may ask for a new service; time one, then price it.`;
  // A distributor buys what it sells: a new line is stock to carry, not production (read 49).
  if (p.holdsStock && p.resells)
    return `Watch ${ref}: each new line is stock and cash tied up; trial it with a few customers first.`;
  if (p.holdsStock)
    return `Watch ${ref}: a new item sells only if production can repeat it on a busy day.`;
  return `Watch ${ref}: promise nothing new until delivery has the hours for it.`;
}

/** A sale somebody talks through: calls, meetings, visits, a sales team ('demo stores' are not). */
const TALKED =
  /\b(calls?|meetings?|sales|outbound|pitch\w*|visit\w*|resellers?|fairs?|shows?|pipeline|pilots?|procurement|tenders?)\b/i;
/** Customers who find and start it alone: listings, content, social posts, ads, sign-ups. */
const SELF_SERVE =
  /\b(inbound|seo|content|blog|newsletters?|hn|hacker news|listing|stores?|app stores?|tiktok|instagram|facebook|fb|groups|ads|sign-?ups?|free trial|freemium|self[- ]serve|product hunt|reddit|youtube|x threads|twitter|linkedin posts?)\b/i;

/** What winning customers costs that the channel's figures hide, in this founder's trade. */
function winning(ref: string, p?: FounderProfile, said = ''): string {
  if (!p) return `Watch ${ref}: count the hours each customer takes to win.`;
  if (funded(p))
    return `Watch ${ref}: reaching people costs staff time funders rarely pay for; log it.`;
  if (p.model === 'marketplace')
    return `Watch ${ref}: a side won with discounts leaves when the discounts end.`;
  if (p.model === 'services')
    return `Watch ${ref}: hours spent selling come out of billable hours; log both for a month.`;
  if (p.model === 'made-to-order')
    return `Watch ${ref}: quotes that never turn into orders still cost hours; count them.`;
  if (p.model === 'software' && !TALKED.test(said) && SELF_SERVE.test(said))
    return `Watch ${ref}: sign-ups who never pay make the channel look better than it is.`;
  if (p.model === 'software' && (TALKED.test(said) || /\bdemos?\b/i.test(said)))
    return `Watch ${ref}: demos that end without a next step are the hidden cost of each sale.`;
  if (p.audience === 'consumer' && (p.holdsStock || p.model === 'goods'))
    return `Watch ${ref}: a first order at a discount is not a customer until the second.`;
  return `Watch ${ref}: count the hours each customer takes to win.`;
}

const CORE = [
  'product.problem',
  'market.idealCustomer',
  'market.target',
  'product.solution',
  'execution.delivery',
  'execution.goToMarket',
  'actionPlan.priority',
];

const PRODUCT_WORDS = /\b(interview|prototype|mvp|feature|build|test|pilot|user|design|product)/i;
const MARKET_WORDS = /\b(customer|price|pricing|pay|pre-?order|segment|sell|sale|market|lead)/i;
// Money owed, a lease, a permit or a deadline is the founder's most concrete work this month.
const EXECUTION_WORDS =
  /\b(hire|supplier|partner|process|cash|deliver|launch|channel|team|budget|invoic|overdue|owed|late payment|lease|landlord|permit|inspection|certificat|deadline|renewal|grant|application)/i;

export const SESSION_ANCHORS: Record<CoachingSessionNumber, SessionAnchors> = {
  2: {
    open: ['product.problem', 'product.solution', 'product.evidence'],
    learn: ['product.problem', 'product.solution'],
    measures: ['actionPlan.successMeasures'],
    risk: ['product.problem', 'product.solution'],
    riskLine: (ref) => `The product rests on ${ref}; rare or mild pain means change course.`,
    taskWords: PRODUCT_WORDS,
  },
  3: {
    open: [
      'market.idealCustomer',
      'market.target',
      'market.payEvidence',
      'market.discoveryEvaluation',
    ],
    learn: ['market.idealCustomer', 'market.target'],
    measures: ['actionPlan.successMeasures'],
    risk: ['market.idealCustomer', 'market.target', 'market.payEvidence'],
    riskLine: (ref) =>
      `Your market plan rests on ${ref}; ten conversations without one commitment means rethink the segment.`,
    taskWords: MARKET_WORDS,
  },
  4: {
    open: ['execution.delivery', 'execution.goToMarket', 'execution.resourcesPartners'],
    learn: ['execution.delivery', 'execution.goToMarket'],
    measures: ['actionPlan.successMeasures'],
    risk: ['execution.delivery', 'execution.resourcesPartners'],
    // By what the delivery rests on: a supplier's parts, a system's code, people's days.
    // People's days by the team's size: a founder alone has nobody to cover, a team of five or
    // more has one step only one person can do.
    riskLine: (ref, said = '', _path = '', p) =>
      SUPPLIED_BY.test(said)
        ? `Delivery rests on ${ref}; get a second supplier's price now.`
        : RUN_BY_CODE.test(said)
          ? `Delivery rests on ${ref}; document what one person alone knows.`
          : RUN_BY_PEOPLE.test(said)
            ? p?.team.solo || p?.team.size === 1
              ? `Delivery rests on ${ref}: write what pauses if you are ill for a week, and who tells the customers.`
              : (p?.team.size ?? 0) >= 5
                ? `Delivery rests on ${ref}: name the step only one person can do, and train a second this month.`
                : `Delivery rests on ${ref}: name who covers a week of illness.`
            : `Delivery rests on ${ref}; one person or supplier carrying it needs a backup.`,
    taskWords: EXECUTION_WORDS,
  },
  5: {
    open: ['loops.product_market.current', 'product.problem', 'market.idealCustomer'],
    learn: ['market.idealCustomer', 'market.target', 'product.problem'],
    measures: ['loops.product_market.metrics', 'actionPlan.successMeasures'],
    risk: ['loops.product_market.current', 'market.idealCustomer', 'product.solution'],
    // By how the loop listens: what reviews, scores, conversations, sales figures and requests
    // each leave out. A loop left blank has its own gap line instead.
    riskLine: (ref, said = '', path = '', p) =>
      !path.startsWith('loops.')
        ? listening(ref, p)
        : /\b(reviews|ratings?|stars?)\b/i.test(said)
          ? `Watch ${ref}: reviews come from the delighted and the angry; the middle goes unheard.`
          : /\b(surveys?|nps|polls?|scores?|questionnaires?|forms?)\b/i.test(said)
            ? `Watch ${ref}: a score says how many, not why; read every comment.`
            : /\b(sales data|what sells|sells? out|sold|pos|square|till|analytics|data)\b/i.test(
                  said,
                )
              ? `Watch ${ref}: sales show what people chose, not what they wanted and did not find.`
              : /\b(requests?|tickets?|slack|emails?|whatsapp|messages?|dms?)\b/i.test(said)
                ? `Watch ${ref}: requests say what to add, seldom what to remove.`
                : /\b(calls?|talk\w*|ask\w*|interviews?|chats?|conversations?|meetings?|tell)\b/i.test(
                      said,
                    )
                  ? `Watch ${ref}: people asked face to face soften bad news; ask what they did.`
                  : listening(ref, p),
    taskWords: new RegExp(`${PRODUCT_WORDS.source}|${MARKET_WORDS.source}`, 'i'),
  },
  6: {
    open: ['loops.product_execution.current', 'product.solution', 'execution.delivery'],
    learn: ['product.solution', 'execution.delivery'],
    measures: ['loops.product_execution.metrics', 'actionPlan.successMeasures'],
    risk: ['loops.product_execution.current', 'product.solution', 'execution.delivery'],
    // By what the loop runs on: stock that runs out, redone work, one person's head, a meeting.
    riskLine: (ref, said = '', path = '', p) =>
      !path.startsWith('loops.')
        ? building(ref, p)
        : /\b(run(s)? out|sold out|sells? out|stock-?outs?|out of stock)\b/i.test(said)
          ? `Watch ${ref}: each sell-out is a sale lost; count them by hour for two weeks.`
          : /\b(complaints?|redo\w*|rework\w*|returns?|defects?|errors?|mistakes?|bugs?|fix\w*)\b/i.test(
                said,
              )
            ? `Watch ${ref}: count each redo; it is the cost nobody prices.`
            : /\b(manual\w*|by hand|spreadsheets?|in my head|notebook|whatsapp)\b/i.test(said)
              ? `Watch ${ref}: what lives in one person's head stops when they are off.`
              : /\b(meetings?|stand-?ups?|retros?|check-?ins?|calls?)\b/i.test(said)
                ? `Watch ${ref}: a meeting that ends without an owner and a date changes nothing.`
                : building(ref, p),
    taskWords: new RegExp(`${PRODUCT_WORDS.source}|${EXECUTION_WORDS.source}`, 'i'),
  },
  7: {
    open: ['loops.market_execution.current', 'execution.goToMarket', 'market.idealCustomer'],
    learn: ['execution.goToMarket', 'execution.salesMarketing', 'market.idealCustomer'],
    measures: ['loops.market_execution.metrics', 'actionPlan.successMeasures'],
    risk: ['loops.market_execution.current', 'execution.goToMarket', 'execution.salesMarketing'],
    // By what the answer says: turning customers away, referrals, paid reach, or selling by hand.
    riskLine: (ref, said = '', path = '', p) =>
      !path.startsWith('loops.')
        ? winning(ref, p, said)
        : /\b(turn(ing)? (away|down)|waiting list|waitlist|can'?t (take|keep up)|at capacity)\b/i.test(
              said,
            )
          ? `Watch ${ref}: every client turned away is a lost referral.`
          : /\b(referr\w*|word of mouth)\b/i.test(said)
            ? `Watch ${ref}: referrals stop when referrers stop hearing from you.`
            : /\b(ads?|adverts?|facebook|instagram|google|tiktok|paid)\b/i.test(said)
              ? `Watch ${ref}: growth stalls when customers cost more than they pay.`
              : winning(ref, p, said),
    taskWords: new RegExp(`${MARKET_WORDS.source}|${EXECUTION_WORDS.source}`, 'i'),
  },
};

/** The first answered path among `paths`, then the core answers, then any answer, or null. */
function firstAnswered(w: Weave, paths: readonly string[]): string | null {
  for (const list of [paths, CORE, ALL_TEXT_PATHS]) {
    const found = list.find((p) => w.has(p));
    if (found) return found;
  }
  return null;
}

/** "the problem ("...")" for the first answered path, or null when the form is blank. */
const SUPPLIED_BY =
  /\b(suppliers?|manufacturers?|factory|contract manufactur\w*|wholesalers?|distributors?|co-?packers?|printers?|farms? we buy)\b/i;
const RUN_BY_CODE =
  /\b(app|platform|software|saas|api|web app|servers?|cloud|aws|code|codebase|automat\w*)\b/i;
const RUN_BY_PEOPLE =
  /\b(me|myself|i do|we do|founders?|co-?founders?|staff|workers?|team|tutors?|coaches|designers?|engineers?|freelancers?|contractors?|volunteers?)\b/i;

/** The text of the first answered anchor: what a session's risk line is about. */
export function anchorText(w: Weave, paths: readonly string[]): string {
  const path = firstAnswered(w, paths);
  return path ? w.text(path) : '';
}

export function anchorRef(w: Weave, paths: readonly string[]): string | null {
  const path = firstAnswered(w, paths);
  if (!path) return null;
  const quote = w.quote(path);
  // Quoted earlier in the session, the answer is called by its own name: 'Corrida+', not 'your
  // solution (Corrida+)'.
  return quote === w.names[path] ? quote : `${fieldNoun(path)} (${quote})`;
}

/** The path of the first answered anchor: which answer a session's risk line is about. */
export function anchorPath(w: Weave, paths: readonly string[]): string {
  return firstAnswered(w, paths) ?? '';
}
