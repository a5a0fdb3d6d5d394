// The thirty-first read (read 48, ADR 017): five founders a reviewer wrote who had never seen the
// coach (a medical consumables distributor in Timișoara, a coworking chain in Morocco, a solo
// picture-book illustrator in Cebu, an IELTS speaking app in beta in Ho Chi Minh City, an
// input-credit agritech in Ghana). Each case is a defect the read named, checked on its founder
// and, where the reading is general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ46_FOUNDERS } from './fixtures/read46';
import { READ48_FOUNDERS } from './fixtures/read48';
import { coachReviewFounder } from './fixtures/review';
import { owedLine } from './priority-lines';

const read48 = (prefix: string) => coachReviewFounder(READ48_FOUNDERS, prefix);
const counted = (field: 'discoveryEvaluation' | 'payEvidence', text: string) =>
  buildProfile(coerceFormState({ market: { [field]: text } })).done.map((d) => d.phrase);

describe('read 48: what the business is', () => {
  it('reads a wholesale distributor from its warehouse as goods, not a service', () => {
    const vitamed = read48('vitamed');
    expect(vitamed.profile.model).toBe('goods');
    expect(vitamed.sessions[2].teach).not.toMatch(/a service business/);
  });

  it('reads an illustrator paid by the book as a service, with commissions, not content', () => {
    const ria = read48('ria');
    expect(ria.profile.model).toBe('services');
    expect(ria.industry).not.toBe('Education/EdTech');
    expect(ria.all).not.toMatch(
      /teacher onboarding|Publish on a fixed schedule|watch or read time/,
    );
    expect(ria.all).toMatch(/clients pay for work that does not exist yet/);
    // She left Fiverr in 2022: it is no channel she is found on today.
    expect(ria.profile.workaround).not.toBe('channel');
  });

  it('reads inputs given on credit and repaid at harvest as lending, paid once a season', () => {
    const bono = read48('bono');
    expect(bono.profile.lends).toBe(true);
    expect(bono.profile.revenue).not.toBe('subscription');
    expect(bono.all).not.toMatch(/paid by subscription|Shape Up by Ryan Singer|DORA research/);
  });
});

describe('read 48: what is counted', () => {
  it('counts no staff, channel audience, source of customers or year as customers', () => {
    expect(
      counted(
        'discoveryEvaluation',
        'Our 6 agents (agenți de vânzări) visit clients every 2 weeks and report on Fridays.',
      ),
    ).toEqual([]);
    expect(
      counted('discoveryEvaluation', 'Posted in 4 Facebook groups (total 600k members).'),
    ).toEqual([]);
    expect(
      counted(
        'discoveryEvaluation',
        'Now clients come from 2 Facebook groups for self publishers.',
      ),
    ).toEqual([]);
    expect(
      counted('payEvidence', '2023 major season pilot: 130 farmers, 91% repaid.'),
    ).not.toContain('2023 major season pilot');
    // Counts that are customers stay counted.
    expect(counted('payEvidence', 'Our 40 clients pay monthly.')).toEqual(['40 clients']);
    expect(read48('vitamed').all).not.toMatch(/your 6 agents|3 of your 6 agents/);
    expect(read48('noi-chuan').all).not.toMatch(/600k members/);
  });
});

describe("read 48: the founder's own numbers", () => {
  it('counts the places filled and empty, site by site, and what the empty ones leave unsold', () => {
    const desks = read48('dar-desk');
    expect(desks.sessions[3].recommendActions.join('\n')).toMatch(
      /Filled today: Casa 123 of 140, Rabat 64 of 90, Tanger 17 of 60 desks; 86 empty, 43 of them in Tanger\. At MAD 1,200 a month, that is about MAD 103k a month unsold\./,
    );
    // 'Revenue 2024 MAD 6.9M' is revenue: the Moroccan dirham is money.
    expect(desks.profile.stage).toBe('revenue');
    expect(desks.all).not.toMatch(/with first paying customers/);
  });

  it('does not cap new members for a chain whose priority is to fill an empty site', () => {
    const desks = read48('dar-desk');
    expect(desks.profile.atCapacity).toBe(false);
    expect(desks.all).not.toMatch(/cap monthly starts|Already turning work away|can staff/);
    expect(desks.all).toMatch(/More clients than your places hold at the busiest site or hour/);
  });
});

