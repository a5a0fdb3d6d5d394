// Money as founders write it, read one way by the profile and the offline coach: the pattern of an
// amount ('$49', 'S$320', 'R$ 21k', 'KES 3,000', '1.48M zł', '49€') and its value ('€32,10' is
// 32.1, '€1.500' 1,500, '$1.2m' 1,200,000). The sources are lower case: use them on lowered text,
// or with the 'i' flag.

/** Currency signs: '$', '£', '€', '¥', '₹', '₦'. */
const SIGN = '[$£€¥₹₦₵₱₩₺₫₴₽₪฿]';

/**
 * Currency codes, listed so that '3 a month' (three of something) is not read as a price. A code
 * counts only against a figure ('KES 3,000', '300 PLN'), so 'pen' and 'cop' stay words elsewhere.
 * ('TRY' and 'MAD' are left out: 'try 3 times'.)
 */
export const CURRENCY_CODE =
  '(?:us\\$|usd|eur|gbp|aud|cad|nzd|chf|sek|nok|dkk|pln|czk|huf|jpy|cny|krw|inr|pkr|rs\\.?|sgd|myr|thb|vnd|php|idr|aed|sar|qar|kwd|ils|egp|kes|ksh|ngn|ghs|zar|etb|ugx|tzs|rwf|brl|mxn|clp|cop|ars|pen|tnd|dzd|xof|xaf|fcfa|lkr|npr|bdt|uah|ron|bgn|mad|hkd|twd|kzt|jod|bhd|omr|mmk|khr|zmw|mwk|mzn|bwp|uyu|pyg|gtq|dop)';

/** Currencies written as words after a figure: '300 dollars', '5,000 naira'. */
const CURRENCY_WORD =
  '(?:shillings|naira|rupees|pesos|euros|dollars|pounds|rand|cedis|dirhams|reais|yen|francs|kwacha)';

/**
 * What is written before a figure to make it money: '$', 'S$', 'MX$', 'KES ', 'Rs. ', the rand's
 * 'R' ('R500') and the naira's 'N' ('N6,500', 'N41m'; not 'N95', which is a mask).
 */
export const MONEY_BEFORE = `(?:(?:\\b[a-z]{1,3})?${SIGN}\\s?|\\b${CURRENCY_CODE}\\s?|\\br(?=\\d)|\\bn(?=\\d{1,3}(?:,\\d{3})+|\\d[\\d.]*\\s?(?:k|m|bn)(?![a-z])))`;

/**
 * A figure, with its scale: '3,000', '21k', '1.48M', '2 bn', '1 million' ('~' for 'about'). It
 * ends on a digit or its scale, never on the stop after it ('$49.').
 */
const FIGURE =
  '~?\\d(?:[\\d,.]*\\d)?(?:\\s?(?:k|m|bn|million|billion|lakhs?|lacs?|crores?|cr)(?![a-z]))?';

/**
 * What is written after a figure to make it money: '€', 'zł', 'kr', ' PLN', ' dollars'. A sign
 * before the next figure is that figure's: 'Revenue 2024 ฿7.8 million' is ฿7.8 million, not 2024 baht.
 */
const MONEY_AFTER = `\\s?(?:${SIGN}(?!\\s?\\d)|(?:zł|kr|${CURRENCY_CODE})(?![a-z])(?!\\s?\\d)|${CURRENCY_WORD}(?![a-z]))`;

/** An amount of money: a figure with its currency before or after it. */
export const AMOUNT = `(?:${MONEY_BEFORE}${FIGURE}|\\b${FIGURE}${MONEY_AFTER})`;

/** An amount or a range of them: '$49', 'KES 3,000-6,000', '$40-$60', '€8k'. */
export const AMOUNT_RANGE = `${AMOUNT}(?:\\s?[-–]\\s?(?:${MONEY_BEFORE})?${FIGURE})?`;

/** A figure in thousands, millions or billions without its currency: 'revenue 18k', '1.2M'. */
const SCALED_FIGURE = '\\b\\d[\\d,.]*\\s?(?:k|m|bn|million|billion|lakhs?|lacs?|crores?)(?![a-z])';

const AMOUNT_TEST = new RegExp(AMOUNT, 'i');
const AMOUNT_OR_SCALED = new RegExp(`${AMOUNT}|${SCALED_FIGURE}`, 'i');

/** Whether the text names an amount of money. */
export const hasAmount = (text: string): boolean => AMOUNT_TEST.test(text);

