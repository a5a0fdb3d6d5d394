// Starts bench/server.ts as `npm start` runs the server, and signs in through its links.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A user of the export burst: a sign-in link and their largest-form assessment. */
export interface BurstUser {
  link: string;
  assessmentId: string;
}

export interface BenchServer {
  child: ChildProcess;
  port: number;
  /** The bench user's sign-in link. */
  link: string;
  burst: BurstUser[];
  /** Sign-in links of the users who save concurrently, one per client, each with 1 credit. */
  savers: string[];
}

/**
 * The bench server with `burstUsers` users for the export burst and `saveUsers` for the concurrent
 * saves; stopped with child.kill().
 */
export async function startBenchServer(burstUsers = 25, saveUsers = 10): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: root,
    // As `npm start` runs it: React and other libraries skip their development checks.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      BENCH_PORT: process.env.BENCH_PORT ?? '5099',
      BENCH_BURST_USERS: String(burstUsers),
      BENCH_SAVE_USERS: String(saveUsers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<Omit<BenchServer, 'child'>>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (d: Buffer) => {
        buf += d.toString();
        const line = buf.split('\n').find((l) => l.includes('"ready"'));
        if (line) resolve(JSON.parse(line) as Omit<BenchServer, 'child'>);
      });
      child.on('exit', (code) => reject(new Error(`bench server exited ${code}`)));
    });
    return { child, ...ready };
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
}

/** Signs in as a person does: the link opens 'Continue as …', whose button posts its token. */
export function signInWithLink(port: number, link: string): Promise<string> {
  const verify = new URL(link);
  const body = new URLSearchParams({ token: verify.searchParams.get('token') ?? '' }).toString();
  return new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: verify.pathname,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        if (res.statusCode !== 303) reject(new Error(`bench sign-in: ${res.statusCode}`));
        resolve((res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
