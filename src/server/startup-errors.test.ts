import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockFolder } from './test/folders';
import { freePort, killAll, spawnTs, STARTUP_MS } from './test/processes';

// What an operator sees when the server cannot start: one line on stderr naming what to fix,
// no stack, and a non-zero exit code.

async function startAndFail(env: Record<string, string>) {
  const server = spawnTs('src/server/main.ts', [], {
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    ...env,
  });
  const started = Date.now();
  const { code } = await server.exited;
  const lines = server.stderr().split('\n').filter(Boolean);
  return { code, lines, logs: server.logs, ms: Date.now() - started };
}

describe('start-up errors', () => {
  let root: string;
  const unlock: (() => void)[] = [];

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'pillars-startup-'));
  });

  afterAll(async () => {
    await killAll();
    for (const undo of unlock) undo();
    rmSync(root, { recursive: true, force: true });
  });

  it('names host:port and ECONNREFUSED when the database refuses, after retrying with back-off', async () => {
    const port = await freePort();
    const { code, lines, logs, ms } = await startAndFail({
      DATABASE_URL: `postgres://pillars@127.0.0.1:${port}/pillars`,
      DATABASE_CONNECT_WAIT_MS: '1500',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Cannot connect to the database at 127\\.0\\.0\\.1:${port}: ECONNREFUSED \\(connection refused\\); tried [3-6] times in 1\\.[4-9] s\\. Check DATABASE_URL`,
      ),
    );
    // Each retry was announced in the log, with a growing pause.
    const pauses = logs
      .filter((l) => l.msg?.includes('is not reachable yet'))
      .map((l) => Number(/retrying in (\d+) ms/.exec(l.msg ?? '')?.[1]));
    expect(pauses.slice(0, 2)).toEqual([250, 500]);
    expect(pauses.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1500);
    expect(ms).toBeGreaterThanOrEqual(1400);
  }, 30_000);

  it('does not retry a database that refuses for good, and says why', async () => {
    const port = await freePort();
    const fake = net.createServer((socket) => {
      // A server that speaks PostgreSQL's protocol just enough to refuse: an ErrorResponse.
      socket.once('data', () => {
        const fields = 'SFATAL\0C28P01\0Mpassword authentication failed for user "pillars"\0\0';
        const body = Buffer.from(fields, 'utf8');
        const head = Buffer.alloc(5);
        head.write('E', 0);
        head.writeInt32BE(body.length + 4, 1);
        socket.end(Buffer.concat([head, body]));
      });
    });
    await new Promise<void>((resolve) => fake.listen(port, '127.0.0.1', resolve));
    try {
      const { code, lines, ms } = await startAndFail({
        DATABASE_URL: `postgres://pillars:wrong@127.0.0.1:${port}/pillars`,
        DATABASE_CONNECT_WAIT_MS: '20000',
        PORT: String(await freePort()),
      });
      expect(code).toBe(1);
      expect(lines).toEqual([
        `Cannot connect to the database at 127.0.0.1:${port}: password authentication failed for user "pillars" (28P01). Check DATABASE_URL and that PostgreSQL is running.`,
      ]);
      expect(lines[0]).not.toContain('wrong');
      expect(ms).toBeLessThan(15_000);
    } finally {
      await new Promise((resolve) => fake.close(resolve));
    }
  }, 30_000);

  it('names DATA_DIR when it cannot be created', async () => {
    const file = path.join(root, 'a-file');
    writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const { code, lines } = await startAndFail({ DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      `DATA_DIR ${dataDir} cannot be created: ENOTDIR (a part of the path is a file, not a folder).`,
    ]);

    const parent = path.join(root, 'closed-parent');
    mkdirSync(parent);
    unlock.push(lockFolder(parent));
    const inside = path.join(parent, 'data');
    const again = await startAndFail({ DATA_DIR: inside, PORT: '0' });
    expect(again.code).toBe(1);
    expect(again.lines).toHaveLength(1);
    expect(again.lines[0]).toMatch(
      new RegExp(`^DATA_DIR ${inside} cannot be created: (EACCES|EPERM) \\(.+\\)\\.$`),
    );
  }, 30_000);

  it('names DATA_DIR when it is not writable', async () => {
    const dataDir = path.join(root, 'read-only');
    mkdirSync(dataDir);
    unlock.push(lockFolder(dataDir));
    const { code, lines } = await startAndFail({ DATA_DIR: dataDir, PORT: '0' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^DATA_DIR ${dataDir} is not writable: (EACCES|EPERM) \\(.+\\)\\.$`),
    );
  }, 30_000);

  it(
    'names the port when it is in use, and frees the data folder',
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const port = (taken.address() as net.AddressInfo).port;
      try {
        const dataDir = path.join(root, 'port-in-use');
        const { code, lines } = await startAndFail({ DATA_DIR: dataDir, PORT: String(port) });
        expect(code).toBe(1);
        expect(lines).toEqual([
          `Port ${port} on 127.0.0.1 is already in use (EADDRINUSE): stop the process using it, or set PORT to another port.`,
        ]);
        // It closed the embedded database and released the folder on the way out.
        expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    },
    STARTUP_MS,
  );

  it(
    'names METRICS_PORT when it is in use, and frees the data folder',
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const metricsPort = (taken.address() as net.AddressInfo).port;
      try {
        const dataDir = path.join(root, 'metrics-port-in-use');
        const { code, lines } = await startAndFail({
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
          METRICS_PORT: String(metricsPort),
        });
        expect(code).toBe(1);
        expect(lines).toEqual([
          `Metrics port ${metricsPort} on 127.0.0.1 cannot be opened (EADDRINUSE): set METRICS_PORT to a free port, or unset it.`,
        ]);
        expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      } finally {
        await new Promise((resolve) => taken.close(resolve));
      }
    },
    STARTUP_MS,
  );

  it.each([
    ['openai', 'AI_API_KEY (or OPENAI_API_KEY)'],
    ['anthropic', 'AI_API_KEY (or ANTHROPIC_API_KEY)'],
  ])(
    'names the key variable when AI_PROVIDER=%s has no key',
    async (provider, variables) => {
      const { code, lines } = await startAndFail({
        AI_PROVIDER: provider,
        AI_API_KEY: '',
        OPENAI_API_KEY: '',
        ANTHROPIC_API_KEY: '',
        DATA_DIR: path.join(root, `ai-${provider}`),
        PORT: '0',
      });
      expect(code).toBe(2);
      expect(lines).toEqual([`AI_PROVIDER=${provider} needs an API key: set ${variables}.`]);
    },
    30_000,
  );
});
