import { index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export interface SessionData {
  userId: string;
  /** When the membership gate last admitted this session (ISO time). */
  checkedAt: string;
  /** How the user signed in: an email link or the OIDC provider. */
  method: 'email' | 'oidc' | 'cli';
  /** OIDC id_token for RP-initiated logout, when the provider supports it. */
  idToken?: string;
}

/** The spec's login store: sid, sess (json), expire. The sid column holds a hash of the cookie's token. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').$type<SessionData>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Single-use sign-in links: only an HMAC-SHA256 of the token (keyed with the session secret) is stored. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    hash: varchar('hash', { length: 128 }).primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_tokens_expires_idx').on(t.expiresAt)],
);
