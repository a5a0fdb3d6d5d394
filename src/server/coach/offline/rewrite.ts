import nlp from 'compromise';
import { clean, dottedNames, figures, sentences } from '../nlp';

/**
 * Sentence-level rewriting for the Improve helper. Every rule here only removes filler or
 * shortens a wordy construction; none touches a figure, a dotted name or a proper name, and each
 * sentence is checked after rewriting: if anything the user wrote went missing, the sentence is
 * rewritten again rule by rule, skipping the rule that lost it. Pure and deterministic.
 */

type Rule = readonly [RegExp, string | ((...m: string[]) => string)] | ((s: string) => string);

/** Hedges and filler that add no claim. */
const HEDGES: readonly Rule[] = [
  [
    /\b(?:I|we) (?:really |honestly |personally |do |strongly )?(?:think|believe|guess|suppose|reckon)(?: that)?,?\s+(?!in\b|so\b)/gi,
    '',
  ],
  [/\b(?:I|we) feel (?:like|that)\s+/gi, ''],
  [/\bin my (?:humble )?opinion,?\s*/gi, ''],
  [
    /\b(?:to be honest|that being said|having said that|needless to say|of course|in fact|as a matter of fact|at the end of the day),\s*/gi,
    '',
  ],
  [
    /\b(?:it is important to note that|it goes without saying that|it should be noted that)\s+/gi,
    '',
  ],
  [
    /\b(?:basically|actually|really|very|literally|honestly|obviously|essentially|totally|definitely|certainly|truly|completely|absolutely|extremely),?\s+/gi,
    '',
  ],
  // 'quite a few' and 'quite a lot' are amounts, not hedges.
  [/\bquite\s+(?!a\b)/gi, ''],
  // 'just' is filler, except where it means 'recently' ('who just raised £1m').
  [
    /\bjust\s+(?!(?:\w+ed|began|begun|got|won|made|hit|became|signed|raised|started|opened|launched|finished|sold|met|ran|left|moved|came|went|bought|built|took|lost)\b)/gi,
    '',
  ],
  // 'kind of' as a hedge, not as a noun ('one kind of customer').
  [
    /(?<!\b(?:a|the|one|this|that|what|which|any|every|some|each|same|no|other|another|of|our|their|its|your|my)\s)\b(?:kind|sort) of\s+/gi,
    '',
  ],
  [/\bsomewhat\s+/gi, ''],
  [/\s*\bcurrently\b,?/gi, ''],
];

