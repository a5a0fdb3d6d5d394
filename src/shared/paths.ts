/**
 * URL builders by feature, for the server's tests, the bench and the server's own links. Each is
 * made from the route table (`contracts/routes.ts`, ADR 038), which holds every path pattern; the
 * client uses the table itself (`call`, `pathOf`) and may not import this file (eslint.config.js).
 */
import { API, pathOf } from './contracts/routes';

export const AUTH_PATHS = {
  user: API.currentUser.path,
  login: API.loginPage.path,
  logout: API.logout.path,
  verify: API.verifyPage.path,
  oidcCallback: API.oidcCallback.path,
} as const;

export const CREDITS_PATH = API.credits.path;

/** The signed-in user's own data, as one JSON file (portability). */
export const ACCOUNT_EXPORT_PATH = API.accountExport.path;

export const ASSESSMENT_PATHS = {
  list: API.assessmentList.path,
  create: API.createAssessment.path,
  saveNew: API.saveNewAssessment.path,
  one: (id: string) => pathOf(API.assessment, { params: { id } }),
  snapshot: (id: string) => pathOf(API.createSnapshot, { params: { id } }),
  /** "What changed" (docs/decisions/035): the assessment now against a snapshot or another assessment. */
  compare: (id: string, target: { snapshot: string } | { with: string }) =>
    pathOf(API.compare, { params: { id }, query: target }),
  snapshots: (id: string) => pathOf(API.snapshots, { params: { id } }),
} as const;

export const COACHING_PATHS = {
  all: API.coachingList.path,
  cache: API.clearCoaching.path,
  generate: API.generateCoaching.path,
  /** The 7-day task checklist: GET with `?assessmentId=`, PUT a tick. */
  tasks: API.sessionTasks.path,
  tasksOf: (assessmentId: string) => pathOf(API.sessionTasks, { query: { assessmentId } }),
  one: (sessionId: number, assessmentId?: string) =>
    pathOf(API.coachingSession, {
      params: { sessionId },
      query: { assessmentId: assessmentId || undefined },
    }),
} as const;

export const ADMIN_PATHS = {
  users: API.adminUsers.path,
  grantCredits: API.grantCredits.path,
  accessGroups: API.accessGroups.path,
  /** The spec's DELETE path: the name is URL-encoded (names may hold '/', '&', spaces). */
  accessGroup: (groupName: string) => pathOf(API.removeAccessGroup, { params: { groupName } }),
  userCredits: (id: string) => pathOf(API.creditHistory, { params: { id } }),
} as const;

export const DASHBOARD_PATHS = {
  dashboard: (assessmentId?: string) =>
    pathOf(API.dashboard, { query: { assessmentId: assessmentId || undefined } }),
} as const;

/** 'Where you stand', the anonymous community benchmark (docs/decisions/034). */
export const BENCHMARK_PATHS = {
  standing: (assessmentId?: string) =>
    pathOf(API.benchmark, { query: { assessmentId: assessmentId || undefined } }),
  /** Admins only. */
  overview: API.communityOverview.path,
} as const;

/** Read-only mentor links to one assessment (docs/decisions/033). */
export const SHARING_PATHS = {
  links: (assessmentId: string) => pathOf(API.mentorLinks, { params: { id: assessmentId } }),
  revoke: (assessmentId: string, linkId: string) =>
    pathOf(API.revokeMentorLink, { params: { id: assessmentId, linkId } }),
  /** What a mentor's page reads; the token is its only key (no account, no cookie). */
  view: (token: string) => pathOf(API.sharedView, { params: { token } }),
  /** The page a mentor opens, signed in or not, up to its token: '/shared/'. */
  pagePrefix: API.sharedPage.path.replace(':token', ''),
} as const;

/** PDF exports (docs/product-decisions.md 'Exports'); errors answer JSON `{error}`. */
export const EXPORT_PATHS = {
  assessment: (assessmentId: string) => pathOf(API.exportAssessment, { query: { assessmentId } }),
  coaching: (sessionId: number, assessmentId: string) =>
    pathOf(API.exportCoaching, { params: { sessionId }, query: { assessmentId } }),
  dashboard: (assessmentId: string) => pathOf(API.exportDashboard, { query: { assessmentId } }),
} as const;
