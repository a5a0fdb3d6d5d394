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
 * Where `value` holds a string (or a key) with the NUL character, as an issue path ('a.b.0'); null
 * when nowhere. PostgreSQL text and jsonb cannot store it.
 */
function nulCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = nulCharacterPath(child, [...path, key]);
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
  // JSON can carry a NUL only as the escape \u0000: the walk runs only when the text has one.
  const nulAt = text.includes('\\u0000') ? nulCharacterPath(raw) : null;
  if (nulAt !== null) {
    throw new AppError('BAD_REQUEST', MESSAGES.nulCharacter, {
      issues: [{ path: nulAt, message: MESSAGES.nulCharacter }],
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
