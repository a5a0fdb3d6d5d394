import nlp from 'compromise';
import { figures } from '../nlp';
import type { FieldKind } from './improve-kinds';
import {
  commonFirst,
  endSentence,
  IMPERATIVE,
  keepsTerms,
  tidySentence,
  tightenedSentences,
} from './rewrite';

/**
 * The Compelling rewrite: the same claims, figures and names, led by the outcome or the pain and
 * its number, in active voice. It restructures the founder's own sentences (a subjectless note
 * 'Tested by hand with 3 bakeries...' becomes 'We tested it by hand with 3 bakeries...'; a result
 * after a colon moves to the front; '50 shop owners surveyed; 38 spend...' becomes '38 of 50 shop
 * owners surveyed spend...'); it adds no claim of its own. Only a note with no verb at all gets a
 * short lead that names what the field is about ('By day 30: ...', 'We sell first to ...').
 */

const OUTCOME =
  /\b(fell|dropped|rose|grew|doubled|halved|tripled|saved|saves|cut|increased|decreased|improved|closed|renewed|paid|pay|pays|paying|signed|bought|lose|loses|lost|waste|wastes|wasted|cost|costs|spend|spends|cancel|churn|miss|fail|struggle|cannot|can't|late|expensive|risk|revenue|sales|sold|profit|\d+% )/i;

const ANAPHORA =
  /^(?:this|that|these|those|it|its|they|their|them|he|she|so|and|but|also|then|which|there|here|both|each|such|as a result)\b/i;

/** Past-tense openings of a subjectless note, and whether the verb needs an object ('it'). */
const NOTE_VERBS: Record<string, boolean> = {
  tested: true,
  used: true,
  installed: true,
  built: true,
  piloted: true,
  trialled: true,
  trialed: true,
  launched: true,
  shipped: true,
  deployed: true,
  delivered: true,
  ran: false,
  sold: false,
  talked: false,
  spoke: false,
  interviewed: false,
  surveyed: false,
  met: false,
  visited: false,
  called: false,
  signed: false,
  raised: false,
  won: false,
  hired: false,
  started: false,
  served: false,
  onboarded: false,
  validated: false,
  confirmed: false,
  completed: false,
  grew: false,
  made: false,
  sent: false,
  reached: false,
};

/** 'Tested by hand with 3 bakeries' -> 'We tested it by hand with 3 bakeries'. */
function withSubject(s: string): string {
  const m = /^([A-Z][a-z]+)\s+(.*)$/.exec(s);
  if (!m?.[1] || !m[2]) return s;
  const verb = m[1].toLowerCase();
  const needsObject = NOTE_VERBS[verb];
  if (needsObject === undefined || s.split(' ').length < 4) return s;
  // 'Hosted by certified advisers' names an agent: it stays as written.
  if (/^by (?!hand\b|phone\b|text\b|email\b|sms\b|post\b)/i.test(m[2])) return s;
  const object =
    needsObject && /^(?:by|on|at|with|in|for|across|over|during|from|to|through)\b/i.test(m[2])
      ? ' it'
      : '';
  return `We ${verb}${object} ${m[2]}`;
}

/** 'Problem confirmed by interviews and a pilot, but...' -> 'Interviews and a pilot confirmed the problem, but...'. */
function activePassive(s: string): string {
  const m =
    /^([A-Z][a-z-]+(?: [a-z-]+)?) (confirmed|validated|proven|backed|supported|shown|tested) by ([^,;:.]+)(.*)$/.exec(
      s,
    );
  if (!m?.[1] || !m[3] || /^(?:hand|phone|text|email)\b/.test(m[3])) return s;
  const verb = m[2] === 'proven' ? 'proved' : m[2] === 'shown' ? 'showed' : m[2];
  const subject = m[3].charAt(0).toUpperCase() + m[3].slice(1);
  return `${subject} ${verb} the ${m[1].toLowerCase()}${m[4] ?? ''}`;
}

const FUTURE_HEDGE =
  /\b(we|I) (?:plan|hope|want|aim|intend|would like|are planning|are hoping|am planning|am hoping) to\b/gi;

/** Words that open a clause inside a noun phrase ('patients how they found us'). */
const CLAUSE_WORD = /\b(how|what|why|whether|if|which|who|when|where|about)\b/i;

/** Clause-level rewrites that put the result and its number first. */
function leadWithResult(s: string): string {
  const body = s.replace(/[.!?]$/, '');
  // 'We talked to 12 bakery owners; 9 said waste...' -> '9 of the 12 bakery owners we talked to said waste...'
  let m =
    /^We (talked to|spoke (?:to|with)|interviewed|surveyed|met|called|asked) (\d[\d,]*) ([^;:]+?)[;:] (\d[\d,]*%?) (.+)$/.exec(
      body,
    );
  // Only people then a verb: 'asked 120 patients how they found us: 46% a friend' is a question
  // and its answers, with no verb to lead with.
  if (m?.[3] && m[5] && (CLAUSE_WORD.test(m[3]) || /^(a|an|the|some|no)\b/i.test(m[5]))) m = null;
  if (m?.[3]) {
    // 'we surveyed' goes after the head noun: '64% of the 180 owners we surveyed in waiting rooms...'
    const cut = m[3].search(/ (?:in|at|from|across|on|of|with) /);
    const head = cut > 0 ? m[3].slice(0, cut) : m[3];
    const tail = cut > 0 ? m[3].slice(cut) : '';
    return `${m[4]} of the ${m[2]} ${head} we ${m[1]}${tail} ${m[5]}.`;
  }
  // '50 shop owners surveyed; 38 spend more...' -> '38 of 50 shop owners surveyed spend more...'
  m =
    /^(\d[\d,]*) ([^;:]+?) (surveyed|interviewed|asked|contacted|visited)[;:] (\d[\d,]*) (.+)$/.exec(
      body,
    );
  if (m) return `${m[4]} of ${m[1]} ${m[2]} ${m[3]} ${m[5]}.`;
  // '40 interviews; churn came up unprompted in 28' -> 'Churn came up unprompted in 28 of 40 interviews'
  m =
    /^(\d[\d,]*) (interviews|conversations|calls|surveys|responses)[;:] (.+) (in|for) (\d[\d,]*)$/.exec(
      body,
    );
  if (m?.[3]) {
    const head = m[3].charAt(0).toUpperCase() + m[3].slice(1);
    return m[4] === 'in'
      ? `${head} in ${m[5]} of ${m[1]} ${m[2]}.`
      : `${head} for ${m[5]} of the ${m[1]} people we spoke to.`;
  }
  // 'We tested it ... : waste fell from 14% to 8%' -> 'Waste fell from 14% to 8% when we tested it ...'
  m = /^(.+?)[;:] (.+)$/.exec(body);
  if (m?.[1] && m[2] && !/[;:]/.test(m[2])) {
    const [first, second] = [m[1], m[2]];
    const result = OUTCOME.test(second) && figures(second).length > 0;
    if (result && !ANAPHORA.test(second) && !/[;:]/.test(first)) {
      const head = second.charAt(0).toUpperCase() + second.slice(1);
      if (
        /^We (?:tested|used|piloted|trialled|trialed|installed|launched|deployed|ran|shipped|delivered|built)\b/.test(
          first,
        )
      )
        return `${head} when we${first.slice(2)}.`;
      if (/^(?:Pilot|Trial|Test|Beta)\b/i.test(first))
        return `${head} in a ${first.charAt(0).toLowerCase()}${first.slice(1)}.`;
    }
  }
  return s;
}

/** 'Independent bakeries throw away 10-15% of their bread every day because...' -> 'Every day, independent bakeries...'. */
function frontFrequency(s: string, own: string): string {
  const m =
    /^(.+?) (?:(?:every|each) (day|week|month|morning|night|year|shift|season)|(daily|weekly|monthly))\b(?!-),?(.*)$/.exec(
      s,
    );
  const head = m?.[1];
  if (
    !m ||
    !head ||
    !OUTCOME.test(head) ||
    /^(?:Every|Each)\b/.test(s) ||
    head.split(' ').length < 3
  )
    return s;
  const unit = m[2] ?? { daily: 'day', weekly: 'week', monthly: 'month' }[m[3] as 'daily'];
  const rest = (m[4] ?? '').replace(/^,/, '');
  return `Every ${unit}, ${commonFirst(head, own)}${rest}`.replace(/\s+([.,;])/g, '$1');
}

/**
 * A founder's note as an active sentence that leads with its result, or null when it has no
 * number: 'Talked to 12 bakery owners; 9 said waste is a top-three worry.' -> '9 of the 12 bakery
 * owners we talked to said waste is a top-three worry.'
 */
export function restate(text: string): string | null {
  const first = tightenedSentences(text)[0]?.sentences[0];
  if (!first || figures(first).length === 0) return null;
  return endSentence(tidySentence(leadWithResult(activePassive(withSubject(first)))));
}

function score(s: string): number {
  return (figures(s).length ? 2 : 0) + (OUTCOME.test(s) ? 2 : 0);
}

/** True when the sentence has no verb outside a relative clause: a note such as '25 paying landlords.' */
export function isFragment(s: string): boolean {
  const terms = (nlp(s).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap(
    (x) => x.terms,
  );
  let relative = false;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i];
    if (!t) continue;
    const text = t.text.toLowerCase();
    if (/^(?:that|which|who|whose)$/.test(text)) relative = true;
    if (/[,;:]$/.test(t.text)) relative = false;
    if (relative) continue;
    const tags = new Set(t.tags);
    if (tags.has('Gerund') || tags.has('Adjective')) continue;
    if (i === 0 && tags.has('Infinitive')) continue;
    if (tags.has('Copula') || tags.has('Modal') || tags.has('Auxiliary')) return false;
    if (
      tags.has('Verb') &&
      (tags.has('PresentTense') ||
        (tags.has('PastTense') &&
          i > 0 &&
          /^(?:we|i|they|he|she|it)$/i.test(terms[i - 1]?.text ?? '')))
    )
      return false;
  }
  return true;
}

