// Starts the PDF thread from the TypeScript sources (development and tests); the built server
// runs dist/server/pdf-worker.js instead. See renderer.ts.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
