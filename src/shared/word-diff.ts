/**
 * A word-level diff of two answers, for "What changed" (docs/decisions/035). Text is cut into
 * words, punctuation marks and runs of white space; the shortest edit script between the two token
 * lists is found with Myers' O(ND) algorithm (an LCS diff) after the common start and end are cut
 * off, and the result is cleaned up so that a reader sees whole phrases replaced rather than
 * confetti of single words. Every part's text is a slice of its input: joining the `equal` and
 * `removed` parts gives `before` back, the `equal` and `added` parts give `after`.
 */

export type DiffOp = 'equal' | 'removed' | 'added';

export interface DiffPart {
  op: DiffOp;
  text: string;
}

/**
 * The most edits (tokens removed plus tokens added) searched for between the changed middles.
 * Work and memory grow with its square at most (about 0.2 M steps here), so the longest answers
 * (3000 characters, about 1200 tokens) diff in a few milliseconds; past it the middle is shown
 * as replaced whole, which is also what a reader makes of an answer rewritten that much.
 */
export const MAX_EDITS = 600;

// A word (letters, digits, and the apostrophes and hyphens inside one), one other mark, or a run
// of white space.
const TOKEN = /\s+|[\p{L}\p{N}\p{M}_]+(?:['’-][\p{L}\p{N}\p{M}_]+)*|[^\s]/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

type Edit = 'equal' | 'removed' | 'added';

/**
 * Myers' greedy forward search. Each round keeps only the furthest x per diagonal of that round
 * (2d+1 numbers), which is what the walk back needs. Null when more than `maxEdits` are needed.
 */
function myers(a: string[], b: string[], maxEdits: number): Edit[] | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  const limit = Math.min(max, maxEdits);
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!)
          ? v[off + k + 1]!
          : v[off + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[off + k] = x;
      if (x >= n && y >= m) {
        trace.push(v.slice(off - d, off + d + 1));
        return walkBack(trace, n, m);
      }
    }
    trace.push(v.slice(off - d, off + d + 1));
  }
  return null;
}

/** The edits, first to last, from the rounds' furthest points (trace[d][k + d] is round d's x on k). */
function walkBack(trace: Int32Array[], n: number, m: number): Edit[] {
  const edits: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const prev = trace[d - 1]!;
    const at = (k: number) => prev[k + d - 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    const startX = down ? prevX : prevX + 1;
    while (x > startX) {
      edits.push('equal');
      x--;
      y--;
    }
    edits.push(down ? 'added' : 'removed');
    x = prevX;
    y = prevY;
  }
  while (x > 0) {
    edits.push('equal');
    x--;
  }
  return edits.reverse();
}

/** Consecutive parts of one kind joined; empty parts dropped. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = out.at(-1);
    if (last && last.op === part.op) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

const isSpace = (t: string | undefined) => t !== undefined && /^\s/.test(t);
const isWord = (t: string | undefined) => t !== undefined && /[\p{L}\p{N}]/u.test(t);

/** How good a place between two tokens is for an edit to start or end (diff-match-patch's scale). */
function boundaryScore(left: string | undefined, right: string | undefined): number {
  if (left === undefined || right === undefined) return 6;
  if (/\n[^\S\n]*\n/.test(left) || /\n[^\S\n]*\n/.test(right)) return 5; // a blank line
  if ((isSpace(left) && left.includes('\n')) || (isSpace(right) && right.includes('\n'))) return 4;
  if (!isSpace(left) && !isWord(left) && isSpace(right)) return 3; // the end of a sentence
  if (isSpace(left) || isSpace(right)) return 2;
  if (!isWord(left) || !isWord(right)) return 1;
  return 0;
}

/**
 * An insertion or a deletion between two unchanged stretches can often sit in several places
 * ('a. B' removed or 'B a.' removed, from 'x a. B a. y'). It is slid to where it starts and ends
 * on the best boundaries: after a sentence, at a space, rather than inside one.
 */
function alignEdits(parts: DiffPart[]): DiffPart[] {
  const out = parts.map((p) => ({ ...p }));
  for (let i = 1; i + 1 < out.length; i++) {
    const [one, edit, two] = [out[i - 1]!, out[i]!, out[i + 1]!];
    if (one.op !== 'equal' || two.op !== 'equal' || edit.op === 'equal') continue;
    const all = [...tokenize(one.text), ...tokenize(edit.text), ...tokenize(two.text)];
    const len = tokenize(edit.text).length;
    let s = all.length - len - tokenize(two.text).length;
    while (s > 0 && all[s - 1] === all[s + len - 1]) s--;
    const score = (at: number) =>
      boundaryScore(all[at - 1], all[at]) + boundaryScore(all[at + len - 1], all[at + len]);
    let best = s;
    let bestScore = score(s);
    while (s + len < all.length && all[s] === all[s + len]) {
      s++;
      const here = score(s);
      if (here >= bestScore) {
        best = s;
        bestScore = here;
      }
    }
    one.text = all.slice(0, best).join('');
    edit.text = all.slice(best, best + len).join('');
    two.text = all.slice(best + len).join('');
  }
  return merge(out);
}

