import { beforeEach, describe, expect, it } from 'vitest';
import { suggestResultSchema } from '@shared/contracts/ai';
import { AiError } from '../../infra/ai/errors';
import { SAMPLE_SUGGESTION } from '../../test/ai';
import { apiClient, signedInUser, type SignedIn } from '../../test/api';
import { useScriptedTestApp } from '../../test/use-test-app';
import { completableForm, form } from '../../test/forms';
import { listAiUsage } from '../ai';

// Neither call names an assessment (the client sends the form it shows), so there is no
// "another user's assessment" case here; a user only ever gets answers about their own input.

const t = useScriptedTestApp();
let me: SignedIn;

beforeEach(async () => {
  me = await signedInUser(t.ctx);
});

const ideas = { fieldPath: 'product.problem', intent: 'get_ideas', formState: completableForm() };

describe('POST /api/suggest', () => {
  it('answers 401 signed out', async () => {
    expect((await apiClient(t.ctx).post('/api/suggest', ideas)).status).toBe(401);
    expect(t.engine.calls.suggest).toHaveLength(0);
  });

  it("answers the engine's ideas for the field, passing the field, intent and form", async () => {
    const res = await me.api.post('/api/suggest', ideas);
    expect(res.status).toBe(200);
    expect(suggestResultSchema.parse(await res.json())).toEqual(SAMPLE_SUGGESTION);
    expect(t.engine.calls.suggest[0]).toMatchObject({
      fieldPath: 'product.problem',
      intent: 'get_ideas',
      form: { product: { problem: 'Invoices are chased by hand' } },
    });
  });

  it("cuts rewrites to the field's own limit so that applying one can be saved", async () => {
    t.engine.script.suggest = [
      {
        ideas: [],
        rationale: 'Longer.',
        improvements: [{ text: 'x'.repeat(2500), style: 'Detailed' }],
        improvedText: 'y'.repeat(2500),
      },
    ];
    const res = await me.api.post('/api/suggest', {
      fieldPath: 'actionPlan.priority',
      intent: 'improve_text',
      formState: completableForm(),
    });
    const body = suggestResultSchema.parse(await res.json());
    expect(body.improvements[0]!.text).toHaveLength(2000);
    expect(body.improvedText).toHaveLength(2000);
  });

  it.each([
    [{ ...ideas, fieldPath: 'product.rating' }, 'fieldPath must name a text field of the form'],
    [{ ...ideas, fieldPath: 'constructor' }, 'fieldPath must name a text field of the form'],
    [{ ...ideas, intent: 'rewrite' }, "intent must be 'get_ideas' or 'improve_text'"],
    [{ ...ideas, formState: { product: { rating: 9 } } }, 'Product rating must be from 1 to 5'],
    [
      { ...ideas, intent: 'improve_text', fieldPath: 'market.budget' },
      'There is no text to improve in this field yet.',
    ],
    ['not json', 'Request body must be valid JSON'],
  ])('refuses bad input %j with 400', async (body, message) => {
    const res = await me.api.post('/api/suggest', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(t.engine.calls.suggest).toHaveLength(0);
  });

  it("answers 502 with the spec's prefix when the model fails", async () => {
    t.engine.script.suggest = [
      new AiError('suggest', 'upstream', 'the AI provider answered with an error (HTTP 503).'),
    ];
    const res = await me.api.post('/api/suggest', ideas);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      message: 'AI suggestion failed: the AI provider answered with an error (HTTP 503).',
      code: 'UPSTREAM',
    });
  });

  it('records the tokens of a model suggestion', async () => {
    t.engine.tokensPerCall = 77;
    await me.api.post('/api/suggest', ideas);
    const usage = await listAiUsage(t.database.db, me.user.id);
    expect(usage.map((u) => [u.kind, u.model, u.tokens])).toEqual([['suggest', 'test-model', 77]]);
  });
});

describe('POST /api/infer-industry', () => {
  const unknownIndustry = form({ product: { problem: 'Farmers lose crops to late frost' } });

  it('answers 401 signed out', async () => {
    const res = await apiClient(t.ctx).post('/api/infer-industry', { formState: unknownIndustry });
    expect(res.status).toBe(401);
  });

  it("answers the engine's inference when the user chose no industry or 'Other/Custom'", async () => {
    t.engine.script.inferIndustry = [{ inferredIndustry: 'Agriculture/AgTech', confidence: 0.55 }];
    for (const formState of [unknownIndustry, { ...unknownIndustry, industry: 'Other/Custom' }]) {
      const res = await me.api.post('/api/infer-industry', { formState });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        inferredIndustry: 'Agriculture/AgTech',
        confidence: 0.55,
      });
    }
    expect(t.engine.calls.inferIndustry).toHaveLength(2);
  });

  it("answers the user's own industry with full confidence, without calling the AI", async () => {
    const res = await me.api.post('/api/infer-industry', {
      formState: { ...unknownIndustry, industry: 'Manufacturing' },
    });
    expect(await res.json()).toEqual({ inferredIndustry: 'Manufacturing', confidence: 1 });
    expect(t.engine.calls.inferIndustry).toHaveLength(0);
  });

  it.each([
    [{}, 'Invalid input: expected object, received undefined'],
    [{ formState: { industry: 'Piracy' } }, 'Industry must be one of the listed industries'],
    [
      { formState: { region: 'Europe', country: 'Japan' } },
      'Country must be one of the countries of Europe',
    ],
  ])('refuses bad input %j with 400', async (body, message) => {
    const res = await me.api.post('/api/infer-industry', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
  });

  it("answers 502 with the spec's prefix when the model fails, and when it answers off-schema", async () => {
    t.engine.script.inferIndustry = [
      new AiError(
        'infer-industry',
        'invalid_output',
        'the AI model did not return a valid answer (tried 2 times). Please try again.',
      ),
    ];
    const failed = await me.api.post('/api/infer-industry', { formState: unknownIndustry });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      message:
        'Industry inference failed: the AI model did not return a valid answer (tried 2 times). Please try again.',
    });
    t.engine.script.inferIndustry = [{ inferredIndustry: 'Space mining', confidence: 2 } as never];
    const offSchema = await me.api.post('/api/infer-industry', { formState: unknownIndustry });
    expect(offSchema.status).toBe(502);
    expect(((await offSchema.json()) as { message: string }).message).toMatch(
      /^Industry inference failed: /,
    );
  });
});
