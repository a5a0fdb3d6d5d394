import type { FormState } from '@shared/contracts/assessment-form';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import { AMOUNT, amountsIn, amountValue } from '../money';
import type { FounderProfile } from '../profile';
import { fragment } from './text';

/**
 * The founder's own telling number ('31% of bookings cancelled or no-show by owner', 'Day-30
 * retention about 11%', 'Spoilage is 9% of what we buy'), put to work in the session it belongs
 * to. Three re-readers found that the coach quoted founders' words but never worked with their
 * numbers: a share of something going wrong, or of people staying or paying, is the number the
 * founder already watches.
 */
interface Kind {
  session: CoachingSessionNumber;
  /** What the share is of, in the founder's sentence. */
  about: RegExp;
  line: (quote: string) => string;
}

/** Work going wrong is read first, then people staying, then people saying yes. */
const KINDS: readonly Kind[] = [
  {
    // People leaving, staying or finishing: the product's pull.
    session: 2,
    about:
      /\b(retention|retained|renew\w*|churn\w*|complet\w*|come back|came back|repeat|still (using|active|paying)|d(1|7|30|90))\b/i,
    line: (q) =>
      `Your own number, ${q}: write the level that would change your plan, and ask 3 of those behind it why.`,
  },
  {
    // People who said yes, paid or bought: the market's answer.
    session: 3,
    about:
      /\b(conver\w*|bought|sign(ed)? up|said they would|would pay|win rate|close rate|of (leads|demos|trials|visitors|players|users|sign-?ups|views|downloads))\b/i,
    line: (q) =>
      `Start from ${q}: who are the ones behind that share, and what did they have in common?`,
  },
  {
    // Work that went wrong: cancellations, no-shows, late, spoiled, failed.
    session: 4,
    about:
      /\b(no-?shows?|late|spoil\w*|wast\w*|defects?|fail\w*|false alarms?|complaints?|returns?|rework|on time|breakdowns?)\b/i,
    line: (q) =>
      `Put ${q} on the weekly review: log each case this week with its cause, and fix the commonest.`,
  },
];

/** Answers where a founder reports what happened, in the order they are read. */
const PATHS = [
  'product.evidence',
  'market.payEvidence',
  'execution.delivery',
  'product.reasoning',
  'market.reasoning',
  'execution.reasoning',
];
const ORDER: readonly CoachingSessionNumber[] = [4, 2, 3];

/** This session's line on the founder's own telling share, or null when they gave none for it. */
export function keyNumberLine(session: CoachingSessionNumber, p: FounderProfile): string | null {
  const kind = KINDS.find((k) => k.session === session);
  if (!kind) return null;
  for (const path of PATHS) {
    for (const f of p.figures) {
      if (f.path !== path || !/%$/.test(f.figure)) continue;
      // The clause that holds the share ('Spoilage is 9% of what we buy'), not the whole sentence.
      const clause =
        f.sentence.length <= 90
          ? f.sentence.replace(/[.!]+$/, '')
          : (f.sentence.split(/[;,.](?=\s)/).find((c) => c.includes(f.figure)) ?? f.sentence);
      // A market share or a growth rate is no share of the founder's own customers or work.
      if (
        /\b(market|growth|grew|cagr|margin|vat|tax|interest|of the (market|country))\b/i.test(
          clause,
        )
      )
        continue;
      // Each share belongs to one session: the first kind, in ORDER, that it is about.
      const owner = ORDER.map((n) => KINDS.find((k) => k.session === n)).find((k) =>
        k?.about.test(clause),
      );
      if (owner !== kind) continue;
      return kind.line(`"${fragment(clause.trim(), 70)}"`);
    }
  }
  return null;
}

