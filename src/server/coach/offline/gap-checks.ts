import type { CoachingSessionNumber } from '../../infra/ai/types';
import type { FounderProfile } from '../profile';
import type { Text } from './library';
import { b2c, paying } from './plays/when';
import { hasNumber, wordCount } from './text';
import type { Weave } from './weave';
import { ownSpend } from './words';

/** Something a session needs that the answers may not show, and what to do when they do not. */
export interface GapCheck {
  key: string;
  sessions: readonly CoachingSessionNumber[];
  isGap: (w: Weave) => boolean;
  /** When the gap is no gap for this founder whatever the answers say (revenue needs no discovery count). */
  unless?: (p: FounderProfile) => boolean;
  /** What is missing, as a phrase for the lesson ("evidence that customers will pay"). */
  missing: string;
  action: Text;
  task: Text;
  risk: Text;
}

const BROAD_CUSTOMER =
  /\b(everyone|everybody|anyone|anybody|all (people|businesses|companies|ages)|any business|general public|the mass market)\b/i;

/** An answer that names who pays: a grant, a funder, a budget, an amount paid. */
const NAMES_PAYER =
  /\b(grants?|foundation|funders?|funded|donors?|sponsors?|budget|ministry|council|pays?|paid|paying)\b|[$£€¥₹₦]\s?\d/i;

export const blank = (path: string) => (w: Weave) => !w.has(path);
export const noFigure = (path: string) => (w: Weave) => !w.has(path) || !hasNumber(w.text(path));

