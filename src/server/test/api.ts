import type { Database } from '../db/client';
import { assessments } from '../db/schema';
import type { NewUser } from '../modules/users';
import type { AuthUser } from '../infra/auth/session.queries';
import { createUser, signIn, type TestContext } from './app';

export interface ApiClient {
  get(path: string): Promise<Response>;
  /** A JSON POST; `body` is sent as given when it is a string (for broken JSON). */
  post(path: string, body?: unknown): Promise<Response>;
}

/** Requests as the browser's fetcher sends them, with the session cookie when signed in. */
export function apiClient(ctx: TestContext, cookie?: string): ApiClient {
  const auth: Record<string, string> = cookie ? { cookie } : {};
  return {
    get: (path) => Promise.resolve(ctx.app.request(path, { headers: auth })),
    post: (path, body) =>
      Promise.resolve(
        ctx.app.request(path, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          ...(body === undefined
            ? {}
            : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
        }),
      ),
  };
}

export interface SignedIn {
  user: AuthUser;
  cookie: string;
  api: ApiClient;
}

/** A new user (factory overrides apply), signed in through a real link. */
export async function signedInUser(
  ctx: TestContext,
  overrides: Partial<NewUser> = {},
): Promise<SignedIn> {
  const user = await createUser(ctx.deps.database, overrides);
  const cookie = await signIn(ctx, user.email);
  return { user, cookie, api: apiClient(ctx, cookie) };
}

/** Writes an assessment row directly, e.g. with form data an older version stored. */
export async function insertAssessmentRow(
  database: Database,
  userId: string,
  values: Partial<Omit<typeof assessments.$inferInsert, 'userId'>> = {},
) {
  const [row] = await database.db
    .insert(assessments)
    .values({ userId, formData: {}, ...values })
    .returning();
  return row!;
}
