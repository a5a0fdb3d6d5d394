// The real app plus one baseline route (a bare Hono handler doing one primary-key select on the same
// database), so that bench/run.ts can compare both in one run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../src/server/app';
import { buildDeps, openDatabase } from '../src/server/bootstrap';
import { assessments, users } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/infra/logger';
import { createRateLimiters, LIMIT_SPECS } from '../src/server/infra/rate-limit';
import { createLoginLink } from '../src/server/modules/auth';
import { upsertUser } from '../src/server/modules/users';
import { maxLengthForm } from '../src/server/test/forms';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pillars-bench-'));
// The benchmark's database is thrown away when the run stops it.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
const env = loadEnv({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.BENCH_PORT ?? '5099',
  LOG_LEVEL: 'silent',
});
const { database } = await openDatabase(env, 'server');
const deps = buildDeps(env, database, createLogger('silent'));
// A mentor link's read is limited per client address (ADR 033), and every request of the bench
// comes from one: the limit is lifted so that the read itself is measured.
deps.limiters = createRateLimiters(database, {
  ...LIMIT_SPECS,
  mentorView: { points: 1_000_000_000, durationSec: 60 },
});
const user = await upsertUser(database.db, { email: 'bench@example.com' });
const link = await createLoginLink(deps, database.db, user.email);

// BENCH_BURST_USERS more users, each with the largest assessment a user can write, for the export
// burst (bench/export-burst.ts): their sign-in links and assessment ids.
const burst: { link: string; assessmentId: string }[] = [];
for (let i = 0; i < Number(process.env.BENCH_BURST_USERS ?? 0); i++) {
  const member = await upsertUser(database.db, { email: `burst-${i}@example.com` });
  const [row] = await database.db
    .insert(assessments)
    .values({ userId: member.id, name: `Burst ${i}`, formData: maxLengthForm() })
    .returning();
  burst.push({
    link: await createLoginLink(deps, database.db, member.email),
    assessmentId: row!.id,
  });
}

// BENCH_SAVE_USERS more users, one per concurrent client of the save measurement (bench/run.ts): each
// signs in and creates their own assessment through the API, as a person does, so that concurrent
// saves each carry their own assessment's version (ADR 022) instead of racing for one.
const savers: string[] = [];
for (let i = 0; i < Number(process.env.BENCH_SAVE_USERS ?? 0); i++) {
  const member = await upsertUser(database.db, { email: `save-${i}@example.com` });
  savers.push(await createLoginLink(deps, database.db, member.email));
}

const app = new Hono();
app.get('/bench/pk', async (c) => {
  const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
  return c.json(row);
});
app.route('/', createApp(deps));

serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' }, (info) => {
  process.stdout.write(
    `${JSON.stringify({ ready: true, port: info.port, link, burst, savers })}\n`,
  );
});
