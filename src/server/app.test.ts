import http from 'node:http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createAdaptorServer } from '@hono/node-server';
import { AppError, MESSAGES } from '@shared/errors';
import type { AppEnv } from './context';
import { handleError } from './infra/http/errors';
import { createLogCapture, signIn } from './test/app';
import { closeServer, listenOnLoopback } from './test/local-server';
import { useTestApp } from './test/use-test-app';

const t = useTestApp();

describe('API basics', () => {
  it('reports health with the database kind', async () => {
    const res = await t.ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers GET /api/credits with credits and isAdmin, or 401', async () => {
    expect((await t.ctx.app.request('/api/credits')).status).toBe(401);
    const cookie = await signIn(t.ctx, 'credits@example.com');
    const res = await t.ctx.app.request('/api/credits', { headers: { cookie } });
    expect(await res.json()).toEqual({ credits: 1, isAdmin: false });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.ctx.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Not found' });
  });

  it('refuses a body over 1 MB with a JSON 413', async () => {
    const res = await t.ctx.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('1 MB') });
  });

  it('closes the connection after a 413, whose body it never read', async () => {
    // Over a real socket: a keep-alive connection would carry the unread rest of the body into
    // the next request on it.
    // createAdaptorServer makes an HTTP/1 server unless told otherwise.
    const server = createAdaptorServer({ fetch: t.ctx.app.fetch }) as http.Server;
    const base = await listenOnLoopback(server);
    try {
      // The answer comes from the announced length, before the body: send only its start.
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(`${base}/api/assessments/new`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': 2 * 1024 * 1024 },
        });
        req.on('response', (answer) => {
          resolve(answer);
          req.destroy();
        });
        req.on('error', reject);
        req.write('{"name":"');
      });
      expect(res.statusCode).toBe(413);
      expect(res.headers.connection).toBe('close');
      // The next request on a new connection is answered normally.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      await closeServer(server);
    }
  });

  it('refuses text with the NUL character, which the database cannot store, with a 400', async () => {
    const cookie = await signIn(t.ctx, 'nul@example.com');
    const res = await t.ctx.app.request('/api/assessments/new', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a\u0000b' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: MESSAGES.nulCharacter,
      issues: [{ path: 'name', message: MESSAGES.nulCharacter }],
    });
    // The escaped text '\\u0000' (a backslash, then 'u0000') is ordinary text.
    const ok = await t.ctx.app.request('/api/assessments/new', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a\\u0000b' }),
    });
    expect(ok.status).toBe(201);
  });

  it('sends security headers with a CSP limited to the own origin', async () => {
    const res = await t.ctx.app.request('/api/health');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('logs one line per request with a request id that the response carries', async () => {
    const res = await t.ctx.app.request('/api/health');
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = t.ctx.logs.find((l) => l.requestId === id && l.msg === 'request');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200 });
  });
});

describe('error envelope', () => {
  const { lines, logger } = createLogCapture();
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('requestId', 'req-1');
    c.set('log', logger);
    await next();
  });
  app.get('/boom', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.get('/conflict', () => {
    throw new AppError('CONFLICT', 'Changed elsewhere', { current: { version: 2 } });
  });
  app.onError(handleError);

  it('answers an unknown error with a logged 500 and no stack or internals', async () => {
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain('secret internals');
    expect(body).not.toContain('.ts');
    expect(JSON.parse(body)).toMatchObject({ requestId: 'req-1', message: expect.any(String) });
    expect(lines.some((l) => l.level === 50 && l.requestId === 'req-1')).toBe(true);
  });

  it('maps an AppError to its status with its details', async () => {
    const res = await app.request('/conflict');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'Changed elsewhere',
      code: 'CONFLICT',
      current: { version: 2 },
    });
  });
});
