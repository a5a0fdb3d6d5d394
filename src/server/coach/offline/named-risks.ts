import type { FormState } from '@shared/contracts/assessment-form';
import type { CoachingSessionNumber } from '../../infra/ai/types';
import type { FounderProfile } from '../profile';
import { fragment, sentences } from './text';
import { paying } from './plays/when';
import { mark } from './words';

/**
 * The risks a founder lists after the first. Sessions quoted only the opening risk ('1) FCC Part
 * 15 + CE not done'); the single-source sensor, the cash gap until the grant pays, the rival with
 * sales reps in town and the one accountant who signs everything went unread (read 31). Each kind
 * of risk is worked in the session where it is decided: a rival in Market, a permit or a cash gap
 * in Execution, a supplier or one person's know-how where product meets delivery.
 */
export type RiskKind = 'rule' | 'cash' | 'person' | 'supply' | 'rival';

export interface NamedRisk {
  kind: RiskKind;
  text: string;
}

/** Kinds in the order they are tested: a visa that needs capital is a rule before it is cash. */
const KINDS: readonly [RiskKind, RegExp][] = [
  [
    'rule',
    /\b(permits?|permiso|licen[cs]es?|licencia|visas?|certifi\w*|fcc|ukca|bis|fda|regulat\w*|regulator|laws?|legal(ly)?|reforma|rules|compliance|inspections?|authority|ministry|junta|zoning|accreditation|cpeng|cpd|levy|levies|tax(es)?|duty|duties|tariffs?|registration|registrierung|not allowed|consent|gdpr|dsgvo|lgpd|hipaa|data protection)\b/i,
  ],
  ['supply', /\b(stock-?outs?|out of stock|(always )?runs? out(?! of (cash|money))|sold out)\b/i],
  [
    'cash',
    /\b(cash( gap| flow| swings?| crunch| is tight| in bank| for only|:)|gap\b|runway|loan|credit line|overdraft|receivables?|cartera|\d+[- ]?days? terms|terms eat|pay(s)? (at|after) \d+|comes after|(cash|money|funds?) runs? out|collect\w* in \d+|get paid (in|after) \d+|no income|\bneeds?\b[^.;]{0,40}\d[^.;]{0,40}\b(we have|have only|only have)\b)/i,
  ],
  [
    'person',
    /\b(if (she|he|i|they|[A-Z][a-z]+) (leaves?|quits?|goes|is off|is away|gets sick|is sick|is ill|stops)|only ([A-Z][a-z]+|me|one person|she|he) (knows?|can)|(nobody|no one|no-one) else (can|knows)|is everything|does everything|single point|key person|bus factor|burn ?out|([A-Z][a-z]+|he|she|they|partner|co-?founder|cto|manager|chef|staff) (is |are |may be |might be |could be )?leaving|leaves (us|the (company|team|business))|got an offer|job offer|depends? on (one|1|a single) [a-z]+( [a-z]+)? (manager|person|engineer|developer|dev|employee|accountant|chef|driver)|maternity|paternity|licen[cç]a-maternidade|surgery|poach\w*|turnover|(one|someone|anyone|people|staff|workers?|carers?|nurses?|drivers?|cleaners?) (leaves?|leaving|quits?))\b|^\W*me\b/,
  ],
  [
    'supply',
    /\b(single[- ]source|lead times?|suppliers?|quote came back|shipping (is )?up|costs? (up|rose|rising)|prices? (up|rose|rising|went up)|price up|moq|stock-?outs?|raw materials?|components?|wk lead|week lead|take back|days'? notice|api limits|cut us off|(diesel|fuel|petrol)\b(?![^.;]*\b(income|defaults?)\b))\b/i,
  ],
  [
    'rival',
    /\b(competitors?|rivals?|coming (hard|in)|(go|goes|went|going) around us|deal direct|go direct|undercut\w*|big players?|entering|copy us|copies us|getting cheaper)\b/i,
  ],
];

/** The founder's own body as the risk: 'my back and knees', 'if I get hurt'. */
const HURT =
  /\b(if (i|we) (get|gets|got) (hurt|injured|sick|ill)|(i|me) (get|getting) injured|injur(y|ies|ed)|my (back|knees?|health|hands?|shoulders?))\b/i;

/** The kind of one risk as the founder wrote it, if it is one the sessions decide. */
export function riskKind(text: string): RiskKind | null {
  // 'If I get hurt there is no income' is the founder's body, not a cash gap (read 38).
  if (HURT.test(text)) return 'person';
  const kind = KINDS.find(([, re]) => re.test(text))?.[0] ?? null;
  // 'Cargoline leaving or squeezing price' is a supplier's terms, not a person's know-how.
  if (kind === 'person' && /\b(squeez\w*|prices?|terms|contracts?)\b/i.test(text)) return 'supply';
  // 'US tariffs and CTT to US got expensive (€22-30 a parcel)' is a cost that rose, to price
  // in, not a permit to file by a date (read 36).
  if (
    kind === 'rule' &&
    /\b(tariffs?|duty|duties|tax(es)?|levy|levies)\b/i.test(text) &&
    /\b(expensive|costs? (up|more)|went up|gone up|got (dearer|pricier)|rose|rising|higher|increase[ds]?)\b/i.test(
      text,
    ) &&
    !/\b(permits?|licen[cs]es?|registration|certifi\w*|visas?)\b/i.test(text)
  )
    return 'supply';
  return kind;
}

/** The risks as listed: numbered items ('1) ... 2) ...'), else sentences. */
function items(text: string): string[] {
  // Only '1)', '2)', '3)' in order number the list: '(art. 14) need consent' is inside an item.
  const marks = [...text.matchAll(/(?:^|\s)\(?(\d{1,2})[).]\s+/g)];
  const cuts: { at: number; end: number }[] = [];
  for (const m of marks)
    if (Number(m[1]) === cuts.length + 1) cuts.push({ at: m.index, end: m.index + m[0].length });
  const numbered =
    cuts.length >= 2 ? cuts.map((c, k) => text.slice(c.end, cuts[k + 1]?.at ?? text.length)) : [];
  const list = numbered.length >= 2 ? numbered : sentences(text);
  // 'cash!! we pay suppliers in 7 days...': a word or two cried out heads the next sentence;
  // 'Theft. Mould + certification...' are two risks.
  const merged: string[] = [];
  let head = '';
  for (const t of list) {
    // 'Ibrahim is everything on the road. if he is sick the trucks stop': one risk, told on.
    const prev = merged.length - 1;
    if (
      numbered.length < 2 &&
      prev >= 0 &&
      !head &&
      /^\W*(if )?(he|she|they|it|this|that|which|so)\b/i.test(t.trim())
    ) {
      merged[prev] = `${merged[prev]} ${t.trim()}`;
      continue;
    }
    if (numbered.length < 2 && t.trim().split(/\s+/).length < 3 && /[!:]$/.test(t.trim()))
      head += `${t.trim()} `;
    else {
      merged.push(head + t);
      head = '';
    }
  }
  if (head) merged.push(head);
  return merged.map((t) => t.trim().replace(/[.;,]+$/, ''));
}

/** Every listed risk after the first, with its kind; the first is the sessions' own risk line. */
export function namedRisks(form: FormState): NamedRisk[] {
  const out: NamedRisk[] = [];
  for (const text of items(form.execution.risks).slice(1)) {
    if (text.length < 8) continue;
    const kind = riskKind(text);
    if (kind) out.push({ kind, text });
  }
  return out;
}

/** The session each kind of risk is decided in. */
const SESSION_OF: Record<RiskKind, CoachingSessionNumber> = {
  rival: 3,
  rule: 4,
  cash: 4,
  supply: 6,
  person: 6,
};

/** Actions for the risks the founder listed after the first, in the session they belong to. */
export function namedRiskActions(
  session: CoachingSessionNumber,
  form: FormState,
  p: FounderProfile,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const risk of namedRisks(form)) {
    if (SESSION_OF[risk.kind] !== session) continue;
    const q = `"${mark(fragment(risk.text, 90))}"`;
    const line = `You also named ${q}: ${riskStep(risk, p)}`;
    // One line of each shape, two at most: a session is not a list of the founder's fears.
    const shape = line.slice(line.lastIndexOf('"') + 1);
    if (seen.has(shape) || out.length === 2) continue;
    seen.add(shape);
    out.push(line);
  }
  return out;
}

