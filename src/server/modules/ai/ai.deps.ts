import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import type { AiDeps } from './ai.service';

/** The AI collaborators of a request: its database, the engine, the per-user limit, its log. */
export function aiDepsOf(c: Context<AppEnv>): AiDeps {
  const deps = c.get('deps');
  return {
    db: c.get('db'),
    ai: deps.ai,
    limiter: deps.limiters.ai,
    log: c.get('log'),
    metrics: deps.metrics,
  };
}
