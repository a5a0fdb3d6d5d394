import { memo } from 'react';
import { progressPercent, type FormState } from '@shared/contracts/assessment-rules';
import { LOOPS } from '@shared/domain';
import { PROGRESS_LABELS } from '@shared/form-fields';
import { Progress } from '@client/components/ui/progress';
import { cn } from '@client/lib/utils';
import { useFormSelector } from '../lib/form-store';
import { useFormContext } from './form-context';

const filled = (v: string) => v.trim() !== '';

/** Which of the five labelled parts hold anything yet. */
function sectionsStarted(form: FormState): string {
  const started = [
    filled(form.product.problem) || form.product.rating !== null,
    filled(form.market.target) || form.market.rating !== null,
    filled(form.execution.delivery) || form.execution.rating !== null,
    LOOPS.some((l) => filled(form.loops[l].current)),
    filled(form.actionPlan.priority),
  ];
  return started.map((s) => (s ? '1' : '0')).join('');
}

export const ProgressHeader = memo(function ProgressHeader() {
  const { store } = useFormContext();
  const percent = useFormSelector(store, progressPercent);
  const started = useFormSelector(store, sectionsStarted);
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium" id="progress-label">
          Assessment progress
        </span>
        <span className="text-sm font-semibold tabular-nums" data-testid="progress-percent">
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-labelledby="progress-label" />
      <ol className="grid grid-cols-5 text-center text-[11px] sm:text-xs">
        {PROGRESS_LABELS.map((label, i) => (
          <li
            key={label}
            className={cn(
              started[i] === '1' ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
});
