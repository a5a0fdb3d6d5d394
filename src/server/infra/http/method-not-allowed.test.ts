import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { MESSAGES } from '@shared/errors';
import { signedInUser } from '../../test/api';
import { closeServer, listenOnLoopback } from '../../test/local-server';
import { useTestApp } from '../../test/use-test-app';
import { withAssessment } from '../../modules/assessments/assessments.test-support';
import { methodNotAllowedMessage } from './method-not-allowed';

const t = useTestApp();

const send = (method: string, path: string, cookie?: string) =>
  t.ctx.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
  });

describe('wrong methods on existing API paths', () => {
  it.each([
    ['DELETE', '/api/health', ['GET', 'HEAD']],
    ['POST', '/api/health', ['GET', 'HEAD']],
    ['PUT', `/api/assessments/${randomUUID()}`, ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST']],
    ['GET', ASSESSMENT_PATHS.saveNew, ['POST']],
    ['DELETE', '/api/coach/all', ['GET', 'HEAD']],
    ['PUT', '/api/coach', ['POST']],
  ])('%s %s answers 405 with Allow and a JSON message', async (method, path, allowed) => {
    const res = await send(method, path);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allowed.join(', '));
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ message: methodNotAllowedMessage(allowed) });
    expect(res.headers.get('content-length')).toBeNull();
  });

  it('answers a HEAD on a path that only takes POST with 405 and Allow', async () => {
    const res = await send('HEAD', ASSESSMENT_PATHS.saveNew);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('answers exports in their own shape, {error}', async () => {
    const res = await send('POST', '/api/export/dashboard');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toEqual({ error: methodNotAllowedMessage(['GET', 'HEAD']) });
  });

  it('keeps 404 for unknown paths and for unknown ids with a method the path takes', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/nothing-here'],
      ['GET', '/api/assessments/list/extra'],
      ['POST', '/api/export/nothing'],
    ] as const) {
      const res = await send(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
    }
    const me = await signedInUser(t.ctx);
    const other = await withAssessment(t.ctx);
    const res = await send('GET', ASSESSMENT_PATHS.one(other.id), me.cookie);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves answered requests alone', async () => {
    const res = await send('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('allow')).toBeNull();
    const unauthorized = await send('GET', ASSESSMENT_PATHS.list);
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toMatchObject({ message: MESSAGES.unauthorized });
  });

  it('answers 405 over a real socket with a body that matches its length', async () => {
    const server = createAdaptorServer({ fetch: t.ctx.app.fetch }) as http.Server;
    const base = await listenOnLoopback(server);
    try {
      const res = await fetch(`${base}/api/health`, { method: 'DELETE' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toEqual({ message: methodNotAllowedMessage(['GET', 'HEAD']) });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      await closeServer(server);
    }
  });
});