/** Wordy constructions and their short form, with the same meaning. */
const WORDY: readonly Rule[] = [
  [/\b(?:in order|so as) to\b/gi, 'to'],
  [/\b(?:due|owing) to the fact that\b/gi, 'because'],
  [/\b(?:in spite of|despite) the fact that\b/gi, 'although'],
  [/\b(?:at this point in time|at the present time|at the moment|at present)\b/gi, 'now'],
  [/\bin the event that\b/gi, 'if'],
  [/\b(?:is|are|am) able to\b/gi, 'can'],
  [/\b(?:was|were) able to\b/gi, 'could'],
  [/\b(?:is|are|am) unable to\b/gi, 'cannot'],
  [/\b(?:has|have) the ability to\b/gi, 'can'],
  [/\b(?:is|are) going to\b/gi, 'will'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\b(?:with regard to|with respect to|in regard to|in relation to)\b/gi, 'about'],
  [/\bthe (?:vast )?majority of\b/gi, 'most'],
  [/\ba large number of\b/gi, 'many'],
  [/\ba small number of\b/gi, 'a few'],
  [/\ba number of\b/gi, 'several'],
  [/\ba (?:wide )?(?:variety|range) of\b/gi, 'various'],
  [/\bon a (daily|weekly|monthly|yearly) basis\b/gi, '$1'],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\beach and every\b/gi, 'every'],
  [/\bfirst and foremost\b/gi, 'first'],
  [/\bprior to\b/gi, 'before'],
  [/\bsubsequent to\b/gi, 'after'],
  [/\bin the near future\b/gi, 'soon'],
  [/\buntil such time as\b/gi, 'until'],
  [/\bin close proximity to\b/gi, 'near'],
  [/\bwith the help of\b/gi, 'with'],
  [/\bwhether or not\b/gi, 'whether'],
  [/\bin the process of (\w+ing)\b/gi, '$1'],
  [
    /\b(make|makes|made|making) a decision\b/gi,
    (_m, v: string) =>
      ({ make: 'decide', makes: 'decides', made: 'decided', making: 'deciding' })[
        v.toLowerCase()
      ] ?? v,
  ],
  [/\bmake sure\b/gi, 'ensure'],
  [/\bget in touch with\b/gi, 'contact'],
  [/\b(all|both) of the\b/gi, '$1 the'],
  [/\b(outside|inside|off) of\b/gi, '$1'],
  [/\ba total of (?=\d)/gi, ''],
  [/(\d[\d,.]*[kKmM]?) in total\b/g, '$1'],
  [/\bfor a period of\b/gi, 'for'],
  [/\bwhen it comes to\b/gi, 'for'],
  [/^as a result,\s*/gi, 'so '],
  [/\bfor free\b/gi, 'free'],
  [/\bup until\b/gi, 'until'],
  [/\bstill remains?\b/gi, (m: string) => m.replace(/^still /i, '')],
  [/\b(?:end result|final outcome)\b/gi, 'result'],
  [/\bpast (experience|history)\b/gi, '$1'],
  [/\bfuture plans\b/gi, 'plans'],
  [/\b(?:approximately|roughly)\b/gi, 'about'],
  [/\bmore than (?=[$£€¥₹]?\d)/gi, 'over '],
  [/\b(?:less|fewer) than (?=[$£€¥₹]?\d)/gi, 'under '],
  [/\butili[sz](e|es|ed|ing)\b/gi, 'us$1'],
  [/\butili[sz]ation\b/gi, 'use'],
  [/\b(?:in addition|additionally|furthermore|moreover),/gi, 'also,'],
  [/^however,\s*/gi, 'but '],
  [/\bas well as\b/gi, 'and'],
  [/\bso that\b/gi, 'so'],
  [/\b(?:a lot|lots) of (?=\w+s\b)/gi, 'many '],
  // 'said that the' -> 'said the'; only before a word that opens a clause.
  [
    /\b(said|says|say|told us|tell us|think|thinks|thought|believe|believes|believed|found|find|finds|learned|learnt|realised|realized|confirmed|confirm|agree|agreed|noticed|expect|expected|hope|hoped|mean|means|meant|knew|estimate|estimated|reported) that (?=(?:the|a|an|we|they|it|he|she|our|their|most|many|some|all|there|people|customers|users|owners|\d)\b)/gi,
    '$1 ',
  ],
  // 'shops that are based in Leeds' -> 'shops based in Leeds'
  [
    /(?<=[a-z]s )(?:that|which) (?:is|are) (?=(?:in|on|at|from|near|based|located|available)\b)/gi,
    '',
  ],
  [/\bthere (?:are|is) (\d[\d,]*\+? [\w-]+(?: [\w-]+)?) (?:who|that) (?=[a-z]+s?\b)/gi, '$1 '],
  [
    /(?<!ly )\bonce a (week|month|year)\b/gi,
    (_m, u: string) => `${u.toLowerCase() === 'year' ? 'year' : u.toLowerCase()}ly`,
  ],
  [/(?<!ly )\bonce a quarter\b/gi, 'quarterly'],
  // 'every day' -> 'daily' where it closes a clause ('throw away bread every day.').
  [
    /\b(?:every|each) (day|week|month|year)(?=[.,;:!?]|$| and\b| because\b| but\b| so\b)/gi,
    (_m, u: string) => (u.toLowerCase() === 'day' ? 'daily' : `${u.toLowerCase()}ly`),
  ],
  [/\bin the (north|south|east|west) of (?=[A-Z])/g, (_m, d: string) => `in ${d}ern `],
];

