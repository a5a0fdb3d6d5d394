import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './db/client';
import { withPgClient } from './test/pg-admin';
import { freePort, killAll, spawnTs, STARTUP_MS } from './test/processes';

// Three servers started together on a new, empty PostgreSQL database, as a deployment with three
// replicas does on its first start: all become healthy and the schema is migrated once.

const baseUrl = process.env.TEST_DATABASE_URL;

/**
 * A TCP proxy to PostgreSQL that holds each of the first `rounds` groups of `size` connections
 * until the whole group has arrived, then lets them through together. Each server opens one
 * connection to see the database answer, then one to migrate: the proxy makes the three servers
 * start migrating at the same instant, however unevenly their processes started.
 */
async function startBarrierProxy(target: URL, size: number, rounds: number) {
  let held: net.Socket[] = [];
  let released = 0;
  const forward = (client: net.Socket) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.pipe(upstream).pipe(client);
    client.resume();
  };
  const server = net.createServer((client) => {
    client.pause();
    if (released >= size * rounds) return forward(client);
    held.push(client);
    if (held.length < size) return;
    const group = held;
    held = [];
    released += group.length;
    group.forEach(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    released: () => released,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const admin = <T>(run: (client: pg.Client) => Promise<T>) => withPgClient(baseUrl ?? '', run);

describe.skipIf(!baseUrl)('several instances on one empty PostgreSQL database', () => {
  const name = `pillars_multi_${randomBytes(4).toString('hex')}`;
  let url: string;
  let dataDir: string;
  let proxy: Awaited<ReturnType<typeof startBarrierProxy>>;

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${name}`));
    const u = new URL(baseUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    proxy = await startBarrierProxy(u, 3, 2);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pillars-multi-'));
  });

  afterAll(async () => {
    await killAll();
    await proxy.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'three servers started at once all become healthy, with every migration applied once',
    async () => {
      const ports = [await freePort(), await freePort(), await freePort()];
      const throughProxy = new URL(url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      const servers = ports.map((port) =>
        spawnTs('src/server/main.ts', [], {
          DATABASE_URL: throughProxy.toString(),
          DATABASE_CONNECT_WAIT_MS: '30000',
          SESSION_SECRET: 'a-session-secret-shared-by-the-three-instances',
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
        }),
      );
      await Promise.all(
        servers.map((s) =>
          s.waitForLog((l) => l.msg?.startsWith('Pillars is running at') === true, 'its start'),
        ),
      );
      for (const port of ports) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ status: 'ok', database: 'postgres' });
      }
      for (const s of servers) expect(s.stderr()).toBe('');
      expect(proxy.released()).toBe(6);

      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number; hashes: number }>(
          'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
        );
        expect(rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
      } finally {
        await client.end();
      }
    },
    STARTUP_MS + 15_000,
  );
});
