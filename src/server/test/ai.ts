// AI test doubles: scripted engines, AI SDK mock models, and a fake chat-completions server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { MockLanguageModelV4 } from 'ai/test';
import type { CoachingResult, IndustryInference, SuggestResult } from '@shared/contracts/ai';
import type { AiCallOptions, AiEngine, CoachInput, SuggestInput } from '../infra/ai/types';
import type { FormState } from '@shared/contracts/assessment-form';
import { createAiEngine } from '../coach/engine';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { createTestApp, testEnv, type TestContext } from './app';
import { form } from './forms';
import { closeServer, listenOnLoopback } from './local-server';

export function sampleCoaching(tag = 'first'): CoachingResult {
  return {
    teach: `Lesson (${tag}): talk to customers before you build.\n\nThen measure.`,
    recommendActions: [`Interview ten firms (${tag})`],
    recommendLearning: ['The Mom Test, by Rob Fitzpatrick'],
    metrics: ['Interviews done per week'],
    risks: ['Building before anyone asked for it'],
    microTasks: ['Write five interview questions'],
  };
}

export const SAMPLE_SUGGESTION: SuggestResult = {
  ideas: ['Ask three firms how they chase invoices today'],
  rationale: 'Evidence from real firms makes the problem concrete.',
  improvements: [],
};

type Step<T> = T | Error | ((input: unknown) => T | Promise<T>);

export interface ScriptedEngine extends AiEngine {
  calls: { suggest: SuggestInput[]; inferIndustry: FormState[]; coach: CoachInput[] };
  /** What the next calls answer (the last entry repeats); an Error is thrown. */
  script: {
    suggest: Step<SuggestResult>[];
    inferIndustry: Step<IndustryInference>[];
    coach: Step<CoachingResult>[];
  };
  /** Tokens each call reports through `options.onUsage`; 0 reports nothing (like the offline coach). */
  tokensPerCall: number;
}

async function play<T>(steps: Step<T>[], index: number, input: unknown): Promise<T> {
  const step = steps[Math.min(index, steps.length - 1)];
  if (step instanceof Error) throw step;
  if (typeof step === 'function') return (step as (input: unknown) => T | Promise<T>)(input);
  return step as T;
}

/** An engine whose answers a test scripts, recording every call. */
export function scriptedEngine(name = 'test-model'): ScriptedEngine {
  const calls: ScriptedEngine['calls'] = { suggest: [], inferIndustry: [], coach: [] };
  const engine: ScriptedEngine = {
    name,
    calls,
    tokensPerCall: 0,
    script: {
      suggest: [SAMPLE_SUGGESTION],
      inferIndustry: [{ inferredIndustry: 'Finance/Fintech', confidence: 0.8 }],
      coach: [sampleCoaching()],
    },
    async suggest(input, options) {
      calls.suggest.push(input);
      report(options, 'suggest');
      return play(engine.script.suggest, calls.suggest.length - 1, input);
    },
    async inferIndustry(form, options) {
      calls.inferIndustry.push(form);
      report(options, 'infer-industry');
      return play(engine.script.inferIndustry, calls.inferIndustry.length - 1, form);
    },
    async coach(input, options) {
      calls.coach.push(input);
      report(options, 'coach');
      return play(engine.script.coach, calls.coach.length - 1, input);
    },
  };
  function report(
    options: AiCallOptions | undefined,
    kind: 'suggest' | 'infer-industry' | 'coach',
  ) {
    if (engine.tokensPerCall > 0)
      options?.onUsage?.({ kind, model: name, tokens: engine.tokensPerCall });
  }
  return engine;
}

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

/** An AI SDK mock model answering the given texts in turn (the last one repeats). */
export function mockModel(
  texts: string[],
  tokens: { input: number; output: number } = { input: 10, output: 20 },
) {
  let call = 0;
  return new MockLanguageModelV4({
    modelId: 'mock-model',
    doGenerate: async () => {
      const text = texts[Math.min(call++, texts.length - 1)] ?? '';
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: usage(tokens.input, tokens.output),
        warnings: [],
      };
    },
  });
}

export interface ChatRequest {
  body: Record<string, unknown>;
  authorization: string | undefined;
}

/** How the fake server answers one chat-completions request. */
export type ChatReply =
  { content: string; delayMs?: number } | { status: number; body: unknown; delayMs?: number };

/**
 * A small OpenAI-style chat-completions server on 127.0.0.1 (POST /v1/chat/completions) for the
 * real provider clients to talk to. Replies come from `replies` in turn (the last repeats).
 */
