import { z } from 'zod';
import { INDUSTRIES, LIMITS, REGIONS, type Region } from '../domain';
import { MAX_TASKS } from './assessment-rules';

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
      .enum(['', ...INDUSTRIES], 'Industry must be one of the listed industries')
      .default(''),
    customIndustry: text('Custom industry', 200),
    region: z
      .enum(['', ...(Object.keys(REGIONS) as Region[])], 'Region must be one of the listed regions')
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

// The rules on a form need no zod, so screens import them from assessment-rules.ts directly.
export * from './assessment-rules';
