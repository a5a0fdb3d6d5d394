import type { AssessmentListItem } from '@shared/contracts/assessments';
import type { DashboardData } from '@shared/contracts/dashboard';
import type { UserCache } from './infra/cache/user-cache';
import type { ValueCache } from './infra/cache/value-cache';
import type { PdfRenderer } from './infra/pdf/jobs';
import type { CommunityTally } from './modules/benchmark';
import type { AssessmentStanding } from './modules/assessments';
import type { ExportPdfJob } from './modules/export';
import type { LiveLinkCache } from './modules/sharing';

// The app's collaborators and request environment. The types live with the infrastructure
// (infra/http/app-env.ts), which must not import this file (ADR 037); the domains' collaborators,
// whose types are the modules' own, are added to `AppDeps` here.
export type { AppDeps, AppEnv } from './infra/http/app-env';

declare module './infra/http/app-env' {
  interface AppDeps {
    /** Assessment lists per user; only on the embedded database, like `authCache`. */
    listCache?: UserCache<AssessmentListItem[]> | undefined;
    /** Renders the PDF exports (on worker threads: modules/export/pdf/renderer.ts). */
    pdf: PdfRenderer<ExportPdfJob>;
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
    /** Live mentor links by token hash, a few seconds (ADR 033); only on the embedded database. */
    mentorLinkCache?: LiveLinkCache | undefined;
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
}
