import type { IndustryInference } from '@shared/contracts/ai';
import type { FormState } from '@shared/contracts/assessment-form';
import { CUSTOM_INDUSTRY, INDUSTRIES, type Industry } from '@shared/domain';
import { ALL_TEXT_PATHS, readField } from './fields';
import { INDUSTRY_KEYWORDS } from './industry-keywords';

type Scored = Exclude<Industry, 'Other/Custom'>;

interface Keyword {
  industry: Scored;
  weight: number;
}

/** The keyword table compiled once: whole words, word pairs, and stems indexed by 3 letters. */
const words = new Map<string, Keyword[]>();
const stems = new Map<string, { stem: string; kw: Keyword }[]>();
/** First words of the multi-word keywords: only these start a word pair worth counting. */
const phraseStarts = new Set<string>();

for (const [industry, spec] of Object.entries(INDUSTRY_KEYWORDS) as [Scored, string][]) {
  for (const m of spec.matchAll(/\s*([^:]+?):(\d)/g)) {
    const key = (m[1] ?? '').trim().toLowerCase();
    const kw: Keyword = { industry, weight: Number(m[2]) };
    if (key.includes(' ')) {
      // A pair of words: 'food truck*' also matches 'food trucks'.
      const phrase = key.replace(/\*$/, '');
      phraseStarts.add(phrase.split(' ')[0] ?? '');
      for (const form of key.endsWith('*') ? [phrase, `${phrase}s`] : [phrase]) {
        words.set(form, [...(words.get(form) ?? []), kw]);
      }
    } else if (key.endsWith('*')) {
      const stem = key.slice(0, -1);
      const list = stems.get(stem.slice(0, 3)) ?? [];
      list.push({ stem, kw });
      stems.set(stem.slice(0, 3), list);
    } else {
      const list = words.get(key) ?? [];
      list.push(kw);
      words.set(key, list);
    }
  }
}

/** How much a field's words count: the context and the core answers say most about the industry. */
const FIELD_WEIGHT: Record<string, number> = {
  customIndustry: 3,
  'product.problem': 1.5,
  'product.solution': 1.5,
  'market.target': 1.5,
  'market.idealCustomer': 1.5,
  // The founder's own money and helpers ('Savings about Rs 18 lakh', 'a bank loan') say how the
  // business is funded, not what it does.
  'execution.resourcesPartners': 0.25,
};

/**
 * Where a consumer works describes them, not the trade they buy from: 'a bride working in
 * IT/banking' is no sign of Finance.
 */
const THEIR_JOB = /\b(working|works|employed|a job|jobs) (in|at) [^,.;()]+/gi;
const CUSTOMER_PATHS = new Set(['market.idealCustomer', 'market.target']);
/**
 * Where the founder works for a living says nothing of the trade they are starting: 'im a backend
 * dev at a bank full time' is no sign of Finance (read 28: a football-pitch booking app got KYC).
 */
const OWN_JOB =
  /\b(?:i'?m|i am|me|we are|we're|work(?:ing)?|employed|day job)\s+(?:as\s+)?(?:an?\s+)?(?:[a-z-]+\s+){0,3}(?:at|in|for)\s+(?:an?\s+|the\s+)?[^,.;()]{0,30}?\b(?:bank|hospital|school|university|insurer|consultancy|agency|firm|company|startup|factory|ministry|council)\b[^,.;()]*/gi;
const FOUNDER_PATHS = new Set(['execution.delivery', 'execution.resourcesPartners']);

/** The text fields and how much each one's words count. */
function weightedFields(form: FormState): [string, number][] {
  return [
    [form.customIndustry, FIELD_WEIGHT.customIndustry ?? 1],
    ...ALL_TEXT_PATHS.map((p): [string, number] => [
      CUSTOMER_PATHS.has(p)
        ? readField(form, p).replace(THEIR_JOB, ' ')
        : FOUNDER_PATHS.has(p)
          ? readField(form, p).replace(OWN_JOB, ' ')
          : readField(form, p),
      FIELD_WEIGHT[p] ?? 1,
    ]),
    ...form.actionPlan.next30Days.map((t): [string, number] => [t, 1]),
  ];
}

/**
 * Weighted counts of the keywords found in the form. Only keyword hits are stored, so a long form
 * costs one pass over its words and little memory.
 */
function countKeywords(fields: readonly [string, number][]): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (key: string, w: number) => counts.set(key, (counts.get(key) ?? 0) + w);
  const token = /[\p{L}\p{N}]+/gu;
  for (const [text, w] of fields) {
    if (!text) continue;
    const tokens = text.toLowerCase().match(token) ?? [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i] ?? '';
      if (words.has(t)) add(t, w);
      if (t.length >= 3) {
        for (const { stem } of stems.get(t.slice(0, 3)) ?? []) {
          if (t.startsWith(stem)) add(`${stem}*`, w);
        }
      }
      if (!phraseStarts.has(t)) continue;
      const pair = `${t} ${tokens[i + 1] ?? ''}`;
      if (words.has(pair)) add(pair, w);
      const triple = `${pair} ${tokens[i + 2] ?? ''}`;
      if (words.has(triple)) add(triple, w);
    }
  }
  return counts;
}

