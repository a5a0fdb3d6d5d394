import { describe, expect, it } from 'vitest';
import { missingFlags, RELAUNCHED_ENV, relaunchArgv, SERVER_NODE_FLAGS } from './node-flags';

const base = {
  execPath: '/usr/bin/node',
  execArgv: ['--enable-source-maps'],
  script: '/app/dist/server/main.js',
  args: ['--port', '5000'],
  env: {},
  canExec: true,
};

describe('the server V8 flags', () => {
  it('limits the WebAssembly compiler and the young generation', () => {
    expect(SERVER_NODE_FLAGS).toContain('--liftoff-only');
    expect(SERVER_NODE_FLAGS.some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
  });

  it('lists the flags not given, keeping an operator value of a flag given with another value', () => {
    expect(missingFlags([])).toEqual(SERVER_NODE_FLAGS);
    expect(missingFlags(['--max-semi-space-size=8'])).toEqual([
      '--liftoff-only',
      '--optimize-for-size',
    ]);
    expect(
      missingFlags(['--max_semi_space_size=8', '--liftoff-only', '--optimize_for_size']),
    ).toEqual([]);
  });

  it('relaunches with the missing flags first, then the given ones, the script and its arguments', () => {
    expect(relaunchArgv(base)).toEqual([
      '/usr/bin/node',
      ...SERVER_NODE_FLAGS,
      '--enable-source-maps',
      '/app/dist/server/main.js',
      '--port',
      '5000',
    ]);
  });

  it('runs as it is when every flag is there, once relaunched, or when the process cannot be replaced', () => {
    expect(relaunchArgv({ ...base, execArgv: [...SERVER_NODE_FLAGS] })).toBeUndefined();
    expect(relaunchArgv({ ...base, env: { [RELAUNCHED_ENV]: '1' } })).toBeUndefined();
    expect(relaunchArgv({ ...base, canExec: false })).toBeUndefined();
  });
});
