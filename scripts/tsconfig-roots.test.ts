// The type roots of ADR 031: `tsc -b` (npm run typecheck) compiles each source root with its own
// types. A probe is compiled as if it stood in a root (nothing is written), with that root's
// options from its tsconfig: DOM globals fail in src/server and src/shared, Node globals in
// src/client and src/shared; and every TypeScript file belongs to exactly one root.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ROOTS = ['shared', 'client', 'server', 'tools'] as const;
type Root = (typeof ROOTS)[number];

const parsed = new Map<Root, ts.ParsedCommandLine>();

/** tsconfig.<name>.json as `tsc -b` reads it (extends followed, include expanded). */
function config(name: Root): ts.ParsedCommandLine {
  const known = parsed.get(name);
  if (known) return known;
  const file = path.join(root, `tsconfig.${name}.json`);
  const result = ts.getParsedCommandLineOfConfigFile(file, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!result) throw new Error(`${file} did not parse`);
  expect(result.errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual(
    [],
  );
  parsed.set(name, result);
  return result;
}

/** The errors of `code` compiled as the file `file` (relative to the repository) of root `name`. */
function errorsOf(name: Root, file: string, code: string): string[] {
  const { options, projectReferences } = config(name);
  const probe = path.join(root, file);
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    path.resolve(fileName) === probe
      ? ts.createSourceFile(fileName, code, language)
      : readSource(fileName, language, ...rest);
  const program = ts.createProgram({
    rootNames: [probe],
    options,
    host,
    ...(projectReferences ? { projectReferences } : {}),
  });
  const source = program.getSourceFile(probe);
  if (!source) throw new Error(`${file} was not compiled`);
  return [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ].map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

const DOM = 'export const title: string = document.title;\n';
const NODE = 'export const home: string | undefined = process.env.HOME;\n';
const LANGUAGE = 'export const last: number | undefined = [1, 2, 3].findLast((n) => n < 3);\n';

describe('a tsconfig per root (ADR 031)', () => {
  it('the solution tsconfig.json builds the four roots and compiles nothing itself', () => {
    const solution = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config;
    expect(solution.files).toEqual([]);
    expect(solution.references.map((r: { path: string }) => r.path)).toEqual(
      ROOTS.map((name) => `./tsconfig.${name}.json`),
    );
  });

  it('src/server has Node types and no DOM', () => {
    expect(errorsOf('server', 'src/server/probe.ts', NODE + LANGUAGE)).toEqual([]);
    expect(errorsOf('server', 'src/server/probe.ts', DOM)).toEqual([
      expect.stringMatching(/^TS2584: Cannot find name 'document'/),
    ]);
  });

  it('src/client has the DOM and no Node types', () => {
    expect(errorsOf('client', 'src/client/probe.ts', DOM + LANGUAGE)).toEqual([]);
    expect(errorsOf('client', 'src/client/probe.ts', NODE)).toEqual([
      expect.stringMatching(/^TS2591: Cannot find name 'process'/),
    ]);
  });

  it('src/shared has neither: the language only', () => {
    expect(errorsOf('shared', 'src/shared/probe.ts', LANGUAGE)).toEqual([]);
    expect(errorsOf('shared', 'src/shared/probe.ts', DOM)).toEqual([
      expect.stringMatching(/^TS2584: Cannot find name 'document'/),
    ]);
    expect(errorsOf('shared', 'src/shared/probe.ts', NODE)).toEqual([
      expect.stringMatching(/^TS2591: Cannot find name 'process'/),
    ]);
  });

  it('every TypeScript file is in exactly one root, and each root holds only its own', () => {
    const owners = new Map<string, Root[]>();
    for (const name of ROOTS) {
      for (const file of config(name).fileNames) {
        const rel = path.relative(root, file);
        owners.set(rel, [...(owners.get(rel) ?? []), name]);
      }
    }
    const typescriptFiles = [
      ...['src', 'scripts', 'bench', 'evals', 'e2e'].flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) =>
          path.join(dir, f),
        ),
      ),
      ...readdirSync(root).filter((f) => f.endsWith('.config.ts')),
    ].filter((f) => /\.(ts|tsx|mts)$/.test(f));
    for (const file of typescriptFiles) expect([file, owners.get(file)?.length]).toEqual([file, 1]);

    const outside = (name: Root, allowed: RegExp) =>
      [...owners].filter(([file, of]) => of.includes(name) && !allowed.test(file)).map(([f]) => f);
    expect(outside('shared', /^src\/shared\/(?!.*\.test\.ts$)/)).toEqual([]);
    expect(outside('client', /^src\/client\//)).toEqual([]);
    expect(
      outside('server', /^(src\/server|scripts|bench|evals)\/|^src\/shared\/.*\.test\.ts$/),
    ).toEqual([]);
    expect(outside('tools', /^(e2e\/|[^/]+\.config\.ts$)/)).toEqual([]);
  });
});
