/**
 * The route table (ADR 038): every route the server mounts, with its method, its path pattern (as
 * Hono and wouter read it, `:name` for a parameter) and the types of what it takes and answers.
 * The server registers its routes with these patterns and parses bodies and queries with the
 * schemas of `route-schemas.ts`, keyed by the same names; the client calls them through
 * `call(API.<name>, ...)` (`src/client/lib/api.ts`) and builds the URLs it needs with `pathOf`.
 *
 * This file is read by the client, so it imports only types: zod stays out of the bundle
 * (eslint.config.js refuses a value import here).
 */
import type { AccessGroup, AddGroupRequest, AdminUser, CreditHistoryEntry } from './admin';
import type { DeleteGroupResponse, GrantCreditsRequest, GrantCreditsResponse } from './admin';
import type { CoachRequest, IndustryInference, InferIndustryRequest } from './ai';
import type { SuggestRequest, SuggestResult } from './ai';
import type {
  Assessment,
  AssessmentListItem,
  AssessmentQuery,
  DeleteAssessmentQuery,
  DeleteAssessmentResponse,
  NewAssessmentRequest,
  OptionalAssessmentQuery,
  RenameAssessmentRequest,
  SaveAssessmentRequest,
  SaveAssessmentResponse,
  Snapshot,
  SnapshotRequest,
} from './assessments';
import type { LoginRequest, User } from './auth';
import type { Benchmark, CommunityOverview } from './benchmark';
import type { CoachingListItem, CoachingSession, SessionTasks, TaskTick } from './coaching';
import type { Comparison, CompareQuery, SnapshotListItem } from './compare';
import type { CreditsResponse, HealthResponse } from './credits';
import type { DashboardData } from './dashboard';
import type { CreateMentorLinkRequest, CreatedMentorLink, MentorLink } from './sharing';
import type { MentorLinkList, SharedView } from './sharing';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route answers: JSON that the client reads (`call`), a file it downloads, or a page (or a
 * redirect) that the browser opens; the last two are reached by URL only (`pathOf`).
 */
export type Kind = 'json' | 'file' | 'page';

/** What a route takes besides its path parameters, and what it answers: types only. */
export interface Io {
  query?: object;
  body?: unknown;
  response?: unknown;
}

/** A route's kind and types, as `route` receives them; never a value at run time. */
export interface Carried<K extends Kind, T extends Io> {
  kind: K;
  io: T;
}

export interface Route<
  M extends Method = Method,
  P extends string = string,
  K extends Kind = Kind,
  T extends Io = Io,
> {
  readonly method: M;
  readonly path: P;
  /** Types only: never set (the table's objects hold the method and the path). */
  readonly carried?: Carried<K, T>;
}

/**
 * The types of a route, given as an instantiation expression (`json<{ response: User }>`, no call):
 * `route` takes the function only for its type and never calls it.
 */
const carrier = () => undefined as never;
const json = carrier as <T extends Io>() => Carried<'json', T>;
const file = carrier as <T extends Io>() => Carried<'file', T>;
const page = carrier as <T extends Io>() => Carried<'page', T>;

function route<M extends Method, P extends string, K extends Kind, T extends Io>(
  method: M,
  path: P,
  _types: () => Carried<K, T>,
): Route<M, P, K, T> {
  return { method, path };
}

/** An assessment named in a query, or none: the user's first one. */
type ForAssessment = { query: OptionalAssessmentQuery };

