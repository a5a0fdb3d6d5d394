// The stop-check read (ADR 017): three eval founders read whole as each would read them, a solo
// fractional CFO, a made-to-order table workshop and a funded field-service SaaS.
import { describe, expect, it } from 'vitest';
import { FOUNDERS } from '../../../../evals/founders';
import { planTaskStep } from './plan-steps';
import { reviewFounder } from './fixtures/read14';
import { READ28_FOUNDERS } from './fixtures/read28';
import { READ31_FOUNDERS } from './fixtures/read31';
import { coachReviewFounder } from './fixtures/review';

const honest = { product: 'honest', market: 'honest', execution: 'honest' };
const founder = (name: string) => {
  const f = FOUNDERS.find((x) => x.name === name);
  if (!f) throw new Error(name);
  return coachReviewFounder([reviewFounder(name, honest, f.form)], name);
};

describe('stop-check read', () => {
  it('gives a fractional CFO no payroll-bureau notes, and reads accountants who send clients as referrers', () => {
    const { all } = founder('fractional-cfo-solo');
    expect(all).not.toMatch(/payslips|wrong payslip/);
    expect(all).not.toMatch(
      /"Two accounting firms send me clients[^"]*" ending early, with nothing in writing/,
    );
  });

  it('works oak gone up 18% into the price, and tries a jig built on real work', () => {
    const { all } = founder('oak-tables-made-to-order');
    expect(all).toMatch(/named "Oak prices rose 18% last year": work the new cost into your price/);
    expect(planTaskStep('Build the two leg jigs')).toMatch(
      /try the first version on real work by Friday/,
    );
    expect(planTaskStep('Make list of 30 potential funders')).toMatch(
      /a rough version one person can react to/,
    );
  });

  it('reads onboarding resting on one success manager as a person, not a client to replace, and ships a beta on a day', () => {
    const { all } = founder('field-service-saas-scaleup');
    expect(all).not.toMatch(/one success manager[^"]*": list the three clients/);
    expect(all).toMatch(
      /Set the day "Ship the self-serve data import to 10 customers as a beta" goes live/,
    );
  });

  it('names the platform a SaaS is likeliest to lose to, instead of "a larger platform"', () => {
    const { all } = founder('field-service-saas-scaleup');
    expect(all).not.toMatch(/A larger platform adding your core feature for free\./);
    expect(all).toMatch(
      /Name the platform your customers already use that could add your core feature free/,
    );
  });

  it('gives a table workshop selling to families no B2B sales playbook', () => {
    const { all } = founder('oak-tables-made-to-order');
    expect(all).not.toMatch(/sales playbook|discovery questions/);
  });

  it('tells a solo CFO with 9 clients to time a new service on one client, not to sell nothing new', () => {
    const { all } = founder('fractional-cfo-solo');
    expect(all).not.toMatch(/sell nothing new until someone has delivered it once/);
    expect(all).toMatch(/a new service is hours only you have; time one before offering it/);
  });
});

describe('stop-check read: the seismic engineer of read 31', () => {
  it('counts 23 jobs as the buyers, not the 2 repeat clients among them', () => {
    const { profile, all } = coachReviewFounder(READ31_FOUNDERS, 'seismic');
    expect(profile.done.map((d) => d.phrase)).not.toContain('2 repeat clients');
    expect(all).not.toMatch(/your 2 repeat clients/);
    expect(all).toMatch(/your 23 jobs/);
  });

  it('reads "(median 17 today)" as today\'s value, and tells a founder who stays alone to price, not grow', () => {
    expect(founder('field-service-saas-scaleup').sessions[6].metrics.join('\n')).toMatch(
      /Your loop metric, "Days from signature to first invoice sent \(median 17 today\)": write the day-30 target beside each number\./,
    );
    const cfo = founder('fractional-cfo-solo').sessions[7].risks.join('\n');
    expect(cfo).toMatch(/can take means longer waits; raise the price first\./);
    expect(cfo).not.toMatch(/grows means longer waits/);
  });
});

describe('stop-check read, second stop', () => {
  it("says the CFO's few-clients risk once a card, and her aim in her reader's words", () => {
    const { sessions, all } = founder('fractional-cfo-solo');
    const few = sessions[3].risks.filter((r) =>
      /rest on two or three|depends on one or two clients/.test(r),
    );
    expect(few).toHaveLength(1);
    expect(all).not.toMatch(/your aim to raise my retainer/);
    expect(all).toMatch(/your aim to raise your retainer to €2,900 for new clients/);
  });

  it("tests a workshop's price shown online by raising it, and counts quotes won once a card", () => {
    const { profile, all, sessions } = founder('oak-tables-made-to-order');
    expect(profile.listsPrices).toBe(true);
    expect(all).not.toMatch(/Price each order from materials/);
    expect(all).toMatch(/Raise your listed prices by 10% for the next 3 enquiries/);
    expect(sessions[3].metrics.join('\n')).toMatch(/Full-price quotes won/);
    // A frame builder got quotes won twice in one card.
    const frames = coachReviewFounder(READ28_FOUNDERS, 'bike-framebuilder');
    const quotes = frames.sessions[3].metrics.filter((m) =>
      /Full-price quotes won|Quotes that become orders|Proposals accepted/.test(m),
    );
    expect(quotes).toHaveLength(1);
  });
});
