// The face of the auth module: what the rest of the server may use (docs/architecture.md).
// It owns the login_tokens table, so its queries live here; the sessions table is the auth
// infrastructure's (infra/auth/session.queries.ts, ADR 037).
export { authRoutes } from './auth.routes';
export { createLoginLink, LOGIN_LINK_TTL_MINUTES } from './auth.service';
export { purgeExpired } from './auth.queries';
