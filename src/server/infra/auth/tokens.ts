import { createHmac, randomBytes } from 'node:crypto';

/** A random, URL-safe token (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a token: a keyed hash, so a leaked table yields no usable token. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}
