import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps, openDatabase } from './bootstrap';
import { runCommand } from './cli/commands';
import { CONTROL_SECRET_FILE, startControlServer } from './cli/control';
import { readOrCreateSecret } from './db/lock';
import { EnvError, loadDotEnvFile, loadEnv } from './env';
import { answerClientErrors } from './lib/http/client-error';
import { createLogger } from './lib/logger';
import { purgeExpired } from './modules/auth/auth.queries';

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

function findClientDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of ['../client', '../../dist/client']) {
    const dir = path.resolve(here, candidate);
    if (existsSync(path.join(dir, 'index.html'))) return dir;
  }
  return undefined;
}

async function main(): Promise<void> {
  let env;
  try {
    loadDotEnvFile();
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const { database, lock } = await openDatabase(env, 'server');
  const deps = buildDeps(env, database, logger);
  const clientDir = env.NODE_ENV === 'development' ? undefined : findClientDir();
  const app = createApp({ ...deps, clientDir });

  if (env.MEMBERSHIP_PROVIDER === 'open') {
    logger.warn(
      'MEMBERSHIP_PROVIDER=open: anyone with an email address can sign in. Set MEMBERSHIP_PROVIDER=circle (or allowlist) in production.',
    );
  }
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    logger.warn(
      'SESSION_SECRET is not set: sessions only work on this instance. Set it when running several instances.',
    );
  }

  const control = lock
    ? await startControlServer({
        secret: readOrCreateSecret(env.dataDir, CONTROL_SECRET_FILE),
        logger,
        run: (cmd) =>
          runCommand(cmd, {
            database,
            env,
            sessionSecret: deps.sessionSecret,
            authCache: deps.authCache,
          }),
      })
    : undefined;
  if (control) lock?.update({ controlPort: control.port });

  const purge = async () => {
    try {
      const purged = await purgeExpired(database.db, new Date());
      if (purged.sessions + purged.tokens > 0)
        logger.info(purged, 'purged expired sessions and sign-in tokens');
    } catch (err) {
      logger.error({ err }, 'purging expired sessions failed');
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  purgeTimer.unref();

  const server: ServerType = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST },
    (info) => {
      logger.info(
        {
          port: info.port,
          database: database.kind,
          dataDir: database.kind === 'pglite' ? env.dataDir : undefined,
          membership: env.MEMBERSHIP_PROVIDER,
          signIn: deps.oidc
            ? 'oidc'
            : deps.mailer.kind === 'smtp'
              ? 'email (smtp)'
              : 'email (links in this log)',
          ai: env.AI_PROVIDER,
        },
        `Pillars is running at ${env.publicUrl}`,
      );
    },
  );
  server.on('error', (err) => {
    logger.fatal({ err }, `could not listen on port ${env.PORT}`);
    void shutdown('listen-error', 1);
  });

  let stopping = false;
  // server.close() only closes the connections that are idle at that moment. A keep-alive
  // connection whose request is in flight must close once its response is sent, not hold the
  // shutdown until its keep-alive timeout (or, under steady traffic, until the grace period ends
  // and cuts requests off): its response says `Connection: close`.
  const unanswered = new Set<http.ServerResponse>();
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  if (server instanceof http.Server) {
    answerClientErrors(server);
    server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (stopping) res.setHeader('connection', 'close');
      unanswered.add(res);
      res.once('close', () => unanswered.delete(res));
    });
  }

  async function shutdown(signal: string, code = 0): Promise<void> {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    for (const res of unanswered) {
      if (!res.headersSent) res.setHeader('connection', 'close');
      // A response already streaming cannot say so any more: close its connection once it ends.
      else res.once('finish', () => setImmediate(closeIdle));
    }
    clearInterval(purgeTimer);
    const force = setTimeout(() => {
      logger.warn('requests still in flight after the grace period; closing anyway');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      closeIdle();
    });
    clearTimeout(force);
    await control?.close();
    await deps.pdf.close();
    await database.close();
    lock?.release();
    logger.info('stopped');
    logger.flush?.();
    process.exit(code);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
