// The export's PDF thread: the kit's job loop (infra/pdf/thread.ts) with this folder's documents.
// renderer.ts starts it through the kit's pool; the build bundles it as dist/server/pdf-worker.js
// (scripts/build.mjs), and from the TypeScript sources worker-source.mjs loads it under tsx.
import { servePdfJobs } from '../../../infra/pdf/thread';
import { renderJob } from './render';

await servePdfJobs(renderJob);
