import type { Loop, Pillar } from './domain';

/** Labels and prompts of the assessment form's fields (spec section 3), for the screen and the PDF. */
export interface FieldText {
  label: string;
  placeholder: string;
}

export const PILLAR_FIELDS = {
  product: {
    problem: {
      label: 'What problem are you solving?',
      placeholder: 'Describe the problem, who has it and how painful it is.',
    },
    currentHandling: {
      label: 'How do people handle it today?',
      placeholder: 'Workarounds, competitors, doing nothing...',
    },
    whyWorthSolving: {
      label: 'Why is it worth solving?',
      placeholder: 'Cost, frequency, urgency of the problem.',
    },
    solution: {
      label: 'What is your solution?',
      placeholder: 'What you offer and how it solves the problem.',
    },
    evidence: {
      label: 'What evidence do you have that it works?',
      placeholder: 'Interviews, pilots, usage data, testimonials.',
    },
    differentiation: {
      label: 'How is it different or better?',
      placeholder: 'Why customers would choose you over the alternatives.',
    },
    reasoning: {
      label: 'Why this rating?',
      placeholder: 'Explain the rating you gave the Product pillar.',
    },
  },
  market: {
    target: { label: 'Who is your target market?', placeholder: 'The segment you serve first.' },
    idealCustomer: {
      label: 'Who is your ideal customer?',
      placeholder: 'A specific person or company, their role and situation.',
    },
    discoveryEvaluation: {
      label: 'What has customer discovery shown?',
      placeholder: 'How many conversations, what you learned, what surprised you.',
    },
    payEvidence: {
      label: 'What evidence is there that they will pay?',
      placeholder: 'Pre-orders, letters of intent, paying customers, price tests.',
    },
    budget: {
      label: 'What budget do they have for this?',
      placeholder: 'Who pays, from which budget, how much.',
    },
    marketSize: {
      label: 'How big is the market?',
      placeholder: 'Number of customers and what they could spend.',
    },
    reasoning: {
      label: 'Why this rating?',
      placeholder: 'Explain the rating you gave the Market pillar.',
    },
  },
  execution: {
    delivery: {
      label: 'How will you deliver the product?',
      placeholder: 'How it is built, produced or served, and by whom.',
    },
    resourcesPartners: {
      label: 'What resources and partners do you have?',
      placeholder: 'Team, money, suppliers, channel partners.',
    },
    risks: {
      label: 'What are the main risks?',
      placeholder: 'What could stop you, and how you will reduce each risk.',
    },
    goToMarket: {
      label: 'What is your go-to-market plan?',
      placeholder: 'How the first customers will find and buy from you.',
    },
    salesMarketing: {
      label: 'How will you sell and market it?',
      placeholder: 'Channels, messages, sales process.',
    },
    retentionGrowth: {
      label: 'How will you keep and grow customers?',
      placeholder: 'Retention, referrals, expansion.',
    },
    reasoning: {
      label: 'Why this rating?',
      placeholder: 'Explain the rating you gave the Execution pillar.',
    },
  },
} as const satisfies Record<Pillar, Record<string, FieldText>>;

export const PILLAR_DESCRIPTIONS: Record<Pillar, string> = {
  product: 'Is the problem real and worth solving, and does your solution solve it?',
  market: 'Who buys, how you reach them, and the evidence that they will pay.',
  execution: 'Whether you can deliver, sell and grow it with the resources you have.',
};

export const LOOP_TITLES: Record<Loop, string> = {
  product_market: 'Product-Market Loop',
  product_execution: 'Product-Execution Loop',
  market_execution: 'Market-Execution Loop',
};

export const LOOP_DESCRIPTIONS: Record<Loop, string> = {
  product_market:
    'How what customers say and do shapes the product, and how the product opens the market.',
  product_execution:
    'How what you can build and deliver shapes the product, and the other way round.',
  market_execution: 'How your channels and sales capacity match the demand you find.',
};

export const LOOP_FIELDS = {
  current: { label: 'Current state', placeholder: 'How does this loop work today?' },
  actions: { label: 'Actions', placeholder: 'What will you do to strengthen it?' },
  metrics: { label: 'Metrics', placeholder: 'What will you measure to know it is working?' },
} as const satisfies Record<string, FieldText>;