describe('read 48: industry notes that fit', () => {
  it('gives a coworking chain and a building-management SaaS their own real-estate notes', () => {
    const desks = read48('dar-desk');
    expect(desks.all).not.toMatch(/transactions are large and infrequent|Shadow 3 agents/);
    expect(desks.sessions[2].teach).toMatch(
      /each place \(a desk, an office, a unit\) earns only while it is let/,
    );
    const svj = coachReviewFounder(READ46_FOUNDERS, 'svj');
    expect(svj.all).not.toMatch(
      /transactions are large and infrequent|per transaction|Cold Start Problem/,
    );
    expect(svj.sessions[2].teach).toMatch(/buildings are run every week, not traded/);
  });
});

describe('read 48: money owed, in days', () => {
  it("says what is owed in days of the year's revenue, against the term the founder names", () => {
    expect(read48('vitamed').sessions[4].recommendActions.join('\n')).toMatch(
      /That is about 98 days of your RON 41\.6M a year, against a 60-day term: each 10 days sooner frees about RON 1\.1M\./,
    );
    // Another currency than the revenue's says nothing.
    expect(
      owedLine(4, {
        actionPlan: { priority: '', next30Days: [] },
        market: { payEvidence: 'Clients owe us $40k.' },
        execution: { risks: '', resourcesPartners: '' },
        product: { evidence: 'Revenue 2024 €500k.' },
      }),
    ).not.toMatch(/days of your/);
  });
});

describe('read 49: the re-read of reads 46 and 48', () => {
  it('counts borrowers who repaid as the customers, not the buyers of the harvest', () => {
    const bono = read48('bono');
    expect(bono.sessions[2].teach).toMatch(/Your answers count 420 farmers paying/);
    expect(bono.all).not.toMatch(/your 9 poultry farms|from your 130 farmers today/);
  });

  it('asks a device founder with a waitlist for a deposit on the first run, not a start date', () => {
    const lune = coachReviewFounder(READ46_FOUNDERS, 'lune');
    expect(lune.all).not.toMatch(/commit to a start date|9 friends to pay/);
    expect(lune.sessions[2].recommendActions.join('\n')).toMatch(
      /ask the 620 on your waitlist for a refundable deposit on the first run; the share who pay is your first real number/,
    );
    expect(lune.sessions[3].recommendActions.join('\n')).toMatch(
      /send the 620 on your waitlist the launch price and a preorder link, and count who pays at that price/,
    );
  });
});

describe('read 49: answers that say nothing are not quoted as if they did', () => {
  it('quotes no "Do not really know" as a market and no "organic only" as a channel', () => {
    expect(coachReviewFounder(READ46_FOUNDERS, 'huaxin').all).not.toMatch(/"Do not really know"/);
    expect(read48('noi-chuan').all).not.toMatch(/"Organic only for now"/);
  });
});

describe('read 49: lines for another kind of business', () => {
  it('keeps stock and production lines to those who hold stock and make it', () => {
    // A contract maker builds the customer's boards: no best sellers' days of stock.
    expect(coachReviewFounder(READ46_FOUNDERS, 'huaxin').all).not.toMatch(
      /Days of stock for your three best sellers/,
    );
    // A distributor buys what it sells: a new line is stock to carry, not production to repeat.
    const vitamed = read48('vitamed');
    expect(vitamed.profile.resells).toBe(true);
    expect(vitamed.all).not.toMatch(/production can repeat it/);
    expect(vitamed.all).toMatch(/each new line is stock and cash tied up/);
  });
});

describe('read 49: who pays', () => {
  it('keeps a student the buyer when parents only may pay', () => {
    const app = read48('noi-chuan');
    expect(app.profile.parentsPay).toBe(false);
    expect(app.all).not.toMatch(/students' parents/);
    expect(
      buildProfile(
        coerceFormState({
          market: {
            idealCustomer: 'Mothers of 4-7 year olds in Riyadh who want their kids to read.',
          },
        }),
      ).parentsPay,
    ).toBe(true);
  });
});
