import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, MESSAGES } from '@shared/errors';
import { zodIssues } from './errors';

/** Reads a JSON body and validates it with a shared schema; bad input becomes a 400 with its issues. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.badJson);
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
