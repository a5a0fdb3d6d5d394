// POST /api/coach through the real OpenAI-compatible provider client, against a fake
// chat-completions server on 127.0.0.1 (third parties are faked at the network edge).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATING_GUIDES } from '@shared/rating-guides';
import type { FormState } from '@shared/contracts/assessment-form';
import {
  appWithFakeModel,
  FOUNDER_FORMS,
  sampleCoaching,
  startFakeChatServer,
  type FakeChatServer,
} from '../../test/ai';
import { insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import type { TestContext } from '../../test/app';
import { useTestDatabase } from '../../test/use-test-app';
import { completableForm, form } from '../../test/forms';
import { listAiUsage } from '../ai';

const t = useTestDatabase();
let fake: FakeChatServer;

function appWith(timeoutMs: number): TestContext {
  return appWithFakeModel(t.database, fake, timeoutMs);
}

let ctx: TestContext;
let fast: TestContext;

beforeAll(async () => {
  fake = await startFakeChatServer();
  ctx = appWith(10_000);
  fast = appWith(200);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.state.requests.length = 0;
  fake.state.replies = [];
});

/** A user with one assessment whose industry is chosen (so no inference call is made). */
async function userWithAssessment(
  c: TestContext,
  industry: 'Finance/Fintech' | '' = 'Finance/Fintech',
) {
  const signed: SignedIn = await signedInUser(c);
  const row = await insertAssessmentRow(t.database, signed.user.id, {
    formData: { ...completableForm({ product: 2, market: 3, execution: 1 }), industry },
  });
  return { ...signed, assessmentId: row.id };
}

describe('POST /api/coach with AI_PROVIDER=openai-compatible', () => {
  it('stores and answers the model coaching; the request carries the schema, the key and the delimited answers', async () => {
    const me = await userWithAssessment(ctx, '');
    fake.state.replies = [
      { content: JSON.stringify({ inferredIndustry: 'Finance/Fintech', confidence: 0.9 }) },
      { content: JSON.stringify(sampleCoaching('model')) },
    ];
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      coaching: sampleCoaching('model'),
      industryInference: { inferredIndustry: 'Finance/Fintech', confidence: 0.9 },
      sessionNumber: 2,
      generatedBy: 'fake-model',
    });

    expect(fake.state.requests).toHaveLength(2);
    const [, coach] = fake.state.requests;
    expect(coach!.authorization).toBe('Bearer test-key');
    const body = coach!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { schema: { required: string[] } } };
    };
    expect(body.model).toBe('fake-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(
      expect.arrayContaining(['teach', 'recommendActions', 'microTasks']),
    );
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[1]!.content).toContain('<<<USER_ANSWERS>>>');
    expect(body.messages[1]!.content).toContain('Invoices are chased by hand');
    expect(body.messages[0]!.content).not.toContain('Invoices are chased by hand');

    const usage = await listAiUsage(t.database.db, me.user.id);
    expect(usage.map((u) => [u.kind, u.model, u.tokens]).sort()).toEqual([
      ['coach', 'fake-model', 150],
      ['infer-industry', 'fake-model', 150],
    ]);
    const stored = await me.api.get(`/api/coach/2?assessmentId=${me.assessmentId}`);
    expect(stored.status).toBe(200);
  });

  it('answers 502 after one retry when the model twice returns broken JSON, and stores nothing', async () => {
    const me = await userWithAssessment(ctx);
    fake.state.replies = [{ content: '{"teach": "half an answ' }];
    const res = await me.api.post('/api/coach', { sessionId: 3, assessmentId: me.assessmentId });
    expect(res.status).toBe(502);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe(
      'AI coaching failed: the AI model did not return a valid answer (tried 2 times). Please try again.',
    );
    expect(fake.state.requests).toHaveLength(2);
    expect((await me.api.get(`/api/coach/3?assessmentId=${me.assessmentId}`)).status).toBe(404);
    const usage = await listAiUsage(t.database.db, me.user.id);
    expect(usage.map((u) => [u.kind, u.tokens])).toEqual([['coach', 300]]);
  });

  it('answers 502 when the provider answers HTTP 500, without its error text', async () => {
    const me = await userWithAssessment(ctx);
    fake.state.replies = [{ status: 500, body: { error: { message: 'model exploded: secret' } } }];
    const res = await me.api.post('/api/coach', { sessionId: 4, assessmentId: me.assessmentId });
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      message:
        'AI coaching failed: the AI provider answered with an error (HTTP 500). Please try again later.',
      code: 'UPSTREAM',
    });
    expect(text).not.toContain('secret');
    expect(text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('answers 502 with a timeout message when the model is slower than the deadline', async () => {
    const me = await userWithAssessment(fast);
    fake.state.replies = [{ content: JSON.stringify(sampleCoaching()), delayMs: 2_000 }];
    const started = performance.now();
    const res = await me.api.post('/api/coach', { sessionId: 5, assessmentId: me.assessmentId });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      message:
        'AI coaching failed: the AI model did not answer within 200 milliseconds. Please try again.',
      failure: 'timeout',
    });
    expect(elapsed).toBeLessThan(1_500);
    expect(fake.state.requests).toHaveLength(1);
  });
});

