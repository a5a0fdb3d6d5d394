import { Hono, type Context } from 'hono';
import { getSignedCookie, setSignedCookie, deleteCookie } from 'hono/cookie';
import { ROUTE_SCHEMAS } from '@shared/contracts/route-schemas';
import { API } from '@shared/contracts/routes';
import { AppError, MESSAGES } from '@shared/errors';
import type { AppEnv } from '../../context';
import { endSession, loadAuth, startSession } from '../../infra/auth/session';
import {
  AUTH_CSS,
  continuePage,
  linkInvalidPage,
  linkSentPage,
  mailUnavailablePage,
  rateLimitedPage,
  refusedPage,
  signInPage,
} from '../../infra/auth/pages';
import { clientIp } from '../../infra/http/client-ip';
import { consume } from '../../infra/rate-limit';
import {
  admit,
  MailUnavailableError,
  peekLoginToken,
  redeemLoginToken,
  requestLoginLink,
  toUserJson,
} from './auth.service';

const OIDC_COOKIE = 'pillars_oidc';

function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('content-type') ?? '').includes('application/json');
}

async function readField(c: Context<AppEnv>, name: string): Promise<unknown> {
  try {
    if (wantsJson(c)) return ((await c.req.json()) as Record<string, unknown>)[name];
    const form = await c.req.parseBody();
    return form[name];
  } catch {
    return undefined;
  }
}

