// The route table (src/shared/contracts/routes.ts, ADR 038) against the app that the server
// builds: every route of the table is mounted with its method, and every mounted route is in it.
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API, pathOf, type Route, type RouteName } from '@shared/contracts/routes';
import { MESSAGES } from '@shared/errors';
import { useTestApp } from './test/use-test-app';

const t = useTestApp();

const routes = Object.entries(API) as [RouteName, Route][];

/** The app's routes: not its middleware (registered for ALL methods) nor its catch-alls ('/*'). */
const mountedRoutes = () =>
  t.ctx.app.routes.filter((r) => r.method !== METHOD_NAME_ALL && !r.path.endsWith('*'));

/** A URL of the route, its parameters filled with values of the right shape. */
function sampleUrl(route: Route): string {
  const params = Object.fromEntries(
    [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [
      name,
      name === 'sessionId' ? 2 : '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    ]),
  );
  return pathOf(route, { params } as never);
}

describe('the route table', () => {
  it('is what the app mounts: every route with its method, and no other', () => {
    const sorted = (list: string[]) => [...list].sort();
    expect(sorted(mountedRoutes().map((r) => `${r.method} ${r.path}`))).toEqual(
      sorted(routes.map(([, r]) => `${r.method} ${r.path}`)),
    );
  });

  it('holds each method and pattern once', () => {
    const keys = routes.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routes)('%s: a URL built for it reaches its own pattern first', (_name, route) => {
    const router = new TrieRouter<string>();
    for (const r of mountedRoutes()) router.add(r.method, r.path, r.path);
    const [matches] = router.match(route.method, sampleUrl(route).split('?')[0]!);
    expect(matches[0]?.[0]).toBe(route.path);
  });

  it.each(routes)('%s: a request is answered by a route, not 404 or 405', async (name, route) => {
    const res = await t.ctx.app.request(sampleUrl(route), {
      method: route.method,
      ...(route.method === 'GET'
        ? {}
        : { body: '{}', headers: { 'content-type': 'application/json' } }),
    });
    expect(res.status, `${name}: ${res.status}`).not.toBe(405);
    if (res.status === 404) {
      // A route may answer 404 for what it cannot find; the app's catch-all says only 'Not found'.
      const text = await res.text();
      expect(text).not.toContain(JSON.stringify(MESSAGES.notFound));
    }
  });

  it('has schemas only under its own names', () => {
    for (const name of Object.keys(ROUTE_SCHEMAS)) expect(Object.keys(API)).toContain(name);
  });
});
