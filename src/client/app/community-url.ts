const FALLBACK = 'https://circle.so';

/** The community's join page: the server writes it into index.html (COMMUNITY_URL). */
export function communityUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pillars-community-url"]');
  const value = meta?.content ?? '';
  return /^https?:\/\//.test(value) ? value : FALLBACK;
}
