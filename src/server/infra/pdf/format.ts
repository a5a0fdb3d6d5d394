// Dates and names as the PDFs print them.

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const SHORT_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '12 May 2025' (UTC, like the date in the file name). */
export function formatDate(date: Date | string): string {
  return DATE_FORMAT.format(typeof date === 'string' ? new Date(date) : date);
}

/** '12 May 2025' for charts and tables, from an ISO date or time. */
export function formatShortDate(date: string): string {
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? date : SHORT_DATE_FORMAT.format(parsed);
}

/** The user's full name, else their email. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