/**
 * What a field is about, as a short label for a lead ('What sets us apart: ...'): used when the
 * founder's text has nothing to restructure, so Compelling still reads as a statement of the field.
 */
const LABELS: Record<string, string> = {
  'product.problem': 'The problem',
  'product.currentHandling': 'How it is handled today',
  'product.whyWorthSolving': 'Why it matters',
  'product.solution': 'What we offer',
  'product.evidence': 'The proof so far',
  'product.differentiation': 'What sets us apart',
  'market.target': 'Who we serve first',
  'market.idealCustomer': 'Our ideal customer',
  'market.discoveryEvaluation': 'What customers told us',
  'market.payEvidence': 'The proof so far',
  'market.budget': 'The money',
  'market.marketSize': 'The market',
  'execution.delivery': 'How we deliver',
  'execution.resourcesPartners': 'What we have',
  'execution.risks': 'The risks we manage',
  'execution.goToMarket': 'How customers find us',
  'execution.salesMarketing': 'How we sell',
  'execution.retentionGrowth': 'How we keep customers',
  'actionPlan.priority': 'Our 30-day priority',
  'actionPlan.successMeasures': 'By day 30',
  'reflection.hardestPillar': 'The hardest pillar for us',
  'reflection.surprises': 'What surprised us',
  'reflection.biggestImpactLoop': 'The loop that matters most',
  'reflection.challengedAssumptions': 'The assumptions we dropped',
};

