import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, type LanguageModel } from 'ai';
import nodemailer from 'nodemailer';
import { missingAiKey, type Env } from '../env';
import { createCircleClient } from '../infra/membership/circle';
import { check, errorText, type CheckResult } from './doctor-result';

// The doctor's checks of the services around Pillars: each sends one small request.

/** host:port of a URL, without the user and password it may carry. */
function hostOf(url: string, defaultPort: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || defaultPort}`;
}

export async function checkMail(env: Env, timeoutMs: number): Promise<CheckResult> {
  const name = 'sign-in mail';
  if (!env.SMTP_URL) {
    return check(
      name,
      'not configured',
      env.OIDC_ISSUER
        ? 'no SMTP_URL; sign-in uses OIDC, so no mail is sent'
        : 'no SMTP_URL; sign-in links are written to the server log',
    );
  }
  const secure = env.SMTP_URL.startsWith('smtps:');
  const where = hostOf(env.SMTP_URL, secure ? '465' : '587');
  const transport = nodemailer.createTransport({
    url: env.SMTP_URL,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    const login = new URL(env.SMTP_URL).username ? ' and the login' : '';
    return check(name, 'ok', `the SMTP server at ${where} accepted the connection${login}`);
  } catch (err) {
    return check(name, 'failing', `the SMTP server at ${where}: ${errorText(err)}`);
  } finally {
    transport.close();
  }
}

export async function checkOidc(env: Env, timeoutMs: number): Promise<CheckResult> {
  if (!env.OIDC_ISSUER)
    return check('OIDC', 'not configured', 'no OIDC_ISSUER; sign-in by email link');
  const issuer = env.OIDC_ISSUER.replace(/\/+$/, '');
  const url = `${issuer}/.well-known/openid-configuration`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) {
      await res.body?.cancel();
      return check('OIDC', 'failing', `${url} answered HTTP ${res.status}`);
    }
    const body = (await res.json()) as { issuer?: unknown };
    if (typeof body.issuer !== 'string' || body.issuer.replace(/\/+$/, '') !== issuer) {
      return check('OIDC', 'failing', `${url} names another issuer (${String(body.issuer)})`);
    }
    return check('OIDC', 'ok', `${issuer} publishes its configuration`);
  } catch (err) {
    return check('OIDC', 'failing', `${url}: ${errorText(err)}`);
  }
}

export async function checkCircle(env: Env, timeoutMs: number): Promise<CheckResult> {
  if (env.MEMBERSHIP_PROVIDER !== 'circle' || !env.CIRCLE_API_TOKEN) {
    return check('Circle', 'not configured', `MEMBERSHIP_PROVIDER=${env.MEMBERSHIP_PROVIDER}`);
  }
  const circle = createCircleClient({
    baseUrl: env.CIRCLE_API_BASE,
    token: env.CIRCLE_API_TOKEN,
    timeoutMs,
    cacheTtlMs: 0,
    maxRetries: 1,
  });
  try {
    // An address nobody has: Circle answers "not found" once it accepts the token.
    await circle.findMember('pillars-doctor@example.invalid');
    return check('Circle', 'ok', `the Admin API at ${env.CIRCLE_API_BASE} accepted the token`);
  } catch (err) {
    return check('Circle', 'failing', errorText(err));
  }
}

function aiModel(env: Env): { model: LanguageModel; label: string } {
  const apiKey = env.AI_API_KEY ? { apiKey: env.AI_API_KEY } : {};
  const baseURL = env.AI_BASE_URL ? { baseURL: env.AI_BASE_URL } : {};
  const at = env.AI_BASE_URL ? ` at ${env.AI_BASE_URL}` : '';
  switch (env.AI_PROVIDER) {
    case 'anthropic': {
      const id = env.AI_MODEL ?? 'claude-haiku-4-5';
      return {
        model: createAnthropic({ ...apiKey, ...baseURL })(id),
        label: `anthropic ${id}${at}`,
      };
    }
    case 'openai-compatible': {
      const id = env.AI_MODEL ?? '';
      const provider = createOpenAICompatible({
        name: 'compatible',
        baseURL: env.AI_BASE_URL ?? '',
        ...apiKey,
      });
      return { model: provider.chatModel(id), label: `${id}${at}` };
    }
    default: {
      const id = env.AI_MODEL ?? 'gpt-4o-mini';
      return {
        model: createOpenAI({ ...apiKey, ...baseURL }).chat(id),
        label: `openai ${id}${at}`,
      };
    }
  }
}

export async function checkAi(
  env: Env,
  source: Record<string, string | undefined>,
  timeoutMs: number,
): Promise<CheckResult> {
  const name = 'AI provider';
  if (env.AI_PROVIDER === 'offline') {
    return check(name, 'ok', 'the built-in offline coach (AI_PROVIDER=offline) needs no network');
  }
  const missing = missingAiKey(env, source);
  if (missing) return check(name, 'failing', missing);
  const { model, label } = aiModel(env);
  try {
    await generateText({
      model,
      prompt: 'Reply with the word OK.',
      maxOutputTokens: 16,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return check(name, 'ok', `${label} answered a short request`);
  } catch (err) {
    const status = APICallError.isInstance(err) && err.statusCode ? `HTTP ${err.statusCode}: ` : '';
    return check(name, 'failing', `${label}: ${status}${errorText(err)}`);
  }
}
