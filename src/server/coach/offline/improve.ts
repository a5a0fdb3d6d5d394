import type { SuggestResult } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { fieldLimit, readField } from './fields';
import { founderOf, type Founder } from './ideas/founder';
import { kindOf } from './improve-kinds';
import { concise, endSentence, fitAtSentence, withoutRepeats, type ConciseResult } from './rewrite';
import { compelling, type CompellingResult } from './rewrite-compelling';
import { detailLines } from './rewrite-detailed';
import { listJoin, sentences } from './text';

/**
 * The Improve helper: three rewrites of a field's text that keep every number, name and claim.
 * Concise tightens the wording; Detailed keeps all of the text and adds what the field does not
 * say yet (from the founder's other answers, or as [placeholders]); Compelling leads with the
 * result or the pain and its number, in active voice. Applying one replaces the field's text, so
 * none of them may drop what the founder wrote, and none is cut in the middle of a sentence.
 */

/** Word-level edits from `from` to `to`: removed spans and replaced spans, in order. */
export function edits(from: string, to: string): { cut: string[]; swapped: [string, string][] } {
  const a = from.split(/\s+/).filter(Boolean).slice(0, 400);
  const b = to.split(/\s+/).filter(Boolean).slice(0, 400);
  const key = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}%$£€'-]/gu, '');
  // Longest common subsequence of the words, then the gaps between matches are the edits. The
  // words' keys are worked out once, not on each of the up to 160,000 comparisons (a field at
  // its limit took 18 ms against the 20 ms budget).
  const n = a.length;
  const m = b.length;
  const ka = a.map(key);
  const kb = b.map(key);
  const dp = Array.from({ length: n + 1 }, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = dp[i]!;
    const below = dp[i + 1]!;
    for (let j = m - 1; j >= 0; j--)
      row[j] = ka[i] === kb[j] ? below[j + 1]! + 1 : Math.max(below[j]!, row[j + 1]!);
  }
  const cut: string[] = [];
  const swapped: [string, string][] = [];
  let i = 0;
  let j = 0;
  const flush = (x: string[], y: string[]) => {
    const gone = x.join(' ').replace(/[.,;:!?]+$/, '');
    const came = y.join(' ').replace(/[.,;:!?]+$/, '');
    if (gone === '' || key(gone) === key(came)) return;
    if (came === '') cut.push(gone);
    else swapped.push([gone, came]);
  };
  let x: string[] = [];
  let y: string[] = [];
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      flush(x, y);
      x = [];
      y = [];
      i++;
      j++;
    } else if (j >= m || (i < n && dp[i + 1]![j]! >= dp[i]![j + 1]!)) x.push(a[i++]!);
    else y.push(b[j++]!);
  }
  flush(x, y);
  return { cut, swapped };
}

const quoted = (s: string) => `'${s.length > 40 ? `${s.slice(0, 37)}...` : s}'`;

/** The words that differ between two sentences, with the common start and end trimmed. */
function middle(from: string, to: string): [string, string] {
  const a = from.split(' ');
  const b = to.split(' ');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  const strip = (w: string[]) =>
    w
      .join(' ')
      .replace(/^[,;:]+|[.,;:!?]+$/g, '')
      .trim();
  return [strip(a.slice(i, a.length - j)), strip(b.slice(i, b.length - j))];
}

/** What Concise changed, as 'cut' spans and 'x' -> 'y' swaps, sentence by sentence. */
function changes(
  original: string,
  shorter: string,
): { cut: string[]; swapped: [string, string][] } {
  const a = sentences(withoutRepeats(original));
  const b = sentences(shorter);
  const cut: string[] = [];
  const swapped: [string, string][] = [];
  if (a.length !== b.length) return edits(a.join(' '), b.join(' '));
  a.forEach((s, k) => {
    const t = b[k] ?? '';
    if (s === t) return;
    const e = edits(s, t);
    const newWords = new Set(t.toLowerCase().split(/\W+/));
    const moved = e.cut.some((c) =>
      c
        .toLowerCase()
        .split(/\W+/)
        .every((w) => w === '' || newWords.has(w)),
    );
    if (moved) {
      const [x, y] = middle(s, t);
      if (x !== '' && y === '') cut.push(x);
      else if (x !== '') swapped.push([x, y]);
    } else {
      cut.push(...e.cut);
      swapped.push(...e.swapped);
    }
  });
  return { cut, swapped };
}