interface ChatBody {
  messages: { role: string; content: string }[];
  max_tokens: number;
  temperature: number;
}

/** A user whose one assessment holds the given form. */
async function founderWith(formData: FormState) {
  const signed: SignedIn = await signedInUser(ctx);
  const row = await insertAssessmentRow(t.database, signed.user.id, { formData });
  return { ...signed, assessmentId: row.id };
}

/** The user message of a request split around the data block. */
function dataBlock(content: string) {
  const start = content.indexOf('<<<USER_ANSWERS>>>');
  const end = content.indexOf('<<<END_USER_ANSWERS>>>');
  return {
    inside: content.slice(start, end),
    outside: content.slice(0, start) + content.slice(end),
  };
}

describe('POST /api/coach with the real provider: what the prompt carries', () => {
  it("sends the rating guide, the industry's confidence, the profile, the other sessions' actions to avoid, max_tokens and temperature", async () => {
    const me = await founderWith(FOUNDER_FORMS.bookbinder());
    const inference = { inferredIndustry: 'E-commerce/Retail', confidence: 0.45 } as const;
    fake.state.replies = [
      { content: JSON.stringify(sampleCoaching('session two')) },
      { content: JSON.stringify(sampleCoaching('session three')) },
    ];
    // Session 2 first, for real: stored, it is what session 3 must not repeat.
    const first = await me.api.post('/api/coach', {
      sessionId: 2,
      assessmentId: me.assessmentId,
      industryInference: inference,
      explicitIndustry: inference.inferredIndustry,
    });
    expect(first.status).toBe(200);
    const res = await me.api.post('/api/coach', {
      sessionId: 3,
      assessmentId: me.assessmentId,
      industryInference: inference,
      explicitIndustry: inference.inferredIndustry,
    });
    expect(res.status).toBe(200);

    expect(fake.state.requests).toHaveLength(2);
    const body = fake.state.requests[1]!.body as unknown as ChatBody;
    expect(body.max_tokens).toBe(3000);
    expect(body.temperature).toBe(0.6);
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const [system, user] = body.messages.map((m) => m.content) as [string, string];
    const growing = RATING_GUIDES.market.find((l) => l.value === 4)!;
    expect(system).toContain(`Rating guide for Market at Growing (4/5): ${growing.description}`);
    expect(system).toContain('Industry: possibly E-commerce/Retail (confidence 0.45');
    expect(system).toContain('treat the industry as a guess; give no industry-specific rules');
    expect(system).toContain('made-to-order');
    expect(system).toContain('no churn, MRR, ARR or subscription advice');
    expect(system).toContain(
      "Actions and 7-day tasks already given in the founder's other sessions — do not repeat them",
    );

    const { inside, outside } = dataBlock(user);
    const stored = sampleCoaching('session two');
    expect(inside).toContain('Already given in other sessions');
    expect(inside).toContain('Session 2: Product Focus');
    expect(inside).toContain(stored.recommendActions[0]);
    expect(inside).toContain(stored.microTasks[0]);
    expect(inside).toContain('40 books sold at £120 each.');
    expect(system + outside).not.toContain(stored.recommendActions[0]);
    expect(system + outside).not.toContain('40 books sold');

    // The first session had no other session to avoid.
    const firstBody = fake.state.requests[0]!.body as unknown as ChatBody;
    expect(firstBody.messages[1]!.content).not.toContain('Already given in other sessions');
  });

  it('tells the model a solo consultant will not hire, with the guide of each rating', async () => {
    const me = await founderWith(FOUNDER_FORMS.soloConsultant());
    fake.state.replies = [{ content: JSON.stringify(sampleCoaching()) }];
    const res = await me.api.post('/api/coach', { sessionId: 4, assessmentId: me.assessmentId });
    expect(res.status).toBe(200);
    expect(fake.state.requests).toHaveLength(1);
    const system = (fake.state.requests[0]!.body as unknown as ChatBody).messages[0]!.content;
    expect(system).toContain('- Team: a solo founder; will not hire');
    expect(system).toContain('give no hiring, recruiting or team-building advice');
    expect(system).toContain('Industry: Consulting/Professional Services (confidence 1.00)');
    const developing = RATING_GUIDES.execution.find((l) => l.value === 3)!;
    expect(system).toContain(`${developing.label} (3/5): ${developing.description}`);
  });

  it('retries a bad first answer with a second request that sends the answer and the validation error back', async () => {
    const me = await userWithAssessment(ctx);
    const bad = JSON.stringify({ ...sampleCoaching(), recommendActions: [] });
    fake.state.replies = [{ content: bad }, { content: JSON.stringify(sampleCoaching('fixed')) }];
    const res = await me.api.post('/api/coach', { sessionId: 2, assessmentId: me.assessmentId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ coaching: sampleCoaching('fixed') });

    expect(fake.state.requests).toHaveLength(2);
    const [first, second] = fake.state.requests.map((r) => r.body as unknown as ChatBody) as [
      ChatBody,
      ChatBody,
    ];
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second.messages.slice(0, 2)).toEqual(first.messages);
    expect(second.messages[2]!.content).toBe(bad);
    expect(second.messages[3]!.content).toContain(
      'Your previous answer was not valid: it does not match the JSON Schema (recommendActions: Too small',
    );
    expect(second.max_tokens).toBe(first.max_tokens);

    const usage = await listAiUsage(t.database.db, me.user.id);
    expect(usage.map((u) => [u.kind, u.tokens])).toEqual([['coach', 300]]);
  });
});

