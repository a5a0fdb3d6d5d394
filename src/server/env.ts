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
  })
  .superRefine((env, ctx) => {
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

export class EnvError extends Error {}

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