/** Repeats add evidence, with diminishing returns: 1 mention counts 1, 5 or more count 3. */
function saturate(count: number): number {
  return count <= 0 ? 0 : 1 + Math.min(count - 1, 4) * 0.5;
}

/** Scores every industry by the keywords found in weighted texts (the form's: `weightedFields`). */
function scoreIndustries(fields: readonly [string, number][]): Map<Scored, number> {
  const scores = new Map<Scored, number>();
  const credit = (kw: Keyword, count: number) =>
    scores.set(kw.industry, (scores.get(kw.industry) ?? 0) + kw.weight * saturate(count));
  for (const [key, count] of countKeywords(fields)) {
    if (key.endsWith('*')) {
      const stem = key.slice(0, -1);
      for (const s of stems.get(stem.slice(0, 3)) ?? []) if (s.stem === stem) credit(s.kw, count);
    } else {
      for (const kw of words.get(key) ?? []) credit(kw, count);
    }
  }
  return scores;
}

const ANIMAL_WORDS =
  /\b(vets?|veterinar\w*|pets?|dogs?|cats?|puppies|puppy|kittens?|horses?|livestock|cattle|groom(s|ing|ers?)?)\b/gi;

const VET = /\b(vets?|veterinar\w*)\b/i;
/** Trades the industry list does not name: lodging and tourism. */
const UNLISTED_TRADE =
  /\b(hotels?|hostels?|guest ?houses?|lodg\w*|accommodation|tourism|travel|b&b|hospitality)\b/i;

/** Words for a workplace that any trade uses: no evidence of the industry in a custom name. */
const GENERIC_PLACE =
  /\b(studios?|shops?|agenc(y|ies)|stores?|company|companies|services?|business(es)?)\b/gi;

function animalMentions(form: FormState): number {
  return weightedFields(form).reduce((n, [text]) => n + (text.match(ANIMAL_WORDS)?.length ?? 0), 0);
}

/**
 * Infers the industry from the answers. Confidence grows with the amount of evidence for the best
 * industry and with its margin over the runner-up; unclear or empty text stays below 0.6. A form
 * that already names an industry (other than Other/Custom) answers that industry with certainty.
 */
export function inferIndustry(form: FormState): IndustryInference {
  if (form.industry && form.industry !== CUSTOM_INDUSTRY) {
    return { inferredIndustry: form.industry, confidence: 1 };
  }
  const scores = scoreIndustries(weightedFields(form));
  // Groomers, walkers and boarding kennels share 'appointment' and 'treatment' with human health
  // care but are not Healthcare/Medical. A vet may be (animal health; the coach then drops the
  // human-health rules), so only animal care that does not itself treat animals loses it.
  if (
    animalMentions(form) >= 2 &&
    !VET.test([form.customIndustry, form.product.solution, form.execution.delivery].join(' '))
  )
    scores.delete('Healthcare/Medical');
  const ranked = [...scores].sort(
    (a, b) => b[1] - a[1] || INDUSTRIES.indexOf(a[0]) - INDUSTRIES.indexOf(b[0]),
  );
  const [best, second] = ranked;
  const top = best?.[1] ?? 0;
  const runnerUp = second?.[1] ?? 0;
  const customNamed = form.industry === CUSTOM_INDUSTRY && form.customIndustry.trim() !== '';
  if (!best || top <= 0) {
    return { inferredIndustry: CUSTOM_INDUSTRY, confidence: customNamed ? 0.7 : 0.1 };
  }
  const strength = 1 - Math.exp(-top / 4);
  const margin = (top - runnerUp) / top;
  const confidence =
    Math.round(0.97 * Math.sqrt(strength) * (0.45 + 0.55 * margin ** 0.7) * 100) / 100;
  // The founder's own name for their industry is the best evidence there is: when its words do
  // not point to the best-scoring industry at all ('Wedding photography' and Media's 'video',
  // 'story'), the answers' words describe the work, not the trade, and the name stands.
  // A trade the list has no place for ('Hospitality / boutique hotel', 'Tourism') keeps its own
  // name: a hotel's dinners do not make it a restaurant.
  if (customNamed && UNLISTED_TRADE.test(form.customIndustry))
    return { inferredIndustry: CUSTOM_INDUSTRY, confidence: 0.7 };
  // 'Tattoo studio': a studio, a shop or an agency is any trade's workplace, not Media's.
  const nameScores = customNamed
    ? scoreIndustries([[form.customIndustry.replace(GENERIC_PLACE, ' '), 1]])
    : null;
  if (customNamed && (confidence < 0.7 || !(nameScores?.get(best[0]) ?? 0))) {
    // The user named their own industry and the words do not point clearly elsewhere: a
    // 'mobile dog grooming' business that drives vans is not Transportation/Logistics.
    return { inferredIndustry: CUSTOM_INDUSTRY, confidence: 0.7 };
  }
  return { inferredIndustry: best[0], confidence };
}
