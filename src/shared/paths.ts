/** API paths, kept apart from the zod schemas so that screens can import them without zod. */
export const AUTH_PATHS = {
  user: '/api/auth/user',
  login: '/api/login',
  logout: '/api/logout',
  verify: '/api/login/verify',
  oidcCallback: '/api/login/callback',
} as const;

export const CREDITS_PATH = '/api/credits';

/** The signed-in user's own data, as one JSON file (portability). */
export const ACCOUNT_EXPORT_PATH = '/api/me/export';

export const ASSESSMENT_PATHS = {
  list: '/api/assessments/list',
  create: '/api/assessments/new',
  saveNew: '/api/assessments',
  one: (id: string) => `/api/assessments/${encodeURIComponent(id)}`,
  snapshot: (id: string) => `/api/assessments/${encodeURIComponent(id)}/snapshot`,
  /** "What changed" (docs/decisions/035): the assessment now against a snapshot or another assessment. */
  compare: (id: string, target: { snapshot: string } | { with: string }) =>
    `/api/assessments/${encodeURIComponent(id)}/compare?${
      'snapshot' in target
        ? `snapshot=${encodeURIComponent(target.snapshot)}`
        : `with=${encodeURIComponent(target.with)}`
    }`,
  snapshots: (id: string) => `/api/assessments/${encodeURIComponent(id)}/snapshots`,
} as const;

export const COACHING_PATHS = {
  all: '/api/coach/all',
  cache: '/api/coach/cache',
  generate: '/api/coach',
  /** The 7-day task checklist: GET with `?assessmentId=`, PUT a tick. */
  tasks: '/api/coach/tasks',
  tasksOf: (assessmentId: string) =>
    `/api/coach/tasks?assessmentId=${encodeURIComponent(assessmentId)}`,
  one: (sessionId: number, assessmentId?: string) =>
    `/api/coach/${sessionId}${assessmentId ? `?assessmentId=${encodeURIComponent(assessmentId)}` : ''}`,
} as const;

export const AI_PATHS = {
  suggest: '/api/suggest',
  inferIndustry: '/api/infer-industry',
} as const;

export const ADMIN_PATHS = {
  users: '/api/admin/users',
  grantCredits: '/api/admin/grant-credits',
  accessGroups: '/api/admin/access-groups',
  /** The spec's DELETE path: the name is URL-encoded (names may hold '/', '&', spaces). */
  accessGroup: (name: string) => `/api/admin/access-groups/${encodeURIComponent(name)}`,
  userCredits: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/credits`,
} as const;

export const DASHBOARD_PATHS = {
  dashboard: (assessmentId?: string) =>
    `/api/dashboard${assessmentId ? `?assessmentId=${encodeURIComponent(assessmentId)}` : ''}`,
} as const;

/** 'Where you stand', the anonymous community benchmark (docs/decisions/034). */
export const BENCHMARK_PATHS = {
  standing: (assessmentId?: string) =>
    `/api/benchmark${assessmentId ? `?assessmentId=${encodeURIComponent(assessmentId)}` : ''}`,
  /** Admins only. */
  overview: '/api/admin/community',
} as const;

/** Read-only mentor links to one assessment (docs/decisions/033). */
export const SHARING_PATHS = {
  links: (assessmentId: string) =>
    `/api/assessments/${encodeURIComponent(assessmentId)}/mentor-links`,
  revoke: (assessmentId: string, linkId: string) =>
    `/api/assessments/${encodeURIComponent(assessmentId)}/mentor-links/${encodeURIComponent(linkId)}/revoke`,
  /** What a mentor's page reads; the token is its only key (no account, no cookie). */
  view: (token: string) => `/api/shared/${encodeURIComponent(token)}`,
  /** The page a mentor opens, signed in or not. */
  pagePrefix: '/shared/',
} as const;

/** PDF exports (docs/product-decisions.md 'Exports'); errors answer JSON `{error}`. */
export const EXPORT_PATHS = {
  assessment: (assessmentId: string) =>
    `/api/export/assessment?assessmentId=${encodeURIComponent(assessmentId)}`,
  coaching: (sessionId: number, assessmentId: string) =>
    `/api/export/coaching/${sessionId}?assessmentId=${encodeURIComponent(assessmentId)}`,
  dashboard: (assessmentId: string) =>
    `/api/export/dashboard?assessmentId=${encodeURIComponent(assessmentId)}`,
} as const;
