import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../infra/logger';
import { CommandError, type CliCommand } from './commands';

/**
 * The embedded database can be opened by one process only, so while the server runs the CLI hands
 * its command to the server over this channel: loopback only, authenticated by a secret that only
 * the owner of DATA_DIR can read.
 */
export const CONTROL_SECRET_FILE = 'control.secret';
export const CONTROL_HEADER = 'x-pillars-control';

export interface ControlReply {
  exitCode: number;
  lines: string[];
  error?: string;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function startControlServer(opts: {
  secret: string;
  run: (cmd: CliCommand) => Promise<string[]>;
  logger: Logger;
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: ControlReply) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (
      req.method !== 'POST' ||
      req.url !== '/run' ||
      !sameSecret(String(req.headers[CONTROL_HEADER] ?? ''), opts.secret)
    ) {
      reply(403, { exitCode: 1, lines: [], error: 'Forbidden' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      let cmd: CliCommand;
      try {
        cmd = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CliCommand;
      } catch {
        reply(400, { exitCode: 2, lines: [], error: 'Bad command' });
        return;
      }
      opts.logger.info({ command: cmd.name }, 'running CLI command for a local operator');
      opts
        .run(cmd)
        .then((lines) => reply(200, { exitCode: 0, lines }))
        .catch((err: unknown) => {
          if (err instanceof CommandError)
            reply(200, { exitCode: 1, lines: [], error: err.message });
          else {
            opts.logger.error({ err }, 'CLI command failed');
            reply(200, {
              exitCode: 1,
              lines: [],
              error: 'The command failed; see the server log.',
            });
          }
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function sendToServer(
  port: number,
  secret: string,
  cmd: CliCommand,
): Promise<ControlReply> {
  const res = await fetch(`http://127.0.0.1:${port}/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTROL_HEADER]: secret },
    body: JSON.stringify(cmd),
    signal: AbortSignal.timeout(30_000),
  });
  return (await res.json()) as ControlReply;
}
