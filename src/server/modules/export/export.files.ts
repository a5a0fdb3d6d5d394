/** The export's date in file names: the UTC day it was made (spec 9: 'PDF file names carry the date'). */
export function fileDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const SLUG_MAX = 60;

/**
 * An assessment name as a file-name part: ASCII letters and digits joined by single dashes
 * ('Q1 2025 Review' -> 'q1-2025-review', 'Café Zürich' -> 'cafe-zurich'); 'untitled' when
 * nothing is left (a name in a non-Latin script).
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'untitled';
}

export const EXPORT_FILE_NAMES = {
  assessment: (name: string, at: Date) => `assessment-${slugify(name)}-${fileDate(at)}.pdf`,
  coaching: (sessionNumber: number, at: Date) =>
    `coaching-session-${sessionNumber}-${fileDate(at)}.pdf`,
  dashboard: (at: Date) => `dashboard-summary-${fileDate(at)}.pdf`,
} as const;
