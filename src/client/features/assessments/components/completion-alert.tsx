import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  COMPLETION_MESSAGES,
  completionSummary,
  type CompletionErrors,
} from '@shared/contracts/assessment-rules';
import { Alert } from '@client/components/ui/alert';

/**
 * The summary alert of Complete Assessment (spec 5). Each refused Complete (`shown` counts them)
 * brings it into view and focuses it, so the errors are where the eye and the screen reader are.
 */
export function CompletionAlert({ errors, shown }: { errors: CompletionErrors; shown: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const lines = completionSummary(errors);
  useEffect(() => {
    const el = ref.current;
    if (shown === 0 || !el) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
    el.focus({ preventScroll: true });
  }, [shown]);
  if (lines.length === 0) return null;
  return (
    <Alert
      ref={ref}
      variant="destructive"
      id="completion-errors"
      tabIndex={-1}
      className="scroll-mt-20 outline-none focus-visible:ring-2 focus-visible:ring-destructive focus-visible:ring-offset-2"
    >
      <div className="flex gap-2">
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{COMPLETION_MESSAGES.summaryTitle}</p>
          <ul className="mt-1 list-disc pl-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </Alert>
  );
}
