// The face of the suggest module: what the rest of the server may use (docs/architecture.md).
export { suggestRoutes } from './suggest.routes';