const PREPOSITIONS = new Set(
  (
    'of in on at to from with by for about over under into onto through during before after ' +
    'between among across near per via without within like than as is are was were be been ' +
    'being am all both'
  ).split(' '),
);

/** The -ing form of a base verb ('ship' -> 'shipping'), or null when the word is not one. */
function gerund(word: string): string | null {
  const w = word.toLowerCase();
  const parsed = nlp(w).verbs();
  if (!parsed.found) return null;
  const forms = parsed.conjugate()[0] as
    { Gerund?: string; Infinitive?: string; PresentTense?: string } | undefined;
  if (!forms?.Gerund || (forms.Infinitive !== w && forms.PresentTense !== w)) return null;
  return forms.Gerund.replace(/^(?:is|are) /, '');
}

/**
 * A relative clause as a participle: 'shops that ship 100 parcels' -> 'shops shipping 100
 * parcels', 'people who work in the towers and eat at their desk' -> 'people working in the
 * towers and eating at their desk'.
 */
function participle(text: string): string {
  return text.replace(
    /\b([A-Za-z-]+) (?:who|that) (already |often |usually |still |mostly )?([a-z]+)\b([^,;:.!?]*)/g,
    (m: string, noun: string, adv: string | undefined, verb: string, rest: string) => {
      if (
        /^(?:is|are|was|were|has|have|had|do|does|did|can|will|would|may|might|must|should|could)$/.test(
          verb,
        )
      )
        return m;
      const ing = gerund(verb);
      if (!ing) return m;
      // 'that reads the rota, splits the tips and pays...': a list of verbs stays as written.
      const after = text.slice(text.indexOf(m) + m.length);
      if (/^,? (?:[a-z]+ )?[a-z]+s\b/.test(after) || /, and [a-z]+s\b/.test(after)) return m;
      // A second verb joined by 'and' becomes a participle too, or the clause stays as it is.
      const and = /^(.*?) and ([a-z]+)\b(.*)$/.exec(rest);
      let tail = rest;
      if (and) {
        const second = gerund(and[2] ?? '');
        const isVerb =
          second !== null && !/s$/.test(and[2] ?? '') && nlp(`they ${and[2]}`).has('#Verb');
        if (isVerb) tail = `${and[1]} and ${second}${and[3]}`;
        else if (nlp(`they ${and[2]}`).has('#Verb') && gerund(and[2] ?? '')) return m;
      }
      return `${noun} ${adv ?? ''}${ing}${tail}`;
    },
  );
}

/** A place word that can stand before a noun ('Leeds bakeries'), unlike a country name. */
function isLocality(word: string): boolean {
  const doc = nlp(word);
  return doc.has('(#City|#Region)') && !doc.has('#Country');
}

