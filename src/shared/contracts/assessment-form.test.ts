import { describe, expect, it } from 'vitest';
import {
  coerceFormState,
  completionSummary,
  emptyFormState,
  formStateSchema,
  hasAutoSaveContent,
  hasSyncableContent,
  isBlankForm,
  normalizeFormState,
  progressPercent,
  validateCompletion,
  type FormState,
} from './assessment-form';

function form(patch: (f: FormState) => void): FormState {
  const f = emptyFormState();
  patch(f);
  return f;
}

describe('formStateSchema', () => {
  it('fills every missing field with its default and drops unknown keys', () => {
    const parsed = formStateSchema.parse({ product: { problem: 'x', hacker: 1 }, extra: true });
    expect(parsed.product.problem).toBe('x');
    expect(parsed.product.rating).toBeNull();
    expect(parsed.loops.market_execution).toEqual({ current: '', actions: '', metrics: '' });
    expect(parsed).not.toHaveProperty('extra');
    expect(parsed.product).not.toHaveProperty('hacker');
  });

  it('accepts ratings 1 to 5 or null only', () => {
    for (const rating of [0, 6, 2.5, '3']) {
      expect(formStateSchema.safeParse({ market: { rating } }).success).toBe(false);
    }
    expect(formStateSchema.parse({ market: { rating: 5 } }).market.rating).toBe(5);
  });

  it('holds text to 3000 and priority and success measures to 2000', () => {
    expect(formStateSchema.safeParse({ product: { problem: 'a'.repeat(3000) } }).success).toBe(
      true,
    );
    const tooLong = formStateSchema.safeParse({ product: { problem: 'a'.repeat(3001) } });
    expect(tooLong.error?.issues[0]?.message).toBe('Problem must be at most 3000 characters');
    expect(formStateSchema.safeParse({ actionPlan: { priority: 'a'.repeat(2000) } }).success).toBe(
      true,
    );
    expect(formStateSchema.safeParse({ actionPlan: { priority: 'a'.repeat(2001) } }).success).toBe(
      false,
    );
    expect(
      formStateSchema.safeParse({ actionPlan: { successMeasures: 'a'.repeat(2001) } }).success,
    ).toBe(false);
  });

  it('knows the industries, regions and their countries', () => {
    expect(formStateSchema.safeParse({ industry: 'Bogus' }).success).toBe(false);
    expect(formStateSchema.safeParse({ industry: 'Food & Beverage' }).success).toBe(true);
    expect(formStateSchema.safeParse({ region: 'Europe', country: 'Germany' }).success).toBe(true);
    expect(formStateSchema.safeParse({ region: 'Europe', country: 'Japan' }).success).toBe(false);
    expect(
      formStateSchema.safeParse({ region: 'Global/Multiple Regions', country: 'Other' }).success,
    ).toBe(false);
    expect(formStateSchema.safeParse({ region: 'Europe', country: '' }).success).toBe(true);
  });
});

describe('completion rules', () => {
  it('requires a priority and success measures, with the exact messages', () => {
    const errors = validateCompletion(emptyFormState());
    expect(errors).toEqual({
      priority: 'Priority Focus is required',
      successMeasures: 'Success Measures are required',
    });
    expect(completionSummary(errors)).toEqual([
      'Priority Focus is required',
      'Success Measures are required',
    ]);
  });

  it('treats whitespace as blank', () => {
    const errors = validateCompletion(
      form((f) => {
        f.actionPlan.priority = '   ';
        f.actionPlan.successMeasures = '\n';
      }),
    );
    expect(errors.priority).toBeDefined();
    expect(errors.successMeasures).toBeDefined();
  });

  it('refuses a task over 500 characters and sums it up once', () => {
    const errors = validateCompletion(
      form((f) => {
        f.actionPlan.priority = 'Win 10 customers';
        f.actionPlan.successMeasures = '10 paying';
        f.actionPlan.next30Days = ['a'.repeat(500), 'b'.repeat(501), 'c'.repeat(900)];
      }),
    );
    expect(errors).toEqual({
      tasks: { 1: 'Task cannot exceed 500 characters', 2: 'Task cannot exceed 500 characters' },
    });
    expect(completionSummary(errors)).toEqual(['Some tasks exceed character limits']);
  });
});