/** The route table. Names are the server's and the client's handle on a route. */
export const API = {
  // Signing in and out (ADR 004, 024): pages and redirects, and the signed-in user.
  authCss: route('GET', '/api/login/auth.css', page<object>),
  loginPage: route('GET', '/api/login', page<object>),
  /** A form post (an HTML page back) or JSON (`{message}` back). */
  requestLoginLink: route(
    'POST',
    '/api/login',
    page<{ body: LoginRequest; response: { message: string } }>,
  ),
  /** Opening a sign-in link shows 'Continue as …'; only its POST spends the token. */
  verifyPage: route('GET', '/api/login/verify', page<{ query: { token: string } }>),
  verifyLogin: route('POST', '/api/login/verify', page<{ body: { token: string } }>),
  oidcCallback: route('GET', '/api/login/callback', page<object>),
  logout: route('GET', '/api/logout', page<object>),
  currentUser: route('GET', '/api/auth/user', json<{ response: User }>),

  health: route('GET', '/api/health', json<{ response: HealthResponse }>),
  credits: route('GET', '/api/credits', json<{ response: CreditsResponse }>),
  /** The signed-in user's own data, as one JSON file (portability). */
  accountExport: route('GET', '/api/me/export', file<object>),

  // Assessments. The fixed paths are mounted before `/api/assessments/:id`.
  assessmentList: route('GET', '/api/assessments/list', json<{ response: AssessmentListItem[] }>),
  createAssessment: route(
    'POST',
    '/api/assessments/new',
    json<{ body: NewAssessmentRequest; response: Assessment }>,
  ),
  /** The first save, which creates the default assessment when the user has none. */
  saveNewAssessment: route(
    'POST',
    '/api/assessments',
    json<{ body: SaveAssessmentRequest; response: SaveAssessmentResponse }>,
  ),
  assessment: route('GET', '/api/assessments/:id', json<{ response: Assessment }>),
  saveAssessment: route(
    'POST',
    '/api/assessments/:id',
    json<{ body: SaveAssessmentRequest; response: SaveAssessmentResponse }>,
  ),
  renameAssessment: route(
    'PATCH',
    '/api/assessments/:id',
    json<{ body: RenameAssessmentRequest; response: SaveAssessmentResponse }>,
  ),
  deleteAssessment: route(
    'DELETE',
    '/api/assessments/:id',
    json<{ query: DeleteAssessmentQuery; response: DeleteAssessmentResponse }>,
  ),
  createSnapshot: route(
    'POST',
    '/api/assessments/:id/snapshot',
    json<{ body: SnapshotRequest; response: Snapshot }>,
  ),
  /** "What changed" (ADR 035): the picker's snapshots, and the comparison. */
  snapshots: route('GET', '/api/assessments/:id/snapshots', json<{ response: SnapshotListItem[] }>),
  compare: route(
    'GET',
    '/api/assessments/:id/compare',
    json<{ query: CompareQuery; response: Comparison }>,
  ),

  // Read-only mentor links (ADR 033).
  mentorLinks: route(
    'GET',
    '/api/assessments/:id/mentor-links',
    json<{ response: MentorLinkList }>,
  ),
  createMentorLink: route(
    'POST',
    '/api/assessments/:id/mentor-links',
    json<{ body: CreateMentorLinkRequest; response: CreatedMentorLink }>,
  ),
  revokeMentorLink: route(
    'POST',
    '/api/assessments/:id/mentor-links/:linkId/revoke',
    json<{ response: MentorLink }>,
  ),
  /** What a mentor's page reads; the token is its only key (no account, no cookie). */
  sharedView: route('GET', '/api/shared/:token', json<{ response: SharedView }>),
  /** The page a mentor opens, signed in or not: the app's shared view screen. */
  sharedPage: route('GET', '/shared/:token', page<object>),

  // Coaching (ADR 030) and the 7-day tasks (ADR 036). The fixed paths come before `:sessionId`.
  coachingList: route(
    'GET',
    '/api/coach/all',
    json<ForAssessment & { response: CoachingListItem[] }>,
  ),
  clearCoaching: route(
    'DELETE',
    '/api/coach/cache',
    json<ForAssessment & { response: { deleted: number } }>,
  ),
  sessionTasks: route(
    'GET',
    '/api/coach/tasks',
    json<{ query: AssessmentQuery; response: SessionTasks }>,
  ),
  tickTask: route('PUT', '/api/coach/tasks', json<{ body: TaskTick; response: SessionTasks }>),
  coachingSession: route(
    'GET',
    '/api/coach/:sessionId',
    json<ForAssessment & { response: CoachingSession }>,
  ),
  generateCoaching: route(
    'POST',
    '/api/coach',
    json<{ body: CoachRequest; response: CoachingSession }>,
  ),

  dashboard: route('GET', '/api/dashboard', json<ForAssessment & { response: DashboardData }>),
  /** 'Where you stand' (ADR 034), and the admins' community overview. */
  benchmark: route('GET', '/api/benchmark', json<ForAssessment & { response: Benchmark }>),
  communityOverview: route('GET', '/api/admin/community', json<{ response: CommunityOverview }>),

  // PDF exports (docs/product-decisions.md 'Exports'); their errors answer JSON `{error}`.
  exportAssessment: route('GET', '/api/export/assessment', file<{ query: AssessmentQuery }>),
  exportCoaching: route('GET', '/api/export/coaching/:sessionId', file<ForAssessment>),
  exportDashboard: route('GET', '/api/export/dashboard', file<{ query: AssessmentQuery }>),

  // The admin panel (ADR 011): every call checks the admin on the server.
  adminUsers: route('GET', '/api/admin/users', json<{ response: AdminUser[] }>),
  creditHistory: route(
    'GET',
    '/api/admin/users/:id/credits',
    json<{ response: CreditHistoryEntry[] }>,
  ),
  grantCredits: route(
    'POST',
    '/api/admin/grant-credits',
    json<{ body: GrantCreditsRequest; response: GrantCreditsResponse }>,
  ),
  accessGroups: route('GET', '/api/admin/access-groups', json<{ response: AccessGroup[] }>),
  addAccessGroup: route(
    'POST',
    '/api/admin/access-groups',
    json<{ body: AddGroupRequest; response: AccessGroup }>,
  ),
  /** The name is URL-encoded in the path (names may hold '/', '&', spaces). */
  removeAccessGroup: route(
    'DELETE',
    '/api/admin/access-groups/:groupName',
    json<{ response: DeleteGroupResponse }>,
  ),

  // The AI helpers of the assessment form.
  suggest: route('POST', '/api/suggest', json<{ body: SuggestRequest; response: SuggestResult }>),
  inferIndustry: route(
    'POST',
    '/api/infer-industry',
    json<{ body: InferIndustryRequest; response: IndustryInference }>,
  ),
} as const;

