// The face of the admin module: what the rest of the server may use (docs/architecture.md).
export { adminRoutes } from './admin.routes';
