import { logoSvg } from '@shared/logo';
import { AUTH_PATHS } from '@shared/paths';
import { TEXTS } from '@shared/texts';

/**
 * The sign-in pages are served by the server, not the SPA: a signed-out visitor of any SPA path is
 * sent to '/', and these pages must work without JavaScript (a link opened from an email).
 */
export const AUTH_CSS_PATH = '/api/login/auth.css';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${TEXTS.appName}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${AUTH_CSS_PATH}">
</head>
<body>
<header class="top"><a class="brand" href="/">${logoSvg({ size: 32 })}<span>${TEXTS.appName}</span></a></header>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export function signInPage(opts: { email?: string; error?: string; communityUrl: string }): string {
  const error = opts.error
    ? `<p class="error" role="alert" id="email-error">${escapeHtml(opts.error)}</p>`
    : '';
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
<p>Use the email address of your community membership. We will send you a single-use sign-in link, valid for 15 minutes.</p>
<form method="post" action="/api/login" novalidate>
<label for="email">Community email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus maxlength="254"
 value="${escapeHtml(opts.email ?? '')}"${opts.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
${error}
<button type="submit">Email me a sign-in link</button>
</form>
<p class="muted">Not a member yet? <a href="${escapeHtml(opts.communityUrl)}" target="_blank" rel="noopener noreferrer">Join the community</a>.</p>`,
  );
}

export function linkSentPage(email: string, viaLog: boolean): string {
  const where = viaLog
    ? 'This server has no mail configured, so the link was written to the server log: ask the person running it, or copy it from the log yourself.'
    : 'Check your inbox (and the spam folder).';
  return layout(
    'Check your email',
    `<h1>Check your email</h1>
<p>If <strong>${escapeHtml(email)}</strong> can sign in, a single-use sign-in link is on its way. It expires in 15 minutes.</p>
<p class="muted">${where}</p>
<p><a href="/api/login">Use another email</a></p>`,
  );
}

/**
 * What a sign-in link opens: only its button (a same-origin POST carrying the link's token) signs
 * in, so a mail scanner that fetches the link cannot use it up.
 */
export function continuePage(opts: { email: string; token: string }): string {
  const email = escapeHtml(opts.email);
  return layout(
    'Continue signing in',
    `<h1>Sign in to ${TEXTS.appName}</h1>
<p>This link signs you in as <strong>${email}</strong>. It works once.</p>
<form method="post" action="${AUTH_PATHS.verify}">
<input type="hidden" name="token" value="${escapeHtml(opts.token)}">
<button type="submit" class="continue">Continue as ${email}</button>
</form>
<p class="muted">Not you? <a href="/api/login">Use another email</a></p>`,
  );
}

export function linkInvalidPage(): string {
  return layout(
    'Link expired',
    `<h1>This sign-in link can't be used</h1>
<p>Sign-in links work once and expire after 15 minutes. This one has been used already or has expired.</p>
<p><a class="button" href="/api/login">Get a new link</a></p>`,
  );
}

const REFUSAL_TEXT: Record<string, string> = {
  not_member:
    'We could not find an active community membership for this email address. Sign in with the email you use in the community.',
  inactive: 'The community membership of this email address is not active.',
  not_in_group:
    'Your community membership does not include one of the groups that have access to Pillars.',
  not_allowed:
    'This email address is not on the list of people who may use this Pillars installation.',
  unavailable:
    'We could not verify your community membership right now because the membership service is unavailable. Please try again in a few minutes.',
  oidc_failed: 'The sign-in with your identity provider did not complete. Please try again.',
  no_email:
    'Your identity provider did not share an email address, so we cannot check your membership.',
};

export function refusedPage(opts: {
  reason: string;
  email?: string;
  communityUrl: string;
}): string {
  const text = REFUSAL_TEXT[opts.reason] ?? REFUSAL_TEXT.oidc_failed!;
  const who = opts.email ? `<p>Email used: <strong>${escapeHtml(opts.email)}</strong></p>` : '';
  return layout(
    'Access not granted',
    `<h1>We couldn't sign you in</h1>
<p>${escapeHtml(text)}</p>
${who}
<p><a class="button" href="/api/login">Try another email</a></p>
<p class="muted">Not a member yet? <a href="${escapeHtml(opts.communityUrl)}" target="_blank" rel="noopener noreferrer">Join the community</a>.</p>`,
  );
}

export function mailUnavailablePage(): string {
  return layout(
    'Email not sent',
    `<h1>We couldn't send your sign-in email</h1>
<p>Our mail server isn't answering right now. Please try again in a few minutes.</p>
<p><a href="/api/login">Back to sign in</a></p>`,
  );
}

export function rateLimitedPage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return layout(
    'Too many attempts',
    `<h1>Too many sign-in attempts</h1>
<p>Please wait about ${minutes} minute${minutes === 1 ? '' : 's'} and try again.</p>
<p><a href="/api/login">Back to sign in</a></p>`,
  );
}

/**
 * The app's look: its palette (the same custom properties as src/client/styles.css, checked by
 * pages.test.ts), its type, radii and the height of its controls (components/ui).
 */
export const AUTH_CSS = `
:root{--background:oklch(0.985 0.002 247);--foreground:oklch(0.21 0.034 265);--card:oklch(1 0 0);
--primary:oklch(0.49 0.22 292);--primary-foreground:oklch(0.985 0 0);--muted-foreground:oklch(0.47 0.03 265);
--border:oklch(0.92 0.006 265);--input:oklch(0.88 0.01 265);--ring:oklch(0.49 0.22 292);--destructive:oklch(0.55 0.22 27)}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:0 16px 48px;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
background:var(--background);color:var(--foreground);line-height:1.5;-webkit-font-smoothing:antialiased}
.top{width:100%;max-width:448px;display:flex;justify-content:center;padding:48px 0 24px}
.brand{display:inline-flex;align-items:center;gap:8px;font-size:1.125rem;font-weight:700;color:var(--foreground);text-decoration:none;border-radius:6px}
.brand svg{width:32px;height:32px;flex-shrink:0}
.card{width:100%;max-width:448px;background:var(--card);border:1px solid var(--border);border-radius:14px;padding:24px;box-shadow:0 1px 2px rgb(0 0 0/.05)}
h1{font-size:1.5rem;line-height:1.25;font-weight:700;letter-spacing:-.025em;margin:0 0 8px}
p{margin:0 0 16px;font-size:.875rem;overflow-wrap:anywhere}
.muted{color:var(--muted-foreground)}
label{display:block;font-weight:500;font-size:.875rem;margin-bottom:6px}
input{display:block;width:100%;height:40px;padding:8px 12px;border:1px solid var(--input);border-radius:8px;background:var(--background);color:inherit;font:inherit;font-size:.875rem;margin-bottom:12px}
input[aria-invalid=true]{border-color:var(--destructive)}
input:focus-visible{outline:2px solid var(--ring);outline-offset:0}
button:focus-visible,a:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:40px;padding:8px 16px;border:0;border-radius:8px;background:var(--primary);color:var(--primary-foreground);font:inherit;font-size:.875rem;font-weight:500;cursor:pointer;text-decoration:none;margin-bottom:16px}
button:hover,.button:hover{opacity:.9}
button.continue{height:auto;min-height:40px;overflow-wrap:anywhere;text-align:center}
form{margin:0}
.error{color:#b91c1c;font-size:.875rem;margin-top:-4px}
a{color:var(--primary);text-underline-offset:4px}
strong{font-weight:600}
`;
