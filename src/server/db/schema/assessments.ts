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
    /**
     * The form as it stood when the snapshot was taken, so "What changed" can show each changed
     * answer. Null on snapshots taken before the column existed: those compare by score only.
     */
    formData: jsonb('form_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_snapshots_assessment_idx').on(t.assessmentId, t.createdAt),
    index('assessment_snapshots_user_idx').on(t.userId),
  ],
);

/**
 * The founder's ticks on a coaching session's 7-day tasks. A task is keyed by a hash of its
 * normalised text, so a tick survives a regeneration that keeps the task's wording, and the text
 * itself is kept so the next generation knows what was done even when the task is gone.
 */
export const sessionTasks = pgTable(
  'session_tasks',
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
    sessionNumber: integer('session_number').notNull(),
    taskKey: text('task_key').notNull(),
    taskText: text('task_text').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('session_tasks_task_uq').on(t.assessmentId, t.sessionNumber, t.taskKey),
    index('session_tasks_user_idx').on(t.userId),
  ],
);

/**
 * Read-only mentor links to one assessment. Only a SHA-256 of the link's random token is stored;
 * a link answers until it expires or its owner revokes it.
 */
export const mentorLinks = pgTable(
  'mentor_links',
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
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mentor_links_assessment_idx').on(t.assessmentId, t.createdAt)],
);
