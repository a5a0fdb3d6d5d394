import { describe, expect, it } from 'vitest';
import {
  AMOUNT_RANGE,
  currencyOf,
  formatExact,
  formatMoney,
  amountsIn,
  amountValue,
  hasAmount,
  hasAmountOrScaled,
  largestAmount,
} from './money';

describe('money, read one way by the profile and the coach', () => {
  it('finds amounts with their currency before or after the figure', () => {
    expect(
      amountsIn('CAC from meta ads was €38, then R$ 21k and S$71k; KES 3,000 a month'),
    ).toEqual(['€38', 'R$ 21k', 'S$71k', 'KES 3,000']);
    expect(amountsIn('Revenue 1.48M zł last year, 49€ a box, 300 PLN a lesson')).toEqual([
      '1.48M zł',
      '49€',
      '300 PLN',
    ]);
  });

  it("reads a sign before a figure as that figure's, not as the year's before it", () => {
    expect(amountsIn('Revenue 2024 ฿7.8 million (2023 ฿5.1M)')).toEqual(['฿7.8 million', '฿5.1M']);
    expect(amountsIn('sales 2023 EUR 310k')).toEqual(['EUR 310k']);
    expect(amountsIn('tickets at 25 € each')).toEqual(['25 €']);
  });

  it('does not read counts, rates or words as money', () => {
    expect(hasAmount('3 a month, 12 pilots, 18% growth')).toBe(false);
    expect(hasAmount('a pen and a cop show')).toBe(false);
    expect(hasAmount('Revenue grew 18% FY24')).toBe(false);
    expect(hasAmountOrScaled('Revenue grew 18% FY24')).toBe(false);
    expect(hasAmountOrScaled('6 clients owe a total of 112k')).toBe(true);
    expect(hasAmountOrScaled('Revenue 18k last quarter')).toBe(true);
  });

  it('values an amount in its own units, with either decimal mark', () => {
    expect(amountValue('€32,10')).toBe(32.1);
    expect(amountValue('€1.500')).toBe(1500);
    expect(amountValue('$7,800')).toBe(7800);
    expect(amountValue('R$ 21k')).toBe(21000);
    expect(amountValue('$1.2m')).toBe(1_200_000);
    expect(amountValue('1.48M zł')).toBe(1_480_000);
    expect(amountValue('$2bn')).toBe(2e9);
    expect(amountValue('Rs 18 lakh')).toBe(1_800_000);
    expect(amountValue('Rs 2.5 crore')).toBe(25_000_000);
    expect(amountValue('€38.')).toBe(38);
    expect(amountValue('$0')).toBeNull();
    // The M of 'MRR' is no million.
    expect(amountValue('$7,800 MRR')).toBe(7800);
  });

  it('takes the largest amount of a sentence', () => {
    expect(largestAmount('Foundation grant $40k, individual donors ~$180k')).toBe(180_000);
    expect(largestAmount('no money named here')).toBe(0);
  });

  it('reads a range of prices as one', () => {
    expect(new RegExp(AMOUNT_RANGE, 'i').exec('pays KES 3,000-6,000 a month')?.[0]).toBe(
      'KES 3,000-6,000',
    );
    expect(new RegExp(AMOUNT_RANGE, 'i').exec('between $40-$60 a session')?.[0]).toBe('$40-$60');
  });

  it('reads the rand, currencies in words and amounts at the end of a sentence', () => {
    expect(amountsIn('Boxes cost R500 or 300 dollars, and we charge $49.')).toEqual([
      'R500',
      '300 dollars',
      '$49',
    ]);
    expect(hasAmount('Q4 r&d, 12 reps')).toBe(false);
    expect(amountsIn('each delivery costs us ~N6,500; roughly N41m GMV; a N15k fee')).toEqual([
      'N6,500',
      'N41m',
      'N15k',
    ]);
    expect(hasAmount('We sell N95 masks and N2 cylinders')).toBe(false);
  });

  it('names the currency written before an amount, and writes amounts back', () => {
    expect(currencyOf('£49')).toBe('£');
    expect(currencyOf('KES 3,000')).toBe('KES ');
    expect(currencyOf('S$320')).toBe('S$');
    expect(currencyOf('R500')).toBe('R');
    expect(currencyOf('N6,500')).toBe('N');
    expect(currencyOf('49€')).toBe('');
    expect(formatMoney('£', 1_500_000)).toBe('£1.5M');
    expect(formatMoney('$', 36_000)).toBe('$36k');
    expect(formatMoney('€', 9_600)).toBe('€9,600');
    expect(formatExact('£', 6.5)).toBe('£6.50');
    expect(formatExact('€', 15_400)).toBe('€15,400');
  });
});