/** Gaps in the Product and Market answers, in the order a coach would raise them. */
export const PRODUCT_MARKET_CHECKS: readonly GapCheck[] = [
  {
    key: 'problem',
    sessions: [2, 5],
    isGap: (w) => wordCount(w.text('product.problem')) < 8,
    missing: 'a sharp problem statement (who has it, how often, what it costs)',
    action: (w) =>
      w.has('product.problem')
        ? `Sharpen ${w.problem} into one sentence: who has it, how often it happens and what it costs them. As written it is too short to test in an interview.`
        : 'Write the problem down in one sentence: who has it, how often it happens and what it costs them. Every other answer in this assessment depends on it.',
    task: 'Write the one-sentence problem statement and read it to 3 people who have the problem; note how they correct you.',
    risk: 'Without a precise problem statement, interviews, features and marketing each chase a slightly different problem.',
  },
  {
    key: 'customer',
    sessions: [3, 5, 7],
    isGap: (w) =>
      (!w.has('market.idealCustomer') && !w.has('market.target')) ||
      BROAD_CUSTOMER.test(`${w.text('market.idealCustomer')} ${w.text('market.target')}`),
    missing: 'a specific ideal customer',
    action: (w) =>
      w.has('market.idealCustomer') || w.has('market.target')
        ? `Narrow ${w.customer}: it still reads as a broad group. Name one role in one kind of organisation or situation, and the trigger that makes them look for a solution now.`
        : 'Name your ideal customer: one role, in one kind of organisation or life situation, with the event that makes them look for a solution now. "Small businesses" is a market, not a customer.',
    task: 'Write your ideal customer as one sentence and list 20 real people or organisations who fit it.',
    risk: 'A customer group too broad to reach: no channel, no message and no references fit "everyone".',
  },
  {
    key: 'workaround',
    sessions: [2, 5],
    isGap: blank('product.currentHandling'),
    missing: 'how people cope with the problem today',
    action: (w) =>
      `Find out how ${w.customer} handle ${w.problem} today: the tools, people, spreadsheets or services they use, and what each costs. The current workaround is your real competitor and your price anchor.`,
    task: 'Ask 3 people who have the problem to show you how they handle it today, step by step.',
    risk: 'Competing, without knowing it, with a free and good-enough habit.',
  },
  {
    key: 'cost',
    sessions: [2],
    // A cost written anywhere the problem is described counts ('3-4 hour waits', '$180-$450').
    isGap: (w) =>
      [
        'product.whyWorthSolving',
        'product.problem',
        'product.currentHandling',
        'market.budget',
      ].every((p) => noFigure(p)(w)),
    missing: 'a number for what the problem costs',
    // Customers already paying, month after month, have put their own number on the problem.
    unless: (p) => p.stage === 'revenue',
    action: (w) =>
      `Put a number on the pain: hours per week, money lost per month or sales missed. Ask 5 of ${w.customer} to estimate it from last month, not in general${w.has('product.whyWorthSolving') ? `; your answer on why it is worth solving (${w.quote('product.whyWorthSolving', 60)}) has no figure yet` : ''}.`,
    task: 'Work out the monthly cost of the problem for one real customer, together with them.',
    risk: 'A problem with no measurable cost is hard to sell at any price.',
  },
  {
    key: 'evidence',
    sessions: [2, 5, 6],
    isGap: noFigure('product.evidence'),
    missing: 'evidence, with numbers, that the solution works',
    action: (w) =>
      w.has('product.evidence')
        ? `Turn your evidence (${w.quote('product.evidence', 60)}) into numbers: how many people, what they did, what changed. Counts and before-and-after figures beat impressions.`
        : `Collect first evidence that ${w.solution} works: deliver it by hand to 3 to 5 target users for two weeks and record before-and-after numbers (time saved, errors, money).`,
    task: 'Write down, with numbers, what happened the last time someone used your solution or prototype.',
    risk: 'Building on belief instead of evidence: the first real users may not get the outcome you promise.',
  },
  {
    key: 'solution',
    sessions: [2, 6],
    isGap: blank('product.solution'),
    missing: 'a description of your solution',
    action: (w) =>
      `Describe your solution in two sentences: what the customer gets and how it removes ${w.problem}. Describe the outcome, not the features.`,
    task: 'Write the two-sentence solution description and test it on one target customer.',
    risk: 'An undefined solution grows in every direction and never ships.',
  },
  {
    key: 'difference',
    sessions: [2],
    isGap: blank('product.differentiation'),
    missing: 'why customers would choose you over the alternatives',
    action: (w) =>
      `Write why ${w.customer} would switch from ${w.workaround} to you, in their words, and test the sentence with 5 of them. If they cannot repeat it back, it is not a difference yet.`,
    task: 'List the 3 alternatives your customers mention most, and one thing you do better than each.',
    risk: 'Without a clear difference, customers compare on price and the cheapest option wins.',
  },
  {
    key: 'pay',
    sessions: [3, 5, 7],
    isGap: noFigure('market.payEvidence'),
    unless: paying,
    missing: 'evidence that customers will pay',
    action: (w) =>
      w.has('market.payEvidence')
        ? `Your evidence that they will pay (${w.quote('market.payEvidence', 60)}) has no figures yet: count the commitments and their value, for example "4 pre-orders at 40 each", and ask for more.`
        : `Ask ${w.customer} for a commitment before you build more: a pre-order, a deposit, a paid pilot or a signed letter of intent at a stated price. Aim for 5. "Yes, I would buy it" is not evidence; money or a signature is.`,
    task: 'Write a one-paragraph pre-order or letter-of-intent offer with a price, and send it to your 3 warmest prospects.',
    risk: 'Nobody has paid or committed to pay yet: the biggest risk is building something people like but will not buy.',
  },
  {
    key: 'discovery',
    sessions: [3, 5],
    isGap: noFigure('market.discoveryEvaluation'),
    // Paying customers are the discovery: a count of early conversations no longer matters.
    unless: paying,
    missing: 'a count of discovery conversations and what they showed',
    action: (w) =>
      `Run 15 discovery interviews with ${w.customer} and record the count and the pattern: how many have the problem, how many already pay to solve it, and how many would commit now.`,
    task: 'Book 5 discovery calls for this week and prepare a one-page scorecard for them.',
    risk: 'Judging the market from a handful of conversations, or from people who are not buyers.',
  },
  {
    key: 'budget',
    sessions: [3],
    // 'Grants: $60,000 from a US family foundation' in what is paid already says who pays.
    // 'Google Ads 4k zł/month' answers with the founder's own spend on selling: still a gap.
    isGap: (w) =>
      (!w.has('market.budget') || ownSpend(w.text('market.budget'))) &&
      !(w.has('market.payEvidence') && NAMES_PAYER.test(w.text('market.payEvidence'))),
    // A consumer pays from their own pocket: nobody else signs off.
    unless: b2c,
    missing: 'who pays, and from which budget',
    action: (w) =>
      `Find out who signs off and from which budget: in your next 5 conversations with ${w.customer}, ask what they spend on the problem today and who approves that spending.`,
    task: 'Add "What do you spend on this today, and who approves it?" to your interview questions.',
    risk: 'The user loves it, but the person who holds the budget has never been asked.',
  },
  {
    key: 'size',
    sessions: [3],
    isGap: noFigure('market.marketSize'),
    // A maker who sells out and turns work away is held back by hours, not by the size of the
    // market (read 36: a solo ceramicist told to size hers bottom-up).
    unless: (p) => p.atCapacity && p.team.solo,
    missing: 'a bottom-up market size',
    action: (w) => {
      // A shop or a café serves a walk ('Lives or works within 1km'): its market is counted
      // around each site, not across the country.
      const radius =
        /\bwithin (?:about |~)?(\d+(?:\.\d+)?\s?(?:km|kms|m|mi|miles?|min(?:ute)?s?(?: walk| drive)?|blocks?))\b/i.exec(
          `${w.form.market.idealCustomer}\n${w.form.market.target}`,
        )?.[1];
      return radius
        ? `Size the market around each site: count the people within ${radius} who match your ideal customer, times what each spends a year with a place like yours. Write down where each number comes from.`
        : `Size the market bottom-up: count the customers who match your ideal customer${w.place}, times what each would spend per year. Write down where each number comes from.`;
    },
    task: 'Write the bottom-up market size on one page, with the source of every number.',
    risk: 'A real need in a segment too small to support the business in your first region.',
  },
];
