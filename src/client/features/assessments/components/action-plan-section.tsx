import { CalendarCheck, Plus, Trash2 } from 'lucide-react';
import { memo, useId } from 'react';
import { MAX_TASKS } from '@shared/contracts/assessment-rules';
import { LIMITS } from '@shared/domain';
import { ACTION_PLAN_FIELDS, ASSESSMENT_TEXTS } from '@shared/form-fields';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import { useField } from '../lib/form-store';
import { useFormContext } from './form-context';
import { TextField } from './text-field';

function taskCounterTone(length: number): string {
  if (length > LIMITS.taskMax) return 'text-red-600 font-semibold';
  if (length > LIMITS.taskWarnAbove) return 'text-orange-600 font-medium';
  return 'text-muted-foreground';
}

function TaskList() {
  const { store, errors, clearError } = useFormContext();
  const [tasks, setTasks] = useField<string[]>(store, ['actionPlan', 'next30Days']);
  const baseId = useId();
  const update = (i: number, value: string) => {
    setTasks(tasks.map((t, j) => (j === i ? value : t)));
    clearError({ task: i });
  };
  return (
    <div className="space-y-2">
      <span className="text-sm font-medium" id={`${baseId}-label`}>
        {ACTION_PLAN_FIELDS.next30Days.label}
      </span>
      {tasks.length === 0 ? <p className="text-sm text-muted-foreground">No tasks yet.</p> : null}
      <ol className="space-y-3" aria-labelledby={`${baseId}-label`}>
        {tasks.map((task, i) => {
          const error = errors.tasks?.[i];
          const id = `${baseId}-${i}`;
          return (
            <li key={i} className="space-y-1">
              <div className="flex items-center gap-2">
                <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
                  {i + 1}.
                </span>
                <Input
                  id={id}
                  aria-label={`Task ${i + 1}`}
                  value={task}
                  placeholder={ACTION_PLAN_FIELDS.next30Days.placeholder}
                  maxLength={LIMITS.textMax}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={cn(error && `${id}-error`, `${id}-counter`)}
                  onChange={(e) => update(i, e.target.value)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove task ${i + 1}`}
                  onClick={() => {
                    setTasks(tasks.filter((_, j) => j !== i));
                    clearError({ task: i });
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="flex justify-between gap-2 pl-8 text-xs">
                <span id={`${id}-error`} className="text-destructive">
                  {error}
                </span>
                <span
                  id={`${id}-counter`}
                  className={cn('shrink-0 tabular-nums', taskCounterTone(task.length))}
                >
                  {task.length}/{LIMITS.taskMax} characters
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={tasks.length >= MAX_TASKS}
        onClick={() => setTasks([...tasks, ''])}
      >
        <Plus aria-hidden="true" />
        {ASSESSMENT_TEXTS.addTask}
      </Button>
    </div>
  );
}

export const ActionPlanSection = memo(function ActionPlanSection() {
  const { errors, clearError } = useFormContext();
  return (
    <Card role="region" aria-labelledby="action-plan-title" id="action-plan">
      <CardHeader>
        <CardTitle id="action-plan-title" className="flex items-center gap-2">
          <CalendarCheck className="size-5 text-primary" aria-hidden="true" />
          {ASSESSMENT_TEXTS.actionPlanTitle}
        </CardTitle>
        <CardDescription>
          One priority, the tasks that move it, and how you will measure success.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <TextField
          path={['actionPlan', 'priority']}
          label={ACTION_PLAN_FIELDS.priority.label}
          placeholder={ACTION_PLAN_FIELDS.priority.placeholder}
          maxLength={LIMITS.actionPlanRealMax}
          error={errors.priority}
          onEdit={() => clearError('priority')}
        />
        <TaskList />
        <TextField
          path={['actionPlan', 'successMeasures']}
          label={ACTION_PLAN_FIELDS.successMeasures.label}
          placeholder={ACTION_PLAN_FIELDS.successMeasures.placeholder}
          maxLength={LIMITS.actionPlanRealMax}
          error={errors.successMeasures}
          onEdit={() => clearError('successMeasures')}
        />
      </CardContent>
    </Card>
  );
});
