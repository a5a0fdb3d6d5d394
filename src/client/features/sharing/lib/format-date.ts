/** A date as the shared view and the owner's link list show it: '12 Mar 2026' in the reader's locale. */
export function formatSharedDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