const CAC = new RegExp(
  String.raw`\b(?:CAC|cost per (?:customer|acquisition|new customer))\b([^.;]{0,40})`,
  'i',
);
const LIFETIME = new RegExp(
  String.raw`\b(?:ARPU per lifetime|lifetime (?:value|revenue)|LTV|revenue per customer over (?:their|a) lifetime)\b[^.;]{0,12}?(${AMOUNT})`,
  'i',
);
const MONTHLY = new RegExp(
  String.raw`(${AMOUNT})\s?(?:\/\s?(?:month|mo)\b|a month\b|per month\b)|(?:avg|average)\s?(${AMOUNT})[^.;]{0,20}\bmonthly\b|\bmonthly,? (?:avg|average)\s?(${AMOUNT})`,
  'i',
);

const ORDER_PRICE = new RegExp(
  String.raw`\b(?:AOV|average order(?: value)?|avg\.? (?:order|ticket|basket|sale))\b[^.;]{0,8}?(${AMOUNT})`,
  'i',
);

/** An amount without the sentence's stop after it: '~€118.' is '~€118'. */
const bare = (amount: string | undefined) => amount?.trim().replace(/[.,]+$/, '');

/**
 * Session 7's sum on the founder's own acquisition cost: what winning a customer costs against
 * what one brings ('CAC from meta ads was €38' against '300 paying monthly, avg €32,10', or
 * 'ARPU per lifetime ~€118'). Re-readers of read 23: the coach quoted these figures and never
 * put one against the other. Null unless both figures are in the answers.
 */
export function paybackLine(session: CoachingSessionNumber, form: FormState): string | null {
  if (session !== 7) return null;
  const answers = [
    form.product.evidence,
    form.market.payEvidence,
    form.market.discoveryEvaluation,
    form.market.budget,
    form.product.solution,
    form.execution.salesMarketing,
    form.execution.goToMarket,
    form.execution.risks,
    form.market.reasoning,
    form.execution.reasoning,
  ].join('\n');
  const cacAt = CAC.exec(answers);
  if (!cacAt?.[1]) return null;
  // 'CAC went from $38 to $71': the latest; 'only if CAC < €30' is a limit, not a cost.
  if (/^\s*(<|under|below|of under|target|goal|should|must|max)/i.test(cacAt[1])) return null;
  const amounts = amountsIn(cacAt[1]);
  const cac = bare(amounts.at(-1));
  const cacValue = cac ? amountValue(cac) : null;
  if (!cac || !cacValue) return null;
  const lifetime = bare(LIFETIME.exec(answers)?.[1]);
  const lifetimeValue = lifetime ? amountValue(lifetime) : null;
  if (lifetime && lifetimeValue && lifetimeValue > cacValue) {
    const share = Math.round((cacValue / lifetimeValue) * 100);
    return `Your CAC (${cac}) is ${share}% of what a customer brings in a lifetime (${lifetime}), before costs: keep the channels whose customers stay long enough to pay it back, and count them monthly.`;
  }
  // A price, not the founder's own spend ('Marketing spend R$ 35k/month').
  const monthly = [...answers.matchAll(new RegExp(MONTHLY.source, 'gi'))].find(
    (m) =>
      !/\b(spend|spent|marketing|ads|budget|burn|salar\w*|rent|costs?|loan|bill|revenue|mrr|turnover|sales|income|takings)\b[^.;]{0,20}$/i.test(
        answers.slice(Math.max(0, m.index - 40), m.index),
      ),
  );
  const price = bare(monthly?.[1] ?? monthly?.[2] ?? monthly?.[3]);
  const priceValue = price ? amountValue(price) : null;
  if (price && priceValue && cacValue / priceValue >= 0.3) {
    const months = Math.round((cacValue / priceValue) * 10) / 10;
    return `Your CAC (${cac}) is about ${months} months of ${price}, before costs: count, by channel, how many customers stay longer than that.`;
  }
  // 'AOV CA$46': what one order brings.
  const order = bare(ORDER_PRICE.exec(answers)?.[1]);
  const orderValue = order ? amountValue(order) : null;
  if (order && orderValue && cacValue / orderValue >= 0.3) {
    const orders = Math.round((cacValue / orderValue) * 10) / 10;
    return `Your CAC (${cac}) is about ${orders} orders at ${order}, before costs: count, by channel, how many customers order more often than that.`;
  }
  return null;
}
