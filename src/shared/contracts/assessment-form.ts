import { z } from 'zod';
import { INDUSTRIES, LIMITS, REGIONS, type Region } from '../domain';

/**
 * The assessment form (spec section 3) and its validation (section 5), shared by the client's form
 * and the server's checks. Missing fields take their defaults and unknown keys are dropped.
 */
const text = (label: string, max: number = LIMITS.textMax) =>
  z
    .string(`${label} must be text`)
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

const rating = (label: string) =>
  z
    .number(`${label} rating must be a whole number from 1 to 5, or empty`)
    .int(`${label} rating must be a whole number from 1 to 5, or empty`)
    .min(LIMITS.ratingMin, `${label} rating must be from 1 to 5`)
    .max(LIMITS.ratingMax, `${label} rating must be from 1 to 5`)
    .nullable()
    .default(null);

export const productSchema = z.object({
  problem: text('Problem'),
  currentHandling: text('Current handling'),
  whyWorthSolving: text('Why worth solving'),
  solution: text('Solution'),
  evidence: text('Evidence'),
  differentiation: text('Differentiation'),
  reasoning: text('Product reasoning'),
  rating: rating('Product'),
});

export const marketSchema = z.object({
  target: text('Target market'),
  idealCustomer: text('Ideal customer'),
  discoveryEvaluation: text('Discovery evaluation'),
  payEvidence: text('Evidence of willingness to pay'),
  budget: text('Budget'),
  marketSize: text('Market size'),
  reasoning: text('Market reasoning'),
  rating: rating('Market'),
});

export const executionSchema = z.object({
  delivery: text('Delivery'),
  resourcesPartners: text('Resources and partners'),
  risks: text('Risks'),
  goToMarket: text('Go-to-market'),
  salesMarketing: text('Sales and marketing'),
  retentionGrowth: text('Retention and growth'),
  reasoning: text('Execution reasoning'),
  rating: rating('Execution'),
});

const loopSchema = (label: string) =>
  z
    .object({
      current: text(`${label} current state`),
      actions: text(`${label} actions`),
      metrics: text(`${label} metrics`),
    })
    .default({ current: '', actions: '', metrics: '' });

export const MAX_TASKS = 50;

export const actionPlanSchema = z.object({
  priority: text('Priority Focus', LIMITS.actionPlanRealMax),
  // A draft may hold a task over 500 characters (the counter turns red); completion refuses it.
  next30Days: z
    .array(
      z
        .string('Each task must be text')
        .max(LIMITS.textMax, `A task must be at most ${LIMITS.textMax} characters`),
    )
    .max(MAX_TASKS, `At most ${MAX_TASKS} tasks`)
    .default([]),
  successMeasures: text('Success Measures', LIMITS.actionPlanRealMax),
});

export const reflectionSchema = z.object({
  hardestPillar: text('Hardest pillar'),
  surprises: text('Surprises'),
  biggestImpactLoop: text('Biggest impact loop'),
  challengedAssumptions: text('Challenged assumptions'),
});

const emptyProduct = productSchema.parse({});
const emptyMarket = marketSchema.parse({});
const emptyExecution = executionSchema.parse({});

export const formStateSchema = z
  .object({
    industry: z
      .union([z.literal(''), z.enum(INDUSTRIES, 'Industry must be one of the listed industries')])
      .default(''),
    customIndustry: text('Custom industry', 200),
    region: z
      .union([
        z.literal(''),
        z.enum(
          Object.keys(REGIONS) as [Region, ...Region[]],
          'Region must be one of the listed regions',
        ),
      ])
      .default(''),
    country: text('Country', 100),
    product: productSchema.default(emptyProduct),
    market: marketSchema.default(emptyMarket),
    execution: executionSchema.default(emptyExecution),
    loops: z
      .object({
        product_market: loopSchema('Product-Market loop'),
        product_execution: loopSchema('Product-Execution loop'),
        market_execution: loopSchema('Market-Execution loop'),
      })
      .default({
        product_market: { current: '', actions: '', metrics: '' },
        product_execution: { current: '', actions: '', metrics: '' },
        market_execution: { current: '', actions: '', metrics: '' },
      }),
    actionPlan: actionPlanSchema.default({ priority: '', next30Days: [], successMeasures: '' }),
    reflection: reflectionSchema.default({
      hardestPillar: '',
      surprises: '',
      biggestImpactLoop: '',
      challengedAssumptions: '',
    }),
  })
  .superRefine((form, ctx) => {
    if (!form.country) return;
    const countries: readonly string[] = form.region ? REGIONS[form.region] : [];
    if (!countries.includes(form.country)) {
      ctx.addIssue({
        code: 'custom',
        path: ['country'],
        message: form.region
          ? `Country must be one of the countries of ${form.region}`
          : 'Choose a region before a country',
      });
    }
  });

export type FormState = z.infer<typeof formStateSchema>;

export function emptyFormState(): FormState {
  return formStateSchema.parse({});
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