export const ACTION_PLAN_FIELDS = {
  priority: {
    label: 'Priority Focus',
    placeholder: 'The one thing that matters most in the next 30 days.',
  },
  next30Days: { label: 'Next 30 Days: Tasks', placeholder: 'A concrete task' },
  successMeasures: {
    label: 'Success Measures',
    placeholder: 'How you will know, in 30 days, that it worked.',
  },
} as const satisfies Record<string, FieldText>;

export const REFLECTION_FIELDS = {
  hardestPillar: { label: 'Which pillar was hardest to assess, and why?', placeholder: '' },
  surprises: { label: 'What surprised you?', placeholder: '' },
  biggestImpactLoop: {
    label: 'Which loop would have the biggest impact if improved?',
    placeholder: '',
  },
  challengedAssumptions: { label: 'Which assumptions were challenged?', placeholder: '' },
} as const satisfies Record<string, FieldText>;

export const CONTEXT_FIELDS = {
  industry: { label: 'Industry', placeholder: 'Select your industry' },
  customIndustry: { label: 'Custom industry', placeholder: 'Describe your industry' },
  region: { label: 'Region', placeholder: 'Select your region' },
  country: { label: 'Country', placeholder: 'Select a country (optional)' },
} as const satisfies Record<string, FieldText>;

/** The five labels of the progress bar (spec 2). */
export const PROGRESS_LABELS = ['Product', 'Market', 'Execution', 'Loops', 'Planning'] as const;

export const ASSESSMENT_TEXTS = {
  newNamePlaceholder: 'e.g., Q1 2025 Review',
  saveProgress: 'Save Progress',
  trackProgress: 'Track Progress',
  clearCache: 'Clear coaching cache',
  saveDraft: 'Save Draft',
  exportPdf: 'Export PDF',
  complete: 'Complete Assessment',
  completed: 'Completed',
  inProgress: 'In Progress',
  addTask: 'Add Task',
  businessContext: 'Business Context',
  loopsTitle: 'Feedback Loops Analysis',
  actionPlanTitle: '30-Day Action Plan',
  reflectionTitle: 'Reflection & Insights',
} as const;

export const TOASTS = {
  cannotCreate: { title: 'Cannot Create Assessment', fallback: 'Failed to create assessment' },
  noCredits: {
    title: 'No Credits Remaining',
    description:
      'You need at least 1 credit to create a new business analysis. Please contact an administrator for more credits.',
  },
  validation: {
    title: 'Validation Error',
    description:
      'Please fix the errors in the Action Plan section before completing the assessment',
  },
  saveFailed: { title: 'Save Failed', description: 'Failed to save assessment data' },
  noAssessment: {
    title: 'No assessment selected',
    description: 'Please save your assessment first before creating a snapshot',
  },
  cannotSnapshot: {
    title: 'Cannot create snapshot',
    description:
      'Please rate all three pillars (Product, Market, Execution) before creating a snapshot',
  },
  snapshotFailed: {
    title: 'Snapshot Failed',
    description: 'Could not create progress snapshot. Please try again.',
  },
  created: { title: 'Assessment Created' },
  completed: { title: 'Assessment Completed', description: 'Ready for AI coaching sessions' },
  saved: { title: 'Progress Saved' },
  snapshotCreated: { title: 'Progress Snapshot Created' },
  cacheCleared: { title: 'Cache Cleared' },
  clearCacheFailed: { title: 'Clear Cache Failed' },
  conflict: { title: 'Assessment changed elsewhere' },
} as const;

export const AI_HELPER_TEXTS = {
  /** The name of a field's helper toolbar (its buttons name the field; this must not repeat it). */
  toolbar: 'AI help',
  getIdeas: 'Get Ideas',
  improveText: 'Improve Text',
  ideasTitle: 'Ideas for this answer',
  improveTitle: 'Improve your text',
  selectAll: 'Select all',
  clearAll: 'Clear all',
  applySelected: 'Apply Selected',
  cancel: 'Cancel',
  improvedFallbackStyle: 'Improved',
} as const;