/** What to do this week about a risk of this kind, as a clause ('write the date it must be done by...'). */
export function riskStep(risk: NamedRisk, p: FounderProfile): string {
  switch (risk.kind) {
    case 'rule':
      // 'One incident could cost us our registration': a licence held, to keep.
      if (/\b(could|may|might|would) (cost|lose)|\blose (our|the|my) /i.test(risk.text))
        return `list the three slips that could cost you it, and check each one this month.`;
      // 'reforma laboral changes recargos = more work per employee same fee' is a rule that
      // changes, not a permit to get.
      return /\b(chang\w*|reform\w*|review of|new rules?|more work|talking about|rumou?rs?|proposed)\b/i.test(
        risk.text,
      ) &&
        !/\b(pending|not done|needs?|needed|short|missing|apply|applied|waiting)\b/i.test(risk.text)
        ? `work out what it changes for you in hours, money or demand, and the first thing you would do.`
        : `write the date it must be done by, what it costs, and whom you call this week to start it.`;
    case 'cash':
      // 'first batch needs ~₹36L, we have ₹11L left': money to find, not a week to bridge.
      // ('the 10-boat pilot needs ~65M FCFA': a sum to find, read 41.)
      return /\b(needs?|need)\b[^.;]*\b(have|left)\b|\b(seed|raise|round|investors?|series [a-c])\b|\bneeds? (about |around |~|≈)?[$€£₹₦]?\d/i.test(
        risk.text,
      )
        ? `write the gap as one number, and three ways to close it (pre-payment, a loan or grant, a smaller first step), each with a date.`
        : `mark the week it bites hardest, and line up the bridge (an earlier invoice, a credit line, a cost moved) before then.`;
    case 'person': {
      // Alone, nobody covers: the income is what to insure (read 38: a solo roofer's knees).
      if (HURT.test(risk.text) && p.team.solo)
        return /\b(hurt|injur\w*|back|knees?|wrists?|hands?|shoulders?|roofs?|ladders?)\b/i.test(
          risk.text,
        )
          ? `price the cover this week: what you get as self-employed if you cannot work, beside an income-protection policy; and set one rule that keeps you off the riskiest work.`
          : `price the cover this week: what you get as self-employed if you cannot work, beside an income-protection policy; and write who tells your customers in the first sick week.`;
      // 'nobody else can fry like him, I tried' is about him, not the founder.
      const other = /\b(nobody|no one|no-one) else\b|\blike (him|her)\b/i.test(risk.text);
      if (
        !other &&
        (/^\W*me\b|\bif i\b|\((me|i)\)|\b(i'?m|im|i am)\b/i.test(risk.text) ||
          /(^|[\s(,-])I\b/.test(risk.text))
      )
        return `list what stops if you are off for two weeks, and hand one item on this month.`;
      if (/\bpoach\w*\b/i.test(risk.text))
        return `ask your best two what would keep them three more years, and act on the first answer.`;
      if (/\bburn ?out\b/i.test(risk.text))
        return `find the task that wears people out most, and split it across more hands this month.`;
      // 'Marcela - if she leaves...', 'only Julien knows...', 'Yasmine leaving': a named person.
      const name =
        /^\W*(\p{Lu}\p{Ll}+)\s*(?:=|-|–|:|,|is the only|leaving|leaves|quits|is off)/u.exec(
          risk.text,
        )?.[1] ??
        /\bonly (\p{Lu}\p{Ll}+)\b/u.exec(risk.text)?.[1] ??
        /\b[Ii]f (\p{Lu}\p{Ll}+) (?:leaves|quits|is off|gets sick)/u.exec(risk.text)?.[1] ??
        /\b(?:bus factor|single point|depends?|dependent|dependency) on (\p{Lu}\p{Ll}+)/u.exec(
          risk.text,
        )?.[1] ??
        /^\W*(\p{Lu}\p{Ll}+) (?:got|has|gets|may|might|could|wants|goes|is everything)\b/u.exec(
          risk.text,
        )?.[1];
      // 'Artists leaving' are a kind of staff, not a person named Artists.
      return name && !/(ists|ers|ors|ees|ians|ants|ents)$/.test(name)
        ? `write down what only ${name} does, and have someone learn the first item this month.`
        : `write down how the work is done, so the next person is up to speed in weeks, not months.`;
    }
    case 'supply':
      if (/\b(stock-?outs?|out of stock|runs? out|sold out)\b/i.test(risk.text))
        return `set each reorder point from last quarter's sales, so the next order goes in before the shelf empties.`;
      return /\b(quote|costs?|prices?|shipping|expensive|tariffs?|up \d|\d+%|diesel|fuel|petrol|litre)\b/i.test(
        risk.text,
      ) && !/\b(single[- ]source|lead|leav\w*|drops?|dropping|stops?)\b/i.test(risk.text)
        ? `work the new cost into your price or your margin before the next order, not after.`
        : ['hardware', 'goods', 'made-to-order'].includes(p.model) &&
            /\b(parts?|components?|sensors?|chips?|materials?|suppliers?|lead times?|wk lead|single[- ]source|moq)\b/i.test(
              risk.text,
            )
          ? `price a second source this week, or order the next batch's parts now.`
          : `line up a second one this week and get its price, before you need it.`;
    case 'rival':
      if (/\b(around us|direct)\b/i.test(risk.text))
        return /\b(went|already|happened)\b/i.test(risk.text)
          ? `ask the ones who went direct what they gave up, and make that part of every deal.`
          : `name what a customer loses by dealing direct, and say it on every deal.`;
      // Before anyone pays there is nobody to switch (read 36: an idea with no customers).
      return paying(p)
        ? `ask your 3 closest ${p.audience === 'business' ? 'clients' : 'customers'} what would make them switch, and close that gap first.`
        : `ask 3 of the people closest to buying what a copy would need to win them, and make that part of your first offer.`;
  }
}
