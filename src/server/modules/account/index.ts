// The face of the account module: what the rest of the server may use (docs/architecture.md).
export { accountRoutes } from './account.routes';
