import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps, openDatabase, usesDataDir } from './bootstrap';
import { runCommand } from './cli/commands';
import { CONTROL_SECRET_FILE, startControlServer } from './cli/control';
import { databaseTarget } from './db/connect';
import { prepareDataDir } from './db/data-dir';
import { readOrCreateSecret } from './db/lock';
import { EnvError, loadDotEnvFile, loadEnv, missingAiKey, StartupError } from './env';
import { answerClientErrors } from './infra/http/client-error';
import { createLogger } from './infra/logger';
import { startMetricsServer } from './infra/metrics/metrics';
import { purgeExpired } from './modules/auth';

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

/** The one line an operator reads when the port cannot be opened. */
function listenErrorMessage(err: NodeJS.ErrnoException, host: string, port: number): string {
  switch (err.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${host} is already in use (EADDRINUSE): stop the process using it, or set PORT to another port.`;
    case 'EACCES':
      return `Port ${port} on ${host} cannot be opened (EACCES, permission denied): use a port above 1023 behind a reverse proxy.`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${host}:${port} (EADDRNOTAVAIL): this machine has no such address; check HOST.`;
    default:
      return `Cannot listen on ${host}:${port}: ${err.code ?? err.message}.`;
  }
}

async function main(): Promise<void> {
  // PGlite writes its files 0666 whatever the umask asks, but what this process creates (new
  // database files included, once makePrivate has fixed the tree) is for its owner only.
  process.umask(0o077);
  loadDotEnvFile();
  const env = loadEnv();
  const aiKey = missingAiKey(env);
  if (aiKey) throw new EnvError(aiKey);
  const logger = createLogger(env.LOG_LEVEL);
  if (usesDataDir(env)) prepareDataDir(env.dataDir);
  const { database, lock } = await openDatabase(env, 'server', ({ cause, delayMs }) =>
    logger.warn(
      `the database at ${databaseTarget(env.DATABASE_URL ?? '')} is not reachable yet: ${cause}; retrying in ${delayMs} ms`,
    ),
  );
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

  // Metrics on their own port (never the public one), before anything is served.
  let metricsServer: http.Server | undefined;
  if (deps.metrics && env.METRICS_PORT !== undefined) {
    try {
      metricsServer = await startMetricsServer(deps.metrics, env.METRICS_PORT, env.METRICS_HOST);
    } catch (err) {
      await deps.pdf.close();
      await database.close();
      lock?.release();
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      throw new StartupError(
        `Metrics port ${env.METRICS_PORT} on ${env.METRICS_HOST} cannot be opened (${code}): set METRICS_PORT to a free port, or unset it.`,
      );
    }
    logger.info(
      { metricsPort: env.METRICS_PORT, metricsHost: env.METRICS_HOST },
      `Prometheus metrics at http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`,
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
  server.on('error', (err: NodeJS.ErrnoException) => {
    // Nothing was served: free what was opened, then say in one line why the server cannot run.
    stopping = true;
    clearInterval(purgeTimer);
    void closeResources().finally(() => {
      console.error(listenErrorMessage(err, env.HOST, env.PORT));
      process.exit(1);
    });
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

  async function closeResources(): Promise<void> {
    await new Promise<void>((resolve) =>
      metricsServer ? metricsServer.close(() => resolve()) : resolve(),
    );
    await control?.close();
    await deps.pdf.close();
    await database.close();
    lock?.release();
  }

  async function shutdown(signal: string): Promise<void> {
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
    await closeResources();
    logger.info('stopped');
    logger.flush?.();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) {
    console.error(err.message);
    process.exit(err.exitCode);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
