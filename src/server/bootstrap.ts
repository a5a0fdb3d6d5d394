import path from 'node:path';
import { openPglite, openPostgres, type Database } from './db/client';
import { acquireLock, readOrCreateSecret, type DataDirLock } from './db/lock';
import type { AppDeps } from './context';
import type { Env } from './env';
import { createAiEngine } from './coach/engine';
import { AuthCache } from './lib/auth/auth-cache';
import { UserCache } from './lib/cache/user-cache';
import { createOidcProvider } from './lib/auth/oidc';
import type { Logger } from './lib/logger';
import { createLogMailer, createSmtpMailer } from './lib/mail/mailer';
import { createCircleClient } from './lib/membership/circle';
import { createMembershipGate } from './lib/membership/gate';
import { createThreadRenderer } from './lib/pdf/renderer';
import { createRateLimiters } from './lib/rate-limit';

export interface OpenedDatabase {
  database: Database;
  lock: DataDirLock | undefined;
}

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when DATABASE_URL is
 * set, else PGlite in DATA_DIR, which this process then holds exclusively.
 */
export async function openDatabase(env: Env, kind: 'server' | 'cli'): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    const database = openPostgres(env.DATABASE_URL);
    await database.migrate();
    return { database, lock: undefined };
  }
  const lock = acquireLock(env.dataDir, kind);
  try {
    const database = await openPglite(path.join(env.dataDir, 'pglite'));
    await database.migrate();
    return { database, lock };
  } catch (err) {
    lock.release();
    throw err;
  }
}

export function sessionSecretFor(env: Env): string {
  return env.SESSION_SECRET ?? readOrCreateSecret(env.dataDir, 'session.secret');
}

/** Builds the app's collaborators from the configuration. */
export function buildDeps(env: Env, database: Database, logger: Logger): AppDeps {
  const circle =
    env.MEMBERSHIP_PROVIDER === 'circle' && env.CIRCLE_API_TOKEN
      ? createCircleClient({ baseUrl: env.CIRCLE_API_BASE, token: env.CIRCLE_API_TOKEN, logger })
      : undefined;
  return {
    env,
    database,
    logger,
    sessionSecret: sessionSecretFor(env),
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLogMailer(logger),
    membership: createMembershipGate({
      provider: env.MEMBERSHIP_PROVIDER,
      adminEmails: env.ADMIN_EMAILS,
      allowedEmails: env.ALLOWED_EMAILS,
      circle,
      db: database.db,
      logger,
    }),
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? createOidcProvider({
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            ...(env.OIDC_CLIENT_SECRET ? { clientSecret: env.OIDC_CLIENT_SECRET } : {}),
            redirectUri: `${env.publicUrl}/api/login/callback`,
            allowInsecureRequests: env.OIDC_ISSUER.startsWith('http://'),
          })
        : undefined,
    limiters: createRateLimiters(database),
    ai: createAiEngine(env),
    authCache: database.kind === 'pglite' ? new AuthCache() : undefined,
    listCache: database.kind === 'pglite' ? new UserCache() : undefined,
    dashboardCache: database.kind === 'pglite' ? new UserCache() : undefined,
    pdf: createThreadRenderer(),
  };
}