/** Natural rephrasings that keep every word of meaning. */
const PHRASING: readonly Rule[] = [
  [/\ba handful of\b/gi, 'a few'],
  [/\bsimilar to\b/gi, 'like'],
  [/\bat (half|full) price\b/gi, '$1-price'],
  [/\btext messages\b/gi, 'texts'],
  [/\b(\d[\d,]*) of the ((?:[a-z-]+ )?[a-z-]+s)\b/g, '$1 $2'],
  [
    /\bthrough (?=(?:a|an|the|our|their|its|your|my|[A-Z])\b)(?!the (?:night|day|year|week|month|season|summer|winter)\b)/g,
    'via ',
  ],
  [/\bthe ((?:[a-z-]+ )?[a-z-]+s) from the ([a-z]+)(?=[.,;!?]|$)/g, "the $2's $1"],
  [/(?<!\bper [a-z-]+ )\bper (day|week|month|year)\b/g, 'a $1'],
  [/\b(\w+) instead of (?=[\w$£€]+(?: [\w-]+){0,3}[.;!?]?$)/g, '$1, not '],
  [
    / because (?=(?:the|they|we|it|he|she|there|their|our|its|banks|most|many|people|[a-z]+s)\b)/g,
    ' as ',
  ],
  [/\b(our|their|its|his|her|your|my) own (?=[a-z])/gi, '$1 '],
  [/\b(the [\w-]+(?: [\w-]+){0,2}) and the\b/gi, '$1 and'],
  [
    /\b(have|has) no (?=[a-z-]+(?:s\b|[;.,]|$))/g,
    (_m, v: string) => (v === 'has' ? 'lacks ' : 'lack '),
  ],
  // '3 bakeries in Leeds' -> '3 Leeds bakeries'; 'Landlords in Ontario' -> 'Ontario landlords'.
  [
    /(^|\b\d[\d,+-]* )([A-Za-z][a-z-]*(?: [a-z-]+){0,2}) in (downtown )?([A-Z][a-z]+)\b(?=([^]*))/g,
    (
      m: string,
      lead: string,
      noun: string,
      down: string | undefined,
      place: string,
      after: string,
    ) => {
      if (!isLocality(place) || !/[a-z]s$|[a-z]er$/.test(noun)) return m;
      if (lead !== '' && noun.includes(' ')) return m;
      // Only where the place closes the noun phrase: 'in Nairobi day schools' stays.
      const next = /^\s*([A-Za-z]+)?/.exec(after)?.[1] ?? '';
      if (/^ (?:and|or) [A-Z]/.test(after)) return m;
      const closes =
        /^[.,;:!?]|^$/.test(after) ||
        /^(?:with|who|that|which|and|or|for|to|from|in|on|at|by|during|because|but)$/.test(next) ||
        nlp(`they ${next}`).has('#Verb');
      if (!closes || /^[A-Z]/.test(next)) return m;
      return lead === ''
        ? `${down ?? ''}${place} ${noun.charAt(0).toLowerCase()}${noun.slice(1)}`
        : `${lead}${down ?? ''}${place} ${noun}`;
    },
  ],
  // 'Founders of seed-stage startups' -> 'Seed-stage startup founders'.
  [
    /^([A-Z][a-z]+s) of ((?:[a-z-]+ ){0,2})([a-z]+)s\b(?! of)/,
    (m: string, head: string, mods: string, noun: string) =>
      /(?:ss|ie|u)$/.test(noun) || /\d/.test(mods) ? m : `${mods}${noun} ${head.toLowerCase()}`,
  ],
  [/(?<![\w-])([a-z][a-z-]*s) in (summer|winter|spring|autumn)\b/g, '$2 $1'],
  participle,
];

const KEEP_THE_BEFORE =
  /^(?:same|first|second|third|last|next|other|rest|only|whole|most|best|top|end|night|day|week|month|year|morning|evening|moment|way|time|number|one|[A-Z\d])/;

// 'x, y and z' with a short middle item: a list, not an apposition ('a partner, a supplier of...').
const LIST_END =
  /, ((?!(?:a|an|the|each|every|then|which|who|and) )[A-Za-z-]+(?: [A-Za-z-]+)?) and ((?:[A-Za-z-]+ ){0,2}[A-Za-z-]+)$/;

/**
 * Note style, for text with nothing else to cut: articles dropped where a note drops them ('The
 * founder builds' -> 'Founder builds', 'visit the pilot bakeries' -> 'visit pilot bakeries'), and
 * a list's last 'and' turned into a comma ('spreadsheets, e-transfers and texts' ->
 * 'spreadsheets, e-transfers, texts').
 */
