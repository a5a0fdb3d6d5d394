import { clean, isCommonWord, sentences } from '../nlp';

/**
 * Small, allocation-light text helpers for the offline coach. Everything here is pure and
 * deterministic: the same input always gives the same output.
 */

export { clean, sentences, wordCount } from '../nlp';

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|dozen|hundred|thousand|million|billion|percent|half)\b/i;

/** True when the text holds a figure: a digit, a percent sign or a number word. */
export function hasNumber(text: string): boolean {
  return /[\d%]/.test(text) || NUMBER_WORDS.test(text);
}

/**
 * A short fragment of the user's words: the first sentence when it fits, else the text cut at a
 * word boundary to at most `max` characters and marked with an ellipsis.
 */
export function fragment(text: string, max = 80): string {
  const t = clean(text).replace(/"/g, "'");
  if (t === '') return '';
  const first = sentences(t)[0] ?? t;
  const base = first.length >= 12 && first.length <= max ? first : t;
  if (base.length <= max) return base.replace(/[.!?;:,]+$/, '');
  // A whole clause when one ends in the second half ('Office workers in the business parks of
  // San Pedro Garza García have 40 minutes...' reads better as its first clause, or at least
  // without a dangling 'of the').
  const window = base.slice(0, max + 1);
  let clause = -1;
  for (const m of window.matchAll(/[,;:]\s|\s[-–—]\s|\s\((?=\w)/g))
    if (m.index >= max * 0.55) clause = m.index;
  const cut = base.lastIndexOf(' ', max);
  let head =
    clause > 0 ? base.slice(0, clause) : cut >= max / 2 ? base.slice(0, cut) : base.slice(0, max);
  // Never end on a small word, nor on a figure whose noun was cut off ('... and 5...').
  const words = head.split(' ');
  while (
    words.length > 4 &&
    ((clause < 0 && DANGLING.test(words.at(-1) ?? '')) || BARE_FIGURE.test(words.at(-1) ?? ''))
  )
    words.pop();
  head = words.join(' ');
  return `${head.replace(/[\s.,;:!?'(-]+$/, '')}...`;
}

/** A figure on its own, its noun cut off: '16', '3,500', '$4', 'A$100k'. */
const BARE_FIGURE = /^[A-Z]{0,2}[$£€¥₹]?\d[\d.,]*[kKmMbB]?[,;:]?$/;

/** Words a cut quote should not end on: 'have 40 minutes for lunch and a choice of the...'. */
export const DANGLING =
  /^(a|an|the|of|in|on|at|to|for|with|and|or|but|from|by|as|into|than|that|which|who|whose|their|our|your|its|his|her|my|is|are|was|were|be|been|has|have|had|per|about|over|under|between|each|every|very|more|most|less)$/i;

/** The fragment in double quotes, or '' when the text is blank. */
export function quote(text: string, max = 80): string {
  const f = fragment(text, max);
  return f === '' ? '' : `"${f}"`;
}

// Words that start a customer or sentence description and are not proper nouns, so their capital
// letter can be dropped when the phrase moves into the middle of a sentence.
const COMMON_STARTS = new Set(
  (
    'a an the our my their this these those we they it most many every all any some each few ' +
    'small smaller independent busy new young mid large local urban rural early first owner owners ' +
    'managers manager founders founder parents students teachers people families farmers doctors ' +
    'nurses clinics restaurants cafes bakeries retailers shops stores companies businesses teams ' +
    'freelancers developers engineers operations finance hr home homeowners landlords tenants ' +
    'drivers fleet contractors builders smallholder growers schools universities hospitals ' +
    'patients consumers customers buyers women men adults seniors elderly online independent ' +
    'households office professional professionals accountants lawyers agencies brands sellers ' +
    'merchants producers factories manufacturers property residential commercial mobile rural ' +
    'public private specialty venture state government municipal regional national ' +
    'international global junior working experienced family luxury premium budget ' +
    'low middle high affluent office-based remote part-time full-time ' +
    'traders vendors artisans makers craftspeople riders couriers tourists travellers travelers ' +
    'franchisee franchisees sponsors advertisers funders trustees donors members learners trainees ' +
    'practices practice dentists hobbyists hobbyist brides grooms couples adults plant ' +
    'there when if because today currently right how what who hotel hotels café cafés cafe ' +
    'restaurant clinic hospital gym gyms salon salons school bakery shop store ' +
    'company business firm agency woman man mid-size mid-sized medium-sized large-scale'
  ).split(' '),
);

/**
 * A customer phrase said mid-sentence, not quoted ('which slice of dog owners', 'its cost to head
 * chefs'): any common first word loses its capital, as compromise's lexicon knows it, not only
 * the listed ones. Quoted answers keep the founder's capitals (`inSentence`).
 */
export function midSentence(text: string): string {
  const kept = inSentence(text);
  if (kept !== text) return kept;
  const m = /^(\p{Lu}\p{Ll}+)(?=[\s,-]|$)/u.exec(text);
  if (!m?.[1] || !isCommonWord(m[1])) return text;
  // 'National Lottery Community Fund': a name of capitalised words stays one.
  if (/^[A-Z][a-z]+ [A-Z][a-z]+/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Lower-cases the first letter when the first word is a common word rather than a name. */
export function inSentence(text: string): string {
  const m = /^(\p{Lu}\p{Ll}+)(?=[\s,-]|$)/u.exec(text);
  if (!m || !m[1] || !COMMON_STARTS.has(m[1].toLowerCase())) return text;
  // 'National Lottery Community Fund', 'Private Eye': a name of capitalised words stays one.
  if (/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z]/.test(text)) return text;
  // 'Hotel Negresco', 'Café Central': a place word before a name is part of the name.
  const [first = '', second = ''] = text.split(/\s+/);
  if (
    /^(hotel|hotels|café|cafés|cafe|restaurant|clinic|hospital|gym|salon|school|bakery|shop|store|company|agency)$/i.test(
      first,
    ) &&
    /^\p{Lu}/u.test(second)
  )
    return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Cuts text to at most `max` characters at a sentence or word boundary. */
export function limit(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const stop = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'));
  if (stop > max * 0.6) return head.slice(0, stop + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : max - 3).replace(/[\s.,;:]+$/, '')}...`.slice(0, max);
}

/** Joins phrases as 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Joins phrases as 'a, b or c'. */
export function orJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * An answer without its sentences about the founder's own legal standing: 'Registered as an e.V.
 * in January' is not a partner or a resource anyone else provides.
 */
export function withoutOwnStatus(text: string): string {
  // The founder's own team or hands are not a partner either: 'Just me.', '20 staff.'.
  const own = (s: string) =>
    /^(just me|only me|me\b|myself|i (do|work|run|am)|we are \d+|our team|(\d+|two|three|four|five|six) (staff|people|employees|founders))\b/i.test(
      s.trim(),
    );
  // 'No funding, profitable.' says there is no money behind the founder: nothing to rest on.
  const noMoney = (s: string) =>
    /^(no|zero|without)\s+(outside\s+|external\s+)?(funding|investment|investors?|money|capital|debt)\b|^(bootstrapped|self-?funded)\b/i.test(
      s.trim(),
    );
  // 'EXIST grant ended, now 120k EUR from a business angel': what ended is behind the founder.
  const ended = (s: string) =>
    /^[^,;]*\b(ended|expired|finished|ran out|no longer)\b/i.test(s.trim());
  const kept = sentences(text).filter(
    (s) =>
      !own(s) &&
      !noMoney(s) &&
      !ended(s) &&
      !/^(we are |we're |we )?(registered|incorporated|founded|set up|formed|constituted)\b|\b(legal form|charitable status|tax status)\b/i.test(
        s.trim(),
      ),
  );
  return kept.length ? kept.join(' ') : sentences(text).every(noMoney) ? '' : text;
}
