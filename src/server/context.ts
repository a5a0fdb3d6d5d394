import type { Database, Db } from './db/client';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import type { DashboardData } from '@shared/contracts/dashboard';
import type { AuthCache } from './infra/auth/auth-cache';
import type { UserCache } from './infra/cache/user-cache';
import type { Metrics } from './infra/metrics/metrics';
import type { Env } from './env';
import type { AiEngine } from './infra/ai/types';
import type { Logger } from './infra/logger';
import type { Mailer } from './infra/mail/mailer';
import type { PdfRenderer } from './infra/pdf/jobs';
import type { MembershipGate } from './infra/membership/gate';
import type { OidcProvider } from './infra/auth/oidc';
import type { RateLimiters } from './infra/rate-limit';
import type { AuthUser } from './modules/users';
import type { CommunityTally } from './modules/benchmark';
import type { AssessmentStanding } from './modules/assessments';
import type { ValueCache } from './infra/cache/value-cache';
import type { SessionData } from './db/schema';

/** Collaborators the app is built from; tests pass their own. */
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
  /** Assessment lists per user; only on the embedded database, like `authCache`. */
  listCache?: UserCache<AssessmentListItem[]> | undefined;
  /** Renders the PDF exports (on a worker thread: infra/pdf/renderer.ts). */
  pdf: PdfRenderer;
  /**
   * One assessment as its read answers it (the JSON text of GET /api/assessments/{id}), per user
   * and assessment, and beside it its snapshots and comparisons ('{id}/snapshots', '{id}/compare?…',
   * ADR 035); only on the embedded database, like `authCache`.
   */
  assessmentCache?: UserCache<Uint8Array<ArrayBuffer>> | undefined;
  /**
   * Stored coaching sessions as their read answers them (the JSON text of GET /api/coach/{n}), per
   * user, assessment and session; only on the embedded database, like `authCache`.
   */
  coachingCache?: UserCache<Uint8Array<ArrayBuffer>> | undefined;
  /** Prometheus metrics, when METRICS_PORT is set (infra/metrics). */
  metrics?: Metrics | undefined;
  /** Dashboards per user and assessment; only on the embedded database, like `authCache`. */
  dashboardCache?: UserCache<DashboardData> | undefined;
  /**
   * The community benchmark's tally (one for all users), kept a minute; evicted by this process's
   * signed-in writes (app.ts), so on PostgreSQL another instance's writes show within the minute.
   */
  communityCache?: ValueCache<CommunityTally> | undefined;
  /** What the benchmark reads of a user's own assessment; only on the embedded database, like `authCache`. */
  standingCache?: UserCache<AssessmentStanding | undefined> | undefined;
}

export interface AuthState {
  user: AuthUser;
  sid: string;
  sess: SessionData;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    deps: AppDeps;
    db: Db;
    auth: AuthState | undefined;
  };
};
