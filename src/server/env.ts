import path from 'node:path';
import { z } from 'zod';

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))
  .pipe(z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    /** How long the first connection to DATABASE_URL is retried (with back-off) before giving up. */
    DATABASE_CONNECT_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    PUBLIC_URL: optionalUrl,
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ADMIN_EMAILS: emailList,
    MEMBERSHIP_PROVIDER: z.enum(['open', 'allowlist', 'circle']).default('open'),
    ALLOWED_EMAILS: emailList,
    CIRCLE_API_TOKEN: z.string().optional(),
    CIRCLE_API_BASE: z.url().default('https://app.circle.so/api/admin/v2'),
    COMMUNITY_URL: z.url().default('https://circle.so'),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Pillars <no-reply@localhost>'),
    AI_PROVIDER: z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']).default('offline'),
    AI_MODEL: z.string().optional(),
    AI_API_KEY: z.string().optional(),
    AI_BASE_URL: optionalUrl,
    /** How many proxies in front of the server to trust: false/0 none, true = 1, or a number of hops. */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxies (0-99)')
      .default('false')
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Prometheus metrics at /metrics on this port (never the public one); unset: none. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: metrics are never served on the public port',
      });
    }
    if (env.MEMBERSHIP_PROVIDER === 'circle' && !env.CIRCLE_API_TOKEN) {
      ctx.addIssue({
        code: 'custom',
        path: ['CIRCLE_API_TOKEN'],
        message: 'is required when MEMBERSHIP_PROVIDER=circle',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    }
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    }
  });

export type Env = z.infer<typeof envSchema> & { publicUrl: string; dataDir: string };

/**
 * A start-up failure the operator can fix: the server and the CLI print its message (one line,
 * no stack) on stderr and exit with `exitCode`.
 */
export class StartupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A bad configuration value (exit code 2). */
export class EnvError extends StartupError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'EnvError';
  }
}

/** The variables a provider's API key may come from, the first the one to name. */
const AI_KEY_VARIABLES: Partial<Record<Env['AI_PROVIDER'], string[]>> = {
  // The AI SDK falls back to the provider's own variable when AI_API_KEY is unset.
  openai: ['AI_API_KEY', 'OPENAI_API_KEY'],
  anthropic: ['AI_API_KEY', 'ANTHROPIC_API_KEY'],
  // An OpenAI-compatible server (Ollama, vLLM) often needs no key.
};

/**
 * Why the chosen AI provider cannot work, or undefined: openai and anthropic need a key.
 * Kept out of `loadEnv` so that tests and tools can build such an environment without one.
 */
export function missingAiKey(
  env: Pick<Env, 'AI_PROVIDER'>,
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  const names = AI_KEY_VARIABLES[env.AI_PROVIDER];
  if (!names || names.some((name) => source[name]?.trim())) return undefined;
  return `AI_PROVIDER=${env.AI_PROVIDER} needs an API key: set ${names[0]} (or ${names.slice(1).join(', ')}).`;
}

/** Reads and validates the configuration once at boot; a bad value stops the process with a clear message. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return { ...env, publicUrl, dataDir: path.resolve(env.DATA_DIR) };
}

/** Reads `.env` from the working directory when there is one (variables already set win). */
export function loadDotEnvFile(file = '.env'): void {
  try {
    process.loadEnvFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