export type Api = typeof API;
export type RouteName = keyof Api;

type IoOf<R> = R extends Route<Method, string, Kind, infer T> ? T : never;
export type QueryOf<R> = IoOf<R> extends { query: infer Q } ? Q : undefined;
export type BodyOf<R> = IoOf<R> extends { body: infer B } ? B : undefined;
export type ResponseOf<R> = IoOf<R> extends { response: infer X } ? X : undefined;

/** The `:name` parameters of a path pattern. */
export type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a route's path parameters; each is URL-encoded into the path. */
export type ParamsOf<R extends Route> = { [N in ParamName<R['path']>]: string | number };

/** What fills a route's URL: its path parameters and its query, each required when it must be given. */
export type Where<R extends Route> = ([ParamName<R['path']>] extends [never]
  ? { params?: never }
  : { params: ParamsOf<R> }) &
  (QueryOf<R> extends undefined
    ? { query?: never }
    : object extends QueryOf<R>
      ? { query?: QueryOf<R> }
      : { query: QueryOf<R> });

/** The arguments after the route: `where` may be left out when nothing in it is required. */
export type WhereArgs<R extends Route> =
  object extends Where<R> ? [where?: Where<R>] : [where: Where<R>];

/**
 * The URL of a route: each `:name` replaced by its URL-encoded value, then the query's values that
 * are not undefined, URL-encoded, in the order given. `pathOf(API.compare, { params: { id },
 * query: { snapshot } })` is `/api/assessments/<id>/compare?snapshot=<snapshot>`.
 */
export function pathOf<R extends Route>(route: R, ...[where]: WhereArgs<R>): string {
  const { params, query } = (where ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
  };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
