// Time the founder named: the months of cash left ('Runway ~20 months at €150k/month burn',
// 'about 11 months of runway') and how long a sale takes ('Sales cycle seems 9-12 months'). Put
// against each other they are the founder's own deadline, which re-readers of read 23 found the
// coach never worked out.

import { AMOUNT, amountValue, cashIn, currencyOf } from '../money';

/** A span of time the founder wrote, in months, with the words they used. */
export interface Span {
  months: number;
  phrase: string;
}

const ABOUT = String.raw`(?:about|around|roughly|approx\.?|approximately|c\.|under|less than|just under|just over|only|~|≈)?\s*~?`;
const MONTHS = String.raw`(\d{1,2}(?:\.\d)?)(?:\s?[-–]\s?(\d{1,2}))?\s?(?:mo|mos|months?)\b`;

/** 'Runway ~20 months', 'runway is about 9 months', 'runway: 7 months'. */
const RUNWAY_FIRST = new RegExp(
  String.raw`\brunway\b(?:\s+(?:is|of|left|now|at))*[\s:]*${ABOUT}${MONTHS}`,
  'i',
);
/** 'about 11 months of runway', '~13 months runway', '13 mo runway', '7 months of cash runway'. */
const MONTHS_FIRST = new RegExp(
  String.raw`${ABOUT}\b${MONTHS}\s+(?:of\s+)?(?:cash\s+)?runway\b`,
  'i',
);
/** 'Grant money lasts maybe 10 months at current burn', 'savings cover about 8 months'. */
const LASTS = new RegExp(
  String.raw`\b(?:cash|money|grant|savings|funding|funds|seed|round|bank balance)\b[^.;]{0,25}?\b(?:lasts?|will last|last us|covers?|carr(?:y|ies) us|is enough for|gives us)\s+(?:us\s+)?(?:maybe|about|around|roughly|approx\.?|only|another|~)?\s*~?${MONTHS}`,
  'i',
);
/** Runway wanted, not had: 'we need 18 months of runway', 'extend runway to 24 months'. */
const WANTED =
  /\b(need|needs|want|wants|target|goal|extend\w*|get us|give us|buy us|raise|raising|after|add|aim|to reach|should|must)\b[^.;]{0,30}$/i;

/** Money going out each month: 'we burn ~$14k/month', 'Burn ~Rs 1.8 lakh/month', 'burn rate €46k'. */
const BURN = new RegExp(
  String.raw`\bburn(?:ing| rate| is| of)*\s*(?:about|around|approx\.?|~|≈)?\s*~?(${AMOUNT})(?:\s*(?:\/\s*|a |per )(?:month|mo)\b)?|\b(${AMOUNT})\s*(?:\/\s*|a |per )(?:month|mo)\s+(?:of\s+)?burn\b`,
  'i',
);

/** Monthly recurring revenue: 'MRR about £2,080', '£2,080 MRR'. */
const MRR = new RegExp(
  String.raw`\bmrr\b(?:\s+(?:is|of|about|around|approx\.?|now|at))*\s*~?(${AMOUNT})|(${AMOUNT})\s*mrr\b`,
  'i',
);
/** What a list of monthly costs names: tools, hosting, rent, salaries, drawings. */
const COST_WORDS =
  /\b(hosting|drawings?|salar\w*|wages?|rent|tools?|software|servers?|aws|twilio|office|insurance|contractors?|freelancers?|ads|marketing|fees)\b/i;

/**
 * The runway worked out from the founder's own figures when they did not write it: the cash
 * left over the monthly burn ('About $95k left' and 'we burn ~$14k/month': about 6.8 months).
 */
function computedRunway(text: string): Span | null {
  const burnAt = BURN.exec(text);
  const cash = cashIn(text);
  const burn = (burnAt?.[1] ?? burnAt?.[2])?.replace(/[.,]+$/, '');
  if (!cash || !burn || currencyOf(cash) !== currencyOf(burn)) return null;
  const cashValue = amountValue(cash);
  const burnValue = amountValue(burn);
  if (!cashValue || !burnValue || burnValue >= cashValue) return null;
  // A burn listed as its costs ('Burn ~£3.1k/mo (Twilio ~£640, hosting £90, my drawings £2k)')
  // is money out before the monthly revenue comes in ('MRR about £2,080'): the runway is the
  // cash over what is left (read 30: 4.5 months said where 13 were true).
  const costs = text
    .slice((burnAt?.index ?? 0) + (burnAt?.[0].length ?? 0))
    .match(/^\s*\(([^)]*)\)/);
  const mrr = MRR.exec(text);
  const income = (mrr?.[1] ?? mrr?.[2])?.replace(/[.,]+$/, '');
  if (costs && COST_WORDS.test(costs[1]!) && income && currencyOf(income) === currencyOf(burn)) {
    const net = burnValue - (amountValue(income) ?? 0);
    if (net <= 0) return null;
    const months = Math.round((cashValue / net) * 10) / 10;
    if (months > 60) return null;
    return { months, phrase: `${cash} left at ${burn} a month, less ${income} coming in` };
  }
  const months = Math.round((cashValue / burnValue) * 10) / 10;
  if (months > 60) return null;
  return { months, phrase: `${cash} left at ${burn} a month` };
}

/** The runway the founder has, in months (the short end of a range), or null. */
export function runwayOf(text: string): Span | null {
  for (const re of [RUNWAY_FIRST, MONTHS_FIRST, LASTS]) {
    const m = re.exec(text);
    if (!m?.[1]) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // 'extend runway to 24 months' wants more; so does 'we need 18 months of runway'.
    if (WANTED.test(before)) continue;
    const months = Number(m[1]);
    if (!(months > 0 && months <= 60)) continue;
    return { months, phrase: m[0].trim() };
  }
  return computedRunway(text);
}

/**
 * 'Sales cycle seems 9-12 months', 'Sales cycles have been 4-7 months', 'sales cycle 45-90 days',
 * 'Sales cycle is long: from first demo to decision is 4-7 months'.
 */
const CYCLE =
  /\b(?:sales|buying|decision|procurement|deal)[- ]cycles?\b[^.;\d]{0,50}?(\d{1,3})(?:\s?(?:[-–]|to)\s?(\d{1,3}))?\s?(days|weeks|months)\b/i;

/** How long a sale takes, in months (the long end of a range), or null. */
export function salesCycleOf(text: string): Span | null {
  const m = CYCLE.exec(text);
  if (!m?.[1] || !m[3]) return null;
  // 'a sales cycle under 10 weeks' is a goal; 'shorten the sales cycle to 30 days' a plan.
  if (/\b(under|below|less than|target|goal|aim|down to|reduce|cut|shorten|get)\b|</i.test(m[0]))
    return null;
  const longest = Number(m[2] ?? m[1]);
  const unit = m[3].toLowerCase();
  const months = unit === 'days' ? longest / 30 : unit === 'weeks' ? longest / 4.3 : longest;
  if (!(months > 0 && months <= 36)) return null;
  const span = `${m[1]}${m[2] ? `-${m[2]}` : ''} ${unit}`;
  return { months: Math.round(months * 10) / 10, phrase: span };
}
