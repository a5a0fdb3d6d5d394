import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './app-env';

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/**
 * The address that the outermost trusted proxy saw. Each proxy appends the address it received
 * the request from to X-Forwarded-For, so only the last `hops` entries were written by proxies we
 * trust; anything further left came from the client and may be forged. Like the `proxy-addr`
 * package: the socket address, then X-Forwarded-For read from the right, skipping `hops` trusted
 * proxies.
 */
export function forwardedClient(
  socket: string,
  forwardedFor: string | undefined,
  hops: number,
): string {
  const chain = [
    socket,
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .reverse(),
  ];
  return chain[Math.min(hops, chain.length - 1)]!;
}

/** The caller's address; with TRUST_PROXY=N, the address the outermost of N trusted proxies saw. */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').env.TRUST_PROXY;
  const socket = socketAddress(c);
  if (!hops) return socket;
  return forwardedClient(socket, c.req.header('x-forwarded-for'), hops);
}
