import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FormFacts } from '@shared/dashboard-rules';
import { users } from './users';

export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull().default('Untitled Assessment'),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    /**
     * What the dashboard reads of the form (`formFactsOf`), written with it at every save; null on
     * rows saved before it existed, for which the dashboard reads the form itself.
     */
    formFacts: jsonb('form_facts').$type<FormFacts>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Optimistic concurrency: a save based on an older version is refused with 409. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessments_user_idx').on(t.userId, t.createdAt)],
);

export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id'),
    sessionNumber: integer('session_number').notNull(),
    industryInference: jsonb('industry_inference').$type<Record<string, unknown>>(),
    coachingData: jsonb('coaching_data').$type<Record<string, unknown>>().notNull(),
    /** Which coach wrote it: 'offline' or the model's name. */
    generatedBy: text('generated_by').notNull().default('offline'),
    /**
     * What it was built from: md5 of the assessment's form data as stored when the coach read it
     * (answers, ratings and context; not the name). A different hash now means the session is
     * stale. Null on rows from before the column, and when the coach read a form sent in the
     * request rather than the stored one: unknown, shown as not stale.
     */
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('coaching_sessions_assessment_session_uq').on(t.assessmentId, t.sessionNumber),
    index('coaching_sessions_user_idx').on(t.userId),
  ],
);

export const assessmentSnapshots = pgTable(
  'assessment_snapshots',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productScore: integer('product_score').notNull(),
    marketScore: integer('market_score').notNull(),
    executionScore: integer('execution_score').notNull(),
    overallScore: integer('overall_score').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_snapshots_assessment_idx').on(t.assessmentId, t.createdAt),
    index('assessment_snapshots_user_idx').on(t.userId),
  ],
);
