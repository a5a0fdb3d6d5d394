// The face of the dashboard module: what the rest of the server may use (docs/architecture.md).
export { dashboardRoutes } from './dashboard.routes';
export { getDashboard } from './dashboard.service';
