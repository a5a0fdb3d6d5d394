import { describe, expect, it } from 'vitest';
import { runwayOf, salesCycleOf } from './runway';

describe('the runway the founder has', () => {
  it('reads the months of cash left, however they are written', () => {
    const months = (text: string) => runwayOf(text)?.months ?? null;
    expect(months('Seed €3.2M closed Nov 2024. Runway ~20 months at €150k/month burn.')).toBe(20);
    expect(months('€60k from an angel + our savings, about 11 months of runway.')).toBe(11);
    expect(months('Burn is ~$140k/mo so ~13 months runway.')).toBe(13);
    expect(months('Long sales cycles vs 13 mo runway.')).toBe(13);
    // Money raised is money had.
    expect(months('Pre-seed USD 350k from angels (raised in Jan), about 11 months runway.')).toBe(
      11,
    );
    expect(months('Cash: runway 7 months at burn R$ 310k/month.')).toBe(7);
    expect(months('$150k pre-seed from angels (Jan). Runway about 9 months.')).toBe(9);
    expect(months('Grant money lasts maybe 10 months at current burn (~Rs 1.8 lakh/month).')).toBe(
      10,
    );
    // A range is read at its short end: the money may run out first.
    expect(months('We have 9-12 months of runway depending on hires.')).toBe(9);
  });

  it('works the runway out from the cash left and the monthly burn when it is not written', () => {
    expect(runwayOf('About $95k left. We ship but CAC is up and we burn ~$14k/month.')).toEqual({
      months: 6.8,
      phrase: '$95k left at $14k a month',
    });
    expect(runwayOf('Rs 18 lakh left in the grant. Burn ~Rs 1.8 lakh/month.')?.months).toBe(10);
    // Different currencies, or a burn above the cash, make no sum.
    expect(runwayOf('€40k left; burn $14k/month')).toBeNull();
    expect(runwayOf('$10k left; burn $14k/month')).toBeNull();
  });

  it('reads no runway from a date, a wish or a product about runways', () => {
    expect(runwayOf('Runway till about Nov 2025. Burn €62k/month.')).toBeNull();
    expect(runwayOf('We need 18 months of runway to reach Series A.')).toBeNull();
    expect(runwayOf('The round would extend runway to 24 months.')).toBeNull();
    expect(runwayOf('After raising the seed we would have 24 months of runway.')).toBeNull();
    expect(runwayOf('A monthly board pack, runway model and fundraising support.')).toBeNull();
    expect(runwayOf('Founders make hiring decisions blind to runway.')).toBeNull();
  });
});

describe('how long a sale takes', () => {
  it('reads the long end of the sales cycle, in months', () => {
    expect(salesCycleOf('Sales cycle seems 9-12 months, needs CFO + IT.')).toEqual({
      months: 12,
      phrase: '9-12 months',
    });
    expect(salesCycleOf('Sales cycles have been 4-7 months for the 4 pilots.')?.months).toBe(7);
    expect(
      salesCycleOf('Sales cycle is long: from first demo to decision is 4-7 months because...'),
    ).toEqual({ months: 7, phrase: '4-7 months' });
    expect(salesCycleOf('4 sales (2 SDR, 2 closers). Sales cycle 45-90 days.')).toEqual({
      months: 3,
      phrase: '45-90 days',
    });
  });

  it('reads no sales cycle from a machine cycle, a goal or a cycle without a length', () => {
    expect(
      salesCycleOf('Staff scan the set, the steriliser cycle is logged in 3 minutes.'),
    ).toBeNull();
    expect(salesCycleOf('3/3 pilots sign, cycle < 6 months for new deals.')).toBeNull();
    expect(salesCycleOf('6 systems a month and a sales cycle under 10 weeks')).toBeNull();
    expect(salesCycleOf('Only 2 customers and the sales cycle is long.')).toBeNull();
  });
});
