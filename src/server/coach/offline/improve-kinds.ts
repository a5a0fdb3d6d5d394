import { capitalize, fragment, hasNumber, inSentence, shortPhrase } from './text';
import type { Weave } from './weave';

/** Fields that are rewritten the same way. */
export type FieldKind =
  | 'problem'
  | 'solution'
  | 'evidence'
  | 'customer'
  | 'money'
  | 'plan'
  | 'risk'
  | 'measure'
  | 'state'
  | 'reasoning'
  | 'reflection';

const KIND_BY_PATH: Record<string, FieldKind> = {
  'product.problem': 'problem',
  'product.currentHandling': 'problem',
  'product.whyWorthSolving': 'problem',
  'product.solution': 'solution',
  'product.differentiation': 'solution',
  'product.evidence': 'evidence',
  'market.discoveryEvaluation': 'evidence',
  'market.payEvidence': 'evidence',
  'market.target': 'customer',
  'market.idealCustomer': 'customer',
  'market.budget': 'money',
  'market.marketSize': 'money',
  'execution.risks': 'risk',
  'actionPlan.priority': 'plan',
  'actionPlan.successMeasures': 'measure',
};

export function kindOf(path: string): FieldKind {
  const known = KIND_BY_PATH[path];
  if (known) return known;
  if (path.endsWith('.reasoning')) return 'reasoning';
  if (path.startsWith('reflection.')) return 'reflection';
  if (path.startsWith('loops.')) {
    if (path.endsWith('.current')) return 'state';
    return path.endsWith('.metrics') ? 'measure' : 'plan';
  }
  return 'plan';
}

/** Other answers that add specifics to a field of this kind, with the label they get. */
export const RELATED: Record<FieldKind, readonly (readonly [string, string])[]> = {
  problem: [
    ['market.idealCustomer', 'Who has it'],
    ['product.currentHandling', 'How they cope today'],
    ['product.whyWorthSolving', 'What it costs them'],
  ],
  solution: [
    ['product.problem', 'The problem it solves'],
    ['market.idealCustomer', 'Who it is for'],
    ['product.differentiation', 'Why it beats the alternatives'],
    ['product.evidence', 'Proof so far'],
  ],
  evidence: [
    ['product.solution', 'What was tested'],
    ['market.idealCustomer', 'Who it comes from'],
    ['market.payEvidence', 'Payment evidence'],
    ['market.discoveryEvaluation', 'Discovery so far'],
  ],
  customer: [
    ['product.problem', 'Their problem'],
    ['market.budget', 'Their budget'],
    ['market.marketSize', 'How many there are'],
    ['execution.goToMarket', 'How to reach them'],
  ],
  money: [
    ['market.idealCustomer', 'Who pays'],
    ['market.payEvidence', 'Evidence they will pay'],
    ['product.currentHandling', 'What they use today'],
  ],
  plan: [
    ['product.solution', 'What is delivered'],
    ['market.idealCustomer', 'For whom'],
    ['execution.resourcesPartners', 'Resources and partners'],
    ['actionPlan.priority', '30-day priority'],
  ],
  risk: [
    ['execution.delivery', 'Delivery plan'],
    ['execution.resourcesPartners', 'Resources and partners'],
    ['market.payEvidence', 'Evidence of demand'],
  ],
  measure: [
    ['actionPlan.priority', '30-day priority'],
    ['actionPlan.successMeasures', 'Success measures'],
    ['market.idealCustomer', 'Customer'],
  ],
  state: [
    ['market.discoveryEvaluation', 'What customers told you'],
    ['execution.delivery', 'How you deliver'],
    ['execution.goToMarket', 'How customers find you'],
  ],
  reasoning: [
    ['product.evidence', 'Product evidence'],
    ['market.payEvidence', 'Payment evidence'],
    ['execution.resourcesPartners', 'Resources in place'],
  ],
  reflection: [
    ['actionPlan.priority', 'What it means for the next 30 days'],
    ['market.discoveryEvaluation', 'What customers said'],
  ],
};

const PEOPLE =
  /\b(customers?|clients?|users?|owners?|people|businesses|companies|teams|families|patients|students|farmers|buyers|managers|parents)\b/i;

