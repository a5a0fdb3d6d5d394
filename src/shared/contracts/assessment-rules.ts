import { LIMITS } from '../domain';
import type { FormState } from './assessment-form';

/**
 * The rules on an assessment form (spec sections 4 and 5), free of zod so that the screen's bundle
 * stays small. The schema itself is in assessment-form.ts; a test checks that both agree.
 */
export type { FormState };

export const MAX_TASKS = 50;

const loop = () => ({ current: '', actions: '', metrics: '' });

export function emptyFormState(): FormState {
  return {
    industry: '',
    customIndustry: '',
    region: '',
    country: '',
    product: {
      problem: '',
      currentHandling: '',
      whyWorthSolving: '',
      solution: '',
      evidence: '',
      differentiation: '',
      reasoning: '',
      rating: null,
    },
    market: {
      target: '',
      idealCustomer: '',
      discoveryEvaluation: '',
      payEvidence: '',
      budget: '',
      marketSize: '',
      reasoning: '',
      rating: null,
    },
    execution: {
      delivery: '',
      resourcesPartners: '',
      risks: '',
      goToMarket: '',
      salesMarketing: '',
      retentionGrowth: '',
      reasoning: '',
      rating: null,
    },
    loops: { product_market: loop(), product_execution: loop(), market_execution: loop() },
    actionPlan: { priority: '', next30Days: [], successMeasures: '' },
    reflection: {
      hardestPillar: '',
      surprises: '',
      biggestImpactLoop: '',
      challengedAssumptions: '',
    },
  };
}

function mergeInto(template: unknown, value: unknown): unknown {
  if (Array.isArray(template)) {
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : template;
  }
  if (template === null) {
    // ratings: a whole number from 1 to 5, or null
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
      ? value
      : null;
  }
  if (typeof template === 'string') return typeof value === 'string' ? value : template;
  if (typeof template === 'object') {
    const source =
      value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.entries(template as Record<string, unknown>).map(([k, t]) => [
        k,
        mergeInto(t, source[k]),
      ]),
    );
  }
  return template;
}

/**
 * Reads form data of unknown shape (a local copy, an older record) into the form's shape: known
 * fields of the right type are kept, everything else takes its default. The server still
 * validates every save with the full schema.
 */
export function coerceFormState(value: unknown): FormState {
  return mergeInto(emptyFormState(), value) as FormState;
}

/** What a save stores: blank tasks dropped (spec 4). */
export function normalizeFormState(form: FormState): FormState {
  return {
    ...form,
    actionPlan: {
      ...form.actionPlan,
      next30Days: form.actionPlan.next30Days.filter((t) => t.trim() !== ''),
    },
  };
}

export const COMPLETION_MESSAGES = {
  priority: 'Priority Focus is required',
  successMeasures: 'Success Measures are required',
  task: 'Task cannot exceed 500 characters',
  tasksSummary: 'Some tasks exceed character limits',
  summaryTitle: 'Please fix the following errors:',
} as const;

export interface CompletionErrors {
  priority?: string;
  successMeasures?: string;
  /** Per task index, the message for a task over the limit. */
  tasks?: Record<number, string>;
}

/** The rules checked on Complete only (spec 5). An empty object means the form may complete. */
export function validateCompletion(form: FormState): CompletionErrors {
  const errors: CompletionErrors = {};
  if (!form.actionPlan.priority.trim()) errors.priority = COMPLETION_MESSAGES.priority;
  if (!form.actionPlan.successMeasures.trim())
    errors.successMeasures = COMPLETION_MESSAGES.successMeasures;
  const tasks: Record<number, string> = {};
  form.actionPlan.next30Days.forEach((task, i) => {
    if (task.length > LIMITS.taskMax) tasks[i] = COMPLETION_MESSAGES.task;
  });
  if (Object.keys(tasks).length > 0) errors.tasks = tasks;
  return errors;
}

export function hasCompletionErrors(errors: CompletionErrors): boolean {
  return !!(errors.priority || errors.successMeasures || errors.tasks);
}

/** The lines of the summary alert: each message once, tasks as one line. */
export function completionSummary(errors: CompletionErrors): string[] {
  const lines: string[] = [];
  if (errors.priority) lines.push(errors.priority);
  if (errors.successMeasures) lines.push(errors.successMeasures);
  if (errors.tasks) lines.push(COMPLETION_MESSAGES.tasksSummary);
  return lines;
}

/** The spec's 10 key fields (section 4): the share filled, as a whole percent. */
export function progressPercent(form: FormState): number {
  const filled = [
    form.product.problem,
    form.product.solution,
    form.product.rating,
    form.market.target,
    form.market.idealCustomer,
    form.market.rating,
    form.execution.delivery,
    form.execution.goToMarket,
    form.execution.rating,
    form.actionPlan.priority,
  ].filter((v) => (typeof v === 'string' ? v.trim() !== '' : v !== null)).length;
  return Math.round((filled / 10) * 100);
}

/** Auto-save runs only once problem, target or delivery is filled (spec 4). */
export function hasAutoSaveContent(form: FormState): boolean {
  return [form.product.problem, form.market.target, form.execution.delivery].some(
    (v) => v.trim() !== '',
  );
}

/** A local copy is worth syncing when a key text field has more than 10 characters (spec 4). */
export function hasSyncableContent(form: FormState): boolean {
  return [
    form.product.problem,
    form.market.target,
    form.execution.delivery,
    form.actionPlan.priority,
  ].some((v) => v.trim().length > LIMITS.localSyncThreshold);
}

export function hasAllRatings(form: FormState): boolean {
  return (
    form.product.rating !== null && form.market.rating !== null && form.execution.rating !== null
  );
}

/** True when nothing at all has been entered (every text blank, no rating, no task). */
export function isBlankForm(form: FormState): boolean {
  const blank = (v: unknown): boolean => {
    if (v === null || v === undefined) return true;
    if (typeof v === 'string') return v.trim() === '';
    if (typeof v === 'number') return false;
    if (Array.isArray(v)) return v.every(blank);
    if (typeof v === 'object') return Object.values(v).every(blank);
    return false;
  };
  return blank(form);
}