function labelOf(kind: FieldKind, path: string): string {
  const known = LABELS[path];
  if (known) return known;
  if (path.endsWith('.reasoning')) return 'Why this rating';
  if (path.endsWith('.metrics')) return 'What we measure';
  if (path.endsWith('.actions')) return 'Next';
  if (path.endsWith('.current')) return 'Today';
  return kind === 'plan' ? 'Our plan' : 'In short';
}

/**
 * A lead for text with nothing to restructure. A verbless note becomes a sentence where the field
 * allows ('We sell first to market traders in Lagos.', 'We track waste per bakery per week.');
 * otherwise the field's label leads ('What sets us apart: ...'), and a plain statement of a problem
 * or of how things work now opens with 'Today,'.
 */
function leadFor(kind: FieldKind, path: string, first: string, context: string): string {
  const body = first.replace(/[.!?]+$/, '');
  const lower = commonFirst(body, `${first}\n${context}`);
  const note = isFragment(first);
  const negative = /^(?:no|not|none|nothing)\b|\byet\b/i.test(body);
  if (note) {
    if (path === 'market.target') return `We sell first to ${lower}.`;
    if (path === 'market.idealCustomer')
      // 'VP Customer Success at a SaaS company' is one person: 'We build for the VP...'.
      return /^(?:VP|CEO|CFO|CTO|COO|CMO|Head|Director|Founder|Owner|Manager)\b(?!s)/.test(lower)
        ? `We build for the ${lower}.`
        : `We build for ${lower}.`;
    if (path === 'execution.resourcesPartners' && !negative) return `We start with ${lower}.`;
    if (path === 'product.solution' && !/^(?:trained|built|made|designed)\b/i.test(lower))
      return `We offer ${lower}.`;
    if (kind === 'measure' && path !== 'actionPlan.successMeasures' && !negative)
      return `We track ${lower}.`;
  } else if (
    (kind === 'problem' || kind === 'state') &&
    path !== 'product.currentHandling' &&
    !/^(?:today|now|currently)\b/i.test(body) &&
    // 'Today, we built it...' is not English: only a sentence in the present takes 'Today,'.
    !nlp(body).has('#PastTense')
  ) {
    return `Today, ${lower}.`;
  }
  const label =
    negative && (kind === 'evidence' || path === 'market.payEvidence')
      ? 'Where we stand'
      : labelOf(kind, path);
  return `${label}: ${lower}.`;
}

