import { History, Loader2, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { STALE_COACHING_TEXTS } from '@shared/coaching-texts';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';

/**
 * Says that the session was written from older answers, with a one-click regenerate. A polite
 * status rather than an alert: nothing failed, and the session below is still worth reading.
 */
export function StaleNotice({
  onRegenerate,
  pending,
}: {
  onRegenerate: () => void;
  pending: boolean;
}) {
  const titleId = useId();
  return (
    <Alert
      role="status"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 border-primary/30 bg-primary/5 sm:flex-row sm:items-center"
    >
      <History className="hidden size-5 shrink-0 text-primary sm:block" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <p id={titleId} className="font-medium text-foreground">
          {STALE_COACHING_TEXTS.title}
        </p>
        <p className="text-muted-foreground">{STALE_COACHING_TEXTS.body}</p>
      </div>
      {/* aria-disabled rather than disabled while it runs, so the button keeps the focus. */}
      <Button
        className="self-start aria-disabled:cursor-wait aria-disabled:opacity-70 sm:self-center"
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onRegenerate();
        }}
      >
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <RefreshCw aria-hidden="true" />
        )}
        {STALE_COACHING_TEXTS.regenerate}
      </Button>
    </Alert>
  );
}
