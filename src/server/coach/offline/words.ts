import nlp from 'compromise';
import type { FormState } from '@shared/contracts/assessment-form';
import { LOOPS, type Loop } from '@shared/domain';
import { largestAmount } from '../money';
import type { FounderProfile } from '../profile';
import { sentences, wordCount } from '../nlp';
import { DANGLING, inSentence, midSentence, withoutOwnStatus } from './text';

/**
 * The founder's own words, cut to short phrases a sentence can carry: "owner-bakers of 1-2 shop
 * bakeries", "a daily bake plan sent by text", "£49 a month". The coach's plays are written around
 * them, so that a card reads as being about this founder rather than a template with a name
 * swapped in. A phrase is null when the founder left its answer empty; a play that needs it is
 * then skipped.
 *
 * Every phrase is wrapped in two private-use marks so that the guards (fit.ts) and the
 * repeat check can tell the founder's words from the coach's; `unmark` removes them from output.
 */
export const MARK_OPEN = '\uE000';
export const MARK_CLOSE = '\uE001';
const MARKED = /\uE000[^\uE001]*\uE001/g;

/** Separates a marked phrase's key (which founder word it is) from its text. */
export const MARK_KEY = '\uE002';

export function mark(text: string, key = ''): string {
  return key
    ? `${MARK_OPEN}${key}${MARK_KEY}${text}${MARK_CLOSE}`
    : `${MARK_OPEN}${text}${MARK_CLOSE}`;
}

/** The text with the founder's phrases taken out (for checks that must judge only our words). */
export function withoutFounderWords(text: string): string {
  return text.replace(MARKED, ' ');
}

export function unmark(text: string): string {
  return text.replace(/\uE000[^\uE001\uE002]*\uE002/g, '').replace(/[\uE000\uE001]/g, '');
}

/**
 * Caps how often each founder phrase is quoted in full in one session's texts: after `keep`
 * uses, a phrase becomes its short name of the founder's own ('your fractional CFO'), or its
 * first words. Quoting "A fractional CFO on a monthly retainer" a fifth time grates. Texts are
 * processed in reading order.
 */