function noteStyle(text: string): string {
  const words = text.split(' ');
  const imperative = IMPERATIVE.test(words[0] ?? '');
  const out: string[] = [];
  words.forEach((w, i) => {
    const next = words[i + 1] ?? '';
    const prev = (words[i - 1] ?? '').toLowerCase();
    if (i === 0 && /^(?:The|A|An)$/.test(w) && /^[a-z]/.test(next) && words.length > 3) return;
    if (w === 'the' && /[;:]$/.test(prev) && /^[a-z]/.test(next) && !KEEP_THE_BEFORE.test(next))
      return;
    if (
      w === 'the' &&
      i > 0 &&
      !PREPOSITIONS.has(prev) &&
      !/[,;:]$/.test(prev) &&
      !KEEP_THE_BEFORE.test(next)
    ) {
      if (imperative && i === 1) return;
      // The head of the noun phrase: the last word before a break, within three words.
      const phrase = words.slice(i + 1, i + 4);
      const stop = phrase.findIndex(
        (x, j) =>
          /[,;:.!?]$/.test(x) ||
          PREPOSITIONS.has((phrase[j + 1] ?? '').toLowerCase()) ||
          /^(?:and|or|but|that|who|which|to)$/.test(phrase[j + 1] ?? ''),
      );
      const head = (phrase[stop === -1 ? phrase.length - 1 : stop] ?? '').replace(/[,;:.!?]+$/, '');
      if ((/[a-z]s$/.test(head) && !/(?:ss|us|is)$/.test(head)) || (imperative && prev === 'and'))
        return;
    }
    out.push(w);
  });
  const t = out.join(' ');
  const end = /[.!?]$/.exec(t)?.[0] ?? '';
  const body = end ? t.slice(0, -1) : t;
  return LIST_END.test(body) ? body.replace(LIST_END, ', $1, $2') + end : t;
}

/** A plan written as an order: 'Sign 5 bakeries...', 'Hire a dispatcher...'. */
export const IMPERATIVE =
  /^(?:Sign|Add|Hire|Install|Grow|Get|Convert|Train|Double|Order|Launch|Figure|Run|Test|Forecast|Build|Visit|Call|Send|Ask|Offer|Recruit|Find|Set|Start|Open|Prove|Deliver|Raise|Apply|Book|Meet|Interview|Survey|Ship|Publish|Create|Design|Make|Finish|Partner|Secure|Win|Land|Reach|Cut|Reduce|Increase|Improve|Hold|Move|Expand|Replace|Automate|Pilot|Price|Collect|Track|Measure|Review|Plan|Write|Talk|Close|Confirm|Standardise|Standardize|Pre-sell|Validate|Focus|Keep|Stop|Use|Choose|Define|Agree|Schedule|Invite|Introduce|Negotiate|Sell|Buy|Rent|Lease|Register|File|Join|Attend|Host|Present|Pitch|Email|Message|Post|Share|Map|Document|Automate|Onboard|Retain|Upsell|Activate|Fix|Reach)$/;

const NUMBER_WORDS: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  hundred: '100',
};

/** Honest tightenings for text with no filler: digits for number words, '%' for 'percent'. */
const NOTATION: readonly Rule[] = [
  [
    /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\b(?!-| of\b| or \w+ (?:of|other))/gi,
    (m: string) => NUMBER_WORDS[m.toLowerCase()] ?? m,
  ],
  [/\bone or (2|3)\b/gi, '1-$1'],
  [/(\d)\s?(?:per ?cent|percent)\b/gi, '$1%'],
  [
    /((?:[$£€¥₹]|\bR(?=\d))\d[\d,.]*[kKmM]?|\b\d[\d,.+-]*%?(?: [a-z-]+)?) (?:a|per) (day|week|month|year)\b/g,
    '$1/$2',
  ],
  [
    /\b(?:every|each) (day|week|month)\b/gi,
    (_m, u: string) => (u.toLowerCase() === 'day' ? 'daily' : `${u.toLowerCase()}ly`),
  ],
  [/\bpercentage\b/gi, '%'],
  [/(\d(?:\.\d)?) out of (\d+)\b/g, '$1/$2'],
  [
    /(?<!\bfrom )\b((?:[$£€¥₹]|\bR(?=\d))?\d[\d,.]*) to (\1?[\d,.]*\d)\b(?!%)/g,
    (m: string, a: string, b: string) => (a.replace(/^\D+/, '') === b ? m : `${a}-${b}`),
  ],
];

