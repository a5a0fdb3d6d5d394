// "What changed" reads two things at once (an assessment and a snapshot, or two assessments):
// both must be the caller's, and the snapshot must be of that assessment. The matrix
// (matrix.test.ts) checks whole objects of one owner; these are the mixed cases, each answered
// 404 like a missing object, without a word of the other side's answers.
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { assessmentSnapshots } from '../db/schema';
import { insertAssessmentRow, signedInUser, type SignedIn } from '../test/api';
import { completableForm } from '../test/forms';
import { useTestApp } from '../test/use-test-app';
import { databaseFingerprint } from './fingerprint';
import { unique } from './access-table';

const t = useTestApp();

/** An assessment of `owner` whose answers hold a marker, with one snapshot that holds it too. */
async function assessmentWithSnapshot(owner: SignedIn) {
  const marker = unique('secret');
  const form = completableForm({ product: 2, market: 3, execution: 4 });
  form.product.evidence = marker;
  const row = await insertAssessmentRow(t.database, owner.user.id, { formData: form });
  const snapForm = structuredClone(form);
  snapForm.market.budget = `${marker} budget`;
  const [snap] = await t.database.db
    .insert(assessmentSnapshots)
    .values({
      assessmentId: row.id,
      userId: owner.user.id,
      productScore: 40,
      marketScore: 60,
      executionScore: 80,
      overallScore: 60,
      formData: snapForm,
    })
    .returning();
  return { id: row.id, snapshotId: snap!.id, marker };
}

describe('"What changed" reads only the caller’s own assessments and their own snapshots', () => {
  it('answers 404, reading nothing of the other side, for every mix of owners', async () => {
    const me = await signedInUser(t.ctx);
    const other = await signedInUser(t.ctx);
    const admin = await signedInUser(t.ctx, { isAdmin: true });
    const mine = await assessmentWithSnapshot(me);
    const myOther = await assessmentWithSnapshot(me);
    const theirs = await assessmentWithSnapshot(other);

    // The owner's own comparison works, and shows the snapshot's answer.
    const own = await me.api.get(ASSESSMENT_PATHS.compare(mine.id, { snapshot: mine.snapshotId }));
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(`${mine.marker} budget`);

    const refused: [string, SignedIn, string][] = [
      [
        'my assessment, their snapshot',
        me,
        ASSESSMENT_PATHS.compare(mine.id, { snapshot: theirs.snapshotId }),
      ],
      [
        'their assessment, its own snapshot',
        me,
        ASSESSMENT_PATHS.compare(theirs.id, { snapshot: theirs.snapshotId }),
      ],
      [
        'their assessment, my snapshot',
        me,
        ASSESSMENT_PATHS.compare(theirs.id, { snapshot: mine.snapshotId }),
      ],
      [
        'my assessment, a snapshot of my other one',
        me,
        ASSESSMENT_PATHS.compare(mine.id, { snapshot: myOther.snapshotId }),
      ],
      ['my assessment with theirs', me, ASSESSMENT_PATHS.compare(mine.id, { with: theirs.id })],
      ['their assessment with mine', me, ASSESSMENT_PATHS.compare(theirs.id, { with: mine.id })],
      ['their snapshots', me, ASSESSMENT_PATHS.snapshots(theirs.id)],
      [
        'an admin on my snapshot',
        admin,
        ASSESSMENT_PATHS.compare(mine.id, { snapshot: mine.snapshotId }),
      ],
      [
        'an admin on my assessments',
        admin,
        ASSESSMENT_PATHS.compare(mine.id, { with: myOther.id }),
      ],
      ['an admin on my snapshots', admin, ASSESSMENT_PATHS.snapshots(mine.id)],
    ];
    for (const [what, caller, path] of refused) {
      const before = await databaseFingerprint(t.database);
      const res = await caller.api.get(path);
      const text = await res.text();
      expect(res.status, what).toBe(404);
      expect(JSON.parse(text), what).toMatchObject({ message: expect.any(String) });
      for (const marker of [mine.marker, myOther.marker, theirs.marker])
        expect(text, what).not.toContain(marker);
      expect(await databaseFingerprint(t.database), what).toEqual(before);
    }
  });
});
