// The sixteenth pass (ADR 017, "Tone and the founder's own facts"): lines every founder got the
// same, rewritten in the founder's terms, and facts a founder stated once that no session used.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { reviewFounder } from './fixtures/read14';
import { READ26_FOUNDERS } from './fixtures/read26';
import { READ27_FOUNDERS } from './fixtures/read27';
import { READ28_FOUNDERS } from './fixtures/read28';
import { FOUNDERS } from '../../../../evals/founders';
import { coachReviewFounder } from './fixtures/review';
import { ownFactActions } from './own-facts';
import { monthDeadline } from './priority-lines';
import { SESSION_ANCHORS } from './session-anchors';
import { unmark } from './words';

const read26 = (prefix: string) => coachReviewFounder(READ26_FOUNDERS, prefix);
const read27 = (prefix: string) => coachReviewFounder(READ27_FOUNDERS, prefix);
const read28 = (prefix: string) => coachReviewFounder(READ28_FOUNDERS, prefix);
const profileOf = (input: Record<string, unknown>) => buildProfile(coerceFormState(input));
const honest = { product: 'honest', market: 'honest', execution: 'honest' };
/** A founder of the café's answers with some of them changed. */
const cafeWith = (patch: (input: Record<string, Record<string, unknown>>) => void) => {
  const base = READ27_FOUNDERS.find((f) => f.name.startsWith('specialty-cafe'));
  if (!base) throw new Error('no café');
  const input = structuredClone(base.form) as unknown as Record<string, Record<string, unknown>>;
  patch(input);
  return coachReviewFounder([reviewFounder('variant', honest, input)], 'variant');
};
const sessionOf = (r: ReturnType<typeof read27>, n: 2 | 3 | 4 | 5 | 6 | 7) =>
  Object.values(r.sessions[n]).flat().join('\n');

