// Races that must end the same way on both databases. On PostgreSQL the requests really overlap
// (a pool of connections); on the embedded database they queue, which must give the same result.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES, ASSESSMENT_PATHS } from '@shared/contracts/assessments';
import { assessments, creditLedger, users } from '../../db/schema';
import { insertAssessmentRow, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/use-test-app';
import { form } from '../../test/forms';

const t = useTestApp();

describe('concurrent requests', () => {
  it('spends a single credit once when 20 creations race', async () => {
    const me = await signedInUser(t.ctx);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        me.api.post(ASSESSMENT_PATHS.create, { name: `Race ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    for (const res of responses.filter((r) => r.status === 402)) {
      expect(await res.json()).toMatchObject({ message: ASSESSMENT_MESSAGES.noCredits });
    }

    const [user] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(user!.credits).toBe(0);
    const ledger = await t.database.db
      .select({ delta: creditLedger.delta, reason: creditLedger.reason })
      .from(creditLedger)
      .where(eq(creditLedger.userId, me.user.id));
    expect(ledger).toHaveLength(2);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { delta: 1, reason: 'signup' },
        { delta: -1, reason: 'assessment' },
      ]),
    );
    const created = await t.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.userId, me.user.id));
    expect(created).toHaveLength(1);
  });

  it('accepts exactly one of 10 saves based on the same version', async () => {
    const me = await signedInUser(t.ctx);
    const row = await insertAssessmentRow(t.database, me.user.id, { formData: form() });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        me.api.post(ASSESSMENT_PATHS.one(row.id), {
          formState: form({ product: { problem: `Writer ${i}` } }),
          version: 1,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const winner = statuses.indexOf(200);
    const [stored] = await t.database.db
      .select()
      .from(assessments)
      .where(eq(assessments.id, row.id));
    expect(stored!.version).toBe(2);
    expect(stored!.formData).toMatchObject({ product: { problem: `Writer ${winner}` } });
  });
});