export function capRepeats(
  texts: readonly string[],
  short: Partial<Record<string, string>> = {},
  keep: number | ((key: string, value: string) => number) = 2,
): string[] {
  const uses = new Map<string, number>();
  return texts.map((text) =>
    text.replace(
      /("?)\uE000([^\uE001\uE002]*)\uE002([^\uE001]*)\uE001("?)/g,
      (
        whole: string,
        q1: string,
        key: string,
        value: string,
        q2: string,
        offset: number,
        all: string,
      ) => {
        const n = (uses.get(key) ?? 0) + 1;
        uses.set(key, n);
        if (n <= (typeof keep === 'number' ? keep : keep(key, value))) return whole;
        // The short name keeps the capital of a sentence-opening mention.
        const raw = short[key];
        const opensSentence = /(^|[.!?]\s+|^Day \d+: )$/.test(all.slice(0, offset));
        const name =
          raw && opensSentence && /^[A-Z]/.test(value)
            ? raw.replace(/([\uE002])([a-z])/, (_m, k: string, c: string) => k + c.toUpperCase())
            : raw;
        if (name && unmark(name) !== value) return q1 && q2 ? name : `${q1}${name}${q2}`;
        // No short name of the founder's own: the quote's first words say enough by now.
        const head = value.replace(/\.\.\.$/, '').split(/\s+/);
        // Only a quote can be cut short; a noun phrase in a sentence stays whole.
        if (head.length <= 5 || !(q1 && q2)) return whole;
        // ... ending on a word of substance: 'they queue...', not 'they queue at the...', nor
        // inside a name or a figure ('St. Mary's', 'U.S. workers', '3 part-time packers'), and
        // never inside a bracket. Up to eight words, so 'Move 35 of my 60 clients...' does not
        // shrink to 'Move 35...'.
        const bracket = head.findIndex((w, i) => i >= 2 && /^[([]/.test(w));
        const limit = bracket > 0 ? bracket : head.length;
        const kept = head.slice(0, Math.min(4, limit));
        for (const word of head.slice(kept.length, Math.min(8, limit))) {
          if (!endsBadly(kept.at(-1) ?? '', kept.at(-2))) break;
          kept.push(word);
        }
        while (kept.length > 2 && endsBadly(kept.at(-1) ?? '', kept.at(-2))) kept.pop();
        if (kept.length === head.length) return whole;
        return `${q1}${MARK_OPEN}${key}${MARK_KEY}${kept
          .join(' ')
          .replace(/[,;:]$/, '')}...${MARK_CLOSE}${q2}`;
      },
    ),
  );
}

/** Small words in the founder's other languages that a cut must not end on: 'S.A. de...'. */
const FOREIGN_SMALL = /^(de|del|la|le|les|du|des|da|di|do|van|von|der|den|het|y|et|und|e)$/i;

/**
 * A word a shortened quote must not end on: a small word ('of', 'the'), an abbreviation or a
 * dotted name ('St.', 'U.S.', 'e.g.', 'vs.'), a bare figure whose noun follows ('3', 'A$100k').
 */
export function endsBadly(word: string, before = ''): boolean {
  const bare = word.replace(/[,;:]$/, '');
  // 'Series A' ends on a name, not an article.
  if (bare === 'A' && /^[A-Z]/.test(before)) return false;
  return (
    DANGLING.test(bare) ||
    FOREIGN_SMALL.test(bare) ||
    /\.$/.test(bare) ||
    /^[([]/.test(bare) ||
    /^[A-Z]{0,2}[$£€¥₹]?\d[\d.,]*[kKmMbB]?$/.test(bare)
  );
}

export type WordKey =
  | 'who'
  | 'whoAll'
  | 'market'
  | 'pain'
  | 'today'
  | 'why'
  | 'offer'
  | 'proofText'
  | 'edge'
  | 'found'
  | 'paid'
  | 'budget'
  | 'funder'
  | 'size'
  | 'deliver'
  | 'partners'
  | 'risk'
  | 'channel'
  | 'sell'
  | 'keep'
  | 'goal'
  | 'measure'
  | 'task'
  | 'price'
  | 'priceStep'
  | 'keepPlan'
  | 'cut'
  | 'figure'
  | 'done'
  | 'place'
  | 'industry'
  | 'team'
  | 'hardest'
  | 'surprise'
  | 'challenged'
  | 'learned'
  | 'thought';

export type LoopWordKey = 'now' | 'plan' | 'metric';

export type Words = Record<WordKey, string | null> & {
  loop: Record<Loop, Record<LoopWordKey, string | null>>;
  /** Short names of the founder's things ('your fractional CFO'), for mentions after the first. */
  short: Partial<Record<string, string>>;
};

/** A heading that says when, not what: 'Right now:', 'Today:', 'Currently:'. */
const TIME_LABEL =
  /^\s*(right now|now|today|currently|at the moment|at present|so far|for now)\s*$/i;

/** Connectives that end a clause only when the sentence is too long to quote whole. */
const CONNECTIVE = / because | so that | although | while /;

/**
 * The first clause of a sentence: up to the first stop (';', ':', '(', a dash) with three or
 * more words before it. A short heading before a colon keeps what follows it to the next stop:
 * 'Secure next year: submit the ESF+ renewal', not 'Secure next year'. 'Clients come back because
 * I answer the phone' fits whole, so its 'because' does not cut it.
 */
function firstClause(t: string, max: number): string {
  // 'Couples in tier 2 cities (Jaipur, Indore...) cant find a photographer': an aside in the
  // middle of a sentence is marked as left out, so the sentence keeps its verb.
  t = t.replace(/\s\([^()]{12,}\)(?=\s+[a-z])/g, ' (...)');
  for (const m of t.matchAll(
    /;|:|\((?!\.\.\.\))| - | – | — | because | so that | although | while /g,
  )) {
    const head = t.slice(0, m.index);
    // '510(k)', 'item(s)': a bracket inside a word is part of it.
    if (m[0] === '(' && /\w$/.test(head)) continue;
    // '2 owners (me - Gary, ops + sales)': a break inside an aside cuts before the aside, not
    // inside it.
    const open = head.lastIndexOf('(');
    if (open > head.lastIndexOf(')') && open >= 0 && m[0] !== '(') {
      const before = head.slice(0, open).trim();
      if (wordCount(before) >= 2) return before;
      continue;
    }
    // '1:1 lessons', '16:9', '9:30': a colon between figures is part of them.
    if (m[0] === ':' && /\d$/.test(head) && /^\d/.test(t.slice(m.index + 1))) continue;
    // 'Right now: 1:1 lessons on Zoom': a time label before the colon is dropped.
    if (m[0] === ':' && TIME_LABEL.test(head)) {
      const rest = firstClause(t.slice(m.index + 1).trim(), max);
      const comma = rest.search(/,(?!\d)/);
      return comma > 0 && wordCount(rest.slice(0, comma)) >= 3 ? rest.slice(0, comma) : rest;
    }
    // 'Rs 1.5 - 4 lakh' is one amount: a dash between two figures is a range, not a break.
    if (/^ [-–—] $/.test(m[0]) && /\d$/.test(head) && /^\d/.test(t.slice(m.index + m[0].length)))
      continue;
    if (CONNECTIVE.test(m[0]) && wordCount(t) <= max) continue;
    if (m[0] === ':' && wordCount(head) <= 4) {
      const rest = t.slice(m.index + 1).trim();
      const end = rest.search(/;|(?<!\d):(?!\d)|\(| - | – | — /);
      let after = end > 0 ? rest.slice(0, end).trim() : rest;
      // A list after the colon is cut at its first comma when it is too long to quote; 'Market:
      // sales are easy, collections are hard' fits and keeps its second half.
      // A comma inside a number ('0,5%', '4,000') is not a list's.
      const comma = after.search(/,(?!\d)/);
      if (comma > 0 && wordCount(`${head} ${after}`) > max && wordCount(after.slice(0, comma)) >= 2)
        after = after.slice(0, comma).trim();
      // '3 staff: me (manager, mechanic...)' says nothing as '3 staff: me': the heading alone.
      // 'Ship date promised: September' keeps its one word when it is a name, a month or a figure.
      // 'Two founders: Joris (mechanical engineer...) and me': one name before an aside is one of a
      // list, so the heading says it.
      if (
        wordCount(after) < 2 &&
        (!/^[\p{Lu}\d]/u.test(after) || (end > 0 && rest[end] === '(' && wordCount(head) >= 2))
      )
        return wordCount(head) >= 2 ? head : t;
      return `${head}: ${after}`;
    }
    if (wordCount(head) >= 3) return head;
  }
  return t;
}

/**
 * A short phrase of an answer: its first clause, at most `max` words, without a closing stop,
 * its first letter lower-cased when it is a common word. Null for a blank answer.
 */
export function phraseOf(text: string, max = 9): string | null {
  // 'see sales above. US is 41% of etsy orders': a pointer to another answer is skipped, and
  // '4 paying (above)' loses its pointer (read 36: '"See sales above" proves the money').
  const first = sentences(text)
    .map((s) => s.replace(/\s*\((see |as )?above\)/gi, ''))
    .find((s) => !/^\s*(see|as in|same as)\s+([\p{L}-]+\s+){0,2}above\b[\s.!]*$/iu.test(s));
  if (!first || SAYS_NOTHING.test(first)) return null;
  let t = first.replace(/[.!?]+$/, '').trim();
  t = firstClause(t, max);
  const words = t.split(/\s+/);
  let cut = false;
  if (words.length > max) {
    // Cut after a content word rather than on 'of', 'the', 'a'..., nor inside a name or a figure
    // ('St. Mary's', '16 months'), and say that it was cut.
    let kept = words.slice(0, max);
    while (kept.length > 3 && endsBadly(kept.at(-1) ?? '', kept.at(-2))) kept = kept.slice(0, -1);
    t = kept.join(' ');
    cut = true;
  }
  // A name in quotes keeps its closing quote: "course 'Portfolio Sprint'", not "...Sprint".
  const named = !cut && /(^|\s)'[^'\s][^']*'$/.test(t);
  t = t.replace(/[\s,;:'"(-]+$/, '').replace(/"/g, "'");
  if (t === '') return null;
  if (named) t = `${t}'`;
  return inSentence(cut ? `${t}...` : t);
}

/** A word for a family member, in the languages founders write in: a role, not a name. */
const KIN =
  /^(mum|mom|mother|dad|father|parent|grandma|grandmother|grandpa|grandfather|wife|husband|m[ãa]e|pai|av[óo]|madre|padre|mam[áa]|pap[áa]|abuela|abuelo|m[èe]re|p[èe]re|mutter|vater|mama|papa|oma|opa|nonna|nonno)$/i;

/** A short noun phrase for inside a sentence: the head of the answer, before 'with', 'who'... */
export function nounPhraseOf(text: string, max = 7): string | null {
  const first = sentences(text)[0];
  if (!first || SAYS_NOTHING.test(first)) return null;
  let t = first.replace(/[.!?]+$/, '').trim();
  // 'every food brand in egypt' is food brands in Egypt: 'a sheet of 30 named every food brand'
  // and 'all within every food brand' read wrong (read 31).
  const every = /^(every|each|any)\s+(?!(one|body|thing)\b)(?=[a-z])/i.exec(t);
  if (every) {
    const rest = nounPhraseOf(t.slice(every[0].length), max);
    return rest && plural(rest);
  }
  // 'Tolu, 27, works at a bank...': a persona with a name and an age is one of many like them.
  const persona = /^(\p{Lu}\p{Ll}+),\s*(\d{2})\s*,/u.exec(t);
  // 'Mãe, 42, works...' is a mother of 42, not a woman named Mãe (read 30).
  // The target market then names them better.
  if (persona?.[1] && KIN.test(persona[1])) return null;
  if (persona?.[1]) return `people like ${persona[1]}`;
  // 'Works in an office park 4-5 days' describes someone by what they do: 'people who work in
  // an office park'.
  const does = OPENING_VERB.exec(t);
  if (does?.[1]) {
    // 'Lives or works within 1km': both verbs take the plural, and a distance after a
    // preposition stays with it ('within 1km', not 'within').
    const rest = t
      .slice(does[0].length)
      .split(/[,;:(]|(?<!\b(?:within|in|under|over|about|around|near))\s\d/)[0]!
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 6)
      .map((w, k, all) =>
        k > 0 && /^(or|and)$/i.test(all[k - 1] ?? '') ? (VERB_BASE[w.toLowerCase()] ?? w) : w,
      );
    const verb = VERB_BASE[does[1].toLowerCase()] ?? does[1].toLowerCase();
    return `people who ${[verb, ...rest].join(' ')}`;
  }
  // A label before a colon names the part of the answer, not the customer: 'Funder side: trusts
  // and councils', 'ICP: heads of ops'. A noun before it is the customer: 'Franchisee: owner-operators'.
  const label = LABEL_HEAD.exec(t);
  if (label) t = t.slice(label[0].length);
  // A comma inside a number ('roughly 4,000 directors') is not a clause break.
  const stop = t.search(
    /,(?!\d{3}\b)|;|:|\(| - | who | which | that | with | because | before | after | when | while | \d+ (days?|weeks?|months?|years?) /,
  );
  // 'Roasters in Germany, Scandinavia and Japan': a list of names stays whole.
  const list =
    stop > 0 && t[stop] === ','
      ? /^(,\s+[A-Z][\w'-]*(\s[A-Z][\w'-]*)?)*,?\s+(and|or)\s+[A-Z][\w'-]*(\s[A-Z][\w'-]*)?/.exec(
          t.slice(stop),
        )
      : null;
  // 'English, German, Dutch and American expats': the list names kinds of a noun that follows.
  const noun = list ? /^\s+([a-z][a-z-]{2,}s)\b/.exec(t.slice(stop + list[0].length)) : null;
  if (list) t = t.slice(0, stop + list[0].length + (noun ? noun[0].length : 0));
  // 'Owner-pharmacist, 1 store, ~180 scripts/day': a one-word role before a list of its counts.
  else if (
    stop > 0 &&
    (wordCount(t.slice(0, stop)) >= 2 || t[stop] === ':' || /^,\s*[~≈]?\d/.test(t.slice(stop)))
  )
    t = t.slice(0, stop);
  // A list is kept whole or not at all: 'in Argentina, Mexico' drops two of four countries.
  const all = t.split(/\s+/);
  let words = all.slice(0, list ? Math.max(max, 12) : max);
  if (words.length < all.length) {
    // Cut short: end before the last preposition or participle kept, so 'Cat and dog owners
    // within a 20-minute (drive...)' reads 'Cat and dog owners', never a clause cut mid-way.
    const at = words.findLastIndex((w, i) => i >= 2 && PHRASE_BREAK.test(w));
    if (at >= 2) words = words.slice(0, at);
    // A participle ends the phrase, but 'head of marketing' ends on a noun.
    while (
      words.length > 2 &&
      (PHRASE_BREAK.test(words.at(-1) ?? '') ||
        // 'a foundation focused (on youth employment)' ends on the noun.
        /^(focused|based|located|specialised|specialized|interested|involved)$/i.test(
          words.at(-1) ?? '',
        ) ||
        (/^[a-z]{3,}ing$/.test(words.at(-1) ?? '') && !/^(of|in|for)$/i.test(words.at(-2) ?? '')))
    )
      words = words.slice(0, -1);
  }
  while (words.length > 2 && endsOnFunctionWord(words)) words = words.slice(0, -1);
  t = words
    .join(' ')
    .replace(/[\s,;:'"(-]+$/, '')
    // 'Mid-size Texas cities first' are the cities; 'first' is the founder's order.
    .replace(/\s+(first|initially|to start( with)?|at first)$/i, '')
    .replace(/"/g, "'");
  return t === '' ? null : inSentence(balancedQuotes(t));
}

/** A title quote the cut left open ("who played 'A Monster's Expedition") loses its opening mark. */
function balancedQuotes(t: string): string {
  const opens = [...t.matchAll(/(^|\s)'(?=\S)/g)].length;
  const closes = [...t.matchAll(/\S'(?=\s|$|[,.;:!?])/g)].length;
  return opens > closes ? t.replace(/(^|\s)'(?=\S)(?![^']*'(?=\s|$|[,.;:!?]))/, '$1') : t;
}

/** Who funds a non-profit, as the answers name it: a grant, a trust, a council, a donor. */
const FUNDER =
  /\b(fund|funds|funding from|trust|foundation|lottery|council|ministry|government|grants? from|(city|state|county|province|council|government) (of [\w ]{2,20})?grant|donors?|philanthrop\w*|endowment|awarded)\b/i;

/**
 * A total of grants followed by the funders it adds up ('Grants Tk 1.43 crore (PKSF climate window
 * Tk 85 lakh, a Dutch family foundation Tk 58 lakh)'): each funder with its amount, read as a
 * grant, rather than the total, which names nobody (read 30).
 */
function fundersListed(sentence: string): { s: string; listed: boolean }[] {
  // Only a total before the list ('Grants Tk 1.43 crore (...)'), not a funder named already
  // ('Grants: $60,000 from a US family foundation (2nd year of 3)').
  const m =
    /^\s*(?:grants?|grant income|donors?|funding|donations)\b(?:(?!\b(?:from|by|of)\b)[^()])*\d[^()]*\(([^)]*)\)/i.exec(
      sentence,
    );
  const parts = (m?.[1] ?? '').split(/\s*[,;]\s*/).filter((part) => /\d/.test(part));
  return parts.length >= 2
    ? parts.map((part) => ({ s: part.trim(), listed: true }))
    : [{ s: sentence, listed: false }];
}

/**
 * The sentence that names a funder ('National Lottery Community Fund £180,000 over 3 years'), from
 * what is paid, the budget or the resources; '' when none does. The budget's own figure ('Annual
 * cost £212,000') is what the work costs, not who pays for it.
 */
function funderOf(form: FormState): string {
  // The largest funder named, not the first: 'City of Hamilton grant $260,000' before 'Individual
  // donors ~$180k', who are many people, not one decision.
  let best = '';
  let most = -1;
  for (const text of [
    form.market.payEvidence,
    form.market.budget,
    form.execution.resourcesPartners,
  ])
    for (const { s, listed } of sentences(text).flatMap(fundersListed)) {
      if ((!listed && !FUNDER.test(s)) || /^\s*no\b/i.test(s)) continue;
      // The largest amount of money in the sentence ('$180k' is 180,000).
      const amount = largestAmount(s);
      const many = /\b(individual|donors|members|supporters|public)\b/i.test(s) ? 0.5 : 1;
      if (amount * many > most) {
        best = s;
        most = amount * many;
      }
    }
  return best;
}

/** A phrase that ends on one person's role ('Plant or supply chain manager'). */
const ROLE_HEAD =
  /\b(manager|owner|director|officer|founder|buyer|head|lead|engineer|designer|teacher|parent|principal|planner|coordinator|administrator|accountant|controller|consultant|developer|operator|agent|recruiter|analyst)$/i;

/** One or two singular nouns, then an age range: 'Woman 35-70', 'Bride or groom age 26-31'. */
const AGED =
  /^([A-Z]?[a-z-]{3,}(?:\s+(?!(?:with|from|for|and|who|that|in|at|of|on|near|the|aged?)\b)[a-z-]{3,})?(\s+(?:or|and)\s+[a-z-]{3,}|\/[a-z-]{3,})?)\s+(?:aged?\s+)?(\d{1,2}\s?[-–]\s?\d{1,2}|\d{1,2}\+|(?:~|around |about |c\.\s?)\d{1,2}s?)(?!\s*(?:acres?|ha|hectares?|kg|km|staff|employees|people|beds|covers|sq|m2|tonnes?|cows|head|units|days?|weeks?|months?|years?|yrs?|nights?|hours?|hrs?)\b)(\b.*)?$/;

/** A customer answer that opens on what the person does: 'Works in...', 'Lives alone...'. */
const OPENING_VERB =
  /^(Works|Lives|Runs|Owns|Has|Wants|Needs|Drives|Commutes|Earns|Uses|Manages|Rents|Travels)\b/;
const VERB_BASE: Record<string, string> = {
  works: 'work',
  lives: 'live',
  runs: 'run',
  owns: 'own',
  has: 'have',
  wants: 'want',
  needs: 'need',
  drives: 'drive',
  commutes: 'commute',
  earns: 'earn',
  uses: 'use',
  manages: 'manage',
  rents: 'rent',
  travels: 'travel',
};

/**
 * How customers are kept, as the founder does it. 'Al Noor reorders. We follow up the nurses for
 * their 1st year' opens on what happens; the step the founder takes is the next sentence. An
 * answer that only reports it ('Clients stay.') is kept as written: the lines that use it tell
 * an outcome from a step.
 */
function keepOf(text: string, donorsServed = false): string | null {
  // 'QBRs, add pods inside existing clients, want 2 new logos in FY26': the goal for new
  // customers after the comma keeps nobody; 'monthly donors on Vaki, want 150 by end of year' is
  // a goal for the money, not a way of keeping the people served (read 34).
  const goal = /(^|[,;.]\s*|\s)(want|goal|target|aim)\s*:?\s*(to\s+\w+\s+)?\d/i.exec(text);
  const answer = goal ? text.slice(0, goal.index).replace(/[\s,;.]+$/, '') : text;
  // Donors kept are the customers only where the founder names donors as them (a food bank's
  // monthly donors), not where the plays speak of the people served (an orchestra's kids).
  if (answer.trim() === '' || (!donorsServed && /\bdonors?\b/i.test(answer))) return null;
  if (NO_RETURN.test(answer.trim())) return null;
  // 'regulars just come': customers stay with nothing done to keep them (read 33: 'what
  // "regulars just come" did for them').
  if (/^([\w'-]+ ){0,3}just (come|return|stay|keep coming|come back)\b/i.test(answer.trim()))
    return null;
  const all = sentences(answer);
  const step = all.find((s) => !STATED_OUTCOME.test(s.trim()) && !GROWTH_GOAL.test(s.trim()));
  if (
    step &&
    all[0] &&
    STATED_OUTCOME.test(all[0].trim()) &&
    !/^(want|plan|hope|growth|upsell|cross-?sell|sell more|add)\b/i.test(step)
  )
    return phraseOf(step);
  // 'Ovnsservice every 2-3 years. Want to send SMS reminders but never did it': how often they
  // come back, and a plan never done; nothing keeps them yet (read 39: six cards asked whether
  // each customer 'got it').
  if (
    all[0] &&
    CADENCE.test(all[0].trim()) &&
    all.slice(1).every((x) => GROWTH_GOAL.test(x.trim()) || STATED_OUTCOME.test(x.trim()))
  )
    return null;
  return GROWTH_GOAL.test(answer.trim()) ? null : phraseOf(answer);
}
/** How often customers come back, as a bare fact: 'Ovnsservice every 2-3 years.' */
const CADENCE = /^[\p{L}\s-]{1,40}\bevery \d+(\s?[-–]\s?\d+)? (years?|months?|weeks?)\.?$/iu;
const STATED_OUTCOME =
  /^([\w'-]+ ){0,4}?(stay|stays|come back|comes back|return|returns|renew|renews|reorders?|keep ordering|order again|buy again|are (very |really |super )?loyal|keep coming|rarely leave|never leave)\b/i;

/**
 * An answer that states a growth target rather than how customers are kept ('Add trucks inside
 * existing fleets' grows an account: read 36 asked fleets 'who stayed' what it gave them).
 */
const GROWTH_GOAL =
  /^(i |we )?(want|plan|hope|aim|intend|need)s?\b|^land and expand\b|^(upsell|up-sell|cross-?sell|expansion)\b|^(add|expand|grow|sell more)\b[^.;]{0,40}\b(inside|within|into|across) (the |our )?(existing|current)\b|^(goal|target)\s*:|^(i'?m |we'?re |i am |we are )?(thinking (about|of)|considering|maybe|might|would like|planning)\b|^[^.;]{0,60}\b(planned|coming soon|in the works|not (yet )?(live|launched|built))\b/i;
/**
 * How the founder sells, as a phrase: not a budget line ('Marketing spend R$ 35k/month'), and not
 * a bare channel ('Organic mostly'), which names where customers come from, not how they buy.
 */
function sellOf(answer: string): string | null {
  // 'HubSpot CRM.' names the tool the selling is logged in, not how it is done.
  const first = sentences(answer).find((x) => !SPEND_LINE.test(x) && !TOOL_LINE.test(x)) ?? answer;
  if (BARE_CHANNEL.test(first.trim())) return null;
  return phraseOf(first);
}
const BARE_CHANNEL =
  /^(organic|word of mouth|referrals?|inbound|instagram|facebook|tiktok|linkedin|google)( (mostly|only|so far|for now))?[.!]?$/i;

/**
 * A budget answer that gives the founder's own spend on selling ('Basically $0, all IG organic',
 * 'Marketing maybe GBP 400/month', 'we spend €60/month on ads tests'), not what buyers have to pay
 * with; the form's question is often read that way.
 */
export function ownSpend(answer: string): boolean {
  const text = answer.trim();
  if (!text) return false;
  // The buyers' side named: 'Clinics spend €2k/month on marketing', 'their training budget'.
  const theirs =
    /\b(they|their|them|per (client|customer|clinic|school|firm|restaurant|family|household)|(clients?|customers?|buyers?|companies|firms|schools|clinics|restaurants|owners?|families|parents|households|shops|brands|teams|users|students|tenants|councils?|hospitals?) (spend|pay|set aside|have|budget|allocate))\b/i;
  if (theirs.test(text)) return false;
  return (
    // 'we spend €60/month on ads', 'our marketing budget'; not 'Our GCs spend $20-60k/yr'.
    /\b(we|i)\b( \w+){0,2} (spend|spent|spending|budget|invest|put)\b|\b(our|my) (own )?(marketing|ads?|ad spend|advertising|sales|acquisition)\b/i.test(
      text,
    ) ||
    /^\s*(marketing|advertising|ads?|ad spend|(google|meta|facebook|instagram|tiktok|linkedin) ads|organic|basically (zero|nothing|\$?0)|\$?0\b|zero\b)/i.test(
      text,
    ) ||
    /\b(all|mostly) (ig |instagram |social |tiktok )?organic\b|\b\d+ (AEs?|SDRs?)\b|\bmarketing ?\+ ?sales\b/i.test(
      text,
    ) ||
    // 'S$1,500/month - chef tastings + samples, instagram': spend on the founder's own channels.
    /\b(instagram|facebook|tiktok|linkedin|meta|google|samples|tastings?|trade ?fairs?|conventions?|sponsor\w*|booths?|flyers?|seo|influencers?)\b/i.test(
      text,
    )
  );
}

/** A sentence that only names the software the founder works in: 'HubSpot CRM.', 'Pipedrive'. */
const TOOL_LINE =
  /^\s*(hubspot|salesforce|pipedrive|zoho|moego|square|shopify|notion|airtable|excel|google sheets|quickbooks|xero|calendly|mailchimp|klaviyo|stripe|linear|jira|trello|monday(\.com)?)\b[\w .,+&/-]{0,20}[.!]?\s*$/i;

/** A sentence about money spent on selling, not how selling is done. */
const SPEND_LINE =
  /^\s*((marketing|ad|ads|sales) )?(spend|budget|cac)\b|^\s*no (marketing |ad )?budget\b/i;
/** 'Weddings are one off!': nothing brings a customer back, by the nature of the sale. */
const NO_RETURN =
  // ('tourists dont repeat (they come once)', 'one time purchase, ~7 yr life': read 30.)
  /^[\w' -]{0,30}\b(are|is) (a )?one[- ]offs?\b|^(no|there is no) (repeat|return)|\b(never|don'?t|do not|rarely|won'?t) (come back|repeat|buy again)\b|^[\w' -]{0,20}\bone[- ]time (purchase|buy)\b|\bcome once\b/i;

/** A heading that labels what follows its colon: 'Funder side:', 'Primary segment:', 'ICP:'. */
const LABEL_HEAD =
  /^([\p{L}-]+\s)?(side|segment|segments|type|profile|persona|icp|target|primary|secondary|main|who|customer|customers|buyer|buyers|user|users|funder|funders|payer|payers|donor|donors|sponsor|sponsors)\s*(?::|\s[-–—])\s*(?=\S+\s+\S+)/iu;

/** True when an answer says there is nothing yet ('None', 'Not sure yet', 'Unknown'). */
export function saysNothing(text: string): boolean {
  if (text.trim() === '') return true;
  const m = SAYS_NOTHING.exec(text);
  if (!m) return false;
  // 'No churn. 12 clients renewed in March': a short 'No ...' opening a longer answer is a fact
  // of it, not an answer that says nothing.
  return !/^\s*no\s/i.test(m[0]) || wordCount(text.slice(m.index + m[0].length)) < 3;
}

/** Answers that say there is nothing yet: no phrase to build a sentence on. */
// The word ends where no letter of any script follows: 'Naïo Ted' and 'Nação' are names, not 'N/A'.
const SAYS_NOTHING =
  /^\s*((none|nothing|n\/?a|unknown|dunno|idk|no clue|who knows|not (really |quite |totally )?sure|not yet|not started|(see |as |same as |revenue |numbers |figures )?above|no idea|no evidence|tbd|tbc|don'?t (really |actually )?know|dont (really |actually )?know|((i|we) )?(do not|don'?t|did not|didn'?t) (really |actually |honestly )?know|organic only( for now)?|only organic( for now)?|hard to (say|size)|unclear)(?![\p{L}\p{N}])|no\s+(?!one\b)[a-z-]+(\s+[a-z-]+){0,2}\s*([.!;:]|$)|-+\s*$|\?+\s*$)/iu;

const FUNCTION_WORD =
  /^(of|the|a|an|to|and|or|for|with|in|on|at|by|from|their|our|your|is|are|who|that|which|as|into)$/i;

/** Where a noun phrase may end when it must be cut: before a preposition or a participle. */
const PHRASE_BREAK =
  /^(within|of|from|in|at|near|across|around|between|under|over|for|on|by|to|with|who|that|which|aged|starting|looking|living|working|moving|running|selling|buying|using|seeking|trying|wanting|needing|planning)$/i;

/** True when the words end on 'of', 'the', 'a'...; a capital 'A' after a name is part of it ('Series A'). */
function endsOnFunctionWord(words: readonly string[]): boolean {
  const last = words.at(-1) ?? '';
  if (last === 'A' && /^[A-Z]/.test(words.at(-2) ?? '')) return false;
  return FUNCTION_WORD.test(last);
}

/**
 * The customers as a plural noun phrase: 'a working owner with a dog' -> 'working owners with a
 * dog'. Only a phrase that opens with an article is singular; its head noun (the last word before
 * a preposition) takes the plural. Anything else is kept as the founder wrote it.
 */
export function plural(phrase: string | null): string | null {
  const out = pluralOf(phrase);
  // 'MD or FD' is 'MDs or FDs', not 'MD or FDs'; 'Partner or senior associate' is 'partners or
  // senior associates' (a role of its own; 'plant or supply chain managers' keeps its 'plant').
  return (
    out &&
    out
      .replace(/^([A-Z]{2,4}) (or|and|\/) ([A-Z]{2,4}s)\b/, '$1s $2 $3')
      .replace(
        /^((?:[a-z-]+ ){0,2})(partner|owner|founder|director|manager|buyer|teacher|parent|doctor|nurse|lawyer|accountant|engineer|designer|developer|consultant|student|farmer|dentist|architect|principal|head|chef|professional|freelancer|creator|marketer|CEO|CFO|CTO|COO) (or|and) (?=\S)/i,
        (_m, lead: string, role: string, joint: string) => `${lead}${pluralWord(role)} ${joint} `,
      )
  );
}

function pluralOf(phrase: string | null): string | null {
  if (!phrase) return null;
  // 'a bakery w 2-5 staff': 'w' and 'w/' are 'with' (read 29: 'bakery ws').
  phrase = phrase.replace(/\s(?:w\/|w\.|w)\s(?=\S)/gi, ' with ');
  // 'Head of Financial Promotions / Head of Compliance at a bank': two roles; the first speaks
  // for both ('heads of Financial Promotions'), not 'head of Financial Promotions / Heads'.
  const roles = /^(.{3,}?)\s+\/\s+\S/.exec(phrase);
  if (roles?.[1] && roles[1].split(/\s+/).length >= 2) return pluralOf(roles[1]);
  // 'private boarding school 400-1200 students': a singular noun with its size after it is many
  // of them of that size, 'private boarding schools with 400-1200 students'.
  const sized =
    /^((?:a |an )?[a-z][a-z -]{1,40}?[a-z])\s+(\d[\d,.]*(?:\s?[-–]\s?\d[\d,.]*)?\+?)\s+(students|pupils|staff|employees|people|rooms|beds|seats|covers|members|patients|units|homes|vehicles|trucks)$/i.exec(
      phrase,
    );
  const sizedHead = sized?.[1]?.replace(/\s+(with|of)$/i, '');
  if (sizedHead && !/s$/i.test(sizedHead) && sized?.[2] && sized[3]) {
    const many = pluralOf(/^(a|an)\s/i.test(sizedHead) ? sizedHead : `a ${sizedHead}`);
    if (many) return `${many} with ${sized[2]} ${sized[3]}`;
  }
  const someone = /^(someone|somebody|anyone|a person)\b\s*/i.exec(phrase);
  if (someone) return `people ${phrase.slice(someone[0].length)}`.trim();
  // '28 yo nurse from Coburg' is one person: 'people like the 28-year-old nurse from Coburg'.
  const yo = /^(\d{2})\s?(?:yo|y\/o|yrs? old|years? old)\b\s*(.+)$/i.exec(phrase);
  if (yo?.[1] && yo[2]) return `people like the ${yo[1]}-year-old ${yo[2]}`;
  // '5 42-year-old workers' runs two numbers together: 'people like 42-year-old workers'.
  if (/^\d/.test(phrase)) return `${likeWhom(phrase)} ${phrase}`;
  // 'Woman 35-70', 'Bride or groom age 26-31': one person and an age range are many people of
  // that age: 'women aged 35-70', 'brides or grooms aged 26-31'.
  const aged = AGED.exec(phrase);
  if (aged?.[1] && aged[3]) {
    const nouns = aged[1]
      .split(/\s+(or|and)\s+|\//)
      .filter((w) => w && !/^(or|and)$/.test(w))
      .map((w) => w.replace(/\S+$/, (last) => pluralWord(last)));
    return inSentence(`${nouns.join(' or ')} aged ${aged[3]}${aged[4] ?? ''}`);
  }
  // 'Newly diagnosed' names people by what happened to them: 'people newly diagnosed'.
  if (/^((newly|recently|just) )?[a-z]+ed$/i.test(phrase))
    return `people ${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`;
  // 'Plant or supply chain manager': a role without its article is one person; many are
  // 'plant or supply chain managers'.
  const role = ROLE_HEAD.exec(phrase);
  if (role && !/^(a|an|the|one)\s/i.test(phrase) && phrase.split(/\s+/).length <= 6)
    return inSentence(`${phrase.slice(0, role.index)}${pluralWord(role[1]!)}`);
  // 'Founder/head of product at a SaaS' is either of two people: 'founders or heads of product'.
  const either = /^([A-Za-z][a-z-]{2,})\/([a-z][a-z-]{2,})(\s+(of|at|in)\s.*)?$/.exec(phrase);
  if (either?.[1] && either[2])
    return inSentence(`${pluralWord(either[1])} or ${pluralWord(either[2])}${either[3] ?? ''}`);
  // 'Owner of a 2-5 shop bakery chain' is one owner without its article: many are 'owners of...';
  // 'Clinic owned by a dentist' are 'clinics owned by a dentist', not 'clinic owneds'.
  if (
    /^(?!(the|one|any|each|every)\s)[a-z-]{3,}(\s+[a-z-]{3,})?\s+(of|at|in|with|who|that|running|managing|doing|making|selling|serving|earning|turning|spending|having|using|needing|wanting|looking|based|located|from|near|(?:owned|run|operated|led|founded|staffed|managed) by)\s/i.test(
      phrase,
    ) &&
    !/^[a-z-]+s\s/i.test(phrase) &&
    !/^(staff|people|management|someone|everyone|anyone|each|every|all|most|some|our|my|their|this|that)\b/i.test(
      phrase,
    )
  )
    return plural(`a ${phrase}`);
  // One noun, as a label left it ('franchisee'): many of them are 'franchisees'.
  if (
    /^[a-z][a-z-]{3,}$/.test(phrase) &&
    !/(s|ff|ship|ment|ing|ness|ware|data|media|people|police|public|youth|equipment)$/.test(phrase)
  )
    return pluralWord(phrase);
  const article = /^(a|an|the|one)\s+/i.exec(phrase);
  // 'Private hospital group in Riyadh', 'Family owned GC', 'Café with 40-80 covers': one of the
  // customers, written without its article; many of them are 'private hospital groups in Riyadh'.
  if (!article && singularHead(phrase)) return plural(`a ${phrase}`);
  // 'Series A SaaS' names a company by its kind: many are 'Series A SaaS companies'.
  if (!article && /\b(saas|b2b|b2c|d2c|smb|sme)$/i.test(phrase))
    return inSentence(`${phrase} companies`);
  // 'Two working parents' is one household's pair: many of them are 'working parents', or
  // 'read it to five two working parents' follows.
  const pair = /^(two|three|four)\s+(?=\S+\s+\S*s\b|\S+s\b)/i.exec(phrase);
  if (pair) return inSentence(phrase.slice(pair[0].length));
  // 'Many independent cafes' is already plural; mid-sentence it reads 'many independent cafes'.
  if (!article)
    return phrase.replace(
      /^(Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Many|Most|Some|All|Small|Large|Busy|Young|Independent|Local)\b/,
      (w) => w.toLowerCase(),
    );
  // 'The only HR person at a firm' is one per firm: many firms' are 'HR people at ...'.
  const words = phrase
    .slice(article[0].length)
    .replace(/^(only|sole|single|lone)\s+(?=\S)/i, '')
    .split(/\s+/);
  const prep = words.findIndex(
    // 'a sponsor selling software to start-ups': the noun before a verb or preposition; 'hija
    // de 35-45' is 'hijas de 35-45', not 'hija des' (read 36).
    (w, k) =>
      (k > 0 &&
        /^(of|in|at|with|for|from|on|near|who|that|which|whose|to|by|under|over|across|without|aged|between|de|del|da|do|dos|das|du|von|selling|using|buying|running|looking|preparing|planning|trying|working|living|seeking|wanting|needing|making|paying|spending|managing|owning|doing|serving|earning|turning|having|based|located)$/i.test(
          w,
        )) ||
      // 'a clinic owned by a dentist': a participle with its 'by' ends the noun; 'a family owned GC' keeps it.
      (k > 0 &&
        /^(owned|run|operated|led|founded|staffed|managed|funded)$/i.test(w) &&
        /^by$/i.test(words[k + 1] ?? '')),
  );
  // 'a couple marrying at a quinta', 'a couple marrying': a participle ends the noun, where a
  // noun in -ing does not ('a small catering business').
  const participle = words.findIndex(
    (w, k) =>
      k > 0 &&
      /^[a-z]{2,}ing$/i.test(w) &&
      (k === words.length - 1 ||
        /^(a|an|the|at|in|on|for|to|with|from|into|through|after|between|around|across|over|under|up|out|their|his|her|its|two|three|four|five|several|many|multiple|more|[$£€¥₹]?\d[\d,.$£€¥₹k-]*)$/i.test(
          words[k + 1] ?? '',
        )),
  );
  const stop = [prep, participle].filter((k) => k > 0);
  let head = stop.length > 0 ? Math.min(...stop) - 1 : words.length - 1;
  // Spanish, Portuguese, French: the noun comes first, its adjectives after ('gerente
  // administrativa de una empresa' is 'gerentes administrativa de una empresa'); a noun paired
  // at the end ('cooperativa de crédito or hospital') takes the plural too.
  if (prep > 0 && /^(de|del|da|do|dos|das|du)$/i.test(words[prep] ?? '')) {
    head = 0;
    const last = words.length - 1;
    if (
      last > prep + 1 &&
      /^(or|and|ou|o|y|e)$/i.test(words[last - 1] ?? '') &&
      /^\p{L}{3,}$/u.test(words[last] ?? '')
    )
      words[last] = pluralWord(words[last] ?? '');
  }
  while (head > 0 && !/\p{L}/u.test(words[head] ?? '')) head -= 1;
  words[head] = pluralWord(words[head] ?? '');
  // 'owners of an elderly cat' are 'owners of elderly cats': each has their own.
  if (/^of$/i.test(words[head + 1] ?? '') && /^(a|an)$/i.test(words[head + 2] ?? '')) {
    const from = head + 3;
    let end = from;
    while (
      end + 1 < words.length &&
      !/^(of|in|at|with|for|from|on|near|who|that|which|whose|to|by|and|or)$/i.test(
        words[end + 1] ?? '',
      )
    )
      end += 1;
    // 'a hardware or distribution business': a pair of nouns stays as written, with its article.
    const paired = /^(or|and|&)$/i.test(words[end + 1] ?? '');
    if (!paired && end < words.length && /^[a-z-]{3,}$/.test(words[end] ?? '')) {
      words[end] = pluralWord(words[end] ?? '');
      words.splice(head + 2, 1);
    }
  }
  // 'a plumber or electrician': both nouns of the pair.
  if (
    head >= 2 &&
    /^(or|and|&)$/i.test(words[head - 1] ?? '') &&
    /^[a-z-]{3,}$/i.test(words[head - 2] ?? '')
  )
    words[head - 2] = pluralWord(words[head - 2] ?? '');
  // 'analysts who eats out' → 'analysts who eat out'.
  // ('hijas de 35-45 that buys': the first 'who' or 'that' after the noun.)
  const rel = words.findIndex((w, k) => k > head && /^(who|that)$/i.test(w));
  const verb = rel > 0 ? rel + 1 : -1;
  if (verb > 0 && words[verb]) words[verb] = pluralVerb(words[verb]);
  const out = inSentence(words.join(' '));
  // '28-year-olds who tried bouldering' name people already: no 'people like'.
  if (/^\d+-year-olds\b/.test(out)) return out;
  return /^\d/.test(out) ? `${likeWhom(out)} ${out}` : out;
}

/** Words that are never counted one by one: no plural to give them. */
const UNCOUNTED =
  /^(staff|people|software|data|media|equipment|healthcare|hospitality|retail|management|police|public|youth|logistics|everyone|anyone|someone|me|myself|us|them|it|this|that|all|most|some|each|every)$/i;

/**
 * True when a phrase without an article names one customer: its head noun (the last word before
 * 'with', 'in', a participle...) is a countable noun in the singular ('group', 'GC', 'Café').
 */
function singularHead(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  if (
    /^(\d|two|three|four|five|six|seven|eight|nine|ten|many|most|some|all|our|my|their|these|those|both)\b/i.test(
      phrase,
    )
  )
    return false;
  const stop = words.findIndex(
    (w, k) =>
      k > 0 &&
      (/^(of|in|at|with|for|from|on|near|who|that|which|whose|to|by|and|or|&|across|without|aged|between)$/i.test(
        w,
      ) ||
        /^[a-z]{2,}ing$/.test(w)),
  );
  let at = stop > 0 ? stop - 1 : words.length - 1;
  // 'monthly donor $25-50 living...': the noun is the word before the figure.
  while (at > 0 && !/\p{L}/u.test(words[at] ?? '')) at -= 1;
  const head = words[at] ?? '';
  // 'Hotel Negresco': a capitalised word after the first is a name.
  if (at > 0 && /^\p{Lu}\p{Ll}/u.test(head)) return false;
  if (!/^[\p{L}][\p{L}'-]*$/u.test(head) || UNCOUNTED.test(head)) return false;
  // 'Education department' is one of many (read 38), where 'management' is none.
  if (
    /(ing|(?<!busi)ness|ware|(?<!depart|apart|govern|establish|settle|compart|docu|instru|tourna|seg|ele)ment|ism|ics)$/i.test(
      head,
    ) &&
    !/^[A-Z]+$/.test(head)
  )
    return false;
  // Already plural ('cafes', 'GCs'), unless its s is part of the word ('business', 'bus').
  if (/[^su]s$/i.test(head) && !/(is|ss|us)$/i.test(head)) return false;
  // A word of one or two letters, or a name in capitals ('SaaS'), is not a noun to count.
  if (head.length < 2 || /[a-z][A-Z]/.test(head)) return false;
  return true;
}

/** 'people like 30-year-old analysts', but 'businesses like 4-lift garages'. */
function likeWhom(phrase: string): string {
  const head = phrase.split(/\s+(?:of|in|at|with|for|from|on|who|that)\s+/i)[0] ?? phrase;
  return /\b(garages?|shops?|stores?|clinics?|restaurants?|cafes?|bakeries|bakery|farms?|firms?|companies|company|offices?|practices?|hotels?|salons?|schools?|businesses|business|venues?|bars?|pubs?|workshops?|factories|factory|warehouses?|agencies|agency)$/i.test(
    head,
  )
    ? 'businesses like'
    : 'people like';
}

function pluralVerb(word: string): string {
  const irregular: Record<string, string> = { has: 'have', is: 'are', was: 'were', does: 'do' };
  const lower = word.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(sh|ch|x|ss|o)es$/.test(lower)) return word.slice(0, -2);
  if (/[^s]s$/.test(lower)) return word.slice(0, -1);
  return word;
}

function pluralWord(word: string): string {
  const irregular: Record<string, string> = {
    man: 'men',
    woman: 'women',
    person: 'people',
    child: 'children',
  };
  const lower = word.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  // 'Brazilian women 35-60': already plural (read 30: 'womens').
  if (
    /^(men|women|people|children|staff|folks?|police|cattle|sheep|fish|deer|personnel|inhaber|geschäftsführer|handwerker|unternehmer|betreiber|mitarbeiter|meister|gründer)$/.test(
      lower,
    )
  )
    return word;
  // 'Series A SaaS' is a company: many of them are 'Series A SaaS companies'.
  if (/^(saas|b2b|b2c|d2c|dtc|smb|sme|fintech|proptech|edtech|healthtech)$/.test(lower))
    return `${word} companies`;
  // 'start-ups', 'analytics': already plural.
  if (/[^su]s$/i.test(word) && !/(is|ss|us)$/i.test(word)) return word;
  // Spanish and Portuguese: 'financiador' is 'financiadores', 'asociación' 'asociaciones'.
  if (/[aei]dor$/i.test(word) && !/^ambassador$/i.test(word)) return `${word}es`;
  if (/ción$/i.test(word)) return `${word.slice(0, -4)}ciones`;
  if (/(s|sh|ch|x|z)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The first money figure the founder wrote with the words around it: '£49 a month'. */
function priceOf(p: FounderProfile): string | null {
  const money = p.figures.find((f) => /^[$£€¥₹]/.test(f.figure) && !/^(market|size)/.test(f.path));
  if (!money) return null;
  const m = new RegExp(
    `${money.figure.replace(/[$^.*+?()[\]{}|\\]/g, '\\$&')}(\\s+(a|per|each|an|every|/)\\s*[a-z]+)?`,
    'i',
  ).exec(money.sentence);
  return m ? m[0].trim() : money.figure;
}

/** The founder's strongest counted fact: '12 paying customers' before '3 pilots' before '20 interviews'. */
function strongestDone(p: FounderProfile): string | null {
  const order = [
    'revenue',
    'paying-customers',
    'sales',
    'pre-orders',
    'pilots',
    'users',
    'waitlist',
    'interviews',
    'survey',
    'prototype',
  ];
  for (const kind of order) {
    const d = p.done
      .filter((x) => x.kind === kind && x.count !== null)
      .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[0];
    if (d) return d.phrase;
  }
  return null;
}

function teamOf(p: FounderProfile): string | null {
  if (p.team.solo) return 'you alone';
  if (p.team.size && p.team.size > 1) return `your team of ${p.team.size}`;
  return null;
}

function answersText(form: FormState): string {
  return [form.product, form.market, form.execution]
    .flatMap((section) => Object.values(section))
    .filter((v): v is string => typeof v === 'string')
    .join('\n');
}

/** A solution that opens on the founder describing themselves: 'I am a sworn translator...'. */
const SELF_DESCRIBED = /^\s*(i am|i'm|we are|we're)\s+(a|an)\s/i;

/**
 * What is offered, as the founder put it. A solution that opens on who the founder is ('I am a
 * publicly appointed and sworn translator') is quoted from the role on: 'a publicly appointed and
 * sworn translator', which reads where a thing is expected; 'I am a publicly...' does not.
 */
/**
 * A challenged assumption in two parts, the belief and what replaced it, when what replaced it is
 * about what buyers value or fear: ['our PhD quality was the selling point', 'It is speed and no
 * corrections'].
 */
function learnedOf(text: string): [string, string] | null {
  const m =
    /^\s*(?:i|we) (?:thought|assumed|believed|expected)\s+(?:that\s+)?([^.;!?]{8,120})[.;!?]\s+(?:but\s+|actually,?\s+|in fact,?\s+|turns out,?\s+)?([^.!?]{8,140})[.!?]?\s*$/i.exec(
      text,
    );
  if (!m?.[1] || !m[2]) return null;
  // What buyers value or fear ('It is speed and no corrections', 'they want a backup'), not who
  // decides ('practice managers decide') or a guess ('Maybe they want it per season').
  if (
    /^\s*(maybe|perhaps|probably|not sure)\b/i.test(m[2]) ||
    (!/\b(values?|wants?|asks?|ask about|cares?|fears?|worr\w*|choos\w*|prefers?|happiest|likes?|loves?|trust\w*)\b/i.test(
      m[2],
    ) &&
      // 'It is speed and no corrections' answers a belief about the selling point.
      !(
        /^\s*(it is|it's|its)\s/i.test(m[2]) &&
        /\b(selling point|the reason|why (they|people|clients|customers))\b/i.test(m[1])
      ))
  )
    return null;
  return [m[1].trim(), m[2].trim()];
}

/** A priority that opens on what the founder will do: 'Launch', 'Bring', 'Get to'. */
const GOAL_VERB =
  /^(launch|get|earn|bring|add|sign|hire|raise|reach|fix|close|replace|stop|make|build|grow|double|cut|finish|test|find out|win|move|open|start|land|convert|turn|sell|ship|hit|secure|prove|validate|recruit|train|reduce|increase|lower|improve|book|onboard|complete|pass|register|lock|renew|retain|keep|recover|collect|publish|release|deliver|expand|enter|negotiate|switch|migrate|automate|document|write|reprice|fill|fund|pilot)\s/i;
/** Where a priority's first aim ends: its next clause, a reason, a bracket. */
const GOAL_END =
  /\s(?:and|with|so|before|without|while|because|but|then|plus|[-–—+])\s|[,;:.!?](?=\s|$)|\s\(/i;

/**
 * The founder's priority said as an aim, for its mentions after the first in a session: 'Launch
 * Hikayati by Ramadan with 100 subscribers' is 'your aim to launch Hikayati by Ramadan'. A
 * priority that opens otherwise, or whose first aim is long, is 'your 30-day priority'.
 */
export function goalShort(priority: string): string {
  const head = priority.trim().split(GOAL_END)[0]?.trim() ?? '';
  const words = head.split(/\s+/);
  if (
    !GOAL_VERB.test(`${head} `) ||
    words.length < 2 ||
    words.length > 8 ||
    // ('Earn the same (~85k) with fewer hours' says no aim in 'earn the same'.)
    /\b(the|a|an|of|to|in|on|at|for|by|from|my|our|per|if|whether|same|more|less|better)$/i.test(
      head,
    )
  )
    return 'your 30-day priority';
  // ('Raise my retainer' is 'your aim to raise your retainer'.)
  const yours = head
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\b(myself|ourselves)\b/gi, 'yourself')
    .replace(/\b(me|us)\b/g, 'you');
  return `your aim to ${yours.charAt(0).toLowerCase()}${yours.slice(1)}`;
}

/** A solution that opens on a count of its lines: 'Two programs: (1) Camp for foreigners...'. */
const listOpener = (solution: string) =>
  /^\W*(two|three|four|five|2|3|4|5) (programs?|programmes?|services|products|lines|offers|options|plans|packages|parts)\b/i.test(
    solution,
  );

/**
 * The business's own name where another answer gives it ('We opened Sit Nok Gym near Nimman in
 * 2022'): said in place of a solution that opens on a list (read 41: 'Two programs...' 33 times).
 */
function ownName(form: FormState): string | null {
  const text = `${form.product.whyWorthSolving}\n${form.product.evidence}\n${form.execution.delivery}`;
  const m =
    /\b(?:opened|founded|started|launched|run|runs|called|named)\s+((?:\p{Lu}[\p{L}&'-]*\s){0,3}\p{Lu}[\p{L}&'-]*)/u.exec(
      text,
    );
  return m?.[1] && m[1].split(/\s+/).length >= 2 ? m[1] : null;
}

function offerOf(solution: string): string | null {
  // 'We are Fika Studio, two UX designers. ... into 'Onboarding Sprint'': the founders are
  // named first; the offer is the product named in quotes.
  if (NAMED_SELF.test(solution)) {
    const product = /(?:^|\s)['‘"“]([A-Z][\p{L}\d&' -]{2,40}?)['’"”](?=[\s:,.;)]|$)/u.exec(
      solution,
    );
    if (product?.[1]) return product[1];
  }
  // 'Brightwell Commercial Cleaning Ltd. Daily/weekly contract cleaning...': the company's name.
  const company = LEGAL_NAME.exec(solution);
  if (company?.[1]) return company[1];
  // 'Tiny Lanterns - a free to play logic puzzle game', 'VoltWiel: a front-wheel hub motor kit':
  // a name, then what it is; the name says it in every later line.
  const named = NAME_THEN_WHAT.exec(solution) ?? NAME_COMMA.exec(solution);
  if (named?.[1]) return named[1];
  // 'I make wedding cakes to order from my home kitchen...': what the founder makes, not 'I make'.
  const thing = madeThing(solution);
  if (thing) return thing;
  const m = SELF_DESCRIBED.exec(solution);
  return phraseOf(m ? solution.slice(m[0].length - m[2]!.length - 1).trim() : solution);
}

/** What a founder who opens on 'I make ...' or 'I do ...' makes or does: 'wedding cakes'. */
function madeThing(solution: string): string | null {
  const does = I_MAKE.exec(solution);
  const thing = does?.[2]
    ?.split(/\s+(?:to order|from|for|in|at|with|by|on|and deliver|which|that)\b|[,.;:(+]/)[0]
    ?.trim();
  // 'We bake to order every night' names no thing made.
  if (
    !thing ||
    /^(to|for|from|in|at|on|with|by|every|each|daily|weekly|it|them|this|that)\b/i.test(thing)
  )
    return null;
  return thing.split(/\s+/).length <= 5 ? thing : null;
}

/** The craft of a founder who says what they do but names no thing: 'We bake to order' -> 'baking'. */
function craftOf(solution: string): string | null {
  const verb = I_MAKE.exec(solution)?.[1]?.toLowerCase();
  if (!verb || !/^(bake|brew|roast|sew|print|bind|craft|build|design|restore|repair)$/.test(verb))
    return null;
  return `${verb.replace(/e$/, '')}ing`;
}

/** 'Eastside Community Pantry, registered charity since 2009': a name of capitalised words, then what it is. */
const NAME_COMMA =
  /^\s*(\p{Lu}[\p{L}\d'’&-]*(?:\s+\p{Lu}[\p{L}\d'’&-]*){1,3}),\s+(?:a|an|the|our|registered|founded|est\.?|since|family[- ]run|run by)\b/u;
/** Lower-case words that join a name's words: 'Pipe og Peis', 'Suelas del Oriente'. */
const JOIN_WORDS = 'og|och|und|and|de|del|di|da|do|du|la|le|el|y|e|et|of|the|van|von|der|des|den';
/** A word that may stand between a name's capitalised words ('Pipe og Peis', 'Fynbos & Co'). */
export const NAME_JOIN = new RegExp(`^(?:${JOIN_WORDS}|&)$`);
/**
 * A name of one to four capitalised words, then a dash or colon and what it is ('Pipe og Peis
 * Trøndelag: I fix avvik': a name may join its words with 'og', 'del', 'and').
 */
const NAME_THEN_WHAT = new RegExp(
  String.raw`^\s*(\p{Lu}[\p{L}\d'’&-]*(?:\.(?:io|com|ai|app|co|de|net|org|so|dev))?(?:\s+(?:(?:${JOIN_WORDS}|&)\s+)?\p{Lu}[\p{L}\d'’&-]*){0,3})\s*(?:\s[-–—]\s|:\s)(?=\S)`,
  'u',
);

/** A solution that opens on what the founder does: 'I make wedding cakes to order...'. */
const I_MAKE =
  /^\s*(?:i|we)\s+(make|bake|build|craft|sew|brew|roast|grow|design|print|bind|restore|repair|sell|rent out|hire out|do|offer|provide|run)\s+(\S.*)$/i;

/** A solution that opens on a company's registered name: 'Brightwell Commercial Cleaning Ltd.'. */
const LEGAL_NAME =
  /^\s*((?:[\p{Lu}\d][\p{L}\d&'’-]*\s+){0,5}[\p{Lu}\d][\p{L}\d&'’-]*),?\s+(?:ltd|limited|llc|inc|gmbh|s\.?l\.?|s\.?a\.?|sarl|sas|b\.?v\.?|pty ltd|plc|oy|ab|sp\. z o\.o|srl|s\.?r\.?l\.?|ug|co\.)\.?(?=\s|,|$)/iu;

/** A solution that opens on the founders' own name: 'We are Fika Studio, two UX designers.' */
const NAMED_SELF = /^\s*([Ww]e are|[Ww]e're|I am|I'm)\s+(?!a\s|an\s|the\s)[A-Z]/;

const mid = (phrase: string | null): string | null => phrase && midSentence(phrase);

/**
 * A sum with what is left of it ('R$85 mil from a Centelha PE grant ... ~R$38 mil left') is read
 * from what is left: counting months from the whole grant more than doubled a runway (read 33).
 */
function moneyLeft(resources: string): string {
  const left =
    /(~\s?|about |around )?((?:[A-Z]{0,3}\$|[€£₹₦¥]|R\$|Rp|KES|NGN|EUR|USD)\s?[\d.,]+\s?(?:k|m|mil|lakh|l|cr)?)\s+(left|remaining|restantes?|sobrando)\b/i.exec(
      resources,
    );
  const first = resources.split(/[.;\n]/)[0]?.trim() ?? '';
  // '$28k left in savings' says what is left already.
  if (
    !left?.[2] ||
    left.index <= resources.indexOf(first) + 3 ||
    !/^\W*(~\s?)?(?:[A-Z]{0,3}\$|[€£₹₦¥]|R\$|Rp|KES|NGN|EUR|USD)\s?\d/.test(resources)
  )
    return resources;
  return `${left[1] ?? ''}${left[2]} ${left[3]} (${first})`;
}

/** The founder's words for the plays, each marked. */
export function founderWords(form: FormState, p: FounderProfile): Words {
  const ph = (text: string, max?: number) => phraseOf(text, max);
  const ideal = nounPhraseOf(form.market.idealCustomer) ?? nounPhraseOf(form.market.target);
  // A non-profit whose ideal customer is its funder ('financiador: empresa mediana with RSE
  // budget') serves someone else: the plays speak of who is served, the funder has its own word
  // (read 34: 'which group of financiadores moves attendance').
  const who = p.model === 'non-profit' && ideal && FUNDER_HEAD.test(ideal) ? servedNoun(p) : ideal;
  const done = strongestDone(p);
  const figure = p.figures.find((f) => /\d/.test(f.figure) && f.figure.length >= 2);
  const learned = learnedOf(form.reflection.challengedAssumptions);
  const raw: Record<WordKey, string | null> = {
    who,
    // Said mid-sentence: 'Dog owners in Austin' reads 'dog owners in Austin'.
    whoAll: mid(plural(who)),
    market: mid(nounPhraseOf(form.market.target)),
    pain: ph(form.product.problem, 12),
    today: ph(form.product.currentHandling),
    why: ph(form.product.whyWorthSolving, 12),
    offer: listOpener(form.product.solution)
      ? (ownName(form) ?? offerOf(form.product.solution))
      : offerOf(form.product.solution),
    proofText: ph(form.product.evidence, 12),
    edge: ph(form.product.differentiation),
    found: ph(form.market.discoveryEvaluation, 12),
    paid: ph(form.market.payEvidence, 12),
    // 'Google Ads 4k zł/month, uni fairs' is the founder's own spend, not what buyers have.
    budget: ownSpend(form.market.budget) ? null : ph(form.market.budget),
    funder: ph(funderOf(form)),
    // 'habit tracking apps market is $XX billion (saw a report)': a figure left blank is no size.
    size: /[$€£]\s?X{1,3}\b|\bX{2,3}\s?(bn|billion|million|m|k)\b/i.test(form.market.marketSize)
      ? null
      : ph(form.market.marketSize),
    deliver: ph(form.execution.delivery),
    partners: ph(moneyLeft(withoutOwnStatus(form.execution.resourcesPartners))),
    // '1) FCC Part 15 + CE ...': the first of a numbered list, without its number.
    risk: ph(
      form.execution.risks
        .replace(/^\s*\(?1[).:]\s+/, '')
        // 'Biggest: we are not allowed to...': the label is not the risk.
        .replace(/^\s*(the )?(biggest|main|top|#1|number one)( one| risk)?\s*[:\-–]\s*/i, ''),
    ),
    channel: ph(form.execution.goToMarket) ?? ph(form.execution.salesMarketing),
    // 'Marketing spend R$ 35k/month' is a budget, not a way of selling: the next sentence is.
    sell: sellOf(form.execution.salesMarketing),
    // 'Want to reach 12 schools in 2 years' is a growth goal, not a way of keeping anyone.
    keep: keepOf(form.execution.retentionGrowth, !!who && /\bdonors?\b/i.test(who)),
    goal: ph(form.actionPlan.priority, 12),
    measure: ph(form.actionPlan.successMeasures, 12),
    task: ph(form.actionPlan.next30Days.find((t) => t.trim() !== '') ?? '', 12),
    price: priceOf(p),
    // 'decide if we hire another writer or raise price to 2.500': the founder's own price to test.
    // 'Want to send SMS reminders but never did it': a way of keeping customers never started.
    keepPlan: ph(
      sentences(form.execution.retentionGrowth).find(
        (x) =>
          /\bnever (did|done|started|tried)\b|\b(haven'?t|havent|have not|not) (started|done|tried)\b/i.test(
            x,
          ) &&
          /\b(remind\w*|loyalty|follow[- ]?ups?|newsletters?|check[- ]?ins?|win[- ]?back|sms|e-?mails?|whatsapp|calls?)\b/i.test(
            x,
          ),
      ) ?? '',
      12,
    ),
    priceStep: ph(
      form.actionPlan.next30Days.map((t) => PRICE_STEP.exec(t)?.[0] ?? '').find(Boolean) ?? '',
      12,
    ),
    cut: p.platformCut,
    figure: figure ? figure.figure : null,
    done,
    place: p.place ? p.place.replace(/^ in (the )?/, '') : null,
    industry: p.industry.specific ? p.industry.label : null,
    team: teamOf(p),
    hardest: ph(form.reflection.hardestPillar),
    surprise: ph(form.reflection.surprises, 12),
    challenged: ph(form.reflection.challengedAssumptions, 12),
    // 'I thought our PhD quality was the selling point. It is speed and no corrections.': what the
    // founder learned buyers value, and the belief it replaced (read 41: never used).
    learned: ph(learned?.[1] ?? '', 14),
    thought: ph(learned?.[0] ?? '', 10),
  };
  const marked = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, v === null ? null : mark(v, k)]),
  ) as Record<WordKey, string | null>;
  const loop = Object.fromEntries(
    LOOPS.map((l) => [
      l,
      {
        now: markOrNull(ph(form.loops[l].current, 12), 'now'),
        plan: markOrNull(ph(form.loops[l].actions, 12), 'plan'),
        metric: markOrNull(ph(form.loops[l].metrics), 'metric'),
      },
    ]),
  ) as Words['loop'];
  const named = (text: string, key: string) => {
    // The thing's own noun phrase, as compromise reads it: 'A food truck serving tacos' -> 'your
    // food truck'. A pronoun, a clause or a long phrase makes no name.
    const first = sentences(text)[0];
    if (!first || saysNothing(first)) return;
    // 'Lockside Brewing: a 7-barrel brewhouse...': the brand the founder opens on is its name,
    // kept as written and without 'your'.
    const brand =
      // 'Kohlenstoff.io - SaaS that...': a web name keeps its dot.
      /^(\p{Lu}[\p{L}\p{N}'’&+-]*(?:\.(?:io|com|ai|app|co|de|net|org|so|dev))?(?:\s+(?:&|and|of|the|\p{Lu}[\p{L}\p{N}'’&+-]*)){0,4})(?:\s*\([^)]{1,30}\))?\s*(?::|\s[-–—]\s|\sis\s(?:a|an|the)\b)/u.exec(
        first,
      );
    // 'Bab Sharqi, a food truck run by me': a name of two or more capitalised words set off by
    // an appositive is a name too (one word, 'Drones, a new way...', may be an ordinary noun).
    const appositive =
      /^(\p{Lu}[\p{L}\p{N}'’&+-]*(?:\s+\p{Lu}[\p{L}\p{N}'’&+-]*){1,3}),\s+(?:a|an|the|our)\s/u.exec(
        first,
      );
    // 'Bangkapp (web app, no download, works on slow data).': one capitalised word whose aside
    // says what it is, and nothing else in the sentence, is its name; a common word the founder
    // also writes in lower case ('Coaching (1:1, weekly).') is not.
    const namedAside =
      /^(\p{Lu}[\p{L}\p{N}'’&+-]{2,}(?:\.(?:io|com|ai|app|co|de|net|org|so|dev))?)\s*\([^)]{3,80}\)\s*[.;:]?\s*$/u.exec(
        first,
      );
    const asideName =
      namedAside?.[1] &&
      !new RegExp(
        `\\b${namedAside[1].toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
      ).test(answersText(form))
        ? namedAside[1]
        : undefined;
    const name = brand?.[1] ?? appositive?.[1] ?? asideName;
    if (key === 'offer' && name && !/^(We|Our|It|This|The|A|An|I)$/.test(name)) {
      short[key] = mark(name, key);
      return;
    }
    // '$250k from friends and family' is money, not a thing with a name.
    if (/^[A-Z]{0,3}[$£€¥₹]\s?[\d,.]+\s?(k|m|bn|million)?\s+(from|in|of)\b/i.test(first)) return;
    const np = nlp(first).nouns().first() as unknown as {
      found: boolean;
      has: (t: string) => boolean;
      text: () => string;
    };
    // 'Concentrated cleaning refills in letter-box-sized pouches, ...': compromise may read the
    // opening plural as a verb and find a later noun; the opening words before the first
    // preposition name the thing when they end on a plural noun.
    const lead =
      /^(?:(?:a|an|the|our)\s+)?((?:[a-z0-9-]+\s+){1,4}[a-z-]{3,}s)\s+(?:in|with|for|on|at|from|that|which|delivered|sold|made|sent)\b/i.exec(
        first,
      );
    if (
      // Only the offer is described this way; a channel or a team opens on other words.
      key === 'offer' &&
      lead?.[1] &&
      !/^(through|via|by|with|from|at|in|on|for|and|or|to|as)\b/i.test(lead[1]) &&
      // Compromise's own opening noun phrase wins, unless it stops short of the lead's plural
      // ('free weekly 2-hour coding' of 'free weekly 2-hour coding clubs').
      !(
        np.found &&
        first.toLowerCase().startsWith(
          np
            .text()
            .toLowerCase()
            .replace(/^(a|an|the|our) /, ''),
        ) &&
        np.text().replace(/^(a|an|the|our) /i, '').length >= lead[1].length
      ) &&
      !/^(we|i|our|you|they|it|this|these|those|each|every|all|most|some)\b/i.test(lead[1]) &&
      // 'Connects farmers with buyers' opens on a verb, not a name.
      !/^[a-z]+s$/i.test(lead[1].split(/\s+/)[0] ?? '')
    ) {
      const phrase = lead[1];
      const lower =
        /^[A-Z][a-z]/.test(phrase) && !properNoun(phrase.split(' ')[0] ?? '', answersText(form))
          ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
          : phrase;
      short[key] = mark(`your ${lower}`, key);
      return;
    }
    if (!np.found || np.has('#Pronoun')) return;
    // 'each Monday HR uploads...' names a time, not a thing: 'your each Monday HR' reads wrong.
    if (/^(each|every|all|most|some|any|no|this|these|those|that)\b/i.test(np.text())) return;
    // '+ $150k SBA loan' is an amount, not a thing with a name to call it by.
    if (/^[^\p{L}\d$£€¥₹₦]/u.test(np.text().trim())) return;
    // 'Bootstrapped, profitable most months': a span of time is no thing ('your profitable most
    // months').
    if (/\b(months?|weeks?|years?|days?|times?|hours?)$/i.test(np.text().replace(/[,;:.]+$/, '')))
      return;
    // 'A fixed-price brand and packaging sprint': the first half of a pair is not its name.
    const at = first.indexOf(np.text());
    if (at >= 0 && /^[\s,]*(and|or|&)\b/i.test(first.slice(at + np.text().length))) return;
    // 'Two accounting (firms)' is a count cut short, not a name; '$89 sensor' is a name.
    if (
      /^(a |an |the )?(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b(?![,.]?\d)/i.test(
        np.text(),
      )
    )
      return;
    // 'CA$6M Series A': compromise leaves the capital letter that ends the name outside it.
    const letter = at >= 0 ? /^ ([A-Z])\b(?![.'’])/.exec(first.slice(at + np.text().length)) : null;
    let words = `${np.text()}${letter ? ` ${letter[1]}` : ''}`
      .replace(/[,;:.]+$/, '')
      .replace(/^(a|an|the|our|my)\s+/i, '')
      .split(/\s+/);
    // 'Concentrated cleaning refills in letter-box-sized pouches': the head before the first
    // preposition names it ('your concentrated cleaning refills').
    const prep = words.findIndex(
      (w, i) => i >= 2 && /^(in|with|for|on|at|of|from|to|by|via|through)$/i.test(w),
    );
    if (words.length > 4 && prep >= 2) words = words.slice(0, prep);
    // 'A rented kitchen (€480 a month)': a name ends where its aside opens.
    const aside = words.findIndex((w) => /^[([]/.test(w));
    if (aside >= 0) words = words.slice(0, aside);
    // 'founder-led sales + the AE': a name never ends on '+', '&' or '/'.
    while (words.length && /^[+&/]+$/.test(words.at(-1) ?? '')) words = words.slice(0, -1);
    if (words.length < 2 || words.length > 4) return;
    const bare = words.join(' ');
    // 'Denise LeBlanc Tax Services' is a name of capitalised words: as written, without 'your'.
    if (
      words.length >= 2 &&
      // ('Suelas del Oriente': a name may join its words with 'del', 'og', 'and'.)
      words.every((w, i) => /^[A-Z0-9&]/.test(w) || (i > 0 && NAME_JOIN.test(w))) &&
      /^[A-Z0-9&]/.test(words.at(-1) ?? '') &&
      !words.some((w) => /[$£€¥₹]/.test(w)) &&
      !/^the\s/i.test(np.text())
    ) {
      short[key] = mark(bare, key);
      return;
    }
    // 'The Dog-Eared Page' is the shop's name: it keeps its article ('your Dog-Eared Page' reads
    // as a page the founder owns).
    if (/^the\s/i.test(np.text()) && words.every((w) => /^[A-Z0-9]/.test(w))) {
      short[key] = mark(`The ${bare}`, key);
      return;
    }
    const lower =
      /^[A-Z][a-z]/.test(bare) &&
      // 'KukuHatch incubators': a word capitalised inside is a name (read 45).
      !/^\p{Lu}\p{Ll}+\p{Lu}/u.test(bare) &&
      // 'Electrolux Professional distributor': capitalised words in a row are a name.
      !/^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}/u.test(bare) &&
      !properNoun(bare.split(' ')[0] ?? '', answersText(form))
        ? bare.charAt(0).toLowerCase() + bare.slice(1)
        : bare;
    short[key] = mark(`your ${lower}`, key);
  };
  const short: Partial<Record<string, string>> = {};
  named(form.product.solution, 'offer');
  if (!short.offer) {
    const name = offerHead(form.product.solution);
    if (name) short.offer = mark(`your ${name}`, 'offer');
  }
  // 'I do Detailed Seismic Assessments (DSA) + ...' is quoted 'Detailed Seismic Assessments',
  // then called 'your Detailed Seismic Assessments'.
  // 'We bake to order every night' is quoted once, then called 'your baking'.
  const made = short.offer
    ? null
    : (madeThing(form.product.solution) ?? craftOf(form.product.solution));
  if (made) short.offer = mark(`your ${made}`, 'offer');
  // 'I am a sworn translator': the founder, not a thing with a name; later mentions say 'your
  // service' (or 'your work') rather than 'I am a publicly...'.
  if (!short.offer && SELF_DESCRIBED.test(form.product.solution))
    short.offer = mark(p.model === 'services' ? 'your service' : 'your work', 'offer');
  // The 30-day priority is quoted once a session; after that it is 'your aim to launch Hikayati
  // by Ramadan', else 'your 30-day priority' (read 47 counted it 6 to 14 times a founder, six
  // times in one session).
  if (raw.goal) short.goal = mark(goalShort(form.actionPlan.priority), 'goal');
  named(form.execution.delivery, 'deliver');
  named(form.execution.goToMarket, 'channel');
  named(moneyLeft(withoutOwnStatus(form.execution.resourcesPartners)), 'partners');
  if (raw.whoAll) {
    const parts = raw.whoAll.split(
      /\s+((?:of|in|at|with|for|from|on|who|that|doing|making|earning|turning|spending|having|selling|running|buying|owning))\s+/i,
    );
    // 'heads of emergency medicine' are not 'heads': a role keeps what it is the role of.
    const head =
      ROLE_OF.test(parts[0] ?? '') && parts[1]?.toLowerCase() === 'of' && parts[2]
        ? `${parts[0]} of ${parts[2]}`
        : parts[0];
    // 'people who inherited a family bible' has no short head of its own: after two mentions
    // they are 'clients' (or 'customers', in the founder's own word), a plain noun that fits '3 clients' and 'new clients'.
    // 'people like 25-year-old nurses' is no name to repeat: the founder's own counted word
    // ('11 residents extended') is, else clients or customers.
    const name =
      head &&
      // A head of two words is a name ('HR people'); so is a whole phrase of two or three
      // ('general managers'), and a plural of the founder's own ('farmers').
      ((head.split(/\s+/).length >= 2 && (head !== raw.whoAll || head.split(/\s+/).length <= 3)) ||
        OWN_PLURAL.test(head) ||
        head !== parts[0]) &&
      !/^(people|businesses) like\b/i.test(head)
        ? head
        : p.model === 'non-profit'
          ? servedNoun(p)
          : (countedNoun(p, form) ??
            (/\bclients?\b/i.test(answersText(form)) ? 'clients' : 'customers'));
    short.whoAll = mark(name, 'whoAll');
    short.who = mark(name, 'who');
  }
  return { ...marked, loop, short };
}

/**
 * The head of an offer described by what it is: 'A Word add-in that flags...' is 'Word add-in',
 * 'A food truck serving...' 'food truck', 'Hand binding and restoration to commission: ...' 'hand
 * binding and restoration'. Without it, the third mention of the offer in a session repeated the
 * quote's first words ('"Hand binding and restoration..."', seven times in one session).
 */
function offerHead(solution: string): string | null {
  const first = sentences(solution)[0] ?? '';
  const m =
    /^(?:[Aa]n?\s+)?((?:[A-Za-z0-9-]+\s+){0,3}[a-z-]{3,})(?=\s+(?:that|which|where|with|for|about|serving|open|who|to|in|on|from|made|sold|run|built|of)\b|\s*[:,(])/.exec(
      first,
    ) ?? null;
  const head = m?.[1];
  if (!head) return null;
  const words = head.split(/\s+/);
  // An article opens the thing; without one, only 'X and Y' names it ('Hand binding and
  // restoration'), not a clause ('I translate legal').
  const article = /^(a|an)\s/i.test(first);
  if (!article && !/^[A-Za-z-]+( [a-z-]+)? and [a-z-]+$/.test(head)) return null;
  if (words.length > 4 || (words.length < 2 && !article)) return null;
  if (
    /^(we|i|our|you|they|it|this|these|those|each|every|all|most|some|marketplace)$/i.test(
      words[0] ?? '',
    ) &&
    words.length === 1 &&
    !article
  )
    return null;
  if (words.some((w) => /^(we|i|is|are|was|will|would|can|helps?|lets?|makes?)$/i.test(w)))
    return null;
  return properNoun(words[0] ?? '', solution) ? head : head.charAt(0).toLowerCase() + head.slice(1);
}

/** Names that keep their capital inside a sentence: platforms and brands founders sell through. */
const BRANDS =
  /^(Instagram|Facebook|WhatsApp|Google|LinkedIn|TikTok|YouTube|Etsy|Amazon|Shopify|Twitter|Reddit|Telegram|Pinterest|Snapchat|Airbnb|Uber|Excel|Slack|Notion|Xero|QuickBooks|Stripe|Substack|Spotify|Steam|Kickstarter|Indiegogo|Mercado|Rappi|Deliveroo|Glovo|Zomato|Swiggy)$/;

/** A word the founder capitalises mid-sentence too, or a known brand: a name, not a common word. */
function properNoun(word: string, answers: string): boolean {
  if (BRANDS.test(word)) return true;
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[a-z,;][ \\t]+${escaped}\\b`).test(answers);
}

/** A customer phrase that names a funder, not someone served. */
const FUNDER_HEAD =
  /^(financiador\w*|funders?|donors?|donantes?|doadores?|sponsors?|patrocinador\w*|grant-?makers?|foundations?|fundaciones|trusts?|corporate (donors?|sponsors?|funders?))\b/i;

/**
 * Who a non-profit serves, in its own counted word ('410 learners' -> 'learners'), else 'the
 * people you serve': they are not customers.
 */
function servedNoun(p: FounderProfile): string {
  const counted = p.done.find((d) => d.kind === 'users' && d.count !== null);
  const noun = counted?.phrase.replace(/^[\d,.]+\s+/, '').trim();
  return noun && /^[a-z][a-z-]*s$/.test(noun) ? noun : 'people you serve';
}

/** Roles named by what they are the role of: 'heads of emergency medicine', 'directors of nursing'. */
const ROLE_OF =
  /^(\w+\s+(or|and)\s+|\w+\s+)?(heads|directors|managers|leaders|chiefs|vps|officers|members|partners|owners|teams|departments|deans|principals|chairs)$/i;

/** A plan step that names a new price: 'raise price to 2.500', 'test the fee at £90'. */
const PRICE_STEP =
  /\b(raise|increase|put up|move|change|test|try)\b[^.;]{0,30}\b(prices?|fees?|rates?)\b[^.;]{0,15}\b(to|at)\s*(?:[$£€₦₹¥]|usd|eur|gbp|ngn|r\$|s\$|a\$|ca\$)?\s?\d[\d.,]*(\s?(k|eur|usd|gbp|€|\$|£))?|\bnew (?:[a-z]+ )?(price|fee|rate)s?\b[^.;]{0,6}(?:[$£€₦₹¥]|usd|eur|gbp|ngn|r\$|s\$)\s?\d[\d.,]*(\/[a-z]+)?/i;

/** A one-word plural that names who the customers are ('farmers'), unlike 'people' or 'users'. */
const OWN_PLURAL =
  /^(?!(people|customers|clients|users|buyers|businesses|companies|persons)$)[a-z][a-z-]{3,}s$/i;

/** The people the founder counts as customers or users in their own word ('11 residents'), if any. */
const OWN_WORD =
  /^(residents|tenants|guests|patients|members|students|learners|families|parents|subscribers|listeners|players|readers|drivers|farmers|savers|owners|contractors|restaurants|shops|schools|clinics|firms|companies|clients|customers|traders|retailers|wholesalers|merchants|dealers|growers|shippers|households|homeowners|landlords|couples|salons|gyms|bakeries|caf[eé]s|hotels|garages|pharmacies|practices|venues|brands)$/;

/**
 * The founder's own word for the people they serve: the noun of their counted customers or
 * users, else the one of those words they use most in their answers ('patients', three times).
 */
function countedNoun(p: FounderProfile, form?: FormState): string | null {
  // Residents who wear what a care home buys are not the buyers: their word is not the buyers'.
  const counted = p.done.find(
    (d) =>
      (d.kind === 'paying-customers' || (d.kind === 'users' && !p.usersNotBuyers)) &&
      d.count !== null,
  );
  // '305 paying customers a day' counts customers: the rate is not the noun.
  const noun =
    counted?.phrase
      .replace(/ a (day|week|month|year)$/, '')
      .split(/\s+/)
      .at(-1) ?? '';
  if (OWN_WORD.test(noun)) return noun;
  if (!form || p.usersNotBuyers) return null;
  const uses = new Map<string, number>();
  for (const word of answersText(form)
    .toLowerCase()
    .split(/[^a-z]+/))
    if (OWN_WORD.test(word) && word !== 'owners') uses.set(word, (uses.get(word) ?? 0) + 1);
  const [top] = [...uses].sort((a, b) => b[1] - a[1]);
  return top && top[1] >= 3 ? top[0] : null;
}

function markOrNull(v: string | null, key: string): string | null {
  return v === null ? null : mark(v, key);
}