/** The last resort: contractions. */
const CONTRACTIONS: readonly Rule[] = [
  [/\b(we|they|you) are\b/gi, "$1're"],
  [/\b(it|that|there|what) is\b(?! not\b)/gi, "$1's"],
  [/\bI am\b/g, "I'm"],
  [/\b(we|they|I|you) will\b/gi, "$1'll"],
  [/\b(we|they|I|you|he|she) would\b/gi, "$1'd"],
  [/\b(would|could|should) have (?=\w+(?:ed|en|wn|lt|ld|ght|st)\b)/gi, "$1've "],
  [/\b(do|does|did|is|are|was|were|has|have|had|would|should|could) not\b/gi, "$1n't"],
  [/\bcan ?not\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\b(we|they|I|you) have (?=\w+(?:ed|en|wn|lt|ld|ght)\b)/gi, "$1've "],
];

/** Filler words, never names even when a broken sentence puts their capital mid-sentence. */
const FILLER_WORDS =
  /^(?:Basically|Actually|Really|Very|Literally|Honestly|Obviously|Essentially|Totally|Definitely|Certainly|Truly|Completely|Absolutely|Extremely|Quite|Just|Currently|Somewhat|However|Additionally|Furthermore|Moreover|So|And|But|I)$/;

/** What a rewrite must keep of a text: its figures, dotted names and proper names. */
export function keptTerms(text: string): string[] {
  const names: string[] = [];
  for (const s of sentences(text)) {
    const words = s.split(/\s+/);
    words.forEach((raw, i) => {
      const w = raw.replace(/^[("'“‘[]+|[)"'”’\].,;:!?]+$/g, '').replace(/'s$/, '');
      const inner = /[a-z][A-Z]|^[A-Z]{2,}|[A-Za-z]\d|\d[A-Za-z]{2,}/.test(w);
      const name = i > 0 && /^[A-Z][a-z]/.test(w) && !/[.]/.test(w) && !FILLER_WORDS.test(w);
      if (w.length > 1 && (inner || name)) names.push(w);
    });
  }
  return [...new Set([...figures(text), ...dottedNames(text), ...names])];
}

/** True when every figure, dotted name and name of `from` is still in `to`. */
export function keepsTerms(from: string, to: string): boolean {
  // A word that opens the sentence once the hedge before it is gone gets a capital: 'b2B' -> 'B2B'.
  return keptTerms(from).every(
    (t) => to.includes(t) || to.includes(t.charAt(0).toUpperCase() + t.slice(1)),
  );
}

function applyRule(text: string, rule: Rule): string {
  if (typeof rule === 'function') return rule(text);
  const [re, to] = rule;
  re.lastIndex = 0;
  return typeof to === 'string' ? text.replace(re, to) : text.replace(re, to as never);
}

/** Spaces and punctuation after removals; the first letter upper-cased. */
export function tidySentence(text: string): string {
  const t = text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s,;:]+/, '')
    .replace(/,\s*([.!?])$/, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * Applies the rules to one sentence. When the result loses a figure or a name (no rule should,
 * but text is odd), the rules are applied one by one and the rule that lost it is skipped.
 */
function rewriteSentence(sentence: string, rules: readonly Rule[]): string {
  const ok = (next: string) =>
    next.length > 0 && next.length <= sentence.length + 1 && keepsTerms(sentence, next);
  const all = tidySentence(rules.reduce(applyRule, sentence));
  if (ok(all)) return all;
  let t = sentence;
  for (const rule of rules) {
    const next = tidySentence(applyRule(t, rule));
    if (ok(next) && next.length <= t.length + 1) t = next;
  }
  return t;
}

/** The lines of a text, each with its list marker ('- ', '1. ') kept apart from its words. */
export function textLines(text: string): { marker: string; body: string }[] {
  return text
    .split(/\n/)
    .map((line) => {
      const m = /^\s*((?:[-*•]|\d{1,2}[.)])\s+)?(.*)$/.exec(line);
      return { marker: m?.[1]?.trim() ?? '', body: clean(m?.[2] ?? '') };
    })
    .filter((l) => l.body !== '');
}

function joinLines(lines: readonly { marker: string; body: string }[]): string {
  return lines.map((l) => (l.marker ? `${l.marker} ${l.body}` : l.body)).join('\n');
}

/** Ends a sentence with a full stop when it has no closing mark. */
export function endSentence(text: string): string {
  const t = text.replace(/[\s,;:–—-]+$/, '');
  if (t === '') return t;
  return /[.!?]["'”’)\]]*$|[)\]"”]$/.test(t) ? t : `${t}.`;
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$£€]+/gu, ' ')
    .trim();