/**
 * Whether the text names an amount, or a figure in thousands or more whose currency goes unsaid
 * ('6 clients owe a total of 112k', 'revenue 18k').
 */
export const hasAmountOrScaled = (text: string): boolean => AMOUNT_OR_SCALED.test(text);

/** The amounts of money in the text, as written, in order, without a stop after them ('€38'). */
export function amountsIn(text: string): string[] {
  return [...text.matchAll(new RegExp(AMOUNT, 'gi'))].map((m) => m[0].trim().replace(/[.,]+$/, ''));
}

/**
 * The value of an amount, in its own units: '€32,10' is 32.1, '€1.500' and '$1,500' 1,500,
 * 'R$ 21k' 21,000, '1.48M zł' 1,480,000, 'Rs 18 lakh' 1,800,000. Null without a figure above zero.
 */
export function amountValue(amount: string): number | null {
  const m = /(\d[\d.,]*)(?:\s?(k|m|bn|million|billion|lakhs?|lacs?|crores?|cr)(?![a-z]))?/i.exec(
    amount,
  );
  if (!m?.[1]) return null;
  let digits = m[1].replace(/[.,]+$/, '');
  // '1.500' and '1,500' are thousands; '32,10' is a decimal comma.
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, '');
  else digits = digits.replace(/,(\d{1,2})$/, '.$1').replace(/,/g, '');
  const n = Number(digits);
  if (!Number.isFinite(n) || n <= 0) return null;
  const scale = (m[2] ?? '').toLowerCase();
  // India's lakh is 100,000 and its crore 10 million ('Rs 18 lakh', 'Rs 2.5 cr').
  const SCALES: Record<string, number> = {
    k: 1e3,
    m: 1e6,
    million: 1e6,
    bn: 1e9,
    billion: 1e9,
    lakh: 1e5,
    lakhs: 1e5,
    lac: 1e5,
    lacs: 1e5,
    crore: 1e7,
    crores: 1e7,
    cr: 1e7,
  };
  const times = SCALES[scale] ?? 1;
  return n * times;
}

/** The largest amount of money in the text, in its own units; 0 without one. */
export function largestAmount(text: string): number {
  return Math.max(0, ...amountsIn(text).map((a) => amountValue(a) ?? 0));
}

/**
 * The currency of an amount as written before its figure ('£49' is '£', 'KES 3,000' 'KES ',
 * 'R500' 'R'), or '' when it is written after the figure or in words.
 */
export function currencyOf(amount: string): string {
  return (
    /^((?:[a-z]{1,3})?[$£€¥₹₦₵₱₩₺₫₴₽₪฿]\s?|[rn](?=\d)|ksh ?|[a-z]{3} ?)(?=~?\d)/i.exec(
      amount,
    )?.[1] ?? ''
  );
}

/** An amount rounded the way founders write it: '£1.5M', '$36k', '€9,600'. */
export function formatMoney(currency: string, value: number): string {
  const short = (n: number) => (n >= 10 ? String(Math.round(n)) : String(Math.round(n * 10) / 10));
  if (value >= 1e9) return `${currency}${short(value / 1e9)}bn`;
  if (value >= 1e6) return `${currency}${short(value / 1e6)}M`;
  if (value >= 1e4) return `${currency}${Math.round(value / 1e3)}k`;
  return `${currency}${Math.round(value).toLocaleString('en-GB')}`;
}

/** An amount to the cent where it has cents: '£91', '£6.50', '€15,400'. */
export function formatExact(currency: string, value: number): string {
  return `${currency}${value.toLocaleString('en-US', Number.isInteger(value) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/**
 * Cash the founder has, as written: '$95k left', 'Rs 18 lakh left', '£28k in the bank', 'Cash in
 * bank R38,500', 'cash on hand €40k'. Null when the answers name none.
 */
const CASH_HELD = new RegExp(
  String.raw`(${AMOUNT})\s+(?:left|remaining|still in the bank|in (?:the )?bank|in cash|cash in (?:the )?bank|in our account|on the account)\b|\bcash(?: in (?:the )?bank| on hand| balance| in hand| left)?\s*(?:is|of|:|=|at|now)?\s*(?:about|around|~|only)?\s*~?(${AMOUNT})`,
  'i',
);
export function cashIn(text: string): string | null {
  const m = CASH_HELD.exec(text);
  return (m?.[1] ?? m?.[2])?.replace(/[.,]+$/, '') ?? null;
}
