// The face of the health module: what the rest of the server may use (docs/architecture.md).
export { healthRoutes } from './health.routes';
