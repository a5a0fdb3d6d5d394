import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listenOnLoopback } from '../../test/local-server';
import { answerClientErrors, CLIENT_ERROR_MESSAGES } from './client-error';

let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('ok'));
  answerClientErrors(server);
  port = Number(new URL(await listenOnLoopback(server)).port);
});
afterAll(() => closeServer(server));

/** Sends `request` as it is on a new connection; answers all the server wrote back. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answerClientErrors', () => {
  it('answers an address over the header limit with a JSON 431 and closes', async () => {
    const answer = await raw(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1.1 431 /);
    expect(head).toContain('content-type: application/json');
    expect(head).toContain('connection: close');
    expect(JSON.parse(body!)).toEqual({ message: CLIENT_ERROR_MESSAGES[431] });
  });

  it('answers a malformed request with a JSON 400', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({
      message: CLIENT_ERROR_MESSAGES[400],
    });
  });

  it('leaves well-formed requests to the app', async () => {
    const answer = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 200 /);
    expect(answer.endsWith('ok')).toBe(true);
  });
});