describe('progress and save rules', () => {
  it('counts the 10 key fields', () => {
    expect(progressPercent(emptyFormState())).toBe(0);
    const half = form((f) => {
      f.product.problem = 'p';
      f.product.solution = 's';
      f.product.rating = 3;
      f.market.target = 't';
      f.market.rating = 1;
      f.reflection.surprises = 'not a key field';
    });
    expect(progressPercent(half)).toBe(50);
    const full = form((f) => {
      f.product = { ...f.product, problem: 'p', solution: 's', rating: 3 };
      f.market = { ...f.market, target: 't', idealCustomer: 'i', rating: 2 };
      f.execution = { ...f.execution, delivery: 'd', goToMarket: 'g', rating: 5 };
      f.actionPlan.priority = 'x';
    });
    expect(progressPercent(full)).toBe(100);
  });

  it('drops blank tasks on save', () => {
    const f = form((x) => {
      x.actionPlan.next30Days = ['call 5 bakeries', '  ', '', 'price test'];
    });
    expect(normalizeFormState(f).actionPlan.next30Days).toEqual(['call 5 bakeries', 'price test']);
  });

  it('auto-saves once problem, target or delivery is filled', () => {
    expect(hasAutoSaveContent(emptyFormState())).toBe(false);
    expect(hasAutoSaveContent(form((f) => void (f.execution.delivery = 'by hand')))).toBe(true);
    expect(hasAutoSaveContent(form((f) => void (f.reflection.surprises = 'lots')))).toBe(false);
  });

  it('syncs a local copy when a key text field has more than 10 characters', () => {
    expect(hasSyncableContent(form((f) => void (f.product.problem = '0123456789')))).toBe(false);
    expect(hasSyncableContent(form((f) => void (f.product.problem = '0123456789A')))).toBe(true);
  });

  it('knows a blank form', () => {
    expect(isBlankForm(emptyFormState())).toBe(true);
    expect(isBlankForm(form((f) => void (f.market.rating = 2)))).toBe(false);
    expect(isBlankForm(form((f) => void (f.actionPlan.next30Days = ['  '])))).toBe(true);
  });
});

describe('the zod-free rules agree with the schema', () => {
  it('has the same empty form', () => {
    expect(emptyFormState()).toEqual(formStateSchema.parse({}));
  });

  it('coerces unknown data to the form shape like the schema does for valid data', () => {
    const valid = {
      product: { problem: 'p', rating: 4 },
      actionPlan: { next30Days: ['a', 'b'] },
      region: 'Europe',
    };
    expect(coerceFormState(valid)).toEqual(formStateSchema.parse(valid));
    const broken = coerceFormState({
      product: { problem: 7, rating: 9 },
      loops: 'x',
      actionPlan: { next30Days: [1, 'ok'] },
    });
    expect(broken.product.problem).toBe('');
    expect(broken.product.rating).toBeNull();
    expect(broken.loops.product_market.current).toBe('');
    expect(broken.actionPlan.next30Days).toEqual(['ok']);
    expect(coerceFormState(null)).toEqual(emptyFormState());
  });
});

describe('messages for unknown choices', () => {
  it('names the industry and region fields', () => {
    expect(formStateSchema.safeParse({ industry: 'Bogus' }).error?.issues[0]?.message).toBe(
      'Industry must be one of the listed industries',
    );
    expect(formStateSchema.safeParse({ region: 'Atlantis' }).error?.issues[0]?.message).toBe(
      'Region must be one of the listed regions',
    );
  });
});