/** Pages that carry a sign-in token are never cached and never leak it in a Referer. */
function noStore(c: Context<AppEnv>): void {
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
}

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.get(API.authCss.path, (c) =>
    c.body(AUTH_CSS, 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );

  app.get(API.loginPage.path, async (c) => {
    const { oidc, env, limiters } = c.get('deps');
    if (!oidc) return c.html(signInPage({ communityUrl: env.COMMUNITY_URL }));
    await consume(limiters.loginIp, clientIp(c));
    const start = await oidc.start().catch((err: unknown) => {
      c.get('log').warn({ err }, 'OIDC start failed');
      return undefined;
    });
    if (!start) {
      return c.html(refusedPage({ reason: 'oidc_failed', communityUrl: env.COMMUNITY_URL }), 503);
    }
    const { url, ...expected } = start;
    await setSignedCookie(c, OIDC_COOKIE, JSON.stringify(expected), c.get('deps').sessionSecret, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: env.publicUrl.startsWith('https://'),
      path: '/api/login',
      maxAge: 600,
    });
    return c.redirect(url, 302);
  });

  app.post(API.requestLoginLink.path, async (c) => {
    const deps = c.get('deps');
    // With an identity provider, sign-in goes through it only: no email links.
    if (deps.oidc) return c.redirect(API.loginPage.path, 303);
    const parsed = ROUTE_SCHEMAS.requestLoginLink.body.safeParse({
      email: await readField(c, 'email'),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Enter a valid email address';
      if (wantsJson(c)) return c.json({ message }, 400);
      return c.html(signInPage({ error: message, communityUrl: deps.env.COMMUNITY_URL }), 400);
    }
    const { email } = parsed.data;
    try {
      await requestLoginLink(deps, c.get('db'), email, clientIp(c));
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') {
        const retry = Number(err.details?.retryAfterSeconds ?? 60);
        c.header('retry-after', String(retry));
        if (wantsJson(c)) return c.json({ message: MESSAGES.rateLimited }, 429);
        return c.html(rateLimitedPage(retry), 429);
      }
      if (err instanceof MailUnavailableError) {
        if (wantsJson(c)) return c.json({ message: err.message }, 503);
        return c.html(mailUnavailablePage(), 503);
      }
      throw err;
    }
    const message = 'If this email can sign in, a sign-in link is on its way.';
    if (wantsJson(c)) return c.json({ message });
    return c.html(linkSentPage(email, deps.mailer.kind === 'log'));
  });

  // Opening a link (GET, or HEAD, which Hono answers with this route) never spends it: mail
  // scanners fetch links too. It shows 'Continue as …', whose button posts the token below.
  app.get(API.verifyPage.path, async (c) => {
    noStore(c);
    const token = c.req.query('token') ?? '';
    const email = await peekLoginToken(c.get('deps'), c.get('db'), token);
    if (!email) return c.html(linkInvalidPage(), 400);
    return c.html(continuePage({ email, token }));
  });

  // Only this POST signs in and spends the token. Cross-site posts are refused before it runs
  // (sameOriginWrites), so another site cannot sign a visitor in with its own link.
  app.post(API.verifyLogin.path, async (c) => {
    noStore(c);
    const deps = c.get('deps');
    const token = await readField(c, 'token');
    const email = await redeemLoginToken(deps, c.get('db'), typeof token === 'string' ? token : '');
    if (!email) {
      if (wantsJson(c))
        return c.json({ message: 'This sign-in link has been used already or has expired.' }, 400);
      return c.html(linkInvalidPage(), 400);
    }
    const admission = await admit(deps, c.get('db'), email);
    if (!admission.ok) {
      return c.html(
        refusedPage({ reason: admission.reason, email, communityUrl: deps.env.COMMUNITY_URL }),
        403,
      );
    }
    await startSession(c, { userId: admission.user.id, method: 'email' });
    return c.redirect('/', 303);
  });

  app.get(API.oidcCallback.path, async (c) => {
    const deps = c.get('deps');
    const community = deps.env.COMMUNITY_URL;
    if (!deps.oidc) return c.redirect(API.loginPage.path, 302);
    const raw = await getSignedCookie(c, deps.sessionSecret, OIDC_COOKIE);
    deleteCookie(c, OIDC_COOKIE, { path: '/api/login' });
    let expected: { state: string; nonce: string; codeVerifier: string } | undefined;
    try {
      expected = raw ? (JSON.parse(raw) as typeof expected) : undefined;
    } catch {
      expected = undefined;
    }
    if (!expected)
      return c.html(refusedPage({ reason: 'oidc_failed', communityUrl: community }), 400);
    const callbackUrl = new URL(c.req.url);
    const fixed = new URL(`${deps.env.publicUrl}${API.oidcCallback.path}${callbackUrl.search}`);
    let identity;
    try {
      identity = await deps.oidc.finish(fixed, expected);
    } catch (err) {
      c.get('log').warn({ err }, 'OIDC callback refused');
      return c.html(refusedPage({ reason: 'oidc_failed', communityUrl: community }), 400);
    }
    const admission = await admit(deps, c.get('db'), identity.email, {
      firstName: identity.firstName,
      lastName: identity.lastName,
      profileImageUrl: identity.picture,
    });
    if (!admission.ok) {
      return c.html(
        refusedPage({ reason: admission.reason, email: identity.email, communityUrl: community }),
        403,
      );
    }
    await startSession(c, {
      userId: admission.user.id,
      method: 'oidc',
      ...(identity.idToken ? { idToken: identity.idToken } : {}),
    });
    return c.redirect('/', 302);
  });

  app.get(API.logout.path, async (c) => {
    // Hono answers HEAD with the GET route: a HEAD (a link checker, a prefetch) signs nobody out.
    if (c.req.method === 'HEAD') return c.redirect('/', 302);
    const deps = c.get('deps');
    const sess = await endSession(c);
    if (deps.oidc && sess?.method === 'oidc') {
      const url = await deps.oidc
        .logoutUrl(sess.idToken, `${deps.env.publicUrl}/`)
        .catch(() => undefined);
      if (url) return c.redirect(url, 302);
    }
    return c.redirect('/', 302);
  });

  app.get(API.currentUser.path, async (c) => {
    const auth = await loadAuth(c);
    if (!auth) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
    return c.json(toUserJson(auth.user));
  });

  return app;
}
