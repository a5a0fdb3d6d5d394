// The face of the coaching module: what the rest of the server may use (docs/architecture.md).
// It owns the coaching_sessions and session_tasks tables, so their queries live here.
export { coachingRoutes } from './coaching.routes';
export { getCoaching } from './coaching.service';