describe('facts a founder states once, in the session where they decide something', () => {
  it('leads the pitch with a result a pilot measured, and asks for it again on the next pilot', () => {
    const r = read27('ai-compliance');
    const result =
      '"avg review time down from 8 days to 2.5, reviewers agree with our flags 91% of the time"';
    expect(r.sessions[3].recommendActions.join('\n')).toContain(`Lead every pitch with ${result}`);
    expect(r.sessions[2].recommendActions.join('\n')).toContain(`Measure ${result} again`);
  });

  it("reads only the customer's gain as a result, not the founder's own growth or a loss", () => {
    const lines = (evidence: string) => {
      const r = cafeWith((f) => {
        f.product!.evidence = evidence;
        f.market!.payEvidence = '';
      });
      return unmark(ownFactActions(3, r.form, r.profile).join('\n'));
    };
    expect(lines('Wait for a table down from 20 min to 5 since the new rota.')).toMatch(
      /"Wait for a table down from 20 min to 5 since the new rota"/,
    );
    expect(lines('Takings up from $30k to $38k a month.')).toBe(lines(''));
    expect(lines('ROAS went from 3.1 to 1.9.')).toBe(lines(''));
    expect(lines('Complaints went up from 2 to 9 a week.')).toBe(lines(''));
  });

  it('works out what an hour of under-priced work earns, and the price that pays for it', () => {
    const line = read26('lisbon').sessions[6].recommendActions.join('\n');
    expect(line).toContain(
      '"Custom clients eat ~30% of our hours for ~18% of revenue": an hour of that work earns about 60% of an average hour. Reprice it by about 67%',
    );
  });

  it('sends a local business to the rivals it counted on its own street', () => {
    expect(read27('specialty-cafe').sessions[3].recommendActions.join('\n')).toContain(
      'Visit the 6 cafes within 400m at your busiest hour',
    );
    const one = cafeWith((f) => {
      f.market!.marketSize = 'one other cafe within 400m, the rest is offices';
    });
    expect(one.all).not.toMatch(/Visit the/);
  });

  it('counts a goal that names its month by that month, not in four weeks', () => {
    const line = read27('solar-drone').all;
    expect(line).toMatch(/before next season\.\.\." means two by April: list the first 6 names/);
    expect(line).not.toMatch(/two in four weeks/);
    expect(monthDeadline('sign 4 schools before the march intake')).toBe('March');
    expect(monthDeadline('win 3 clients by end of june')).toBe('June');
    // 'may' is a month only after 'by', 'before', 'in'...
    expect(monthDeadline('we may sign 3 clients')).toBeNull();
  });
});

describe('lines every founder got the same, in this founder’s terms', () => {
  it('calls an offer opening the solution by its common noun, lower-cased', () => {
    const { all } = read27('specialty-cafe');
    expect(all).toMatch(/your specialty cafe/);
    expect(all).not.toMatch(/your Specialty cafe/);
  });

  it('says who a feedback loop misses in the way these customers leave', () => {
    expect(read27('specialty-cafe').all).toMatch(
      /hears regulars; ask two who came once and never returned/,
    );
    // An app nobody has cancelled yet: the least active are the first to leave.
    expect(read26('toronto').all).toMatch(
      /hears the keenest customers; ask the two who use it least/,
    );
    // Pilots have paid nothing, so nobody cancelled: the quiet ones left.
    expect(read26('fall-detect').all).toMatch(/hears the keenest users; ask two who went quiet/);
    for (const r of [read27('specialty-cafe'), read26('toronto'), read26('fall-detect')])
      expect(r.all).not.toMatch(/hears who stays, not who left/);
  });

  it('warns of several changes at once only when the plan makes several', () => {
    const plan = (actions: string) =>
      sessionOf(
        cafeWith((f) => {
          (f.loops as Record<string, Record<string, string>>).product_market!.actions = actions;
        }),
        5,
      );
    expect(plan('add oat milk, cut 4 slow items, open till 4')).toContain(
      '"Add oat milk, cut 4 slow items, open till 4": 3 changes at once. Space them out, or "avg ticket, items sold" cannot say which worked',
    );
    expect(plan('cut the 4 slowest menu items')).not.toMatch(/changes at once/);
    // A purpose is no second change, and '£3,500' splits nothing.
    expect(plan('quarterly survey with job title, to show sponsors who reads')).not.toMatch(
      /changes at once/,
    );
    expect(plan('test the £3,500 catering box on 3 offices')).not.toMatch(/changes at once/);
  });

  it('asks for objections where selling is a conversation, and doubts on the page online', () => {
    expect(read27('specialty-cafe').all).not.toMatch(/objections|doubts that stop them/);
    expect(read26('office-cleaning').all).toMatch(/Note the 5 objections to your office cleaning/);
    expect(read27('d2c').all).toMatch(
      /On the page where buyers first meet Halcyon Skin, answer the 3 doubts that stop them paying/,
    );
  });

  it('plans a loop’s next changes from how it runs today, not "the path from A to B"', () => {
    const cafe = read27('specialty-cafe');
    expect(sessionOf(cafe, 6)).toContain(
      'Plan two changes to "kitchen preps pastries from 5:30, run out most days": one to what you promise, one to how it is done',
    );
    expect(sessionOf(cafe, 6)).toMatch(
      /with no change planned, the slowest step stays the slowest/,
    );
    for (const r of [cafe, read26('ux-cohort'), read27('ai-compliance')])
      expect(r.all).not.toMatch(/shorten the path from|insight without action|rest on guesses/);
  });

  it('keeps one line on a feedback loop with no change planned, not two that say the same', () => {
    const habit = sessionOf(read26('toronto'), 5);
    expect(habit).toMatch(/"Read app store reviews" with no change planned/);
    expect(habit).not.toMatch(/a month of feedback with no change means the loop is stuck/);
  });
});

describe('customers who come back on their own', () => {
  it('are regulars when the answers name regulars, a loyalty card or people coming back', () => {
    expect(read27('specialty-cafe').profile.regulars).toBe(true);
    const r = read26('toronto');
    expect(buildProfile(r.form).regulars).toBe(false);
  });
});

describe('a loop’s central risk, read from how the loop runs', () => {
  const at = 'loops.product_market.current';
  const five = (said: string) => SESSION_ANCHORS[5].riskLine('your loop ("...")', said, at);
  const six = (said: string) =>
    SESSION_ANCHORS[6].riskLine('your loop ("...")', said, 'loops.product_execution.current');

  it('says what reviews, scores, sales figures, requests and conversations each leave out', () => {
    expect(five('read app store reviews')).toMatch(/the middle goes unheard/);
    expect(five('NPS monthly')).toMatch(/a score says how many, not why/);
    expect(five('see what sells out, drop what doesnt')).toMatch(/sales show what people chose/);
    expect(five('feature requests in a notion board')).toMatch(/requests say what to add/);
    expect(five('quarterly review meeting w each client')).toMatch(/soften bad news/);
  });

  it('names sell-outs, redone work, one person’s head and meetings in the delivery loop', () => {
    expect(six('kitchen preps pastries from 5:30, run out most days')).toMatch(/each sell-out/);
    expect(six('supervisor checks each job, complaints by email')).toMatch(/count each redo/);
    expect(six('interview questions in my head')).toMatch(/one person's head/);
    expect(six('weekly meeting each clinic')).toMatch(/without an owner and a date/);
  });

  it('keeps the plain line when the loop is blank and another answer is quoted', () => {
    expect(
      SESSION_ANCHORS[5].riskLine(
        'your ideal customers ("...")',
        'reviews',
        'market.idealCustomer',
      ),
    ).toMatch(/a month of feedback with no change means the loop is stuck/);
  });

  it('says what goes wrong in this trade when no way of listening is named', () => {
    const line = (session: 5 | 6 | 7, solution: string) =>
      SESSION_ANCHORS[session].riskLine(
        'your solution ("...")',
        solution,
        'product.solution',
        profileOf({ product: { solution } }),
      );
    const agency =
      'Bookkeeping for sole traders: we do the books monthly for a fixed fee per client.';
    expect(line(5, agency)).toMatch(/extras asked for in passing get done free/);
    expect(line(7, agency)).toMatch(/hours spent selling come out of billable hours/);
    const saas = 'A web app for landlords, a monthly subscription per unit; 40 paying landlords.';
    expect(line(6, saas)).toMatch(/each feature shipped is one more to support/);
    // Without a profile (a blank form), the plain lines.
    expect(SESSION_ANCHORS[6].riskLine('x', '', 'product.solution')).toMatch(
      /promise nothing new until delivery has the hours for it/,
    );
  });
});

describe('paying customers drifting back and rivals copying, in the trade’s terms', () => {
  it('tells a café about regulars and a services firm about its record, not one line for all', () => {
    const cafe = read27('specialty-cafe').all;
    expect(cafe).toMatch(/Regulars slipping back to "[^"]+" after one off day at/);
    expect(cafe).not.toMatch(/the old habit is never far/);
  });
});

describe('execution lines in the goal’s own terms', () => {
  it('imagines the failure a goal of winning customers would have', () => {
    expect(read27('ai-compliance').all).toMatch(
      // Quoted earlier in the session, the priority is named as the founder's aim here.
      /Pre-mortem, 45 minutes, on your aim to convert pilot 1 to an annual contract: list 10 reasons the yeses never came besides/,
    );
  });

  it('says a goal to win customers gets the leftovers of the week, not "slips week by week"', () => {
    const all = read27('solar-drone').all;
    expect(all).toMatch(/getting the leftovers of a week that "5 people: 2 founders" fills first/);
    expect(all).not.toMatch(/slipping week by week/);
  });

  it('names Execution found hardest through the risk the founder wrote', () => {
    const all = read27('specialty-cafe').all;
    expect(all).toMatch(
      /You found Execution hardest, and named "Me being split across 2 sites": write down what it blocks, and who clears it/,
    );
    expect(all).not.toMatch(/You found "Execution" hardest: write down what it blocks this week/);
  });
});

describe('stop-check read of three unlike founders', () => {
  it('gives a retainer practice of 9 clients no "per 20 jobs" metric', () => {
    const cfo = FOUNDERS.find((f) => f.name === 'fractional-cfo-solo');
    if (!cfo) throw new Error('no fractional CFO');
    const r = coachReviewFounder([reviewFounder('cfo', honest, cfo.form)], 'cfo');
    expect(r.all).not.toMatch(/per 20 jobs/);
  });

  it('puts a plural offer with a plural verb, and a name with a singular one', () => {
    const frames = coachReviewFounder(READ28_FOUNDERS, 'bike-frame').all;
    expect(frames).toMatch(/When "hand built steel frames" change because/);
    expect(read28('wee-plates').all).toMatch(/When Wee Plates changes because/);
  });
});
