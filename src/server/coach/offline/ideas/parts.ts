import nlp from 'compromise';
import { amountValue, currencyOf, formatMoney } from '../../money';
import { type Founder, moneyPhrase, perYear } from './founder';

/** Small phrase builders shared by the idea lists. Each returns null when the facts are missing. */

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The founder's customers, or a neutral noun. */
export function who(f: Founder, fallback = 'customers'): string {
  return f.customers ?? (funded(f) ? 'people you serve' : fallback);
}

/** A non-profit: funded by grants and donors; the people it serves pay nothing. */
export function funded(f: Founder): boolean {
  return f.profile?.model === 'non-profit';
}

/** The customers and where they are, without saying the place twice: 'market traders in Lagos'. */
export function whoWhere(f: Founder): string {
  const w = who(f);
  const place = f.place;
  return place && w.includes(place) ? w : `${w}${f.inPlace}`;
}

/** Nouns that count goods or shipments, not people. */
const GOODS =
  /\b(containers?|tonnes?|tons?|units?|bags?|boxes?|pallets?|kg|litres?|liters?|orders?|items?|pieces?|bottles?|jars?|lots?|shipments?|batches?|loads?)$/i;

/** A small group the founder can reach this month, and what they are to the founder. */
export interface Group {
  phrase: string;
  kind: 'pilot' | 'users' | 'paying' | 'talked' | 'prospects';
  n: number;
}

export function group(f: Founder): Group {
  const pilot = f.pilot;
  // '6 containers sold' counts goods, not people anyone could ask.
  if (pilot && pilot.value <= 50 && !GOODS.test(pilot.noun)) {
    const trial = /\b(pilot|test|tested|trial|trialled|beta)\b/i
      .exec(pilot.sentence)?.[1]
      ?.toLowerCase();
    const from = trial === 'beta' ? 'from the beta' : trial ? 'from the pilot' : 'we already serve';
    return {
      phrase: `the ${pilot.n} ${pilot.noun} ${from}`,
      kind: trial ? 'pilot' : 'users',
      n: pilot.value,
    };
  }
  const paying = f.paying;
  // Paying customers of the price named, not sponsors or partners paying for something else.
  const p = f.price;
  const clause = paying?.sentence.split(/;|, /).find((x) => x.includes(paying.n)) ?? '';
  if (paying && paying.value <= 50 && (!p || clause.includes(p.figure)))
    return {
      phrase: `the ${paying.n} paying ${paying.noun.replace(/^paying /, '')}`,
      kind: 'paying',
      n: paying.value,
    };
  const talked = f.interviewed;
  if (talked && talked.value <= 50 && !/interview|call|response|conversation/.test(talked.noun))
    return {
      phrase: `the ${talked.n} ${talked.noun} from discovery`,
      kind: 'talked',
      n: talked.value,
    };
  return { phrase: `5 ${who(f)}`, kind: 'prospects', n: 5 };
}

export function few(f: Founder): string {
  return group(f).phrase;
}

/** True when customers already pay: a count in the payment answer, or a paying stage. */
export function paid(f: Founder): boolean {
  const profile = f.profile;
  if (funded(f)) return false;
  if (profile) return profile.stage === 'paying' || profile.stage === 'revenue';
  return f.paying !== null;
}

/** The price with its unit ('£49 a month'), or null. */
export function price(f: Founder): string | null {
  const p = f.price;
  return p ? moneyPhrase(p) : null;
}

/** The money a monthly or yearly figure comes to per year, formatted, or null. */
export function yearly(
  f: Founder,
  m: ReturnType<Founder['money']>[number] | null,
  times: number,
): string | null {
  if (!m) return null;
  const each = amountValue(m.figure);
  // A cost 'a day' is usually a day of trouble, not every day of the year: only months and years
  // add up honestly.
  const per = /month|quarter|year/.test(m.unit) ? perYear(m.unit) : null;
  const symbol = currencyOf(m.figure);
  if (each === null || per === null || symbol === '' || times <= 0) return null;
  return formatMoney(symbol, each * per * times);
}

/** The price as a share of the problem's cost, when both are money per the same period. */
export function priceShare(f: Founder): number | null {
  const p = f.price;
  const c = f.cost;
  if (!p || !c || currencyOf(p.figure) !== currencyOf(c.figure) || currencyOf(p.figure) === '')
    return null;
  const a = amountValue(p.figure);
  const b = amountValue(c.figure);
  const pa = perYear(p.unit);
  const pb = perYear(c.unit);
  if (a === null || b === null || pa === null || pb === null || b === 0) return null;
  const share = (a * pa) / (b * pb);
  return share > 0 && share < 1 ? Math.round(share * 100) : null;
}

/** A second price 50% above the first, for a price test: '£49' -> '£74'. */
export function higherPrice(f: Founder): string | null {
  const p = f.price;
  if (!p) return null;
  const a = amountValue(p.figure);
  const symbol = currencyOf(p.figure);
  if (a === null || symbol === '') return null;
  return `${formatMoney(symbol, Math.round(a * 1.5))}${p.unit}`;
}

/**
 * The counted target of the 30-day priority, with its verb done: 'Sign 5 paying bakeries at £49'
 * gives { n: 5, noun: 'paying bakeries', done: 'signed' }.
 */
export function priorityTarget(f: Founder): { n: number; noun: string; done: string } | null {
  const text = f.text('actionPlan.priority');
  const m =
    /^([A-Z][a-z]+) (?:the |a |an )?(?:(?:more|new|first) )?(\d[\d,]*) (?:more )?((?:[a-z-]+ ){0,2}[a-z-]+s)\b/.exec(
      text,
    );
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const n = Number(m[2].replace(/,/g, ''));
  const verb = m[1].toLowerCase();
  const forms = nlp(verb).verbs().conjugate()[0] as { PastTense?: string } | undefined;
  const done = IRREGULAR[verb] ?? forms?.PastTense;
  return n > 0 && done ? { n, noun: m[3], done } : null;
}

const IRREGULAR: Record<string, string> = {
  get: 'won',
  win: 'won',
  sign: 'signed',
  hold: 'held',
  run: 'run',
};

/** 'waste fell from 14% to 8%' -> 'waste stays at or below 8%'. */
export function holdResult(f: Founder): string | null {
  const r = f.result;
  const m = r
    ? /^(.+?) (fell|dropped|decreased|rose|grew|increased|improved)(?: from)? (\S+) to (\S+)$/.exec(
        r,
      )
    : null;
  if (!m?.[1] || !m[4]) return null;
  const down = /fell|dropped|decreased/.test(m[2] ?? '');
  return `${m[1]} ${m[1].endsWith('s') ? 'stay' : 'stays'} at or ${down ? 'below' : 'above'} ${m[4]}`;
}

/** An offer to a group at a price, fitting how the business is paid: a plan, or a purchase. */
export function offer(f: Founder, to: string, p: string): string {
  return f.profile?.revenue === 'one-off'
    ? `Ask ${to} to buy at ${p}`
    : `Offer ${to} the plan at ${p}`;
}
