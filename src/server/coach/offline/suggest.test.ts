import { describe, expect, it } from 'vitest';
import { HELPER_FIELD_PATHS, IMPROVEMENT_STYLES, suggestResultSchema } from '@shared/contracts/ai';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { fieldLimit } from './fields';
import { FIXTURES } from './fixtures';
import { allStrings } from './fixtures/helpers';
import { createOfflineEngine } from './index';

const engine = createOfflineEngine();
const fixture = (name: string) => {
  const found = FIXTURES.find((f) => f.name === name);
  if (!found) throw new Error(`fixture ${name} missing`);
  return found;
};
const SAMPLE = ['bakery', 'clinic', 'sparse vague', 'blank', 'long text at the limits'].map(
  fixture,
);
const cases = SAMPLE.flatMap((f) => HELPER_FIELD_PATHS.map((p) => [f.name, p, f.form] as const));

describe('offline helper: ideas', () => {
  it.each(cases)(
    '%s, %s: 3 to 6 schema-valid ideas with a rationale',
    async (_n, fieldPath, form) => {
      const result = await engine.suggest({ fieldPath, intent: 'get_ideas', form });
      expect(suggestResultSchema.parse(result)).toEqual(result);
      expect(result.ideas.length).toBeGreaterThanOrEqual(3);
      expect(result.ideas.length).toBeLessThanOrEqual(6);
      expect(new Set(result.ideas).size).toBe(result.ideas.length);
      expect(result.rationale).not.toBe('');
      expect(result.improvements).toEqual([]);
    },
  );

  it('ideas for evidence of willingness to pay name the ideal customer and ask for commitments', async () => {
    const result = await engine.suggest({
      fieldPath: 'market.payEvidence',
      intent: 'get_ideas',
      form: fixture('bakery').form,
    });
    const text = result.ideas.join('\n');
    expect(text).toContain('Owner-bakers of 1-2 shop bakeries');
    expect(text).toMatch(/pre-order/i);
    expect(text).toMatch(/price test/i);
    expect(result.rationale).toContain('your ideal customer');
  });

  it('ideas for a channel draw on the industry', async () => {
    const result = await engine.suggest({
      fieldPath: 'execution.goToMarket',
      intent: 'get_ideas',
      form: fixture('bakery').form,
    });
    expect(result.ideas.join('\n')).toContain("farmers' markets, pop-ups and local events");
  });
});

describe('offline helper: improve', () => {
  it.each(cases)(
    '%s, %s: exactly the three styles, non-empty and pairwise different',
    async (_n, fieldPath, form) => {
      const result = await engine.suggest({ fieldPath, intent: 'improve_text', form });
      expect(suggestResultSchema.parse(result)).toEqual(result);
      expect(result.improvements.map((i) => i.style)).toEqual([...IMPROVEMENT_STYLES]);
      const texts = result.improvements.map((i) => i.text);
      for (const text of texts) {
        expect(text.trim()).not.toBe('');
        expect(text.length).toBeLessThanOrEqual(fieldLimit(fieldPath));
      }
      expect(new Set(texts).size).toBe(3);
    },
  );

  const bakery = fixture('bakery').form;
  const improve = async (fieldPath: string, form = bakery) => {
    const result = await engine.suggest({ fieldPath, intent: 'improve_text', form });
    const [concise, detailed, compelling] = result.improvements.map((i) => i.text);
    return { concise: concise ?? '', detailed: detailed ?? '', compelling: compelling ?? '' };
  };

  it('Concise removes hedges and filler and keeps the key clauses', async () => {
    const { concise } = await improve('product.whyWorthSolving');
    expect(concise).toBe(
      'A typical bakery loses around £1,200 a month to waste, which is often more than their rent increase this year.',
    );
  });

  it('Concise cuts a long text to its first sentences', async () => {
    const { concise } = await improve('product.problem', fixture('long text at the limits').form);
    expect(concise.length).toBeLessThanOrEqual(400);
    expect(concise).toMatch(/^Operations managers at hospitals/);
    expect(concise).not.toMatch(/\b(I think|basically|very)\b/);
  });

  it('Detailed keeps the text and adds specifics from the other answers and open questions', async () => {
    const { detailed } = await improve('product.problem');
    expect(detailed.startsWith(bakery.product.problem)).toBe(true);
    expect(detailed).toContain('Who has it: Owner-bakers of 1-2 shop bakeries');
    expect(detailed).toContain('How they cope today: Owners guess quantities');
    expect(detailed).toContain('What it costs them: A typical bakery loses around £1,200 a month');
  });

  it('Detailed asks for the missing numbers', async () => {
    const form = coerceFormState({ product: { solution: 'An app that plans the daily bake.' } });
    const { detailed } = await improve('product.solution', form);
    expect(detailed).toContain('Still to answer:');
    expect(detailed).toContain('What will it cost them, and what does it save?');
  });

  it('Compelling leads with the customer and closes with the solution', async () => {
    const { compelling } = await improve('product.problem');
    expect(compelling).toMatch(
      /^Owner-bakers of 1-2 shop bakeries with 3-10 staff live with this problem today\./,
    );
    expect(compelling).toContain('Independent bakeries throw away 10-15% of their bread every day');
    expect(compelling).toMatch(/Our answer: A simple daily bake plan sent by text at 5am\.$/);
  });

  it('builds three different drafts for an empty field from the related answers', async () => {
    const { concise, detailed, compelling } = await improve('market.payEvidence');
    expect(bakery.market.payEvidence).toBe('');
    expect(concise).toContain('Owner-bakers of 1-2 shop bakeries');
    expect(new Set([concise, detailed, compelling]).size).toBe(3);
  });

  it.each([
    ['punctuation only', '... !!! ???'],
    ['one 3000-character word', 'x'.repeat(3000)],
    ['hedges only', 'I think basically very really just'],
    ['dots without spaces', 'a.'.repeat(1500)],
  ])('odd text (%s) still gives three different, non-empty rewrites', async (_name, text) => {
    const form = coerceFormState({ product: { problem: text } });
    const result = await engine.suggest({
      fieldPath: 'product.problem',
      intent: 'improve_text',
      form,
    });
    const texts = result.improvements.map((i) => i.text);
    expect(texts).toHaveLength(3);
    expect(texts.every((t) => t.trim() !== '' && t.length <= 3000)).toBe(true);
    expect(new Set(texts).size).toBe(3);
  });

  it('writes plain text with no unfinished work', async () => {
    const results = await Promise.all(
      cases.flatMap(([, fieldPath, form]) =>
        (['get_ideas', 'improve_text'] as const).map((intent) =>
          engine.suggest({ fieldPath, intent, form }),
        ),
      ),
    );
    for (const text of results.flatMap(allStrings)) {
      expect(text).not.toMatch(/TODO|FIXME|coming soon|not implemented|\b(undefined|null|NaN)\b/i);
    }
  });
});
