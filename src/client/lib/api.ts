import {
  pathOf,
  type BodyOf,
  type ResponseOf,
  type Route,
  type Where,
} from '@shared/contracts/routes';

/**
 * The spec's transport (section 7 and 8): every request sends credentials; writes send JSON only
 * when a body is given; any non-success response raises an error reading
 * "<status>: <response text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }

  /** The `message` (or exports' `error`) of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      const text = parsed.message ?? parsed.error;
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text);
  }
}

/** A route of the table that answers JSON: the ones `call` reaches (files and pages go by URL). */
type JsonRoute = Route & { readonly carried?: { kind: 'json' } };

/** Everything a request to `R` takes: its path parameters, its query and its body. */
type Parts<R extends Route> = Where<R> &
  (BodyOf<R> extends undefined ? { body?: never } : { body: BodyOf<R> });

/** `parts` may be left out when nothing in it is required; `init` adds fetch options (keepalive). */
type Args<R extends Route> =
  object extends Parts<R>
    ? [parts?: Parts<R>, init?: RequestInit]
    : [parts: Parts<R>, init?: RequestInit];

/** The fetch of a request to `route`, whatever its status. */
function send(route: Route, parts: unknown, init: RequestInit | undefined) {
  const body = (parts as { body?: unknown } | undefined)?.body;
  return fetch(pathOf(route, parts as Where<Route>), {
    credentials: 'include',
    ...init,
    method: route.method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : null,
  });
}

/**
 * Sends a request to a route of the table (ADR 038): its URL from `pathOf`, the body as JSON when
 * one is given, credentials included unless `init` says otherwise. A non-success response raises
 * an `ApiError`.
 */
export async function request<R extends Route>(route: R, ...[parts, init]: Args<R>) {
  const res = await send(route, parts, init);
  await throwIfResNotOk(res);
  return res;
}

/** `request`, then its JSON answer, typed by the table. */
export async function call<R extends JsonRoute>(
  route: R,
  ...args: Args<R>
): Promise<ResponseOf<R>> {
  return (await (await request(route, ...args)).json()) as ResponseOf<R>;
}

/** `call` for a read whose 401 means "nobody is signed in": null then, instead of an error. */
export async function callOrNullOn401<R extends JsonRoute>(
  route: R,
  ...[parts, init]: Args<R>
): Promise<ResponseOf<R> | null> {
  const res = await send(route, parts, init);
  if (res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as ResponseOf<R>;
}

/**
 * The TanStack Query key of a route's reads: its path pattern without the `:name` parts, then
 * `rest` ('/api/assessments' and the id for `API.assessment`). A key with fewer parts is a
 * prefix of it, so invalidating `queryKey(API.sessionTasks)` reaches every assessment's tasks.
 */
export function queryKey<R extends Route>(route: R, ...rest: unknown[]) {
  return [route.path.replace(/\/:\w+/g, ''), ...rest] as const;
}
