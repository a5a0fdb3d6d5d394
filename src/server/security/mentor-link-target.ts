// Mentor links for the security matrix (access-table.ts): a live link of the target's assessment,
// written straight to the table as the owner's own request would.
import { mentorLinks } from '../db/schema';
import { hashMentorToken, newMentorToken } from '../modules/sharing';
import type { TestContext } from '../test/app';
import type { TargetObject } from './access-table';

export async function liveMentorLink(
  ctx: TestContext,
  target: TargetObject,
): Promise<{ id: string; token: string }> {
  const token = newMentorToken();
  const [row] = await ctx.deps.database.db
    .insert(mentorLinks)
    .values({
      assessmentId: target.assessmentId,
      userId: target.userId,
      tokenHash: hashMentorToken(token),
      expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
    })
    .returning({ id: mentorLinks.id });
  return { id: row!.id, token };
}
