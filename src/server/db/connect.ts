import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { StartupError } from '../env';

/** `host:port` of a connection string, for messages (never the user or password). */
export function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    const socketDir = parsed.searchParams.get('host');
    const host = socketDir ?? (parsed.hostname || 'localhost');
    return `${host}:${parsed.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

interface Cause {
  text: string;
  /** Worth another try: the server may be starting, or the network catching up. */
  retry: boolean;
}

// Node's network errors, and PostgreSQL's SQLSTATEs for "not now".
const RETRYABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03', // cannot_connect_now: the server is starting up or shutting down
  '53300', // too_many_connections
]);
const NETWORK_TEXT: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
};

function errorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; errors?: unknown[] } | undefined;
  if (typeof e?.code === 'string') return e.code;
  // Connecting to 'localhost' tries ::1 and 127.0.0.1 and fails with an AggregateError whose
  // message is empty: the cause is in its errors.
  const inner = e?.errors?.[0];
  return inner ? errorCode(inner) : undefined;
}

/** What went wrong connecting, in a few words with its code (ECONNREFUSED, 28P01, ...). */
export function describeConnectError(err: unknown): Cause {
  const code = errorCode(err);
  const message = (err instanceof Error ? err.message : String(err)).split('\n')[0]?.trim();
  if (code && NETWORK_TEXT[code]) {
    return { text: `${code} (${NETWORK_TEXT[code]})`, retry: true };
  }
  if (/timeout/i.test(message ?? '')) return { text: 'timed out', retry: true };
  const text = code && message ? `${message} (${code})` : message || code || 'unknown error';
  return { text, retry: code !== undefined && RETRYABLE.has(code) };
}

export interface WaitOptions {
  /** Total time to keep trying; 0 tries once. */
  waitMs: number;
  /** Called before each pause, e.g. to log that the database is not reachable yet. */
  onRetry?: (info: { cause: string; attempt: number; delayMs: number }) => void;
}

/**
 * Connects once to `url` and disconnects, retrying with back-off (0.25 s, doubling, at most 2 s)
 * while the cause may pass, for `waitMs` in total. A database that stays out of reach, or
 * refuses for good (bad password, unknown database), throws a StartupError of one line naming
 * host:port and the cause.
 */
export async function waitForPostgres(url: string, opts: WaitOptions): Promise<void> {
  const target = databaseTarget(url);
  const started = Date.now();
  let delayMs = 250;
  for (let attempt = 1; ; attempt++) {
    const left = opts.waitMs - (Date.now() - started);
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.min(Math.max(left, 1000), 5000),
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (err) {
      await client.end().catch(() => undefined);
      const cause = describeConnectError(err);
      const elapsed = Date.now() - started;
      if (!cause.retry || elapsed >= opts.waitMs) {
        const tried =
          attempt > 1 ? `; tried ${attempt} times in ${(elapsed / 1000).toFixed(1)} s` : '';
        throw new StartupError(
          `Cannot connect to the database at ${target}: ${cause.text}${tried}. Check DATABASE_URL and that PostgreSQL is running.`,
        );
      }
      const pause = Math.min(delayMs, opts.waitMs - elapsed);
      opts.onRetry?.({ cause: cause.text, attempt, delayMs: pause });
      await sleep(pause);
      delayMs = Math.min(delayMs * 2, 2000);
    }
  }
}
