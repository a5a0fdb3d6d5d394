// The twenty-second read (read 34, ADR 017): five founders a reviewer wrote who had never seen
// the coach. The read's main finding: any number in the answers became a group of customers (a
// zero, a goal, a plan, the founder's own staff, a count of claims). Each case is a defect the
// read named, checked on its founder and, where the reading is general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ34_FOUNDERS } from './fixtures/read34';
import { coachReviewFounder, sessionText } from './fixtures/review';
import { partnerKind } from './plays/execution';
import { readPriority } from './priority-lines';

const read34 = (prefix: string) => coachReviewFounder(READ34_FOUNDERS, prefix);
const done = (path: 'evidence' | 'payEvidence' | 'retentionGrowth' | 'solution', text: string) => {
  const form =
    path === 'payEvidence'
      ? { market: { payEvidence: text } }
      : path === 'retentionGrowth'
        ? { execution: { retentionGrowth: text } }
        : { product: { [path]: text } };
  return buildProfile(coerceFormState(form)).done.map((d) => `${d.kind}:${d.count}:${d.phrase}`);
};

describe('read 34: numbers that are not customers', () => {
  it('reads "0 paid" as nobody paying, never "your 0 paid"', () => {
    expect(done('payEvidence', '11 of 15 said they would pay ₩39k. 0 paid. no preorder')).toEqual(
      [],
    );
    const { profile, all } = read34('anbu');
    expect(profile.stage).toMatch(/^(idea|discovery)$/);
    expect(all).not.toMatch(/\b0 paid\b(?!")/);
    expect(all).not.toMatch(/Your answers back it: "0 paid"/);
  });

  it('reads a goal ("want 2 new logos in FY26") and a plan ("for the first 100 families") as no count', () => {
    expect(
      done('retentionGrowth', 'QBRs, add pods inside existing clients, want 2 new logos in FY26'),
    ).toEqual([]);
    const anbu = read34('anbu');
    expect(anbu.profile.done.map((d) => d.phrase)).not.toContain('100 families');
    expect(anbu.all).not.toMatch(/your 100 families/);
    const qa = read34('testkraft');
    expect(qa.all).not.toMatch(/your 2 new logos|2 new logos prove/);
  });

  it('reads the size of the pods a firm staffs ("3-6 testers + lead") as no pilot', () => {
    expect(
      done('solution', 'dedicated pods (3-6 testers + lead) on T&M or fixed monthly.'),
    ).toEqual([]);
    expect(read34('testkraft').all).not.toMatch(/3-6 testers/);
  });

  it('reads "23 damage claims" as claims, not sales, and "1.140 arriendos" beside a GMV as 1,140 rentals', () => {
    expect(
      done('evidence', '23 damage claims, 4 items lost (we paid 2 out of pocket, $410k)'),
    ).toEqual([]);
    expect(
      done('evidence', 'temporada oct24-abr25: 1.140 arriendos, GMV $86,4M CLP, our take ~$17,9M.'),
    ).toEqual(['sales:1140:1.140 arriendos']);
    expect(read34('mochila').all).not.toMatch(/damage claims prove|of your 23 damage claims/);
  });

  it('counts garages that order every week as paying customers, "8.700 sold" as 8,700 sales and "doanh thu" as revenue', () => {
    expect(done('evidence', '46 garages order every week (top 10 = 31% of revenue).')).toContain(
      'paying-customers:46:46 garages',
    );
    expect(done('evidence', 'Shopee shop 4.9★, 8.700 sold.')).toEqual(['sales:8700:8.700 sold']);
    expect(
      done('evidence', 'doanh thu 2024: 19,6 tỷ VND (~1,63 tỷ/tháng), gross margin ~22%.'),
    ).toEqual(['revenue:null:doanh thu']);
    expect(read34('minh').profile.stage).toBe('revenue');
  });

  it('reads "15 phone calls with waitlist ppl" as calls, not a waitlist of 15', () => {
    expect(
      done('evidence', '15 phone calls with waitlist ppl, 2 meetings with social workers'),
    ).toContain('interviews:15:15 phone calls');
  });
});

describe('read 34: what the business is', () => {
  it('reads daily check-in calls by trained callers as a service, and a sensor "later maybe" as no hardware', () => {
    const { profile, all } = read34('anbu');
    expect(profile.model).toBe('services');
    expect(all).not.toMatch(/Design for Manufacture|units shipped|per 100 units/);
  });

  it('reads a team still to hire ("just me right now. plan: me + 3 part-time callers") as one founder who plans to hire', () => {
    const { team } = read34('anbu').profile;
    expect(team.size).toBe(1);
    expect(team.solo).toBe(true);
    expect(team.hiring).toBe('plans');
  });

  it('reads a Fundación paid by the alcaldía, foundations and donantes as a non-profit of 15, never asking the children to pay', () => {
    const { profile, all } = read34('fundacion');
    expect(profile.model).toBe('non-profit');
    expect(profile.revenue).toBe('donations');
    expect(profile.team.size).toBeGreaterThanOrEqual(15);
    expect(all).not.toMatch(/212 kids to pay|paid tier|paid offer for your 212 kids/);
  });

  it('gives a parts reseller, who buys from distributors, no batch or production lines', () => {
    const { profile, all } = read34('minh');
    expect(profile.resells).toBe(true);
    expect(all).not.toMatch(/each batch|batch size|by batch|small batches/);
  });
});

describe('read 34: the rating', () => {
  it('leaves a 2 the founder calls fair ("2 is fair") alone', () => {
    const market = sessionText(read34('testkraft').sessions[3]);
    expect(market).not.toMatch(/may be underrating/);
  });
});

describe('read 34: the trade’s notes under Technology/Software', () => {
  it('gives a QA-pods firm a software services firm’s notes, not a SaaS product’s', () => {
    const { all } = read34('testkraft');
    expect(all).not.toMatch(/stickiness|Trial-to-paid|SaaS Metrics|cheap to copy/i);
    expect(all).toMatch(/on the bench|Managing the Professional Service Firm/);
  });

  it('gives a gear rental marketplace no software release or stickiness notes', () => {
    const { all } = read34('mochila');
    expect(all).not.toMatch(/stickiness|DORA|SaaS Metrics|cheap to copy/i);
  });

  it('asks for a loop metric’s value and target once in a session’s cards', () => {
    for (const f of ['testkraft', 'mochila', 'minh']) {
      const { sessions } = read34(f);
      for (const s of [5, 6, 7] as const) {
        const r = sessions[s];
        const cards = [...r.recommendActions, ...r.metrics, ...r.risks].filter((t) =>
          /today's value|day-30 target/.test(t),
        );
        expect(cards.length, `${f} ${s}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe('read 34: a non-profit’s own words', () => {
  it('reads "replace the Swiss grant" as a goal to fund, financiador as financiadores, and instruments held as owned', () => {
    expect(readPriority('replace the Swiss grant before Dec 2025')?.kind).toBe('fund');
    expect(partnerKind('180 instrumentos (donated by Luthiers Sin Fronteras + bought)')).toBe(
      'owned',
    );
    const { all } = read34('fundacion');
    expect(all).not.toMatch(/financiadors|"180 instrumentos[^"]*" ending early/);
    expect(all).not.toMatch(/"replace the Swiss grant[^"]*" needs from the product/);
  });
});
