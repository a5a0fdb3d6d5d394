import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_PATHS, grantCreditsResponseSchema } from '@shared/contracts/admin';
import { LIMITS } from '@shared/domain';
import { MESSAGES } from '@shared/errors';
import { users } from '../../db/schema';
import { signedInUser, type SignedIn } from '../../test/api';
import { creditsOf, ledgerOf } from '../../test/credits';
import { useTestApp } from '../../test/use-test-app';
import { adminAndMember } from './admin.test-support';

const t = useTestApp();
let admin: SignedIn;

beforeAll(async () => {
  ({ admin } = await adminAndMember(t.ctx));
});

async function balanceOf(userId: string) {
  const [row] = await t.database.db
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row?.credits;
}

describe('POST /api/admin/grant-credits', () => {
  it('adds the amount, answers the new balance and writes a ledger row with the admin as actor', async () => {
    const member = await signedInUser(t.ctx);
    const res = await admin.api.post(ADMIN_PATHS.grantCredits, {
      userId: member.user.id,
      amount: 5,
    });
    expect(res.status).toBe(200);
    expect(grantCreditsResponseSchema.parse(await res.json())).toEqual({ newBalance: 6 });
    expect(await balanceOf(member.user.id)).toBe(6);
    expect(await ledgerOf(t.database, member.user.id)).toEqual([
      { delta: 1, reason: 'signup', actorId: null },
      { delta: 5, reason: 'grant', actorId: admin.user.id },
    ]);
  });

  it('accepts the largest grant of 10000 credits', async () => {
    const member = await signedInUser(t.ctx);
    const res = await admin.api.post(ADMIN_PATHS.grantCredits, {
      userId: member.user.id,
      amount: 10_000,
    });
    expect(await res.json()).toEqual({ newBalance: 10_001 });
  });

  it('refuses a grant that would take a balance over 1,000,000 with 400, changing nothing', async () => {
    const member = await signedInUser(t.ctx);
    await t.database.db
      .update(users)
      .set({ credits: LIMITS.creditBalanceMax - 10 })
      .where(eq(users.id, member.user.id));
    const over = await admin.api.post(ADMIN_PATHS.grantCredits, {
      userId: member.user.id,
      amount: 11,
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({
      message: ADMIN_MESSAGES.balanceTooHigh(LIMITS.creditBalanceMax - 10),
    });
    expect(await balanceOf(member.user.id)).toBe(LIMITS.creditBalanceMax - 10);
    expect(await ledgerOf(t.database, member.user.id)).toHaveLength(1);
    const exact = await admin.api.post(ADMIN_PATHS.grantCredits, {
      userId: member.user.id,
      amount: 10,
    });
    expect(await exact.json()).toEqual({ newBalance: LIMITS.creditBalanceMax });
  });

  it('shows the member the new balance on their very next credits call', async () => {
    const member = await signedInUser(t.ctx);
    expect(await creditsOf(member)).toBe(1); // fills the session cache on the embedded database
    await admin.api.post(ADMIN_PATHS.grantCredits, { userId: member.user.id, amount: 3 });
    expect(await creditsOf(member)).toBe(4);
  });

  it.each([
    { amount: 0, message: ADMIN_MESSAGES.invalidAmount },
    { amount: -1, message: ADMIN_MESSAGES.invalidAmount },
    { amount: 1.5, message: ADMIN_MESSAGES.invalidAmount },
    { amount: 'abc', message: ADMIN_MESSAGES.invalidAmount },
    { amount: '5', message: ADMIN_MESSAGES.invalidAmount },
    { amount: null, message: ADMIN_MESSAGES.invalidAmount },
    { amount: undefined, message: ADMIN_MESSAGES.invalidAmount },
    { amount: 10_001, message: ADMIN_MESSAGES.amountTooLarge },
  ])(
    'refuses amount $amount with 400 "$message" and grants nothing',
    async ({ amount, message }) => {
      const member = await signedInUser(t.ctx);
      const res = await admin.api.post(ADMIN_PATHS.grantCredits, {
        userId: member.user.id,
        amount,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message, issues: [{ path: 'amount', message }] });
      expect(await balanceOf(member.user.id)).toBe(1);
      expect(await ledgerOf(t.database, member.user.id)).toHaveLength(1);
    },
  );

  it('answers 404 for an unknown user and 400 for a userId that is not an id', async () => {
    const unknown = await admin.api.post(ADMIN_PATHS.grantCredits, {
      userId: '00000000-0000-4000-8000-000000000000',
      amount: 1,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: ADMIN_MESSAGES.userNotFound });
    const invalid = await admin.api.post(ADMIN_PATHS.grantCredits, { userId: 'bob', amount: 1 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ message: ADMIN_MESSAGES.invalidUserId });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await admin.api.post(ADMIN_PATHS.grantCredits, '{"userId": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: MESSAGES.badJson });
  });

  it('adds up 20 concurrent grants of 1 exactly, with one ledger row each', async () => {
    const member = await signedInUser(t.ctx);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.api.post(ADMIN_PATHS.grantCredits, { userId: member.user.id, amount: 1 }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const balances = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { newBalance: number }).newBalance),
    );
    expect([...balances].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    expect(await balanceOf(member.user.id)).toBe(21);
    expect(await ledgerOf(t.database, member.user.id)).toHaveLength(21);
    expect(await creditsOf(member)).toBe(21);
  });
});
