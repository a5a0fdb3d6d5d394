import { describe, expect, it } from 'vitest';
import { HELPER_FIELD_PATHS, IMPROVEMENT_STYLES, suggestResultSchema } from '@shared/contracts/ai';
import { coerceFormState } from '@shared/contracts/assessment-form';
import { fieldLimit, readField } from './fields';
import { FIXTURES } from './fixtures';
import { allStrings } from './fixtures/helpers';
import { Founder } from './ideas/founder';
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
const allCases = FIXTURES.flatMap((f) =>
  HELPER_FIELD_PATHS.map((p) => [f.name, p, f.form] as const),
);

/** Openings of an instruction to write, which an idea must never be. */
const WRITING_PROMPT =
  /^(Describe|Add|Explain|List|Consider|Write|Think|State|Mention|Include|Clarify|Specify)\b/;

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

  it.each(allCases)(
    '%s, %s: ideas are statements or experiments, never questions or writing prompts, and new to the field',
    async (_n, fieldPath, form) => {
      const result = await engine.suggest({ fieldPath, intent: 'get_ideas', form });
      const own = readField(form, fieldPath).toLowerCase();
      expect(result.ideas.length).toBeGreaterThanOrEqual(3);
      for (const idea of result.ideas) {
        expect(idea, idea).not.toMatch(WRITING_PROMPT);
        expect(idea.trim().endsWith('?'), idea).toBe(false);
        expect(idea, idea).toMatch(/[.!)"]$/);
        expect(idea).not.toMatch(/\[|\]|undefined|null|NaN/);
        if (own.trim() !== '')
          expect(own.includes(idea.toLowerCase().replace(/\.$/, ''))).toBe(false);
      }
    },
  );

  it('ideas for evidence of willingness to pay are offers to the founder’s own pilot, at their price', async () => {
    const result = await engine.suggest({
      fieldPath: 'market.payEvidence',
      intent: 'get_ideas',
      form: fixture('bakery').form,
    });
    const text = result.ideas.join('\n');
    expect(result.ideas[0]).toBe(
      'Offer the 3 bakeries from the pilot the plan at £49 a month from next month, with the pilot result (waste fell from 14% to 8%) as the proof.',
    );
    expect(text).toContain('Ask the 12 bakery owners from discovery for a deposit');
    expect(text).toContain('owner-bakers of 1-2 shop bakeries');
    expect(text).toContain(
      'Quote £49 a month to 10 owner-bakers of 1-2 shop bakeries and £74 a month to 10 others',
    );
    expect(result.rationale).toContain('your price');
  });

  it('ideas never treat goods counted in the evidence as people to ask', async () => {
    const form = coerceFormState({
      product: {
        solution: 'We export single-origin green coffee to specialty roasters.',
        evidence: '6 containers (about 115 tonnes) sold last year; 10 of 14 roasters reordered.',
      },
      market: { idealCustomer: 'A specialty roaster in Oslo buying 5-20 tonnes a year.' },
    });
    for (const fieldPath of HELPER_FIELD_PATHS) {
      const result = await engine.suggest({ fieldPath, intent: 'get_ideas', form });
      expect(result.ideas.join('\n'), fieldPath).not.toMatch(/\b6 containers (we|from)\b/);
    }
  });

  it('ideas for a channel build on the founder’s partner and price', async () => {
    const result = await engine.suggest({
      fieldPath: 'execution.goToMarket',
      intent: 'get_ideas',
      form: fixture('bakery').form,
    });
    expect(result.ideas).toContain(
      'Our flour supplier introduces 10 owner-bakers of 1-2 shop bakeries a month, each offered £49 a month.',
    );
    expect(result.ideas.join('\n')).toContain('in Leeds');
  });

  it('ideas for a problem bring in the cost, the customer and the discovery numbers', async () => {
    const result = await engine.suggest({
      fieldPath: 'product.problem',
      intent: 'get_ideas',
      form: fixture('bakery').form,
    });
    expect(result.ideas.slice(0, 4)).toEqual([
      'That can cost one of them around £1,200 a month.',
      'It hits owner-bakers of 1-2 shop bakeries hardest.',
      '9 of the 12 bakery owners we talked to said waste is a top-three worry.',
      'Across 2,500 independent bakeries, the problem is worth about £36M a year.',
    ]);
  });

  it('ideas for a non-profit talk of funders and the people it serves, never of a price or a deposit', async () => {
    const form = coerceFormState({
      product: {
        solution: 'Free 20-week evening reading classes for adults, taught by volunteer tutors.',
        evidence: '410 learners enrolled in 2024 and 71% completed the 20 weeks.',
      },
      market: {
        payEvidence:
          'Learners pay nothing. Our R2.9M budget is 62% a government grant and 38% donations.',
        budget: 'The department funds adult education per learner who completes.',
      },
      execution: { goToMarket: 'Churches and clinics announce classes; learners bring friends.' },
    });
    const all: string[] = [];
    for (const fieldPath of ['market.payEvidence', 'execution.goToMarket', 'product.evidence']) {
      const { ideas } = await engine.suggest({ fieldPath, intent: 'get_ideas', form });
      expect(ideas.length).toBeGreaterThanOrEqual(3);
      all.push(...ideas);
    }
    const text = all.join('\n');
    expect(text).toMatch(/funder/i);
    expect(text).not.toMatch(/R2\.9M|R4|\bquote\b|deposit|prepayment|paying customers|paid pilot/i);
    expect(text).not.toMatch(/Deliver it by hand/);
  });

  it('ideas never repeat what the field already says', async () => {
    const form = coerceFormState({
      ...fixture('bakery').form,
      product: {
        ...fixture('bakery').form.product,
        problem:
          'It hits owner-bakers of 1-2 shop bakeries hardest. That can cost one of them around £1,200 a month.',
      },
    });
    const result = await engine.suggest({
      fieldPath: 'product.problem',
      intent: 'get_ideas',
      form,
    });
    expect(result.ideas.join('\n')).not.toMatch(/hits owner-bakers|around £1,200 a month\./);
  });
});

