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

export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : null,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET a JSON resource; with `on401: 'returnNull'` a 401 reads as "nothing" instead of an error. */
export async function getJson<T>(
  url: string,
  opts: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (opts.on401 === 'returnNull' && res.status === 401) return null as T;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}