interface Block {
  equal?: string;
  removed: string;
  added: string;
}

/**
 * Readability: an unchanged stretch no longer than the changes on both sides of it (a space, 'the',
 * a comma between two replaced phrases) is folded into them, the way diff-match-patch's semantic
 * clean-up does. Each change then reads as one removed phrase followed by one added phrase.
 */
function cleanUp(parts: DiffPart[]): DiffPart[] {
  const blocks: Block[] = [];
  for (const part of parts) {
    const last = blocks.at(-1);
    if (part.op === 'equal') blocks.push({ equal: part.text, removed: '', added: '' });
    else if (last && last.equal === undefined) last[part.op] += part.text;
    else
      blocks.push({
        removed: part.op === 'removed' ? part.text : '',
        added: part.op === 'added' ? part.text : '',
      });
  }
  const size = (b: Block) => Math.max(b.removed.length, b.added.length);
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 1; i + 1 < blocks.length; i++) {
      const [before, equal, after] = [blocks[i - 1]!, blocks[i]!, blocks[i + 1]!];
      if (equal.equal === undefined || before.equal !== undefined || after.equal !== undefined)
        continue;
      const length = equal.equal.length;
      if (length > size(before) || length > size(after)) continue;
      blocks.splice(i - 1, 3, {
        removed: before.removed + equal.equal + after.removed,
        added: before.added + equal.equal + after.added,
      });
      changed = true;
      i--;
    }
  }
  return merge(
    blocks.flatMap((b): DiffPart[] =>
      b.equal !== undefined
        ? [{ op: 'equal', text: b.equal }]
        : [
            { op: 'removed', text: b.removed },
            { op: 'added', text: b.added },
          ],
    ),
  );
}

/** The word-level diff of `before` and `after` (see the file's comment). */
export function diffWords(before: string, after: string, maxEdits = MAX_EDITS): DiffPart[] {
  if (before === after) return before ? [{ op: 'equal', text: before }] : [];
  const a = tokenize(before);
  const b = tokenize(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const parts: DiffPart[] = [{ op: 'equal', text: a.slice(0, start).join('') }];
  const edits = myers(midA, midB, maxEdits);
  if (edits) {
    let i = 0;
    let j = 0;
    for (const edit of edits) {
      if (edit === 'equal') {
        parts.push({ op: 'equal', text: midA[i++]! });
        j++;
      } else if (edit === 'removed') parts.push({ op: 'removed', text: midA[i++]! });
      else parts.push({ op: 'added', text: midB[j++]! });
    }
  } else {
    parts.push({ op: 'removed', text: midA.join('') }, { op: 'added', text: midB.join('') });
  }
  parts.push({ op: 'equal', text: a.slice(endA).join('') });
  return cleanUp(alignEdits(merge(parts)));
}

/** How many words (not spaces or marks) a text holds. */
export function countWords(text: string): number {
  return tokenize(text).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** A part of a diff as shown: an unchanged stretch too long to show whole is folded. */
export type ShownPart = DiffPart | { op: 'folded'; words: number };

/**
 * Long unchanged stretches folded for reading: `context` words are kept beside each change (only
 * after the change at the start of an answer, only before it at its end), the rest becomes one
 * 'folded' part that says how many words it hides. Stretches of up to 2 x context + `minFold`
 * words are shown whole: folding a few words hides nothing worth hiding.
 */
export function foldUnchanged(parts: DiffPart[], context = 12, minFold = 8): ShownPart[] {
  const shown: ShownPart[] = [];
  parts.forEach((part, index) => {
    if (part.op !== 'equal') {
      shown.push(part);
      return;
    }
    const tokens = tokenize(part.text);
    const wordAt = tokens.map((t) => /[\p{L}\p{N}]/u.test(t));
    const words = wordAt.filter(Boolean).length;
    const keepHead = index > 0 ? context : 0;
    const keepTail = index < parts.length - 1 ? context : 0;
    if (words - keepHead - keepTail < minFold) {
      shown.push(part);
      return;
    }
    // The token index just past the first `keepHead` words, and where the last `keepTail` start.
    let seen = 0;
    let headEnd = 0;
    while (headEnd < tokens.length && seen < keepHead) if (wordAt[headEnd++]) seen++;
    seen = 0;
    let tailStart = tokens.length;
    while (tailStart > headEnd && seen < keepTail) if (wordAt[--tailStart]) seen++;
    const head = tokens.slice(0, headEnd).join('');
    const tail = tokens.slice(tailStart).join('');
    if (head) shown.push({ op: 'equal', text: head });
    shown.push({ op: 'folded', words: words - keepHead - keepTail });
    if (tail) shown.push({ op: 'equal', text: tail });
  });
  return shown;
}
