import { describe, expect, it } from 'vitest';
import { emptyFormState, type FormState } from './contracts/assessment-rules';
import {
  FORM_FACTS_VERSION,
  formFactsOf,
  improvementsOf as improvementsOfFacts,
  isFormFacts,
  strengthsOf as strengthsOfFacts,
} from './dashboard-rules';

// The rules read a form's facts; these tests state them in terms of the form they come from.
const strengthsOf = (form: FormState) => strengthsOfFacts(formFactsOf(form));
const improvementsOf = (form: FormState) => improvementsOfFacts(formFactsOf(form));

type Ratings = { product?: number | null; market?: number | null; execution?: number | null };

/** Every key field, loop and success measure filled; ratings as given (3 = neither rule). */
function fullForm(ratings: Ratings = {}): FormState {
  const form = emptyFormState();
  form.product = {
    ...form.product,
    problem: 'Invoices are chased by hand',
    solution: 'Automatic reminders',
    rating: ratings.product === undefined ? 3 : ratings.product,
  };
  form.market = {
    ...form.market,
    target: 'Small accounting firms',
    idealCustomer: 'A ten-person firm',
    rating: ratings.market === undefined ? 3 : ratings.market,
  };
  form.execution = {
    ...form.execution,
    delivery: 'A web app',
    goToMarket: 'Accountants’ associations',
    rating: ratings.execution === undefined ? 3 : ratings.execution,
  };
  form.actionPlan = {
    priority: 'Ten interviews',
    next30Days: ['Book the calls'],
    successMeasures: 'Three pilots',
  };
  return form;
}

const withLoop = (
  form: FormState,
  loop: keyof FormState['loops'],
  fields: Partial<FormState['loops']['product_market']>,
) => {
  form.loops[loop] = { current: 'c', actions: 'a', metrics: 'm', ...fields };
  return form;
};

describe('strengthsOf', () => {
  it('names nothing for a form without high ratings or complete loops', () => {
    expect(strengthsOf(fullForm())).toEqual([]);
    expect(strengthsOf(emptyFormState())).toEqual([]);
  });

  it('names pillars rated 4 or 5 with their rating-guide label, in pillar order', () => {
    expect(strengthsOf(fullForm({ product: 4, market: 5, execution: 5 }))).toEqual([
      'Product is a strength: rated 4/5 (Mature).',
      'Market is a strength: rated 5/5 (Dominant).',
      'Execution is a strength: rated 5/5 (Optimized).',
    ]);
  });

  it('does not count a rating of 3 or below as a strength', () => {
    expect(strengthsOf(fullForm({ product: 3, market: 2, execution: 1 }))).toEqual([]);
  });

  it('names a loop whose current state, actions and metrics are all filled', () => {
    const form = withLoop(fullForm(), 'product_execution', {});
    expect(strengthsOf(form)).toEqual([
      'Product-Execution Loop is well defined: current state, actions and metrics are all in place.',
    ]);
  });

  it('does not name a loop with any part blank or whitespace only', () => {
    for (const missing of ['current', 'actions', 'metrics'] as const) {
      const form = withLoop(fullForm(), 'market_execution', { [missing]: '  \n' });
      expect(strengthsOf(form)).toEqual([]);
    }
  });

  it('lists pillars before loops, loops in their fixed order', () => {
    let form = fullForm({ execution: 4 });
    for (const loop of ['market_execution', 'product_market'] as const)
      form = withLoop(form, loop, {});
    expect(strengthsOf(form)).toEqual([
      'Execution is a strength: rated 4/5 (Scaling).',
      'Product-Market Loop is well defined: current state, actions and metrics are all in place.',
      'Market-Execution Loop is well defined: current state, actions and metrics are all in place.',
    ]);
  });
});

