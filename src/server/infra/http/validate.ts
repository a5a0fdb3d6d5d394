import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, MESSAGES } from '@shared/errors';
import { zodIssues } from './errors';

/** No request of the app nests deeper than a few levels; 64 leaves room and keeps every walk shallow. */
export const JSON_MAX_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (limit ${JSON_MAX_DEPTH} levels)`;

/**
 * True when the JSON text opens more than `max` arrays or objects inside one another. One pass
 * over the text, without recursion, so it runs before anything walks the parsed value (the NUL
 * walk, the schema) and a body of 20,000 levels costs no stack. Brackets inside strings don't count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * Text PostgreSQL cannot store in jsonb: half of a surrogate pair without its other half (JSON can
 * carry one only as an escape, e.g. \ud800). It answered 500 before this check (issue 14 fuzz).
 */
export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: it holds half of a character (a lone surrogate such as \\ud800)';

/** Matches an unpaired surrogate only: with the `u` flag a pair is one code point. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Where `value` holds a string (or a key) that `bad` matches, as an issue path ('a.b.0'); null when nowhere. */
function badTextPath(
  value: unknown,
  bad: (text: string) => boolean,
  path: string[] = [],
): string | null {
  if (typeof value === 'string') return bad(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (bad(key)) return [...path, key].join('.');
    const found = badTextPath(child, bad, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Reads a JSON body and validates it with a shared schema; bad input becomes a 400 with its issues. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.badJson);
  }
  // The body is at most 1 MB (app.ts); its depth is bounded here, before any recursive walk.
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new AppError('BAD_REQUEST', TOO_DEEP_MESSAGE);
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.badJson);
  }
  // JSON can carry a NUL only as the escape \u0000, and a lone surrogate only as an escape of
  // one (UTF-8 cannot encode it): each walk runs only when the text has such an escape.
  const nulAt = text.includes('\\u0000') ? badTextPath(raw, (t) => t.includes('\u0000')) : null;
  if (nulAt !== null) {
    throw new AppError('BAD_REQUEST', MESSAGES.nulCharacter, {
      issues: [{ path: nulAt, message: MESSAGES.nulCharacter }],
    });
  }
  const loneAt = /\\u[dD][89a-fA-F]/.test(text)
    ? badTextPath(raw, (t) => LONE_SURROGATE.test(t))
    : null;
  if (loneAt !== null) {
    throw new AppError('BAD_REQUEST', LONE_SURROGATE_MESSAGE, {
      issues: [{ path: loneAt, message: LONE_SURROGATE_MESSAGE }],
    });
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = zodIssues(result.error);
    throw new AppError('BAD_REQUEST', issues[0]?.message ?? 'Invalid request', { issues });
  }
  return result.data;
}
