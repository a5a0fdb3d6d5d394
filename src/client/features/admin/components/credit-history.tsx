import { ADMIN_TEXTS } from '@shared/admin-texts';
import { useCreditHistory } from '../api/admin-api';

/** A user's credit ledger: each grant and spend, newest first. */
export function CreditHistory({ userId }: { userId: string }) {
  const history = useCreditHistory(userId);
  if (history.isPending) return <p className="text-sm text-muted-foreground">Loading history...</p>;
  if (history.isError)
    return <p className="text-sm text-destructive">The history could not be loaded.</p>;
  if (history.data.length === 0)
    return <p className="text-sm text-muted-foreground">{ADMIN_TEXTS.noHistory}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {history.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-3">
          <span
            className={
              entry.delta > 0 ? 'font-medium text-execution' : 'font-medium text-destructive'
            }
          >
            {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
          </span>
          <span>{entry.reason}</span>
          <span className="text-muted-foreground">{new Date(entry.at).toLocaleString()}</span>
          {entry.actorEmail ? (
            <span className="text-muted-foreground">by {entry.actorEmail}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
