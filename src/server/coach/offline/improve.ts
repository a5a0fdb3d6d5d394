import type { SuggestResult } from '@shared/contracts/ai';
import { fieldLimit, fieldNoun, readField } from './fields';
import { draftFromRelated, framing, kindOf, openQuestions, RELATED } from './improve-kinds';
import { capitalize, clean, fragment, hasNumber, limit, listJoin, sentences } from './text';
import type { Weave } from './weave';

const HEDGES: readonly RegExp[] = [
  /\b(I|we) (really |honestly )?(think|believe|guess|suppose)( that)?,?\s+/gi,
  /\b(I|we) feel (like|that)\s+/gi,
  /\bin my (humble )?opinion,?\s*/gi,
  /\b(to be honest|that being said|needless to say|it is important to note that|as a matter of fact),?\s*/gi,
  /\b(basically|actually|really|very|just|quite|literally|honestly|obviously|essentially|totally|simply|definitely|certainly)\b,?\s*/gi,
  /\b(kind of|sort of|a bit|somewhat)\s+/gi,
];

const SWAPS: readonly (readonly [RegExp, string])[] = [
  [/\bin order to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bat the moment\b/gi, 'now'],
  [/\bin the event that\b/gi, 'if'],
  [/\b(is|are) able to\b/gi, 'can'],
  [/\bhas the ability to\b/gi, 'can'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\bwith regard to\b/gi, 'about'],
  [/\bthe majority of\b/gi, 'most'],
  [/\ba number of\b/gi, 'several'],
  [/\bon a (daily|weekly|monthly|yearly) basis\b/gi, '$1'],
  [/\beach and every\b/gi, 'every'],
  [/\bfirst and foremost\b/gi, 'first'],
  [/\bprior to\b/gi, 'before'],
  [/\butili[sz]e\b/gi, 'use'],
];

/** Active, direct phrasing for the Compelling rewrite. */
const ACTIVE: readonly (readonly [RegExp, string])[] = [
  [/\bwill be able to\b/gi, 'can'],
  [/\bwe (are planning|plan|would like|hope|want) to\b/gi, 'we will'],
  [/\b(try|trying) to\s+/gi, ''],
  [/\bcould potentially\b/gi, 'can'],
  [/\bit is (possible|hoped) that\s+/gi, ''],
];

const PAIN =
  /\b(waste|lose|loss|cost|hours|miss|fail|struggl|frustrat|pain|risk|late|expensive|churn)/i;

function tidy(text: string): string {
  return text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])\1+/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/(^|[.!?]\s+)([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase())
    .trim();
}

function apply(text: string, rules: readonly (readonly [RegExp, string])[]): string {
  return rules.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Tightened text: no filler or hedges, wordy phrases shortened, the first sentences if long. */
export function makeConcise(text: string): string {
  let t = clean(text);
  for (const re of HEDGES) t = t.replace(re, '');
  t = tidy(apply(t, SWAPS));
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const s of sentences(t)) {
    const key = s.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (kept.length > 0 && kept.join(' ').length + s.length > 300) break;
    kept.push(s);
  }
  const out = limit(kept.join(' '), 400);
  return out || clean(text);
}

function makeDetailed(base: string, path: string, w: Weave): string {
  const kind = kindOf(path);
  const lower = base.toLowerCase();
  const specifics = RELATED[kind]
    .filter(([p]) => p !== path && w.has(p))
    .map(([p, label]) => ({ label, text: fragment(makeConcise(w.text(p)), 140) }))
    .filter(({ text }) => !lower.includes(text.slice(0, 30).toLowerCase()))
    .slice(0, 3)
    .map(({ label, text }) => `${label}: ${text}.`);
  const questions = openQuestions(kind, base, w);
  const blocks = [
    specifics.join('\n'),
    questions.length ? `Still to answer: ${questions.join(' ')}` : '',
  ];
  const extra =
    blocks.filter((b) => b !== '').join('\n\n') ||
    `Next step: put a number and a date on ${fieldNoun(path)}.`;
  const room = fieldLimit(path) - extra.length - 2;
  return `${limit(clean(base), Math.max(200, room))}\n\n${extra}`.slice(0, fieldLimit(path));
}

function makeCompelling(concise: string, path: string, w: Weave): string {
  const { lead, close } = framing(kindOf(path), path, w);
  const parts = sentences(apply(concise, ACTIVE)).slice(0, 3);
  const score = (s: string) => (hasNumber(s) ? 2 : 0) + (PAIN.test(s) ? 1 : 0);
  const best = parts.reduce((b, s, i) => (score(s) > score(parts[b] ?? '') ? i : b), 0);
  const ordered = [parts[best] ?? '', ...parts.filter((_, i) => i !== best)].filter((s) => s);
  const body = tidy(
    ordered.map((s) => capitalize(s.replace(/^\s*(and|but|so)\s+/i, ''))).join(' '),
  );
  return [lead, body, close].filter((s) => s !== '').join(' ');
}

/** Three rewrites of the field's text, all different: Concise, Detailed and Compelling. */
export function improveText(path: string, w: Weave): SuggestResult {
  const original = clean(readField(w.form, path));
  const base = original || draftFromRelated(kindOf(path), path, w);
  const concise = makeConcise(base);
  const detailed = makeDetailed(base, path, w);
  let compelling = makeCompelling(concise, path, w);
  if (compelling === concise || compelling === detailed)
    compelling = `${compelling} This is what we will prove next.`;
  const drawn = [
    ...w.used,
    ...RELATED[kindOf(path)].filter(([p]) => p !== path && w.has(p)).map(([p]) => p),
  ];
  const nouns = [...new Set(drawn)].map(fieldNoun).slice(0, 3);
  const from = nouns.length ? `specifics from ${listJoin(nouns)}` : 'the specifics still missing';
  const rationale = `Concise removes filler and hedges and keeps the key clauses. Detailed adds ${from}, plus the questions still open. Compelling leads with the customer and the outcome, in active voice, and closes with a strong line.`;
  return {
    ideas: [],
    rationale,
    improvements: [
      { style: 'Concise', text: concise },
      { style: 'Detailed', text: detailed },
      { style: 'Compelling', text: limit(compelling, fieldLimit(path)) },
    ],
  };
}
