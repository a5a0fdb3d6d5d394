/** A snapshot's day ('YYYY-MM-DD', UTC) in the reader's date format, as the 'Updated' badge shows dates. */
export function formatHistoryDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime())
    ? date
    : day.toLocaleDateString(undefined, { timeZone: 'UTC' });
}

/** 'Product 60%, Market 40%, Execution 80%' for the charts' accessible names. */
export function scoresSentence(scores: { product: number; market: number; execution: number }) {
  return `Product ${scores.product}%, Market ${scores.market}%, Execution ${scores.execution}%`;
}