/**
 * The sentences of each line, with exact repeats dropped and a cut-off copy of an earlier
 * sentence dropped (the text of a field that hit its limit ends in one). Neither loses a word
 * that is not said elsewhere in the text.
 */
export function uniqueSentences(text: string): { marker: string; sentences: string[] }[] {
  const seen: string[] = [];
  const out: { marker: string; sentences: string[] }[] = [];
  for (const line of textLines(text)) {
    const kept: string[] = [];
    for (const s of sentences(line.body)) {
      const key = normal(s);
      if (key === '') continue;
      const repeat = seen.some((k) => k === key || (!/[.!?]$/.test(s) && k.startsWith(key)));
      if (repeat) continue;
      seen.push(key);
      kept.push(s);
    }
    if (kept.length) out.push({ marker: line.marker, sentences: kept });
  }
  return out;
}

/** The text with exact repeats of a sentence removed, and every sentence ended. */
export function withoutRepeats(text: string): string {
  return joinLines(
    uniqueSentences(text).map((l) => ({
      marker: l.marker,
      body: l.sentences.map(endSentence).join(' '),
    })),
  );
}

function rewriteAll(
  parts: readonly { marker: string; sentences: string[] }[],
  rules: readonly Rule[],
): { marker: string; sentences: string[] }[] {
  return parts.map((l) => ({
    marker: l.marker,
    sentences: l.sentences
      .map((s) => endSentence(rewriteSentence(s, rules)))
      .filter((s) => s !== ''),
  }));
}

const render = (parts: readonly { marker: string; sentences: string[] }[]) =>
  joinLines(parts.map((l) => ({ marker: l.marker, body: l.sentences.join(' ') })));

/** What the Concise rewrite did, for the rationale. */
export interface ConciseResult {
  text: string;
  /** Exact repeats of a sentence dropped. */
  repeats: number;
  /** The first kind of tightening that applied: 'filler' (hedges, wordy phrases) is the usual. */
  level: 'filler' | 'repeats' | 'phrasing' | 'notation' | 'notes' | 'contractions' | 'none';
}

/**
 * The Concise rewrite: every sentence kept with all its figures, names and claims; hedges and
 * filler removed, wordy constructions shortened, exact repeats dropped. When the text has no
 * filler at all, notation is tightened (digits for number words, '%', '£49/month'), and as a
 * last resort contractions are used ('we are' -> "we're").
 *
 * Decision for text that none of this shortens (a two-word note such as 'Signed agreement.'):
 * Concise returns it unchanged (ended with a full stop) rather than invent a difference or cut a
 * word; it is never longer than the input's own words. The rationale says it is already concise.
 */
export function concise(text: string): ConciseResult {
  const parts = uniqueSentences(text);
  const before = render(parts.map((l) => ({ ...l, sentences: l.sentences.map(endSentence) })));
  const repeats =
    textLines(text).reduce((n, l) => n + sentences(l.body).length, 0) -
    parts.reduce((n, l) => n + l.sentences.length, 0);
  const original = clean(text);
  let out = render(rewriteAll(parts, [...HEDGES, ...WORDY]));
  const tightened = out !== before;
  let level: ConciseResult['level'] = tightened ? 'filler' : repeats > 0 ? 'repeats' : 'none';
  for (const [name, rules] of FALLBACK_TIERS) {
    if (out.length < original.length) break;
    const next = render(rewriteAll(uniqueSentences(out), rules));
    if (next !== out) {
      out = next;
      if (level === 'none') level = name;
    }
  }
  return { text: out, repeats, level };
}