describe('improvementsOf', () => {
  it('names nothing for a complete form rated 3 or more', () => {
    expect(improvementsOf(fullForm())).toEqual([]);
    expect(improvementsOf(fullForm({ product: 5, market: 4, execution: 3 }))).toEqual([]);
  });

  it('names pillars rated 1 or 2 with their rating-guide label', () => {
    expect(improvementsOf(fullForm({ product: 1, market: 2, execution: 2 }))).toEqual([
      'Product needs work: rated 1/5 (Very Early).',
      'Market needs work: rated 2/5 (Exploring).',
      'Execution needs work: rated 2/5 (Starting).',
    ]);
  });

  it('names unrated pillars', () => {
    expect(improvementsOf(fullForm({ market: null }))).toEqual([
      'Market is unrated: rate it to see where you stand.',
    ]);
  });

  it('names each empty key field by its label', () => {
    const form = fullForm();
    form.product.solution = '';
    form.market.idealCustomer = '   ';
    form.execution.goToMarket = '';
    expect(improvementsOf(form)).toEqual([
      "Product: 'What is your solution?' is still empty.",
      "Market: 'Who is your ideal customer?' is still empty.",
      "Execution: 'What is your go-to-market plan?' is still empty.",
    ]);
  });

  it('names an empty Priority Focus', () => {
    const form = fullForm();
    form.actionPlan.priority = '';
    expect(improvementsOf(form)).toEqual(["30-Day Action Plan: 'Priority Focus' is still empty."]);
  });

  it('names an action plan without success measures', () => {
    const form = fullForm();
    form.actionPlan.successMeasures = ' ';
    expect(improvementsOf(form)).toEqual([
      'Your action plan has no Success Measures: say how you will know, in 30 days, that it worked.',
    ]);
  });

  it('lists everything for an empty form, in a fixed order: pillars, key fields, success measures', () => {
    expect(improvementsOf(emptyFormState())).toEqual([
      'Product is unrated: rate it to see where you stand.',
      'Market is unrated: rate it to see where you stand.',
      'Execution is unrated: rate it to see where you stand.',
      "Product: 'What problem are you solving?' is still empty.",
      "Product: 'What is your solution?' is still empty.",
      "Market: 'Who is your target market?' is still empty.",
      "Market: 'Who is your ideal customer?' is still empty.",
      "Execution: 'How will you deliver the product?' is still empty.",
      "Execution: 'What is your go-to-market plan?' is still empty.",
      "30-Day Action Plan: 'Priority Focus' is still empty.",
      'Your action plan has no Success Measures: say how you will know, in 30 days, that it worked.',
    ]);
  });

  it('ignores fields outside the key fields (loops, reflection, other pillar texts)', () => {
    const form = fullForm();
    form.product.evidence = '';
    form.reflection.surprises = '';
    form.loops.product_market = { current: '', actions: '', metrics: '' };
    expect(improvementsOf(form)).toEqual([]);
  });

  it('answers the same lists for the same form', () => {
    const form = fullForm({ product: 5, market: null, execution: 1 });
    expect(improvementsOf(form)).toEqual(improvementsOf(structuredClone(form)));
    expect(strengthsOf(form)).toEqual(strengthsOf(structuredClone(form)));
  });
});

describe('formFactsOf', () => {
  it('keeps the ratings, the blank key fields, the defined loops and the success measures', () => {
    const form = withLoop(
      fullForm({ product: 5, market: null, execution: 1 }),
      'market_execution',
      {},
    );
    form.market.idealCustomer = '';
    expect(formFactsOf(form)).toEqual({
      v: FORM_FACTS_VERSION,
      ratings: { product: 5, market: null, execution: 1 },
      emptyKeyFields: ['market.idealCustomer'],
      definedLoops: ['market_execution'],
      hasSuccessMeasures: true,
    });
  });

  it('counts text of white space alone, Unicode spaces included, as blank', () => {
    const form = fullForm();
    form.product.problem = ' \u00a0\u2003\u3000\n\t\ufeff';
    form.actionPlan.successMeasures = '\u2028 ';
    expect(formFactsOf(form).emptyKeyFields).toEqual(['product.problem']);
    expect(formFactsOf(form).hasSuccessMeasures).toBe(false);
  });

  it('of an empty form names every key field as blank', () => {
    expect(formFactsOf(emptyFormState())).toEqual({
      v: FORM_FACTS_VERSION,
      ratings: { product: null, market: null, execution: null },
      emptyKeyFields: [
        'product.problem',
        'product.solution',
        'market.target',
        'market.idealCustomer',
        'execution.delivery',
        'execution.goToMarket',
        'actionPlan.priority',
      ],
      definedLoops: [],
      hasSuccessMeasures: false,
    });
  });
});

describe('isFormFacts', () => {
  it('accepts what formFactsOf makes, after a round trip through JSON', () => {
    for (const form of [emptyFormState(), fullForm({ product: 4 }), fullForm({ market: null })])
      expect(isFormFacts(JSON.parse(JSON.stringify(formFactsOf(form))))).toBe(true);
  });

  it('refuses facts of another version or shape, so they are recomputed from the form', () => {
    const good = formFactsOf(fullForm());
    for (const bad of [
      null,
      'facts',
      {},
      { ...good, v: FORM_FACTS_VERSION + 1 },
      { ...good, ratings: { ...good.ratings, product: 6 } },
      { ...good, ratings: { ...good.ratings, market: 2.5 } },
      { ...good, ratings: { product: 3, market: 3 } },
      { ...good, emptyKeyFields: ['product.unknown'] },
      { ...good, definedLoops: ['product_product'] },
      { ...good, definedLoops: 'product_market' },
      { ...good, hasSuccessMeasures: 'yes' },
    ])
      expect(isFormFacts(bad)).toBe(false);
  });
});
