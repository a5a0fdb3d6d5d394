// The face of the export module: what the rest of the server may use (docs/architecture.md).
export { exportRoutes } from './export.routes';
export { createExportRenderer } from './pdf/renderer';
export type { ExportPdfJob } from './pdf/jobs';
