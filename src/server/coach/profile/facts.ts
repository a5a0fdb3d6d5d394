import nlp from 'compromise';
import { figures, sentences } from '../nlp';
import { DONE_LEXICON, DONE_PHRASES, NEGATION } from './lexicon';
import type { DoneFact, DoneKind, FigureFact } from './types';

/** Paths that hold plans rather than facts. */
const PLANNED_PATHS = /^(actionPlan\.|loops\.[a-z_]+\.actions$)/;
const FUTURE =
  /\b(will|plan to|planning to|aim to|hope to|want to|going to|intend to|goal is|would|next (month|quarter|year))\b/;
/**
 * Sentences with figures parsed in full, at most: the founder's facts come early in their answers,
 * and a form at every limit must not cost the coach more than its budget.
 */
const MAX_PARSED = 60;

/** One sentence of the founder's, with the form path it came from. */
export interface Sentence {
  text: string;
  lower: string;
  path: string;
}

export function splitAnswers(answers: readonly (readonly [string, string])[]): Sentence[] {
  const out: Sentence[] = [];
  for (const [path, text] of answers) {
    for (const s of sentences(text)) out.push({ text: s, lower: s.toLowerCase(), path });
  }
  return out;
}

interface Term {
  normal: string;
  number: number | null;
}

/** Words after a number that make it a measure, not a count of people or things done. */
const UNITS =
  /^(%|percent|per|x|times|minutes?|hours?|days?|weeks?|months?|years?|km|miles?|kg|tonnes?|hectares?|acres?|pm|am|k|m)$/;

const NUMBER_WORD =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen)\b/i;

/** A written figure's value: '12' is 12, '£4,200' 4200, '1.8m' 1.8 (the magnitude does not matter here). */
function digitValue(normal: string): number | null {
  const m = /^[$£€¥₹]?(\d+(?:[.,]\d+)*)/.exec(normal);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
}

/**
 * The sentence's words, with the value of every number: compromise's tokenizer splits the words,
 * and its full parse (about a millisecond a sentence) reads number words ('three' is 3) only in
 * sentences that have one.
 */
function terms(text: string): Term[] {
  const words = nlp.tokenize(text).json() as {
    terms: { normal: string; index: [number, number] }[];
  }[];
  const values = new Map<string, number>();
  if (NUMBER_WORD.test(text)) {
    for (const n of nlp(text).numbers().json() as {
      number?: { num?: number };
      terms: { index: [number, number] }[];
    }[]) {
      const index = n.terms[0]?.index;
      if (index && typeof n.number?.num === 'number')
        values.set(`${index[0]}:${index[1]}`, n.number.num);
    }
  }
  const out: Term[] = [];
  words.forEach((sentence, si) =>
    sentence.terms.forEach((term, ti) =>
      out.push({
        normal: term.normal,
        number: values.get(`${si}:${ti}`) ?? digitValue(term.normal),
      }),
    ),
  );
  return out;
}

/** True when the words just before position `at` negate the claim ('no paying customers'). */
function negatedBefore(words: readonly Term[], at: number): boolean {
  const before = words
    .slice(Math.max(0, at - 4), at)
    .map((t) => t.normal)
    .join(' ');
  return NEGATION.test(before);
}

/**
 * What the founder says they have already done: counted ('3 pilots', 'twelve bakery owners
 * interviewed') or not ('a working prototype'). A negated claim ('no paying customers yet') is not
 * a fact. At most one fact of a kind per sentence.
 */
export function findDone(list: readonly Sentence[]): DoneFact[] {
  const out: DoneFact[] = [];
  const seen = new Set<string>();
  let parsed = 0;
  for (const s of list) {
    // Plans and intentions are not facts: the 30-day plan, a loop's planned actions, 'we will'.
    if (PLANNED_PATHS.test(s.path) || FUTURE.test(s.lower) || seen.has(s.lower)) continue;
    seen.add(s.lower);
    const kinds = new Set<DoneKind>();
    const push = (kind: DoneKind, count: number | null, phrase: string) => {
      if (kinds.has(kind)) return;
      kinds.add(kind);
      out.push({ kind, count, phrase, sentence: s.text, path: s.path });
    };
    if (
      parsed < MAX_PARSED &&
      /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|dozen)\b/.test(
        s.lower,
      )
    ) {
      parsed += 1;
      const words = terms(s.text);
      words.forEach((w, i) => {
        if (w.number === null || w.number <= 0) return;
        if (negatedBefore(words, i)) return;
        // The counted noun: the last listed noun within the next four words, before the next
        // number ('3 paid pilots' counts pilots; '12 bakery owners' counts owners).
        let found: { kind: DoneKind; j: number } | null = null;
        // '2 weeks per order' counts weeks, not orders.
        if (UNITS.test(words[i + 1]?.normal ?? '')) return;
        for (let j = i + 1; j <= Math.min(i + 4, words.length - 1); j++) {
          if (words[j]?.number !== null) break;
          const noun = words[j]?.normal.replace(/[^a-z-]/g, '') ?? '';
          const hit = DONE_LEXICON.find(([, re]) => re.test(noun));
          if (hit) found = { kind: hit[0], j };
          else if (found) break;
        }
        if (found) {
          const counted = words
            .slice(i, found.j + 1)
            .map((t) => t.normal)
            .join(' ');
          push(found.kind, w.number, counted);
        }
      });
    }
    for (const [kind, re] of DONE_PHRASES) {
      const m = re.exec(s.lower);
      if (!m || kinds.has(kind)) continue;
      const before = s.lower.slice(Math.max(0, m.index - 30), m.index);
      if (NEGATION.test(before.split(/[,;]/).pop() ?? '')) continue;
      push(kind, null, m[0]);
    }
  }
  return out;
}

/** Every figure the founder wrote, with its sentence. */
export function findFigures(list: readonly Sentence[]): FigureFact[] {
  const out: FigureFact[] = [];
  for (const s of list) {
    for (const figure of figures(s.text)) out.push({ figure, sentence: s.text, path: s.path });
  }
  return out;
}
