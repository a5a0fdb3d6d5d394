import type { Database, Db } from '../../db/client';
import type { SessionData } from '../../db/schema';
import type { Env } from '../../env';
import type { AiEngine } from '../ai/types';
import type { AuthCache } from '../auth/auth-cache';
import type { OidcProvider } from '../auth/oidc';
import type { AuthUser } from '../auth/session.queries';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { MembershipGate } from '../membership/gate';
import type { Metrics } from '../metrics/metrics';
import type { RateLimiters } from '../rate-limit';

/**
 * Collaborators the app is built from; tests pass their own. Declared here with the
 * infrastructure's own collaborators; `src/server/context.ts` adds the domains' (their read
 * caches, the export's PDF renderer) to this same interface by declaration merging, so that
 * infrastructure names no module's type while every handler still sees one `AppDeps` (ADR 037).
 */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  mailer: Mailer;
  membership: MembershipGate;
  oidc: OidcProvider | undefined;
  limiters: RateLimiters;
  /** The coach behind suggestions, industry inference and coaching (AI_PROVIDER). */
  ai: AiEngine;
  sessionSecret: string;
  /** The built SPA folder, when the server serves it. */
  clientDir?: string | undefined;
  clock?: () => Date;
  /** In-memory session cache; only on the embedded database (see infra/auth/auth-cache.ts). */
  authCache?: AuthCache | undefined;
  /** Prometheus metrics, when METRICS_PORT is set (infra/metrics). */
  metrics?: Metrics | undefined;
}

export interface AuthState {
  user: AuthUser;
  sid: string;
  sess: SessionData;
}

/** The Hono environment of every request: what `c.get(...)` answers. */
export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    deps: AppDeps;
    db: Db;
    auth: AuthState | undefined;
  };
};
