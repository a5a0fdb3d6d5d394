// Starts the PDF thread from the TypeScript sources (development and tests); the built server
// runs dist/server/pdf-worker.js instead. See renderer.ts. The server root's tsconfig gives tsx
// the JSX transform: the repo's tsconfig.json is a solution file that includes no file (ADR 031).
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../../../../tsconfig.server.json', import.meta.url)),
});
