import { describe, expect, it } from 'vitest';
import { COACHING_SESSION_NUMBERS } from '@shared/domain';
import { buildProfile } from '../../profile';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { mark } from '../words';
import { SESSION_PLAYS } from './index';
import type { PlayWords } from './types';

/**
 * The coach's own words between two of the founder's: the longest run a play writes. A run of 9
 * or more words is the same for every founder who gets the play, which is what makes coaching
 * read like a template (the eval's boilerplate bar), so plays keep their runs short.
 */
export const MAX_OWN_RUN = 9;

const KEYS = [
  'who',
  'whoAll',
  'market',
  'pain',
  'today',
  'why',
  'offer',
  'proofText',
  'edge',
  'found',
  'paid',
  'budget',
  'funder',
  'size',
  'deliver',
  'partners',
  'risk',
  'channel',
  'sell',
  'keep',
  'goal',
  'measure',
  'task',
  'price',
  'priceStep',
  'keepPlan',
  'learned',
  'thought',
  'cut',
  'figure',
  'done',
  'place',
  'industry',
  'team',
  'hardest',
  'surprise',
  'challenged',
  'now',
  'plan',
  'metric',
] as const;

const words = Object.fromEntries(KEYS.map((k) => [k, mark(`slot-${k}`)])) as PlayWords;
const profile = buildProfile(coerceFormState({}));

function longestOwnRun(text: string): number {
  return Math.max(
    0,
    ...text.split(/\uE000[^\uE001]*\uE001/).map(
      (part) =>
        part
          .replace(/[^\p{L}\p{N}\s']+/gu, ' ')
          .split(/\s+/)
          .filter(Boolean).length,
    ),
  );
}

describe('coach plays', () => {
  const cases = COACHING_SESSION_NUMBERS.flatMap((s) =>
    SESSION_PLAYS[s].map((play, i) => [s, i, play] as const),
  );

  it.each(cases)(
    `session %i, play %i: the coach's own words run at most ${MAX_OWN_RUN} words between the founder's`,
    (_s, _i, play) => {
      const text = play.text(words, profile);
      expect(longestOwnRun(text), text).toBeLessThanOrEqual(MAX_OWN_RUN);
    },
  );

  it.each(cases)(
    'session %i, play %i: reads only the founder words it needs (a play may choose among them)',
    (_s, _i, play) => {
      const needed = new Set<string>([...play.needs, ...(play.loopNeeds ?? [])]);
      const only = Object.fromEntries(
        KEYS.map((k) => [k, needed.has(k) ? mark(`slot-${k}`) : null]),
      ) as unknown as PlayWords;
      const text = play.text(only, profile);
      expect(text).not.toMatch(/\bnull\b|\bundefined\b/);
    },
  );
});

describe('who does the work', () => {
  it('says "working alone" only to a founder who is, not to a team that will not hire', () => {
    const text = (delivery: string) =>
      SESSION_PLAYS[6]
        .filter((play) => play.when?.(buildProfile(coerceFormState({ execution: { delivery } }))))
        .map((play) => play.text(words, buildProfile(coerceFormState({ execution: { delivery } }))))
        .join('\n');
    expect(text('I work alone and do not want to hire.')).toMatch(/Working alone, every addition/);
    const team = text('Two founders: Joris builds the product, I sell. We do not plan to hire.');
    expect(team).toMatch(/With no hire planned, every addition/);
    expect(team).not.toMatch(/Working alone/);
  });
});

describe('introductions from customers', () => {
  const ask = (evidence: string) => {
    const p = buildProfile(
      coerceFormState({
        product: { evidence },
        market: { discoveryEvaluation: 'Every client came from a referral.' },
      }),
    );
    return SESSION_PLAYS[3]
      .filter((play) => play.card === 'action' && play.needs.includes('found'))
      .map((play) => play.text(words, p))
      .join('\n');
  };

  it('picks the happiest from many customers, and asks each of three', () => {
    expect(ask('40 paying shops after 2 years.')).toMatch(/Ask your 3 happiest/);
    const three = ask('3 employers pay us every month.');
    expect(three).toMatch(/Ask each of your .* for two introductions/);
    expect(three).not.toMatch(/happiest/);
  });
});
