/**
 * Whether a session built from the form hashing to `sourceHash` is stale now that the assessment's
 * form hashes to `formHash`. An unknown source (a row from before sources were kept, or one built
 * from a form sent with the request) is not stale: the notice would otherwise show on every old
 * session without anything having changed.
 */
export function isStale(sourceHash: string | null, formHash: string | null | undefined): boolean {
  return sourceHash !== null && formHash != null && sourceHash !== formHash;
}
