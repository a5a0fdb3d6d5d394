// The face of the auth module: what the rest of the server may use (docs/architecture.md).
// It owns the sessions and login_tokens tables, so their queries live here.
export { authRoutes } from './auth.routes';
export { createLoginLink, LOGIN_LINK_TTL_MINUTES } from './auth.service';
export { deleteSession, insertSession, purgeExpired, updateSession } from './auth.queries';
