import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** Below this size a JSON answer goes as it is: gzip saves too little to be worth a byte of CPU. */
export const GZIP_MIN_BYTES = 8 * 1024;

/**
 * The gzip of each kept answer, made once on the first request that accepts it and kept as long
 * as the answer itself is (the caches hand out the same bytes until the user's next write).
 */
const gzipped = new WeakMap<Uint8Array, Uint8Array<ArrayBuffer>>();

function gzipOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  let gz = gzipped.get(bytes);
  if (!gz) {
    // Level 6 (zlib's default): a maximum-size form (about 114 kB) shrinks to a third or less in
    // about a millisecond, paid once per kept answer.
    gz = new Uint8Array(gzipSync(bytes, { level: 6 }));
    gzipped.set(bytes, gz);
  }
  return gz;
}

/** True when the request's Accept-Encoding takes gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers JSON kept as UTF-8 bytes: gzipped when it is large and the browser accepts gzip (every
 * browser does), as it is otherwise. `Vary: Accept-Encoding` either way, so no cache in between
 * hands one form to a client that asked for the other.
 */
export function jsonBytes(c: Context, bytes: Uint8Array<ArrayBuffer>, status: 200 | 201 = 200) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    vary: 'Accept-Encoding',
  };
  if (bytes.byteLength >= GZIP_MIN_BYTES && acceptsGzip(c.req.header('accept-encoding'))) {
    return c.body(gzipOf(bytes), status, { ...headers, 'content-encoding': 'gzip' });
  }
  return c.body(bytes, status, headers);
}