describe('POST /api/suggest and /api/infer-industry with the real provider', () => {
  it('answers the model suggestion and the inferred industry', async () => {
    const me = await userWithAssessment(ctx);
    fake.state.replies = [
      {
        content: JSON.stringify({
          ideas: [],
          rationale: 'Sharper.',
          improvements: [{ text: 'Firms chase invoices by hand.', style: 'Concise' }],
          improvedText: 'Firms chase invoices by hand.',
        }),
      },
      { content: JSON.stringify({ inferredIndustry: 'Finance/Fintech', confidence: 0.4 }) },
    ];
    const suggestion = await me.api.post('/api/suggest', {
      fieldPath: 'product.problem',
      intent: 'improve_text',
      formState: completableForm(),
    });
    expect(suggestion.status).toBe(200);
    expect(await suggestion.json()).toMatchObject({
      improvedText: 'Firms chase invoices by hand.',
    });
    const inferred = await me.api.post('/api/infer-industry', {
      formState: form({ product: { problem: 'Invoices are chased by hand' } }),
    });
    expect(inferred.status).toBe(200);
    expect(await inferred.json()).toEqual({ inferredIndustry: 'Finance/Fintech', confidence: 0.4 });
    const [suggest, infer] = fake.state.requests.map((r) => r.body as unknown as ChatBody);
    // A rewrite of a short field: the base room of a suggestion and a little more.
    expect(suggest!.max_tokens).toBeGreaterThanOrEqual(1200);
    expect(suggest!.max_tokens).toBeLessThan(1300);
    expect(suggest!.temperature).toBe(0.7);
    expect(infer).toMatchObject({ max_tokens: 100, temperature: 0 });
  });
});
