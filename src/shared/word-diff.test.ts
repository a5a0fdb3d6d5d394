import { describe, expect, it } from 'vitest';
import {
  countWords,
  diffWords,
  foldUnchanged,
  MAX_EDITS,
  tokenize,
  type DiffPart,
} from './word-diff';

const side = (parts: DiffPart[], op: 'removed' | 'added') =>
  parts
    .filter((p) => p.op === 'equal' || p.op === op)
    .map((p) => p.text)
    .join('');

/** The diff in a compact notation: [-removed-] {+added+}. */
const show = (parts: DiffPart[]) =>
  parts
    .map((p) =>
      p.op === 'equal' ? p.text : p.op === 'removed' ? `[-${p.text}-]` : `{+${p.text}+}`,
    )
    .join('');

/** A small deterministic random source, so a failing case can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('tokenize', () => {
  it('cuts words, marks and white space, and gives the text back when joined', () => {
    expect(tokenize("We'll sell 1.8M units — e.g. to Product-Market fits.\n\nOK")).toEqual([
      "We'll",
      ' ',
      'sell',
      ' ',
      '1',
      '.',
      '8M',
      ' ',
      'units',
      ' ',
      '—',
      ' ',
      'e',
      '.',
      'g',
      '.',
      ' ',
      'to',
      ' ',
      'Product-Market',
      ' ',
      'fits',
      '.',
      '\n\n',
      'OK',
    ]);
    const text = 'Zażółć gęślą jaźń, naïve café: 東京 🚀 ok';
    expect(tokenize(text).join('')).toBe(text);
    expect(tokenize('')).toEqual([]);
  });
});

describe('diffWords', () => {
  it('shows a replaced word struck through and its replacement added', () => {
    const parts = diffWords('We sell to bakeries in Berlin.', 'We sell to cafés in Berlin.');
    expect(parts).toEqual([
      { op: 'equal', text: 'We sell to ' },
      { op: 'removed', text: 'bakeries' },
      { op: 'added', text: 'cafés' },
      { op: 'equal', text: ' in Berlin.' },
    ]);
  });

  it('reads added and removed phrases whole, not word by word', () => {
    expect(show(diffWords('the quick brown fox', 'the slow red fox'))).toBe(
      'the [-quick brown-]{+slow red+} fox',
    );
    expect(show(diffWords('Call 20 bakeries', 'Call 20 bakeries and 5 cafés this week'))).toBe(
      'Call 20 bakeries{+ and 5 cafés this week+}',
    );
    expect(show(diffWords('Two pilots cut waste by half.', 'Two pilots.'))).toBe(
      'Two pilots[- cut waste by half-].',
    );
  });

  it('keeps a long unchanged stretch between two changes as it is', () => {
    const parts = diffWords(
      'Alpha one two three four five six seven eight nine ten omega',
      'Beta one two three four five six seven eight nine ten gamma',
    );
    expect(show(parts)).toBe(
      '[-Alpha-]{+Beta+} one two three four five six seven eight nine ten [-omega-]{+gamma+}',
    );
  });

  it('handles empty sides, equal texts and changes of white space alone', () => {
    expect(diffWords('', '')).toEqual([]);
    expect(diffWords('same', 'same')).toEqual([{ op: 'equal', text: 'same' }]);
    expect(diffWords('', 'New answer')).toEqual([{ op: 'added', text: 'New answer' }]);
    expect(diffWords('Old answer', '')).toEqual([{ op: 'removed', text: 'Old answer' }]);
    expect(show(diffWords('one two', 'one  two'))).toBe('one[- -]{+  +}two');
    expect(show(diffWords('line one\nline two', 'line one\n\nline two'))).toBe(
      'line one[-\n-]{+\n\n+}line two',
    );
  });

  it('gives both texts back from its parts, for any pair of texts', () => {
    const next = random(7);
    const words = [
      'the',
      'bakery',
      'sells',
      'bread',
      ',',
      'and',
      'cakes',
      '.',
      '\n',
      'to',
      'cafés',
    ];
    const text = () =>
      Array.from(
        { length: Math.floor(next() * 30) },
        () => words[Math.floor(next() * words.length)],
      )
        .join(next() < 0.5 ? ' ' : '')
        .trim();
    for (let i = 0; i < 300; i++) {
      const before = text();
      const after = next() < 0.3 ? before : text();
      const parts = diffWords(before, after);
      expect(side(parts, 'removed'), `${before} -> ${after}`).toBe(before);
      expect(side(parts, 'added'), `${before} -> ${after}`).toBe(after);
      // No empty parts, never two parts of one kind in a row.
      for (const [j, p] of parts.entries()) {
        expect(p.text).not.toBe('');
        if (j > 0) expect(parts[j - 1]!.op).not.toBe(p.op);
      }
    }
  });

  it('finds a shortest edit: one word inserted in a long answer is one added part', () => {
    const before = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const after = before.replace('w200 ', 'w200 inserted ');
    expect(diffWords(before, after).filter((p) => p.op !== 'equal')).toEqual([
      { op: 'added', text: 'inserted ' },
    ]);
  });

  it('stays fast on the longest answers, and shows a rewrite past its limit as replaced whole', () => {
    const next = random(11);
    const word = () => Math.floor(next() * 1e6).toString(36);
    const long = () => {
      let text = '';
      while (text.length < 2990) text += `${word()} `;
      return text.slice(0, 3000);
    };
    const before = long();
    const after = long();
    const started = performance.now();
    const parts = diffWords(before, after);
    for (let i = 0; i < 20; i++) diffWords(long(), long());
    // 21 full rewrites of 3000 characters: far under a frame each (the budget is generous for CI).
    expect(performance.now() - started).toBeLessThan(2000);
    expect(side(parts, 'removed')).toBe(before);
    expect(side(parts, 'added')).toBe(after);

    // Past MAX_EDITS the changed middle is one removal and one addition.
    const a = Array.from({ length: MAX_EDITS }, (_, i) => `a${i}`).join(' ');
    const b = Array.from({ length: MAX_EDITS }, (_, i) => `b${i}`).join(' ');
    expect(diffWords(`Start ${a} end`, `Start ${b} end`)).toEqual([
      { op: 'equal', text: 'Start ' },
      { op: 'removed', text: a },
      { op: 'added', text: b },
      { op: 'equal', text: ' end' },
    ]);
  });

  it('edits within a long answer stay precise', () => {
    const sentences = Array.from(
      { length: 40 },
      (_, i) => `Sentence ${i} says what the bakery learned in week ${i}.`,
    );
    const before = sentences.join(' ');
    const changed = [...sentences];
    changed[5] = 'Sentence 5 says what the café learned in week 5.';
    changed.splice(30, 1);
    const after = changed.join(' ');
    const edits = diffWords(before, after).filter((p) => p.op !== 'equal');
    expect(edits).toEqual([
      { op: 'removed', text: 'bakery' },
      { op: 'added', text: 'café' },
      { op: 'removed', text: ' Sentence 30 says what the bakery learned in week 30.' },
    ]);
  });
});

describe('countWords', () => {
  it('counts words, not spaces or marks', () => {
    expect(countWords('Two pilots — cut waste by half.')).toBe(6);
    expect(countWords(' , ')).toBe(0);
  });
});

describe('foldUnchanged', () => {
  const words = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `w${from + i}`).join(' ');

  it('folds a long unchanged stretch, keeping context beside each change', () => {
    const before = `${words(0, 50)} old ${words(50, 100)}`;
    const after = `${words(0, 50)} new ${words(50, 100)}`;
    const shown = foldUnchanged(diffWords(before, after), 3);
    expect(shown).toEqual([
      { op: 'folded', words: 47 },
      { op: 'equal', text: 'w47 w48 w49 ' },
      { op: 'removed', text: 'old' },
      { op: 'added', text: 'new' },
      { op: 'equal', text: ' w50 w51 w52' },
      { op: 'folded', words: 47 },
    ]);
  });

  it('keeps both sides of a stretch between two changes', () => {
    const shown = foldUnchanged(diffWords(`a ${words(0, 40)} b`, `c ${words(0, 40)} d`), 2);
    expect(shown).toEqual([
      { op: 'removed', text: 'a' },
      { op: 'added', text: 'c' },
      { op: 'equal', text: ' w0 w1' },
      { op: 'folded', words: 36 },
      { op: 'equal', text: 'w38 w39 ' },
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'd' },
    ]);
  });

  it('leaves short stretches and whole-answer changes as they are', () => {
    const parts = diffWords(`${words(0, 19)} old`, `${words(0, 19)} new`);
    expect(foldUnchanged(parts, 12)).toEqual(parts);
    const added = diffWords('', words(0, 500));
    expect(foldUnchanged(added)).toEqual(added);
  });
});
