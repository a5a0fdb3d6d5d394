import { AlertCircle } from 'lucide-react';
import {
  COMPLETION_MESSAGES,
  completionSummary,
  type CompletionErrors,
} from '@shared/contracts/assessment-rules';
import { Alert } from '@client/components/ui/alert';

/** The summary alert of Complete Assessment (spec 5). */
export function CompletionAlert({ errors }: { errors: CompletionErrors }) {
  const lines = completionSummary(errors);
  if (lines.length === 0) return null;
  return (
    <Alert variant="destructive" id="completion-errors">
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