describe("the founder's figures the ideas quote", () => {
  it("never quotes a year's takings as a price, nor names letters of intent as payers", () => {
    const translator = new Founder(
      coerceFormState({
        product: { solution: 'Sworn translations of court and company documents, per line.' },
        market: {
          payEvidence:
            '€96,400 in 2023; average invoice €640. One firm owes me €4,300 for 3 invoices.',
        },
      }),
    );
    expect(translator.price?.figure).not.toBe('€96,400');
    // Bookings, a plan's monthly income and one line's sales are takings too.
    for (const payEvidence of [
      'GMV US$78,000 in 7 months; our take is US$15,600. Average learner spends US$252.',
      'Average visit £74. The Senior Pet Plan brings £4,028 a month.',
      '€410,000 of sales last year (shop €290k, catering €120k).',
      'Circles pay a fee of 1% of each payout; fees were ₦380,000 last month, up from ₦90,000.',
    ]) {
      const f = new Founder(coerceFormState({ market: { payEvidence } }));
      expect(f.price?.figure ?? '', payEvidence).not.toMatch(
        /78,000|15,600|4,028|410,000|290k|120k|380,000|90,000/,
      );
    }
    const device = new Founder(
      coerceFormState({
        product: { solution: 'A benchtop reader and a cartridge test for sepsis markers.' },
        market: {
          payEvidence:
            'No sales. Two hospitals signed letters of intent for a prospective study, not for purchase.',
        },
      }),
    );
    expect(device.paying).toBeNull();
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
    return {
      concise: concise ?? '',
      detailed: detailed ?? '',
      compelling: compelling ?? '',
      rationale: result.rationale,
    };
  };

  it('Concise removes hedges and filler and keeps the key clauses', async () => {
    const { concise, rationale } = await improve('product.whyWorthSolving');
    expect(concise).toBe(
      'A typical bakery loses around £1,200 a month to waste, which is often more than their rent increase this year.',
    );
    expect(rationale).toContain("Concise cuts 'I think', 'basically' and 'very'");
  });

  it('Concise keeps every sentence of a long text', async () => {
    const { concise } = await improve('product.problem', fixture('long text at the limits').form);
    expect(concise).toMatch(/^Operations managers at hospitals/);
    expect(concise).toContain('Our scheduling software learns each nurse');
    expect(concise).not.toMatch(/\b(I think|basically|very)\b/);
  });

  it('Detailed keeps the text and adds what it lacks from the other answers, without pasting them', async () => {
    const { detailed } = await improve('product.whyWorthSolving');
    expect(detailed.startsWith(bakery.product.whyWorthSolving)).toBe(true);
    expect(detailed).toContain('Across 2,500 independent bakeries, that is about £36M a year.');
    expect(detailed).not.toContain(bakery.market.idealCustomer);
  });

  it('Detailed marks the missing numbers as placeholders', async () => {
    const form = coerceFormState({ product: { solution: 'An app that plans the daily bake.' } });
    const { detailed } = await improve('product.solution', form);
    expect(detailed.startsWith('An app that plans the daily bake.\n\n')).toBe(true);
    expect(detailed).toContain('It costs [price per month or per order].');
  });

  it('Compelling leads with the pain and how often it happens', async () => {
    const { compelling } = await improve('product.problem');
    expect(compelling).toBe(
      'Every day, independent bakeries throw away 10-15% of their bread because they bake to gut feeling instead of forecast demand.',
    );
  });

  it('builds three different drafts for an empty field from the founder’s answers', async () => {
    const { concise, detailed, compelling } = await improve('market.payEvidence');
    expect(bakery.market.payEvidence).toBe('');
    expect(concise).toBe('The price we ask is £49 a month.');
    expect(detailed).toContain('around £1,200 a month');
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