/** Tightenings for text with no filler, gentlest first; each is tried only if still needed. */
const FALLBACK_TIERS: readonly (readonly [ConciseResult['level'], readonly Rule[]])[] = [
  ['phrasing', PHRASING],
  ['notation', NOTATION],
  ['notes', [noteStyle]],
  ['contractions', CONTRACTIONS],
];

/** Tightened sentences for the other rewrites: filler and wordy phrases only, no notation. */
export function tightenedSentences(text: string): { marker: string; sentences: string[] }[] {
  return rewriteAll(uniqueSentences(text), [...HEDGES, ...WORDY]);
}

/**
 * Text cut to `max` characters at the end of a sentence (never inside one). Text that fits is
 * returned whole.
 */
export function fitAtSentence(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const line of text.split('\n')) {
    const sep = out === '' ? '' : '\n';
    if ((out + sep + line).length <= max) {
      out += sep + line;
      continue;
    }
    for (const s of sentences(line)) {
      const join = out === '' ? '' : out.endsWith('\n') || sep === '\n' ? sep : ' ';
      const candidate = `${out}${out === '' ? '' : join}${s}`;
      if (candidate.length > max) return out.trim();
      out = candidate;
    }
    return out.trim();
  }
  return out.trim();
}

const NAME_TAGS = new Set([
  'City',
  'Country',
  'Region',
  'Place',
  'ProperNoun',
  'FirstName',
  'LastName',
  'MaleName',
  'FemaleName',
  'Person',
  'Organization',
  'Month',
  'WeekDay',
  'Demonym',
  'Honorific',
  'Possessive',
]);

/** Lower-case the first word when it is a common word rather than a name or acronym. */
export function commonFirst(phrase: string, formText: string): string {
  if (
    /^(?:A|An|The|Our|Their|They|We|Its|Some|Most|Many|All|Each|Every|One|Two|Three|No)\s/.test(
      phrase,
    )
  )
    return phrase.charAt(0).toLowerCase() + phrase.slice(1);
  const m = /^([A-Z])([a-z-]+)\b/.exec(phrase);
  if (!m) return phrase;
  const word = `${m[1]}${m[2]}`;
  // Two capitals in a row open a name: 'Crux Wall Parramatta', 'Pain Commun'.
  if (/^[A-Z][a-z-]+\s+[A-Z][A-Za-z]/.test(phrase)) return phrase;
  // A name is written with its capital mid-sentence somewhere in the answers ('outreach to
  // Instagram shops'), or is one compromise knows ('Lagos', 'Maria'). Any other word that only
  // ever opens a sentence ('Group study...', 'Founders of...') is a common word.
  const midSentence = new RegExp(`[a-z,;:(]\\s+${word}\\b`).test(formText);
  if (midSentence || isName(word)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

const nameMemo = new Map<string, boolean>();

function isName(word: string): boolean {
  const hit = nameMemo.get(word);
  if (hit !== undefined) return hit;
  const lexicon = (
    nlp as unknown as { model: () => { one: { lexicon: Record<string, unknown> } } }
  ).model().one.lexicon;
  const tags = [lexicon[word.toLowerCase()]]
    .flat()
    .filter((t): t is string => typeof t === 'string');
  const out =
    tags.some((t) => NAME_TAGS.has(t)) ||
    (nlp(word).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags.some((t) =>
      NAME_TAGS.has(t),
    ) === true;
  if (nameMemo.size >= 2000) nameMemo.clear();
  nameMemo.set(word, out);
  return out;
}
