import path from 'node:path';
import { openPglite, openPostgres, type Database } from './db/client';
import { databaseTarget, waitForPostgres, type WaitOptions } from './db/connect';
import { makePrivate, prepareDataDir } from './db/data-dir';
import { acquireLock, readOrCreateSecret, type DataDirLock } from './db/lock';
import type { AppDeps } from './context';
import { StartupError, type Env } from './env';
import { createAiEngine } from './coach/engine';
import { AuthCache } from './infra/auth/auth-cache';
import { UserCache } from './infra/cache/user-cache';
import { ValueCache } from './infra/cache/value-cache';
import { createMetrics, measuredRenderer } from './infra/metrics/metrics';
import { createOidcProvider } from './infra/auth/oidc';
import type { Logger } from './infra/logger';
import { createLogMailer, createSmtpMailer } from './infra/mail/mailer';
import { createCircleClient } from './infra/membership/circle';
import { createMembershipGate } from './infra/membership/gate';
import { createRateLimiters } from './infra/rate-limit';
import { createExportRenderer } from './modules/export';
import { LiveLinkCache } from './modules/sharing';

export interface OpenedDatabase {
  database: Database;
  lock: DataDirLock | undefined;
}

/** Whether this configuration keeps anything in DATA_DIR (the embedded database, a secret). */
export function usesDataDir(env: Env): boolean {
  return !env.DATABASE_URL || !env.SESSION_SECRET;
}

/** A migration that failed, in one line (Drizzle's message spans several, with the SQL). */
function migrationFailed(err: unknown, where: string): StartupError {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const text = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0];
  return new StartupError(`Migrating the database at ${where} failed: ${text}`);
}

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when DATABASE_URL is
 * set (waiting up to DATABASE_CONNECT_WAIT_MS for it to answer; migrations under an advisory
 * lock), else PGlite in DATA_DIR, which this process then holds exclusively and keeps private.
 * What an operator must fix throws a one-line StartupError.
 */
export async function openDatabase(
  env: Env,
  kind: 'server' | 'cli',
  onRetry?: WaitOptions['onRetry'],
): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    await waitForPostgres(env.DATABASE_URL, {
      waitMs: env.DATABASE_CONNECT_WAIT_MS,
      ...(onRetry ? { onRetry } : {}),
    });
    const database = openPostgres(env.DATABASE_URL);
    try {
      await database.migrate();
    } catch (err) {
      await database.close().catch(() => undefined);
      throw migrationFailed(err, databaseTarget(env.DATABASE_URL));
    }
    return { database, lock: undefined };
  }
  prepareDataDir(env.dataDir);
  const lock = acquireLock(env.dataDir, kind);
  try {
    const database = await openPglite(path.join(env.dataDir, 'pglite'));
    try {
      await database.migrate();
    } catch (err) {
      await database.close().catch(() => undefined);
      throw migrationFailed(err, env.dataDir);
    }
    makePrivate(env.dataDir);
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
  const metrics = env.METRICS_PORT !== undefined ? createMetrics() : undefined;
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
    assessmentCache: database.kind === 'pglite' ? new UserCache() : undefined,
    coachingCache: database.kind === 'pglite' ? new UserCache() : undefined,
    // On both databases: an anonymous aggregate may lag a minute behind another instance's writes.
    communityCache: new ValueCache(),
    standingCache: database.kind === 'pglite' ? new UserCache() : undefined,
    mentorLinkCache: database.kind === 'pglite' ? new LiveLinkCache() : undefined,
    pdf: metrics ? measuredRenderer(createExportRenderer(), metrics) : createExportRenderer(),
    metrics,
  };
}
