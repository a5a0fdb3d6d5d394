// The twenty-sixth read (read 42, ADR 017): five founders a reviewer wrote who had never seen
// the coach (a chicha morada drink for Lima bodegas, a water-tanker marketplace in Accra, an
// address API in Ho Chi Minh City, a phone-repair NGO in Jordan, a used-car YouTube channel in
// Lagos). Each case is a defect the read named, checked on its founder and, where the reading is
// general, on a sentence of its own.
import { describe, expect, it } from 'vitest';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { buildProfile } from '../profile';
import { READ42_FOUNDERS } from './fixtures/read42';
import { coachReviewFounder } from './fixtures/review';

const read42 = (prefix: string) => coachReviewFounder(READ42_FOUNDERS, prefix);
const profileOf = (solution: string, payEvidence = '') =>
  buildProfile(coerceFormState({ product: { solution }, market: { payEvidence } }));

describe('read 42: what the business is', () => {
  it('reads an API priced by the call as software paid per use, not goods from its batches', () => {
    const api = read42('chuanhoa');
    expect(api.profile.model).toBe('software');
    expect(api.profile.revenue).toBe('usage');
    expect(api.all).not.toMatch(/Days of stock|Cash tied up in stock|Hours per order/);
    const own = profileOf(
      'Lookup API: POST an address, get back the ward. Batch endpoint for whole databases. ₫300 per call, batch ₫80 per row.',
    );
    expect(own.model).toBe('software');
    expect(own.revenue).toBe('usage');
  });

  it('reads jobs dispatched to drivers paid direct, for a cut, as a marketplace', () => {
    const tanker = read42('tankerline');
    expect(tanker.profile.model).toBe('marketplace');
    // A contractor among the pilot's customers is no construction firm: below 0.6 the industry
    // adds nothing of its own.
    expect(tanker.all).not.toMatch(/In Construction|site manager|safety incidents/);
    expect(
      profileOf(
        'You order on WhatsApp and we send the nearest verified driver. 10% commission from the driver on each trip.',
        'Customers paid the driver direct by MoMo.',
      ).model,
    ).toBe('marketplace');
  });

  it("reads a shop among a channel's sponsors as theirs, not a counter of its own", () => {
    const channel = read42('tokunbo');
    expect(channel.profile.sellsAccess).toBe(false);
    expect(channel.all).not.toMatch(/at the counter|by the half hour/);
    expect(profileOf('A bike shop in Leith: repairs and rentals.').sellsAccess).toBe(true);
  });
});

describe('read 42: a channel its sponsors pay for', () => {
  it('coaches the audience and the sponsors, not backers and perks', () => {
    const channel = read42('tokunbo');
    expect(channel.all).not.toMatch(/\bbackers?\b|\bperks?\b/);
    expect(channel.sessions[2].teach).toMatch(/advertisers and sponsors pay for its attention/);
    expect(channel.sessions[2].teach).toMatch(/Sponsors pay to reach young professionals/);
    expect(channel.sessions[2].teach).not.toMatch(/young professionals[^.]{0,30} pay for/i);
  });
});

describe('read 42: a marketplace in a free pilot', () => {
  it('reads deliveries paid to the drivers as use, not sales, and the drivers as who pays the cut', () => {
    const tanker = read42('tankerline');
    expect(tanker.profile.stage).toBe('pilots');
    expect(tanker.profile.sellerPays).toBe(true);
    expect(tanker.profile.done.some((d) => d.kind === 'sales' || /stars/.test(d.phrase))).toBe(
      false,
    );
    expect(tanker.all).toMatch(/Of your 296 deliveries' customers, call the 10 most active/);
    expect(tanker.all).not.toMatch(/Offer a paid tier|your 296 deliveries[;,]/);
  });
});

describe('read 42: a count and its verb', () => {
  it('reads "96 work in partner shops" as people working there, not 96 shops', () => {
    const ngo = read42('ayadi');
    expect(ngo.profile.done.some((d) => d.phrase === '96 shops')).toBe(false);
    expect(ngo.all).not.toMatch(/96 shops/);
  });

  it('reads "41 households ordered 3 times or more" as the value of "repeat orders"', () => {
    expect(read42('tankerline').sessions[5].teach).not.toMatch(
      /today's value of your Product-Market Loop metric/,
    );
  });
});

describe('read 44: the team list', () => {
  it('counts no paying customers in the list of who is paid to work', () => {
    const ngo = read42('ayadi');
    expect(ngo.profile.done.some((d) => d.phrase === '3 graduates')).toBe(false);
    expect(ngo.all).not.toMatch(/3 graduates paying/);
  });
});