export async function startFakeChatServer() {
  const state = { requests: [] as ChatRequest[], replies: [] as ChatReply[] };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { message: 'fake server error' } }));
  });
  const url = await listenOnLoopback(server);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return send(res, 404, { error: { message: 'not found' } });
    }
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw) as Record<string, unknown>;
    const index = state.requests.length;
    state.requests.push({ body, authorization: req.headers.authorization });
    const reply = state.replies[Math.min(index, state.replies.length - 1)];
    if (!reply) return send(res, 500, { error: { message: 'no reply scripted' } });
    if (reply.delayMs) {
      const waited = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), reply.delayMs);
        res.on('close', () => {
          clearTimeout(timer);
          resolve(false);
        });
      });
      if (!waited) return;
    }
    if ('status' in reply) return send(res, reply.status, reply.body);
    send(res, 200, {
      id: `chatcmpl-${index}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: String(body.model),
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply.content },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  }

  return {
    url,
    /** The base URL a provider is configured with. */
    baseUrl: `${url}/v1`,
    state,
    close: () => closeServer(server),
  };
}

export type FakeChatServer = Awaited<ReturnType<typeof startFakeChatServer>>;

/**
 * The app with AI_PROVIDER=openai-compatible pointed at a fake chat server: the real provider
 * client, faked only at the network edge.
 */
export function appWithFakeModel(
  database: Database,
  fake: FakeChatServer,
  timeoutMs = 10_000,
  deps: Partial<AppDeps> = {},
): TestContext {
  const env = {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_API_KEY: 'test-key',
  };
  const ai = createAiEngine(testEnv(env), { timeoutMs, transportRetries: 0 });
  return createTestApp(database, { env, deps: { ai, ...deps } });
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Founders whose profile decides what advice applies, for tests of what a model prompt carries:
 * a bookbinder who makes to order (no stock, one-off sales), a solo consultant who will not hire,
 * a founder who rates a product 5 with nobody paying, and one who rates it 1 with paying customers.
 */
export const FOUNDER_FORMS = {
  bookbinder: (): FormState =>
    form({
      industry: 'Other/Custom',
      customIndustry: 'Hand bookbinding',
      region: 'Europe',
      country: 'United Kingdom',
      product: {
        problem: 'Couples want a wedding guest book that lasts, not a mass-produced album.',
        solution:
          'Hand-bound, made-to-order guest books; each book is bound after the order is placed, so I hold no stock.',
        evidence: 'I have sold 40 books through Etsy and 12 customers left five-star reviews.',
        rating: 3,
      },
      market: {
        target: 'Engaged couples in the UK planning a wedding',
        payEvidence: '40 books sold at £120 each.',
        rating: 4,
      },
      execution: {
        delivery: 'I bind every book myself in my studio; it takes two weeks per order.',
        goToMarket: 'Etsy listings and Instagram posts; wedding fairs twice a year.',
        rating: 2,
      },
    }),
  soloConsultant: (): FormState =>
    form({
      industry: 'Consulting/Professional Services',
      product: {
        problem: 'Family-owned manufacturers cannot afford a full-time finance director.',
        solution: 'A part-time finance director for family firms, billed per day.',
        evidence: 'I interviewed 15 owners; 6 firms now pay me a day rate.',
        rating: 3,
      },
      market: { target: 'UK family firms with revenue under £10m', rating: 2 },
      execution: {
        delivery: 'I work alone and I will not hire staff; I want to stay solo.',
        goToMarket: 'Referrals from local accountants.',
        rating: 3,
      },
    }),
  inflated: (): FormState =>
    form({
      industry: 'Education/EdTech',
      product: {
        problem: 'Teachers spend evenings marking spelling tests.',
        solution: 'An app that marks spelling tests from a photo.',
        evidence: 'We put up a landing page last week.',
        rating: 5,
      },
      market: { target: 'Primary school teachers', rating: 2 },
      execution: { delivery: 'Two developers building the app part-time.', rating: 2 },
    }),
  modest: (): FormState =>
    form({
      industry: 'Food & Beverage',
      product: {
        problem: 'Office workers have no healthy lunch near the business park.',
        solution: 'A lunch delivery service with a weekly menu.',
        evidence:
          'We have 30 paying customers and $4,000 in monthly revenue; most of them order every week.',
        rating: 1,
      },
      market: { target: 'Office workers at the Riverside business park', rating: 2 },
      execution: { delivery: 'We cook in a rented kitchen and deliver by bike.', rating: 2 },
    }),
};