/** The open who / what / how-much questions for a field's text. */
export function openQuestions(kind: FieldKind, text: string, w: Weave): string[] {
  const noWho = !PEOPLE.test(text) && !w.has('market.idealCustomer');
  const noFigure = !hasNumber(text);
  const q: (string | false)[] = {
    problem: [
      noWho && 'Who exactly has this problem?',
      noFigure && 'How often does it happen, and what does it cost them each time?',
      !w.has('product.currentHandling') && 'What do they do about it today?',
    ],
    solution: [
      'What does the customer get in the first week?',
      noFigure && 'What will it cost them, and what does it save?',
    ],
    evidence: [
      noFigure && 'How many people, and which numbers changed?',
      'What exactly did they do: use it, pay, come back?',
    ],
    customer: [
      noWho && 'Which role makes the decision, and in what size of organisation?',
      noFigure && 'How many of them are there in your first region?',
    ],
    money: [
      noFigure && 'How much per month or year, and from which budget line?',
      'Who approves the spending?',
    ],
    plan: ['Who does it?', noFigure && 'By when, and at what cost?'],
    risk: ['Who owns each risk?', 'What is the early warning sign for each, and the response?'],
    measure: [
      noFigure && "What is today's value, and the target by day 30?",
      'How often will you check it?',
    ],
    state: [
      'What was the last example of this loop working, or failing?',
      noFigure && 'How often does it run: weekly, monthly, never?',
    ],
    reasoning: ['Which fact places the rating at this level rather than the next?'],
    reflection: ['What will you do differently because of it?'],
  }[kind];
  return q.filter((x): x is string => typeof x === 'string');
}

function customerPhrase(w: Weave): string {
  const path = w.has('market.idealCustomer') ? 'market.idealCustomer' : 'market.target';
  return shortPhrase(w.text(path), 70);
}

/** The opening and the closing line of the Compelling rewrite. */
export function framing(kind: FieldKind, path: string, w: Weave): { lead: string; close: string } {
  const cust = customerPhrase(w);
  const solution = path === 'product.solution' ? '' : shortPhrase(w.text('product.solution'), 90);
  const priority =
    path === 'actionPlan.priority' ? '' : shortPhrase(w.text('actionPlan.priority'), 90);
  switch (kind) {
    case 'problem':
      return {
        lead: cust
          ? `${capitalize(cust)} live with this problem today.`
          : 'People live with this problem today.',
        close: solution ? `Our answer: ${solution}.` : 'Solve it, and they will not go back.',
      };
    case 'solution':
      return {
        lead: cust ? `Built for ${inSentence(cust)}.` : 'Built around one clear outcome.',
        close: 'One clear promise, kept every time.',
      };
    case 'evidence':
      return {
        lead: 'The proof comes from real customers, not opinions.',
        close: 'Every claim here can be checked.',
      };
    case 'customer':
      return {
        lead: 'We know exactly who we serve first.',
        close: 'They feel the problem most, so they buy first and tell others.',
      };
    case 'money':
      return { lead: 'Follow the money.', close: 'That is the budget we will win.' };
    case 'risk':
      return {
        lead: 'We know what could stop us.',
        close: 'Each risk gets an owner, an early warning sign and a plan.',
      };
    case 'measure':
      return {
        lead: 'Success will be measured, not felt.',
        close: 'Hit the numbers and we push on; miss them and we change course.',
      };
    case 'state':
      return {
        lead: 'Here is how this loop really works today.',
        close: 'Seen clearly, it can be made faster.',
      };
    case 'reasoning':
      return {
        lead: 'The rating rests on evidence.',
        close: 'The next level is within reach, and we know what it takes.',
      };
    case 'reflection':
      return {
        lead: 'This assessment changed how we see the business.',
        close: 'That is what we act on next.',
      };
    default:
      return {
        lead: 'Here is exactly how we will do it.',
        close: priority
          ? `It all serves one priority: ${priority}.`
          : 'Clear steps, clear owners, clear dates.',
      };
  }
}

/** A starting text for an empty field, drawn from related answers where there are any. */
export function draftFromRelated(kind: FieldKind, path: string, w: Weave): string {
  const parts = RELATED[kind]
    .filter(([p]) => p !== path && w.has(p))
    .slice(0, 2)
    .map(([p, label]) => `${label}: ${fragment(w.text(p), 120)}.`);
  if (parts.length > 0) return parts.join(' ');
  const starters: Record<FieldKind, string> = {
    problem: 'The problem: who has it, how often it happens, and what it costs them.',
    solution: 'The solution: what the customer gets, and how it removes the problem.',
    evidence: 'The evidence: how many people tried it, what they did, and what changed.',
    customer: 'The first customers: one role, in one kind of organisation or situation.',
    money: 'The money: who pays, from which budget, and how much.',
    plan: 'The plan: who does what, by when, and at what cost.',
    risk: 'The main risks, each with an owner, a warning sign and a response.',
    measure: "The measure: today's value and the target by day 30.",
    state: 'How this works today, with one recent example.',
    reasoning: 'The rating, and the fact that places it at this level.',
    reflection: 'The main lesson from this assessment, and what changes because of it.',
  };
  return starters[kind];
}
