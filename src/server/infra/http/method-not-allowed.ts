import type { Hono, MiddlewareHandler } from 'hono';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { AppEnv } from './app-env';

/** The methods some route of `app` answers on `path`; GET brings HEAD (Hono runs GET for HEAD). */
export type AllowedMethods = (path: string) => string[];

/**
 * Every method route of `app` under /api (middleware and catch-alls, registered for ALL methods,
 * and the client's pages left out), each under ALL with its own method as the handler, so one match lists the methods of a path.
 */
export function allowedMethodsOf(app: Hono<AppEnv>): AllowedMethods {
  let router: TrieRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of app.routes) {
        if (route.method === METHOD_NAME_ALL || !route.path.startsWith('/api/')) continue;
        router.add(METHOD_NAME_ALL, route.path, route.method);
      }
    }
    const methods = new Set(router.match(METHOD_NAME_ALL, path)[0].map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

export const methodNotAllowedMessage = (allowed: string[]) =>
  `Method not allowed: this address accepts ${allowed.join(', ')}`;

/**
 * A request that found no route (404) on a path that other methods serve answers 405 with
 * `Allow` instead. It looks only at 404s, so answered requests pay nothing; a 404 from a route
 * of the request's own method (an unknown id) stays a 404. Exports answer `{error}`
 * (docs/product-decisions.md 'Exports').
 */
export function methodNotAllowed(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  const allowedMethods = allowedMethodsOf(app);
  return async (c, next) => {
    await next();
    if (c.res.status !== 404) return;
    const allowed = allowedMethods(c.req.path);
    if (allowed.length === 0 || allowed.includes(c.req.method)) return;
    const message = methodNotAllowedMessage(allowed);
    const body = c.req.path.startsWith('/api/export/') ? { error: message } : { message };
    c.res = c.json(body, 405, { allow: allowed.join(', ') });
  };
}
