// The face of the credits module: what the rest of the server may use (docs/architecture.md).
export { creditsRoutes } from './credits.routes';
