import { Writable } from 'node:stream';
import { loadEnv, type Env } from '../env';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { createOfflineEngine } from '../coach/offline';
import { AuthCache } from '../infra/auth/auth-cache';
import type { AuthUser } from '../infra/auth/session.queries';
import { UserCache } from '../infra/cache/user-cache';
import { createLogger } from '../infra/logger';
import type { LoginLinkMail, Mailer } from '../infra/mail/mailer';
import { createMembershipGate } from '../infra/membership/gate';
import { createRateLimiters } from '../infra/rate-limit';
import { createLoginLink } from '../modules/auth';
import { createExportRenderer } from '../modules/export';
import { LiveLinkCache } from '../modules/sharing';
import { upsertUser, type NewUser } from '../modules/users';

/** A mailer that keeps what it would send, so tests can follow the link like a person would. */
export function createMemoryMailer(): Mailer & { sent: LoginLinkMail[] } {
  const sent: LoginLinkMail[] = [];
  return {
    kind: 'smtp',
    sent,
    async sendLoginLink(mail) {
      sent.push(mail);
    },
  };
}

/** Log lines as parsed JSON, for tests that read the log. */
export function createLogCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:5000', ...overrides });
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  mailer: ReturnType<typeof createMemoryMailer>;
  logs: Record<string, unknown>[];
}

/**
 * The app over a test database. `deps` replaces collaborators, e.g. `ai` (the offline coach by
 * default) or `limiters` with small limits.
 */
export function createTestApp(
  database: Database,
  opts: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): TestContext {
  const env = testEnv(opts.env);
  const { lines, logger } = createLogCapture();
  const mailer = createMemoryMailer();
  const deps: AppDeps = {
    env,
    database,
    logger,
    mailer,
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    membership: createMembershipGate({
      provider: env.MEMBERSHIP_PROVIDER,
      adminEmails: env.ADMIN_EMAILS,
      allowedEmails: env.ALLOWED_EMAILS,
      db: database.db,
      logger,
    }),
    oidc: undefined,
    limiters: createRateLimiters(database),
    ai: createOfflineEngine(),
    authCache: database.kind === 'pglite' ? new AuthCache() : undefined,
    listCache: database.kind === 'pglite' ? new UserCache() : undefined,
    dashboardCache: database.kind === 'pglite' ? new UserCache() : undefined,
    assessmentCache: database.kind === 'pglite' ? new UserCache() : undefined,
    coachingCache: database.kind === 'pglite' ? new UserCache() : undefined,
    mentorLinkCache: database.kind === 'pglite' ? new LiveLinkCache() : undefined,
    pdf: createExportRenderer(),
    ...opts.deps,
  };
  return { app: createApp(deps), deps, mailer, logs: lines };
}

/** The cookie header that a response's Set-Cookie would make a browser send. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

/** Presses 'Continue' on the page a sign-in link opens: a same-origin form POST of its token. */
export function continueLink(
  ctx: Pick<TestContext, 'app'>,
  url: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const u = new URL(url);
  return Promise.resolve(
    ctx.app.request(u.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ token: u.searchParams.get('token') ?? '' }).toString(),
    }),
  );
}

/** Signs in the way a person does: a real single-use link, opened and continued. Answers the session cookie. */
export async function signIn(ctx: TestContext, email: string): Promise<string> {
  const url = await createLoginLink(ctx.deps, ctx.deps.database.db, email);
  const res = await continueLink(ctx, url);
  if (res.status !== 303) throw new Error(`sign-in for ${email} failed: ${res.status}`);
  return cookieFrom(res);
}

export async function createUser(
  database: Database,
  overrides: Partial<NewUser> = {},
): Promise<AuthUser> {
  return upsertUser(database.db, {
    email: `user-${Math.random().toString(36).slice(2, 10)}@example.com`,
    ...overrides,
  });
}
