import type { Benchmark, CommunityOverview } from '@shared/contracts/benchmark';
import { benchmarkSchema, communityOverviewSchema } from '@shared/contracts/benchmark';
import { formFactsOf } from '@shared/dashboard-rules';
import type { Industry } from '@shared/domain';
import { BENCHMARK_PATHS } from '@shared/paths';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { insertAssessmentRow, type SignedIn } from '../../test/api';
import { createUser } from '../../test/app';
import { completableForm } from '../../test/forms';

export type Ratings = [product: number | null, market: number | null, execution: number | null];

export interface FounderSeed {
  ratings: Ratings;
  industry?: Industry | '';
  customIndustry?: string;
  /** When the assessment was completed; null: not completed. Default: now. */
  completedAt?: Date | null;
  /** A text written into the answers (to check that no answer leaks). */
  answer?: string;
  /** When the assessment was created. Default: now (two rows in one millisecond tie). */
  createdAt?: Date;
}

/** A completable form with these ratings, industry and (optionally) a marker in an answer. */
export function founderForm(seed: FounderSeed) {
  const [product, market, execution] = seed.ratings;
  const form = completableForm({ product, market, execution });
  form.industry = seed.industry ?? '';
  form.customIndustry = seed.customIndustry ?? '';
  if (seed.answer) form.market.payEvidence = seed.answer;
  return form;
}

/** One assessment row of `userId`, stored as a save stores it (the form and its facts). */
export async function insertFounderAssessment(
  database: Database,
  userId: string,
  seed: FounderSeed,
  name = 'Assessment',
) {
  const form = founderForm(seed);
  return insertAssessmentRow(database, userId, {
    name,
    formData: form,
    formFacts: formFactsOf(form),
    completedAt: seed.completedAt === undefined ? new Date() : seed.completedAt,
    ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
  });
}

/** A new founder (an account) with one assessment per seed, in order. */
export async function seedFounder(database: Database, ...seeds: FounderSeed[]) {
  const user = await createUser(database);
  const rows = [];
  for (const seed of seeds) rows.push(await insertFounderAssessment(database, user.id, seed));
  return { user, rows };
}

/** `n` founders with the same seed. */
export async function seedFounders(database: Database, n: number, seed: FounderSeed) {
  for (let i = 0; i < n; i++) await seedFounder(database, seed);
}

/** GET /api/benchmark as `me`, checked against the shared response schema. */
export async function standingOf(me: SignedIn, assessmentId?: string): Promise<Benchmark> {
  const res = await me.api.get(BENCHMARK_PATHS.standing(assessmentId));
  expect(res.status, await res.clone().text()).toBe(200);
  return benchmarkSchema.parse(await res.json());
}

/** GET /api/admin/community as an admin, checked against the shared response schema. */
export async function overviewOf(admin: SignedIn): Promise<CommunityOverview> {
  const res = await admin.api.get(BENCHMARK_PATHS.overview);
  expect(res.status, await res.clone().text()).toBe(200);
  return communityOverviewSchema.parse(await res.json());
}
