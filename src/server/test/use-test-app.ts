// A test file's database and app, made by the vitest hooks these helpers register. Call one at the
// top of the file (or of a describe block) and read the handle's properties inside tests and hooks:
// they are set once its beforeAll (for useScriptedTestApp, each beforeEach) has run, and the
// database is closed after the file (or block). Hooks registered after the call run after these,
// and their afterAll before these (vitest's sequence.hooks 'stack', the default).
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../db/client';
import { scriptedEngine, type ScriptedEngine } from './ai';
import { createTestApp, type TestContext } from './app';
import { createTestDatabase } from './db';

export type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[1]> & {
  /**
   * Turns the file's test database into the one the app is built over (and the handle's
   * `database`), e.g. the same connection with a logger; the test database itself is closed.
   */
  wrapDatabase?: (database: Database) => Database;
};

export interface TestDatabaseHandle {
  readonly database: Database;
}

export interface TestAppHandle extends TestDatabaseHandle {
  readonly ctx: TestContext;
}

export interface ScriptedTestAppHandle extends TestAppHandle {
  /** The scripted engine of the current test's app. */
  readonly engine: ScriptedEngine;
}

/** Reads a value that a hook fills in, with an error that says why when it is read too early. */
function filled<T>(value: T | undefined, name: string): T {
  if (value === undefined) {
    throw new Error(`${name} is set in a vitest hook: read it inside a test or hook`);
  }
  return value;
}

/** A fresh, migrated test database for the file (createTestDatabase), closed after it. */
export function useTestDatabase(): TestDatabaseHandle {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database() {
      return filled(database, 'database');
    },
  };
}

/** A test database and one app over it for the whole file: createTestApp(database, opts). */
export function useTestApp({ wrapDatabase, ...opts }: TestAppOptions = {}): TestAppHandle {
  const db = useTestDatabase();
  let database: Database | undefined;
  let ctx: TestContext | undefined;
  beforeAll(() => {
    database = wrapDatabase ? wrapDatabase(db.database) : db.database;
    ctx = createTestApp(database, opts);
  });
  afterAll(async () => {
    await ctx?.deps.pdf.close();
  });
  return {
    get database() {
      return filled(database, 'database');
    },
    get ctx() {
      return filled(ctx, 'ctx');
    },
  };
}

/**
 * A test database for the file, and before every test a new scripted engine with a new app around
 * it (the app's `ai`), so that what one test scripts and what the engine saw stay in that test.
 */
export function useScriptedTestApp(): ScriptedTestAppHandle {
  const db = useTestDatabase();
  let engine: ScriptedEngine | undefined;
  let ctx: TestContext | undefined;
  beforeEach(() => {
    engine = scriptedEngine();
    ctx = createTestApp(db.database, { deps: { ai: engine } });
  });
  afterEach(async () => {
    await ctx?.deps.pdf.close();
  });
  return {
    get database() {
      return db.database;
    },
    get ctx() {
      return filled(ctx, 'ctx');
    },
    get engine() {
      return filled(engine, 'engine');
    },
  };
}
