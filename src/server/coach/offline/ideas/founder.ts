import nlp from 'compromise';
import type { FormState } from '@shared/contracts/assessment-form';
import { AMOUNT } from '../../money';
import { NUMBER_WORD_VALUES, sentences } from '../../nlp';
import { buildProfile, type FounderProfile } from '../../profile';
import { readField } from '../fields';
import { commonFirst, tightenedSentences } from '../rewrite';
import { clean } from '../text';

/**
 * What the helpers know about the founder, in short phrases of the founder's own words: their
 * customers, their solution, their price and costs, their counts (pilots, interviews, paying
 * customers), their channel and their place. The Ideas helper builds concrete ideas from these,
 * and the Detailed rewrite uses them to expand a field. Every phrase is at most five words, so no
 * helper ever pastes another answer into a field.
 */

/** The most words a phrase of another answer may carry into a field. */
export const MAX_PHRASE_WORDS = 5;

/** A money figure as written, with the unit after it ('£49', 'a month'). */
export interface Money {
  figure: string;
  /** ' a month', ' per parcel', '' when none. */
  unit: string;
  /** 'about', 'around', 'up to' or ''. */
  qualifier: string;
  sentence: string;
  path: string;
}

/** A count as written: '3' and 'bakeries' from 'with 3 bakeries in Leeds'. */
export interface Count {
  n: string;
  value: number;
  noun: string;
  sentence: string;
  path: string;
}

const MONEY = new RegExp(
  `(?:(about|around|roughly|approximately|up to|over|under|nearly|almost|more than|less than) )?` +
    `(${AMOUNT})` +
    `( (?:a|per|each|every) (?:day|week|month|year|quarter|parcel|order|project|seat|user|tray|meal|unit|shop|clinic|customer)\\b| a (?:day|week|month|year)\\b| for (?:the|a|an) [a-z-]+ (?:package|plan|course|session|term|kit|bundle|box)\\b)?`,
  'gi',
);

/** Nouns counted that are not people or organisations (and so not customers or pilots). */
const THINGS =
  /^(?:weeks?|months?|years?|days?|hours?|minutes?|times?|parcels?|units?|reviews?|stars?|meals?|orders?|trays?|episodes?|items?|products?|downloads?|visits?|messages?|texts?|emails?|calls?|sites?|acres?|staff|employees?|responses?|shows?|plots?|members?|pop-ups?|km|miles?|kg|tons?|percent|markets?|shops? paying)$/;

const PEOPLE_HEADS = /(?:s|people|staff|children|women|men)$/;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