function conciseWhy(original: string, c: ConciseResult): string {
  if (c.level === 'none') return 'Your answer is already tight, so Concise keeps it word for word.';
  const { cut, swapped } = changes(original, c.text);
  const parts: string[] = [];
  if (c.repeats > 0)
    parts.push(`drops ${c.repeats} repeated sentence${c.repeats === 1 ? '' : 's'}`);
  const cuts = [...new Set(cut.map((w) => w.replace(/^I\b/, 'I')))].slice(0, 4);
  if (cuts.length) parts.push(`cuts ${listJoin(cuts.map(quoted))}`);
  const swaps = swapped.slice(0, 3).map(([g, n]) => `${quoted(g)} to ${quoted(n)}`);
  if (swaps.length) parts.push(`turns ${listJoin(swaps)}`);
  const what = parts.length ? listJoin(parts) : 'tightens the wording';
  return `Concise ${what}; every sentence, figure and name stays.`;
}

function detailedWhy(lines: readonly string[], f: Founder): string {
  const placeholders = lines.some((l) => l.includes('['));
  const from = [...f.used].slice(0, 3);
  const base = 'Detailed keeps all of your text and adds what it does not say yet';
  const sources = from.length ? `, using ${listJoin(from)}` : '';
  return `${base}${sources}${placeholders ? '; fill in the [brackets]' : ''}.`;
}

function compellingWhy(c: CompellingResult): string {
  const parts: string[] = [];
  if (c.moves.has('result-first')) parts.push('puts the result and its number first');
  if (c.moves.has('reordered')) parts.push('opens with the sentence that carries your number');
  if (c.moves.has('frequency')) parts.push('opens with how often it happens');
  if (c.moves.has('active')) parts.push('turns notes into active sentences');
  if (c.moves.has('commitment')) parts.push('states the plan as a commitment');
  if (c.moves.has('lead')) parts.push('frames your note as a full sentence');
  const what = parts.length ? listJoin(parts) : 'tightens the wording';
  return `Compelling ${what}, with every figure and name kept.`;
}

/** The text and the added lines as one answer: the text, a blank line, then the additions. */
function join(base: string, lines: readonly string[]): string {
  return lines.length ? `${base}\n\n${lines.join(' ')}` : base;
}

function detailed(base: string, shorter: string, lines: readonly string[], max: number): string {
  for (const start of [base, shorter]) {
    for (let n = lines.length; n >= 1; n--) {
      const text = join(start, lines.slice(0, n));
      if (text.length <= max) return text;
    }
  }
  return base.length <= max ? base : fitAtSentence(shorter, max);
}

/** For an empty field: drafts built from the founder's other answers and placeholders. */
function drafts(path: string, f: Founder): SuggestResult {
  const kind = kindOf(path);
  const lines = detailLines(path, kind, '', f);
  if (lines.length < 2) lines.push('[One real example, with a number and a date].');
  const short = lines[0] ?? '';
  const full = lines.join(' ');
  // Compelling leads with what is known (no brackets), then the first open point.
  const known = lines.filter((l) => !l.includes('['));
  const open = lines.filter((l) => l.includes('['));
  let lead = [...known, ...open].slice(0, 2).join(' ');
  if (lead === short || lead === full) lead = [lines[1], lines[0]].filter(Boolean).join(' ');
  const comp = { text: lead };
  return {
    ideas: [],
    rationale: `The field is empty, so these are drafts to complete: Concise is one sentence, Detailed lists what the answer should cover, Compelling leads with the first point.${f.used.size ? ` They draw on ${listJoin([...f.used].slice(0, 3))}.` : ''} Fill in the [brackets].`,
    improvements: [
      { style: 'Concise', text: short },
      { style: 'Detailed', text: full },
      { style: 'Compelling', text: comp.text },
    ],
  };
}

/** Three rewrites of the field's text, all different: Concise, Detailed and Compelling. */
export function improveText(path: string, form: FormState): SuggestResult {
  const f = founderOf(form);
  const original = readField(form, path);
  // No words at all ('...', 'xxxx...' with no space): nothing to keep, so the drafts of an empty field.
  const words = original.split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w) && w.length <= 60);
  if (words.length === 0) return drafts(path, f);
  const max = fieldLimit(path);
  const kind = kindOf(path);
  const base = withoutRepeats(original);
  const c = concise(original);
  const conciseText = fitAtSentence(c.text, max);
  const lines = detailLines(path, kind, base, f);
  let detailedText = detailed(base, conciseText, lines, max);
  if (detailedText === conciseText)
    detailedText = join(conciseText, ['[One more detail: a number, a name or a date].']);
  const comp = compelling(original, kind, path, [conciseText, detailedText, base], f.context);
  let compellingText = fitAtSentence(comp.text, max);
  if (compellingText === conciseText || compellingText === detailedText)
    compellingText = endSentence(
      `In short: ${compellingText.charAt(0).toLowerCase()}${compellingText.slice(1)}`,
    );
  return {
    ideas: [],
    rationale: [conciseWhy(original, c), detailedWhy(lines, f), compellingWhy(comp)].join(' '),
    improvements: [
      { style: 'Concise', text: conciseText },
      { style: 'Detailed', text: detailedText },
      { style: 'Compelling', text: compellingText },
    ],
  };
}
