// The face of the benchmark module: what the rest of the server may use (docs/architecture.md).
// It owns no table: it reads the assessments module's through its face, and counts across modules.
export { benchmarkRoutes } from './benchmark.routes';
export { getBenchmark, type BenchmarkDeps } from './benchmark.service';
export type { CommunityTally } from './benchmark.tally';
