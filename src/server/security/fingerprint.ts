import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * A summary of everything the app stores (row counts, versions, credits, the latest change of
 * each table): equal before and after a request means the request wrote nothing.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, unknown>> {
  const result = await database.db.execute(sql`
    SELECT
      (SELECT count(*) FROM users)::int AS users,
      (SELECT coalesce(sum(credits), 0) FROM users)::bigint::text AS credits,
      (SELECT coalesce(sum(is_admin), 0) FROM users)::int AS admins,
      (SELECT max(updated_at) FROM users)::text AS users_changed,
      (SELECT count(*) FROM assessments)::int AS assessments,
      (SELECT coalesce(sum(version), 0) FROM assessments)::bigint::text AS versions,
      (SELECT max(updated_at) FROM assessments)::text AS assessments_changed,
      (SELECT md5(coalesce(string_agg(name, ',' ORDER BY id), '')) FROM assessments) AS names,
      (SELECT count(*) FROM assessments WHERE completed_at IS NOT NULL)::int AS completed,
      (SELECT count(*) FROM coaching_sessions)::int AS coaching,
      (SELECT max(updated_at) FROM coaching_sessions)::text AS coaching_changed,
      (SELECT count(*) FROM mentor_links)::int AS mentor_links,
      (SELECT count(*) FROM mentor_links WHERE revoked_at IS NOT NULL)::int AS mentor_links_revoked,
      (SELECT count(*) FROM assessment_snapshots)::int AS snapshots,
      (SELECT count(*) FROM credit_ledger)::int AS ledger,
      (SELECT count(*) FROM authorized_groups)::int AS groups,
      (SELECT count(*) FROM sessions)::int AS sessions,
      (SELECT count(*) FROM login_tokens)::int AS tokens,
      (SELECT count(*) FROM login_tokens WHERE used_at IS NOT NULL)::int AS tokens_used,
      (SELECT count(*) FROM ai_usage)::int AS ai_usage
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows[0] ?? {};
}