/** A plan written as orders, in the founder's voice: 'Sign 5 bakeries' -> 'We will sign 5 bakeries'. */
function asCommitment(path: string, s: string): string {
  const lead = path === 'actionPlan.priority' ? 'In the next 30 days we will' : 'We will';
  return `${lead} ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
}

export interface CompellingResult {
  text: string;
  /** What was done, for the rationale. */
  moves: Set<'active' | 'result-first' | 'reordered' | 'lead' | 'commitment' | 'frequency'>;
}

/**
 * The Compelling rewrite of a field's text. `avoid` are the other rewrites: when restructuring
 * changes nothing, a verbless note gets a short lead and a plain sentence a 'Today,' or 'We will'
 * frame, so the three options always differ.
 */
export function compelling(
  text: string,
  kind: FieldKind,
  path: string,
  avoid: readonly string[],
  /** The founder's other answers, to tell a common word from a name ('Physiotherapy' -> 'physiotherapy'). */
  context = '',
): CompellingResult {
  const moves: CompellingResult['moves'] = new Set();
  const lines = tightenedSentences(text);
  const own = `${text}\n${context}`;
  const rewritten = lines.map((line) => {
    const out = line.sentences.map((s) => {
      let t = s.replace(FUTURE_HEDGE, '$1 will');
      const active = activePassive(withSubject(t));
      if (active !== t) moves.add('active');
      t = active;
      const led = leadWithResult(t);
      if (led !== t) moves.add('result-first');
      t = tidySentence(led);
      return endSentence(t);
    });
    return { marker: line.marker, sentences: out };
  });
  // One paragraph: lead with the sentence that carries the result or the pain and a number.
  if (rewritten.length === 1 && rewritten[0] && rewritten[0].sentences.length > 1) {
    const list = rewritten[0].sentences;
    const best = list.reduce(
      (b, s, i) => (score(s) > score(list[b] ?? '') && !ANAPHORA.test(s) ? i : b),
      0,
    );
    if (best > 0) {
      const [lead] = list.splice(best, 1);
      if (lead) list.unshift(lead);
      moves.add('reordered');
    }
  }
  const first = rewritten[0];
  if (
    first?.sentences[0] &&
    (kind === 'problem' || kind === 'state') &&
    !isFragment(first.sentences[0])
  ) {
    const fronted = frontFrequency(first.sentences[0], own);
    if (fronted !== first.sentences[0]) {
      first.sentences[0] = fronted;
      moves.add('frequency');
    }
  }
  const render = () =>
    rewritten.map((l) => `${l.marker ? `${l.marker} ` : ''}${l.sentences.join(' ')}`).join('\n');
  let out = render();
  const same = (t: string) => avoid.includes(t) || t === text.trim();
  if (same(out) && first?.sentences[0]) {
    const lead = first.sentences[0];
    const plan = kind === 'plan' || path.endsWith('.actions') || path === 'actionPlan.priority';
    if (plan && IMPERATIVE.test(lead.split(' ')[0] ?? '')) {
      first.sentences[0] = asCommitment(path, lead);
      moves.add('commitment');
    } else {
      first.sentences[0] = leadFor(kind, path, lead, own);
      moves.add('lead');
    }
    out = render();
  }
  // Never lose a figure or a name: a rewrite that did is replaced by the tightened text.
  if (!keepsTerms(text, out)) {
    out = lines.map((l) => `${l.marker ? `${l.marker} ` : ''}${l.sentences.join(' ')}`).join('\n');
    moves.clear();
  }
  return { text: out, moves };
}
