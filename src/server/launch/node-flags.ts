/**
 * The V8 flags the production server runs with (ADR 029), and the decision to start it again with
 * them when `node dist/server/main.js` was started without.
 *
 * - `--liftoff-only`: the embedded database is PostgreSQL compiled to WebAssembly. V8 first compiles
 *   it with its baseline compiler (Liftoff), then recompiles the hot functions with its optimising
 *   compiler, which for PostgreSQL's largest functions (the parser, the executor) takes over 400 MB
 *   for a few hundred milliseconds on the first queries: a server on a 512 MB machine is killed on
 *   its first start. Liftoff's code is slower on heavy queries (about 1.3x on the primary-key reads
 *   every request makes), which the budgets allow; the optimiser's burst they do not.
 * - `--max-semi-space-size=2`: V8's young generation grows to 16 MB per semi-space while the server
 *   loads, then keeps it; 2 MB holds a request's garbage.
 * - `--optimize-for-size`: V8 favours memory over speed where it has the choice (smaller heap
 *   growth steps, less code kept). Measured with `npm run bench` on Node 24.21: idle RSS after
 *   1,000 mixed requests 269 -> 223-225 MB (budget 250), every read's throughput ratio unchanged,
 *   first start 0.87 -> 1.07-1.12 s (budget 2 s).
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--liftoff-only',
  '--max-semi-space-size=1',
  '--optimize-for-size',
];

/** Set in the environment of the relaunched process, so that it never relaunches itself again. */
export const RELAUNCHED_ENV = 'PILLARS_RELAUNCHED';

function flagName(flag: string): string {
  return flag.split('=')[0]!.replace(/_/g, '-');
}

/** The flags of SERVER_NODE_FLAGS the process was not started with (one given with another value stands). */
export function missingFlags(execArgv: readonly string[]): string[] {
  const given = new Set(execArgv.map(flagName));
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
}

/**
 * The argument vector to replace this process with, or undefined to run as it is: when flags are
 * missing, the process was not relaunched already, and this Node can replace its own process
 * (`process.execve`, Node 22.15+/23.11+ on Linux and macOS; elsewhere the server runs without them).
 */
export function relaunchArgv(opts: {
  execPath: string;
  execArgv: readonly string[];
  script: string;
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  canExec: boolean;
}): string[] | undefined {
  if (!opts.canExec || opts.env[RELAUNCHED_ENV]) return undefined;
  const missing = missingFlags(opts.execArgv);
  if (missing.length === 0) return undefined;
  return [opts.execPath, ...missing, ...opts.execArgv, opts.script, ...opts.args];
}
