import type { CoachingSessionNumber } from '../../infra/ai/types';
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
