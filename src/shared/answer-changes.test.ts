import { describe, expect, it } from 'vitest';
import { ANSWER_FIELDS, changedAnswers, ratingsOfScores } from './answer-changes';
import { emptyFormState, type FormState } from './contracts/assessment-form';

/** Every path of a form that holds text (or the list of tasks), e.g. 'loops.product_market.actions'. */
function textPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string' || Array.isArray(value)) return [path.join('.')];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, [...path, key]));
}

describe('ANSWER_FIELDS', () => {
  it('holds every answer of the form once, so a new field cannot be left out of "What changed"', () => {
    const paths = ANSWER_FIELDS.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(textPaths(emptyFormState()).sort());
  });
});

describe('changedAnswers', () => {
  it('lists each changed answer in the screen’s order, with its section and label', () => {
    const before = emptyFormState();
    const after: FormState = structuredClone(before);
    after.reflection.surprises = 'Time matters more than waste';
    after.region = 'Europe';
    after.loops.market_execution.actions = 'Hire a seller';
    after.actionPlan.next30Days = ['Call 20 bakeries', 'Run a price test'];
    after.execution.rating = 4; // ratings are compared as scores, not as answers
    expect(changedAnswers(before, after)).toEqual([
      { path: 'region', section: 'Business Context', label: 'Region', before: '', after: 'Europe' },
      {
        path: 'loops.market_execution.actions',
        section: 'Market-Execution Loop',
        label: 'Actions',
        before: '',
        after: 'Hire a seller',
      },
      {
        path: 'actionPlan.next30Days',
        section: '30-Day Action Plan',
        label: 'Next 30 Days: Tasks',
        before: '',
        after: 'Call 20 bakeries\nRun a price test',
      },
      {
        path: 'reflection.surprises',
        section: 'Reflection & Insights',
        label: 'What surprised you?',
        before: '',
        after: 'Time matters more than waste',
      },
    ]);
    expect(changedAnswers(after, structuredClone(after))).toEqual([]);
  });
});

describe('ratingsOfScores', () => {
  it('reads a rating back from its score (rating x 20), 0 as unrated', () => {
    expect(ratingsOfScores({ product: 20, market: 0, execution: 100 })).toEqual({
      product: 1,
      market: null,
      execution: 5,
    });
    expect(ratingsOfScores({ product: 33, market: -20, execution: 120 })).toEqual({
      product: null,
      market: null,
      execution: null,
    });
  });
});
