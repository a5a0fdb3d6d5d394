import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentSnapshots } from '../../db/schema';
import { insertAssessmentRow, signedInUser, type SignedIn } from '../../test/api';
import type { TestContext } from '../../test/app';
import { form } from '../../test/forms';

/** A signed-in user with one assessment holding an empty form; `id` is the assessment's. */
export async function withAssessment(ctx: TestContext): Promise<SignedIn & { id: string }> {
  const me = await signedInUser(ctx);
  const row = await insertAssessmentRow(ctx.deps.database, me.user.id, { formData: form() });
  return { ...me, id: row.id };
}

/** The snapshots stored for an assessment. */
export async function snapshotsOf(database: Database, assessmentId: string) {
  return database.db
    .select()
    .from(assessmentSnapshots)
    .where(eq(assessmentSnapshots.assessmentId, assessmentId));
}
