import nlp from 'compromise';

/**
 * Text analysis for the coach, on compromise (a maintained English NLP library) rather than
 * hand-written regexes: hand-written splitters broke on 'Next.js', '1.8M' and 'e.g.' and lost
 * the user's words. Everything here is pure; results of the costlier calls are memoised per text,
 * since the coach reads the same answers for every card of every session.
 */

const MEMO_LIMIT = 2000;
const sentenceMemo = new Map<string, readonly string[]>();

function remember<T>(memo: Map<string, T>, key: string, value: T): T {
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, value);
  return value;
}

/** Collapses every run of whitespace to one space and trims. */
export function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A sentence that ends for good: a word of four letters or more, a bracket or a figure with a
 * sign before its full stop ('installment).', 'is 60+.'), a pronoun after a preposition ('3 of
 * us.'), or '!' / '?'. Short forms ('vs.',
 * 'approx.', 'e.g.', 'St.') and lone digits ('v2.') do not end one.
 */
const NEW_LOWER =
  /(?:(?<![\w.])(?!(?:approx|incl|excl|dept|min|max|avg|est|etc|appx|mths|mnth|yrs|hrs|wks|mins|secs|nos|sq|ft|vs|viz|co|inc|ltd|corp|bros|govt|intl|natl|univ)\.$)[a-z]{4,}|[)\]]|\d[+%k]|(?<=\b(?:of|with|for|to|by|about|like|on|from) )(?:us|me|it|them|him|her))\.$|[!?]$/i;
/** A title before a name ('Dra. Paty', 'Dr. Okafor', 'Sra. Lima') never ends a sentence (read 36). */
const TITLE_END =
  /(?<![\w.])(?:dr|dra|drs|sr|sra|srta|mr|mrs|ms|mx|prof|profa|ing|lic|st|mt|fr|rev|hon|capt|lt|sgt)\.$/i;

/**
 * The sentences of a text, each with its closing mark, never cut inside a number ('1.8M'),
 * a dotted name ('Next.js', 'U.S.') or an abbreviation ('e.g.', 'Dr.'). Line breaks end a
 * sentence too (answers are often lists). Joined with spaces, the sentences give back every
 * word of the input.
 */
export function sentences(text: string): readonly string[] {
  const cached = sentenceMemo.get(text);
  if (cached) return cached;
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const t = clean(line);
    if (t === '') continue;
    // compromise reads a plain sentence without a stop fine; only text with stops needs it.
    if (!/[.!?]/.test(t.slice(0, -1))) {
      out.push(t);
      continue;
    }
    // The tokenizer alone splits sentences as well as the full parse, several times faster.
    const parts = nlp.tokenize(t).sentences().out('array') as string[];
    // A piece that opens in lower case goes on the sentence before it when that one ends in a
    // short form: 'Peak floor count vs. limit' is one sentence, whatever the tokenizer made of
    // 'vs.'. After a full stop that ends a word or a bracket, founders writing in lower case
    // start a new one: '... (some on 3x installment). waitlist for next cohort is 60+.'
    const joined: string[] = [];
    for (const part of parts.map(clean).filter(Boolean)) {
      const before = joined[joined.length - 1];
      if (
        before !== undefined &&
        ((/^[a-z]/.test(part) && !NEW_LOWER.test(before)) || TITLE_END.test(before))
      )
        joined[joined.length - 1] += ` ${part}`;
      else joined.push(part);
    }
    // Never lose a word: if the parser's pieces do not add up to the line, keep the line whole.
    out.push(...(joined.join(' ') === t ? joined : [t]));
  }
  return remember(sentenceMemo, text, out);
}

/**
 * Figures in a text as written: '$7,800', '1.8M', '14%', '3', '2,500', '£49', '10-15%'.
 * A figure is kept whole with its currency sign, magnitude suffix and percent sign.
 */
export function figures(text: string): string[] {
  const found =
    text.match(
      /(?:[$£€¥₹]\s?)?\d+(?:[.,]\d+)*(?:\s?-\s?\d+(?:[.,]\d+)*)?(?:\s?(?:%|[kKmMbB](?![a-zA-Z])|bn\b))?/g,
    ) ?? [];
  return [...new Set(found.map((f) => f.trim()))];
}

/**
 * Names written with inner dots that a naive splitter cuts: 'Next.js', 'Node.js', 'U.S.',
 * 'e.g.', 'Ph.D.', 'Amazon.com'.
 */
export function dottedNames(text: string): string[] {
  const found = text.match(/\b(?:[A-Za-z]+\.){1,}[A-Za-z]+\.?(?=[\s,;:!?)]|$)/g) ?? [];
  return [...new Set(found.filter((f) => !/^\d/.test(f)))];
}

/** Capitalised words compromise reads as common but that keep their capital: languages, faiths. */
const CAPITALISED =
  /^(english|french|spanish|arabic|swahili|hindi|urdu|mandarin|cantonese|christian|muslim|jewish|catholic|hindu|sikh|buddhist|islamic|orthodox|protestant|anglican|latin|latino|latina|hispanic|indigenous|aboriginal|maori|māori|black|dutch|irish|scottish|welsh|british|american|african|asian|nordic|gulf|arab|kurdish|tamil|yoruba|igbo|hausa|zulu|xhosa|afrikaans)$/;

/**
 * A capitalised word that is an ordinary noun or adjective ('Dog', 'Head', 'Mums', 'Hobby'), read
 * on its own by compromise's lexicon: not a name, place, organisation or demonym.
 */
export function isCommonWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (CAPITALISED.test(lower)) return false;
  const term = (nlp(lower).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0];
  const tags = term?.tags ?? [];
  return (
    // 'Head chefs': a word compromise knows as a verb is no name either.
    tags.some((t) => t === 'Noun' || t === 'Adjective' || t === 'Verb') &&
    !tags.some((t) =>
      ['ProperNoun', 'Demonym', 'Place', 'Person', 'Organization', 'Acronym'].includes(t),
    )
  );
}

export function wordCount(text: string): number {
  const t = text.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

let warm = false;

/** Runs the parser once so that its lexicon is compiled before the first real request. */
export function warmUpText(): void {
  if (warm) return;
  warm = true;
  nlp('We run three paid pilots with 12 bakeries.').numbers().json();
  nlp.tokenize('Built on Next.js, e.g. for 1.8M reps. Second sentence.').json();
}

/** The value of a small number written as a word ('twelve' is 12), for counts in answers. */
export const NUMBER_WORD_VALUES: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