const CLAUSE_BREAK =
  /,(?!\d)|;|:|\(| - | – | who | that | which | whose | because | so that | so | where | when | but /;
const PHRASE_BREAK =
  / (?:with|within|near|around|across|between|under|at|in|for|on|from|by|based|sent|using|over|through|via|who|plus|scored|made|delivered|built|booked|paid|tested|aligned|hosted|of) /;

/**
 * The head of the first clause of a text, in at most `max` words: 'Owner-bakers of 1-2 shop
 * bakeries' from 'Owner-bakers of 1-2 shop bakeries with 3-10 staff who do...'. Null when even
 * the head is longer.
 */
export function headPhrase(text: string, max = MAX_PHRASE_WORDS, whole = false): string | null {
  const first = (sentences(clean(text))[0] ?? '').replace(/[.!?]+$/, '').trim();
  if (first === '') return null;
  const stop = first.search(CLAUSE_BREAK);
  let t = (stop > 0 ? first.slice(0, stop) : first).trim();
  // A clause cut inside ('day practices close' of 'day practices close at 6pm and...') misleads.
  if (whole && words(t).length > max) return null;
  while (words(t).length > max) {
    const cuts = [...t.matchAll(new RegExp(PHRASE_BREAK.source, 'g'))]
      .map((m) => m.index)
      .filter((i) => words(t.slice(0, i)).length >= 2);
    const cut = cuts.reverse().find((i) => words(t.slice(0, i)).length <= max);
    if (cut === undefined) {
      const firstCut = cuts[cuts.length - 1];
      if (firstCut === undefined || firstCut <= 0) return null;
      t = t.slice(0, firstCut);
    } else t = t.slice(0, cut);
  }
  t = t.replace(/(?:\s+(?:and|or|of|the|a|an|with|to|in|at))+$/i, '').trim();
  return t === '' ? null : t;
}

function isPluralHead(phrase: string): boolean {
  const head = (phrase.split(/ (?:of|in|at|with|for) /)[0] ?? phrase).trim().split(' ').pop() ?? '';
  if (/^(?:everyone|everybody|anyone|someone|people)$/i.test(head)) return /people/i.test(head);
  return PEOPLE_HEADS.test(head.toLowerCase()) && !/(?:ss|us|is)$/i.test(head);
}

export class Founder {
  private readonly all: string;
  private built: FounderProfile | null | undefined;
  /** Phrases drawn on, labelled for the rationale ('your ideal customer', 'your pilot'). */
  readonly used = new Set<string>();

  constructor(readonly form: FormState) {
    this.all = Object.values(this.texts()).join('\n');
  }

  /**
   * The founder profile (business model, revenue model, stage), when it can be built. The helpers
   * only refine their wording with it, so a profile that fails leaves them working.
   */
  get profile(): FounderProfile | null {
    if (this.built === undefined) {
      try {
        this.built = buildProfile(this.form);
      } catch {
        this.built = null;
      }
    }
    return this.built;
  }

  private texts(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of [
      'product.problem',
      'product.currentHandling',
      'product.whyWorthSolving',
      'product.solution',
      'product.evidence',
      'product.differentiation',
      'market.target',
      'market.idealCustomer',
      'market.discoveryEvaluation',
      'market.payEvidence',
      'market.budget',
      'market.marketSize',
      'execution.delivery',
      'execution.resourcesPartners',
      'execution.risks',
      'execution.goToMarket',
      'execution.salesMarketing',
      'execution.retentionGrowth',
      'actionPlan.priority',
      'actionPlan.successMeasures',
    ])
      out[p] = clean(readField(this.form, p));
    return out;
  }

  text(path: string): string {
    return clean(readField(this.form, path));
  }

  /** Every answer of the founder's, for telling common words from names. */
  get context(): string {
    return this.all;
  }

  has(path: string): boolean {
    return this.text(path) !== '';
  }

  private note(label: string): void {
    this.used.add(label);
  }

  /** Results of the costlier look-ups, per form (the answers never change under a Founder). */
  private readonly cache = new Map<string, unknown>();

  private cached<T>(key: string, compute: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = compute();
    this.cache.set(key, value);
    return value;
  }

  private phraseOf(path: string, max = MAX_PHRASE_WORDS, min = 1, whole = false): string | null {
    return this.cached(`phrase:${path}:${max}:${min}:${whole}`, () =>
      this.findPhrase(path, max, min, whole),
    );
  }

  private findPhrase(path: string, max: number, min: number, whole: boolean): string | null {
    const t = this.text(path);
    if (t === '') return null;
    const p = headPhrase(plain(t), max, whole);
    return p && words(p).length >= min ? commonFirst(p, this.all) : null;
  }

  /** The customers, plural, in at most six words: 'owner-bakers of 1-2 shop bakeries'. */
  get customers(): string | null {
    const options = ['market.idealCustomer', 'market.target']
      .map((p) => ({ p, phrase: this.phraseOf(p) }))
      .filter((o): o is { p: string; phrase: string } => o.phrase !== null)
      .filter((o) => words(o.phrase).length >= 2 || /s$/.test(o.phrase));
    const plural = options.find((o) => isPluralHead(o.phrase));
    const pick = plural ?? null;
    if (!pick) return null;
    this.note(pick.p === 'market.idealCustomer' ? 'your ideal customer' : 'your target market');
    return pick.phrase
      .replace(/^(?:the|a|an) /i, '')
      .replace(/^(?:\d[\d,]*|two|three|four|five|six|ten|many|some|all|most) (?=\S+ \S)/i, '');
  }

  /** The solution in at most six words: 'a simple daily bake plan'. */
  get solution(): string | null {
    const p = this.phraseOf('product.solution');
    if (p) this.note('your solution');
    return p;
  }

  /** How they cope today, as a clause: 'owners guess quantities the night before'. */
  get workaround(): string | null {
    const p = this.phraseOf('product.currentHandling', MAX_PHRASE_WORDS + 1, 3, true);
    if (p) this.note('how they cope today');
    return p;
  }

  /** The first channel: 'introductions through our flour supplier'. */
  get channel(): string | null {
    const path = ['execution.goToMarket', 'execution.salesMarketing'].find((p) => this.has(p));
    if (!path) return null;
    const p = this.phraseOf(path);
    if (p) this.note('your go-to-market plan');
    return p;
  }

  /** A named partner or supplier: 'our flour supplier', 'a licensed microfinance bank'. */
  get partner(): string | null {
    for (const path of [
      'execution.goToMarket',
      'execution.resourcesPartners',
      'execution.delivery',
    ]) {
      const m =
        /\b((?:our|a|an|the|one) (?:[a-z-]+ ){0,3}(?:supplier|partner|association|bank|distributor|wholesaler|installer|agency|vendor|processor|manufacturer|fund|network|chain|platform|leaders?))\b/i.exec(
          this.text(path),
        );
      if (m?.[1] && words(m[1]).length <= MAX_PHRASE_WORDS) {
        this.note('your partners');
        return m[1].replace(/^(?:a|an|one) /i, 'the ').replace(/^the the /, 'the ');
      }
    }
    return null;
  }

  /** A partner who can introduce customers: a supplier, an association, a network. */
  get introducer(): string | null {
    const p = this.partner;
    return p &&
      /(?:supplier|association|distributor|wholesaler|network|chain|leaders?|agency)$/.test(p)
      ? p
      : null;
  }

  /** ' in Leeds', ' in the United States', or ''. */
  get inPlace(): string {
    const p = this.place;
    if (!p) return '';
    return /^(?:United|Netherlands|Philippines|Czech|Dominican|Central African|Gambia|Bahamas|Maldives)\b/.test(
      p,
    )
      ? ` in the ${p}`
      : ` in ${p}`;
  }

  /** A city or region named in the answers ('Leeds', 'Lagos'), else the country. */
  get place(): string | null {
    return this.cached('place', () => this.findPlace());
  }

  private findPlace(): string | null {
    const order = ['product.evidence', 'market.idealCustomer', 'market.target', 'product.problem'];
    for (const p of order) {
      // Names after 'in', 'at', 'near' or 'around' in the answer's opening: cheap to check one by one.
      const head = this.text(p).slice(0, 300);
      for (const m of head.matchAll(/\b(?:in|at|near|around|across|of) ([A-Z][a-z]+)\b/g)) {
        const word = m[1] ?? '';
        if (isLocality(word)) return word;
      }
    }
    const c = this.form.country;
    return c && c !== 'Other' ? c : null;
  }

  /** Money figures of the answers at `paths`, in order. */
  money(paths: readonly string[]): Money[] {
    return this.cached(`money:${paths.join(',')}`, () => this.findMoney(paths));
  }

  private findMoney(paths: readonly string[]): Money[] {
    const out: Money[] = [];
    for (const path of paths) {
      for (const s of sentences(this.text(path))) {
        for (const m of s.matchAll(MONEY)) {
          const figure = (m[2] ?? '').trim();
          if (figure === '' || /^\d[\d,.]*$/.test(figure)) continue;
          let unit = m[3] ?? '';
          if (
            unit === '' &&
            /\bannual\b|\ba year\b|\bper year\b/i.test(s) &&
            /contract|plan|licen/i.test(s)
          )
            unit = ' a year';
          out.push({ figure, unit, qualifier: (m[1] ?? '').toLowerCase(), sentence: s, path });
        }
      }
    }
    return out;
  }

  /** What the customer would pay: a money figure with a unit from the plan, pay or budget answers. */
  get price(): Money | null {
    // A non-profit's figures are grants, donations and budgets, never a price to quote.
    if (this.profile?.model === 'non-profit') return null;
    const list = this.money([
      'actionPlan.priority',
      'market.payEvidence',
      'execution.salesMarketing',
      'product.solution',
      'market.budget',
      'actionPlan.successMeasures',
    ]).filter(
      (m) =>
        !/\b(?:revenue|sales|grants?|raised|savings|pre-seed|seed|turnover|turn over|loans?|gmv|gross|bookings|takings|income|brings|our take|(?:shop|catering|online|wholesale|retail) |(?:up|down|grew|rose|fell|increased|dropped) from)\W{0,3}$|\b(?:revenue|sales of|grant|raised|savings|pre-seed|seed|turnover|turn over|loans?|gmv)\b/i.test(
          m.sentence.slice(0, m.sentence.indexOf(m.figure)),
        ) &&
        // '€96,400 in 2023', '€410,000 of sales', 'fees were ₦380,000 last month': takings over a
        // period, not a price.
        !/^\s*(?:(?:last|this) (?:week|month|quarter|year)\b|in (?:\d+ months|(?:19|20)\d\d)|in (?:annual |gross )?(?:sales|revenue|turnover|bookings)|of (?:sales|revenue|turnover|grants?|income)|(?:annual |yearly )?(?:revenue|turnover|sales)\b|(?:a|per) (?:year|month) in)/i.test(
          m.sentence.slice(m.sentence.indexOf(m.figure) + m.figure.length),
        ),
    );
    const found =
      list.find((m) => m.unit !== '') ?? list.find((m) => m.path === 'market.payEvidence');
    if (found) this.note('your price');
    return found ?? null;
  }

  /** What the problem costs the customer: a money figure from the problem answers. */
  get cost(): Money | null {
    const list = this.money([
      'product.whyWorthSolving',
      'product.problem',
      'product.currentHandling',
    ]);
    // Only a cost per period reads right as 'that can cost one of them ...'.
    const found = list.find(
      (m) =>
        perYear(m.unit) !== null && /cost|lose|loss|waste|spend|pay|worth|fuel/i.test(m.sentence),
    );
    if (found)
      this.note(
        found.path === 'product.currentHandling' ? 'how they cope today' : 'what the problem costs',
      );
    return found ?? null;
  }

  /** Counted people or organisations in an answer: '3 bakeries', '12 bakery owners'. */
  counts(path: string): Count[] {
    return this.cached(`counts:${path}`, () => this.findCounts(path));
  }

  private findCounts(path: string): Count[] {
    const out: Count[] = [];
    for (const s of sentences(this.text(path))) {
      for (const m of s.matchAll(
        /\b(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\+? (?:of the )?((?:[a-z-]+ ){0,2}[a-z-]+)\b/gi,
      )) {
        const n = m[1] ?? '';
        // Words as written ('SaaS companies'), compared in lower case.
        let noun = m[2] ?? '';
        const nounWords = noun.split(' ');
        // Stop the noun at a verb or preposition: '12 bakery owners' from '12 bakery owners; 9'.
        const stop = nounWords.findIndex((w) =>
          /^(?:in|at|for|with|on|from|to|and|or|said|use|uses|used|paid|pay|pays|paying|signed|signs|asked|log|saved|renewed|upgraded|ship|ships|shipping|over|a|per|who|that|buy|buys|want|wants|need|needs|run|runs|take|takes|get|gets|work|works|order|orders|came|come|spend|spends|were|are|is|was|have|has|had|did|do|does|can|will|would)$/i.test(
            w,
          ),
        );
        noun = (stop === -1 ? nounWords : nounWords.slice(0, stop)).join(' ');
        const last = (noun.split(' ').pop() ?? '').toLowerCase();
        if (
          noun === '' ||
          THINGS.test(last) ||
          THINGS.test(noun.toLowerCase()) ||
          !/s$|people|staff|children/.test(last)
        )
          continue;
        const value = Number(n.replace(/,/g, '')) || NUMBER_WORD_VALUES[n.toLowerCase()] || 0;
        if (value <= 0) continue;
        out.push({ n, value, noun, sentence: s, path });
      }
    }
    return out;
  }

  /** The group that tested the product: '3 bakeries' of 'Tested by hand with 3 bakeries...'. */
  get pilot(): Count | null {
    const c = this.counts('product.evidence')[0] ?? null;
    if (c) this.note('your evidence');
    return c;
  }

  /** The people spoken to in discovery: '12 bakery owners'. */
  get interviewed(): Count | null {
    const c = this.counts('market.discoveryEvaluation')[0] ?? null;
    if (c) this.note('what customer discovery has shown');
    return c;
  }

  /** Paying customers: '31 shops', '45 parents'. */
  get paying(): Count | null {
    // 'No sales. Two hospitals signed letters of intent': a count in the answer on paying is
    // a payer only when the profile found someone who paid.
    if (
      this.profile &&
      !this.profile.done.some((d) => ['paying-customers', 'sales', 'revenue'].includes(d.kind))
    )
      return null;
    const c = this.counts('market.payEvidence')[0] ?? null;
    if (c) this.note('your evidence that they will pay');
    return c;
  }

  /** The market count: '2,500 independent bakeries'. */
  get marketCount(): Count | null {
    const c = this.counts('market.marketSize')[0] ?? null;
    if (c) this.note('the market size');
    return c;
  }

  /** A before-and-after result: 'waste fell from 14% to 8%'. */
  get result(): string | null {
    const r = this.cached('result', () => this.findResult());
    if (r) this.note('your evidence');
    return r;
  }

  private findResult(): string | null {
    for (const p of ['product.evidence', 'loops.product_market.current', 'market.payEvidence']) {
      const m =
        /\b((?:[a-z-]+ ){0,2}(?:fell|dropped|rose|grew|went|closed|improved|increased|decreased|cut|halved|doubled)(?: [a-z]+)? (?:from )?[$£€]?\d[\d,.]*%?(?: [a-z]+)? (?:to|instead of) [$£€]?\d[\d,.]*%?)/i.exec(
          this.text(p),
        );
      if (m?.[1] && words(m[1]).length <= MAX_PHRASE_WORDS + 1) {
        this.note('your evidence');
        return m[1];
      }
    }
    return null;
  }

  /** The named risks, one phrase each: 'courier turnover', 'fuel prices'. */
  get risks(): string[] {
    return this.cached('risks', () => this.findRisks());
  }

  private findRisks(): string[] {
    const t = this.text('execution.risks');
    if (t === '') return [];
    return (
      t
        .replace(/[.!?]+$/, '')
        .split(/;|\.\s|,(?= [a-z])/)
        // Used in the risks field itself (and in ideas), so a risk may run to eight words.
        .map((r) => headPhrase(plain(r.trim()), 8) ?? '')
        .filter((r) => r !== '')
        .map((r) => commonFirst(r, this.all))
        .slice(0, 4)
    );
  }

  /** The 30-day priority as a short order: 'sign 5 paying bakeries at £49 a month'. */
  get priority(): string | null {
    const p = this.phraseOf('actionPlan.priority', MAX_PHRASE_WORDS, 2);
    if (p) this.note('your 30-day priority');
    return p;
  }
}

/** A money figure with its qualifier and unit: 'around £1,200 a month'. */
export function moneyPhrase(m: Money): string {
  return `${m.qualifier ? `${m.qualifier} ` : ''}${m.figure}${m.unit}`;
}

/** Per-year multiplier of a unit: ' a month' -> 12. */
export function perYear(unit: string): number | null {
  if (/month/.test(unit)) return 12;
  if (/week/.test(unit)) return 52;
  if (/day/.test(unit)) return 365;
  if (/quarter/.test(unit)) return 4;
  if (/year/.test(unit)) return 1;
  return null;
}

const localityMemo = new Map<string, boolean>();

/** A city or region ('Leeds', 'Lagos'), not a country and not a common word. */
function isLocality(word: string): boolean {
  const hit = localityMemo.get(word);
  if (hit !== undefined) return hit;
  const doc = nlp(word);
  const out = doc.has('(#City|#Region)') && !doc.has('#Country');
  if (localityMemo.size >= 2000) localityMemo.clear();
  localityMemo.set(word, out);
  return out;
}

const plainMemo = new Map<string, string>();

/** An answer with hedges and filler removed, so phrases carry no 'I think' or 'basically'. */
function plain(text: string): string {
  const hit = plainMemo.get(text);
  if (hit !== undefined) return hit;
  const out = tightenedSentences(text)
    .map((l) => l.sentences.join(' '))
    .join('\n');
  if (plainMemo.size >= 500) plainMemo.delete(plainMemo.keys().next().value as string);
  plainMemo.set(text, out);
  return out;
}

const memo = new WeakMap<FormState, Founder>();

/** The founder of a form (one per form object; phrases are cheap, the profile is memoised). */
export function founderOf(form: FormState): Founder {
  const hit = memo.get(form);
  if (hit) {
    hit.used.clear();
    return hit;
  }
  const f = new Founder(form);
  memo.set(form, f);
  return f;
}
