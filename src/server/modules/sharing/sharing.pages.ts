import { logoSvg } from '@shared/logo';
import { SHARED_VIEW_TEXTS } from '@shared/sharing-texts';
import { TEXTS } from '@shared/texts';
import { AUTH_CSS_PATH } from '../../infra/auth/pages';

/** What every page and answer of a shared view carries: not indexed, no referrer, not kept. */
export const SHARED_VIEW_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
} as const;

/** The same in HTML, for the page's <head>. */
export const SHARED_VIEW_META =
  '<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">';

/**
 * A plain page in the sign-in pages' look (their stylesheet): no script, nothing from another
 * site, nothing of the link or its assessment.
 */
function plainPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${SHARED_VIEW_META}
<title>${title} · ${TEXTS.appName}</title>
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

/** What an unknown, revoked or expired link opens (404: the same for all three). */
export function unavailablePage(): string {
  return plainPage(
    SHARED_VIEW_TEXTS.unavailableTitle,
    `<h1>${SHARED_VIEW_TEXTS.unavailableTitle}</h1>
<p class="muted">${SHARED_VIEW_TEXTS.unavailableBody}</p>`,
  );
}

export function tooManyViewsPage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return plainPage(
    'Too many requests',
    `<h1>Too many requests</h1>
<p>This address opened shared assessments too often. Please wait about ${minutes} minute${minutes === 1 ? '' : 's'} and reload the page.</p>`,
  );
}

/** The app's page for a live link, marked not to be indexed (the headers say it too). */
export function withSharedViewMeta(indexHtml: string): string {
  const head = /<head(\s[^>]*)?>/i;
  if (head.test(indexHtml)) return indexHtml.replace(head, (tag) => `${tag}\n${SHARED_VIEW_META}`);
  // No <head> tag (it is optional in HTML): the meta elements open the implied one.
  const doctype = /^\s*<!doctype[^>]*>/i;
  const at = doctype.exec(indexHtml)?.[0].length ?? 0;
  return `${indexHtml.slice(0, at)}${SHARED_VIEW_META}${indexHtml.slice(at)}`;
}
