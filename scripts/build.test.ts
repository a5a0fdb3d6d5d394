import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceBuild } from './build.mjs';

const bases: string[] = [];
function baseWithBuild(): string {
  const base = mkdtempSync(path.join(tmpdir(), 'pillars-build-'));
  bases.push(base);
  mkdirSync(path.join(base, 'dist/server'), { recursive: true });
  writeFileSync(path.join(base, 'dist/server/main.js'), 'previous build');
  return base;
}
afterEach(() => {
  for (const base of bases.splice(0)) rmSync(base, { recursive: true, force: true });
});

describe('replacing the build (npm run build, npm start)', () => {
  it('leaves the previous dist/ whole when the new build fails half-way', async () => {
    const base = baseWithBuild();
    await expect(
      replaceBuild(base, async (out) => {
        mkdirSync(path.join(out, 'server'), { recursive: true });
        writeFileSync(path.join(out, 'server/main.js'), 'half a build');
        throw new Error('esbuild: syntax error');
      }),
    ).rejects.toThrow('syntax error');
    expect(readFileSync(path.join(base, 'dist/server/main.js'), 'utf8')).toBe('previous build');
    expect(existsSync(path.join(base, 'dist.next'))).toBe(false);
  });

  it('swaps a complete build in, stamped, and keeps no copy of the old one', async () => {
    const base = baseWithBuild();
    await replaceBuild(base, async (out) => {
      mkdirSync(path.join(out, 'server'), { recursive: true });
      writeFileSync(path.join(out, 'server/main.js'), 'new build');
    });
    expect(readFileSync(path.join(base, 'dist/server/main.js'), 'utf8')).toBe('new build');
    expect(existsSync(path.join(base, 'dist/.build-stamp'))).toBe(true);
    expect(existsSync(path.join(base, 'dist.next'))).toBe(false);
    expect(existsSync(path.join(base, 'dist.old'))).toBe(false);
  });
});
