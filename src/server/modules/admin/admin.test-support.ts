import { signedInUser, type SignedIn } from '../../test/api';
import type { TestContext } from '../../test/app';

/** A signed-in admin (isAdmin 1) and a signed-in member, for the admin panel's tests. */
export async function adminAndMember(
  ctx: TestContext,
): Promise<{ admin: SignedIn; member: SignedIn }> {
  const admin = await signedInUser(ctx, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
  const member = await signedInUser(ctx, { firstName: 'Max', lastName: 'Member' });
  return { admin, member };
}

/** A DELETE as the browser's fetcher sends it: no body, the session cookie when signed in. */
export function deleteRequest(ctx: TestContext, path: string, cookie?: string): Promise<Response> {
  return Promise.resolve(
    ctx.app.request(path, { method: 'DELETE', headers: cookie ? { cookie } : {} }),
  );
}
