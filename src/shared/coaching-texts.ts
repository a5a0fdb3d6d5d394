/** Texts of the coaching screen (spec 2 and 8). */
export const COACHING_TEXTS = {
  sessionOf: (n: number) => `Session ${n} of 7`,
  assumedIndustry: 'Assumed industry',
  lowConfidence: 'Low Confidence',
  regenerate: 'Regenerate',
  exportPdf: 'Export PDF',
  previous: 'Previous',
  next: 'Next',
  startNew: 'Start New Assessment',
  notAvailableTitle: 'Session Not Available',
  notAvailableBody:
    'Complete your assessment (Session 1) first, then your coaching sessions unlock.',
  goToAssessment: 'Go to the assessment',
  writtenByOffline: 'Written by the built-in offline coach',
  writtenByModel: (name: string) => `Written by ${name}`,
  generating: 'Your coach is preparing this session...',
  retry: 'Try again',
  loadFailedBody: 'This session could not be loaded.',
} as const;

export const COACHING_TOASTS = {
  noAssessment: { title: 'No Assessment Found', description: 'Please complete Session 1 first' },
  loadingFailed: { title: 'Loading Failed', description: 'Failed to load coaching session' },
  regenerated: { title: 'Session Regenerated' },
  regenerationFailed: { title: 'Regeneration Failed' },
} as const;

/** The six cards (spec 2), keyed by the coaching result's fields. */
export const COACHING_CARD_TITLES = {
  teach: 'Just-in-time Education',
  recommendActions: 'Recommended Actions',
  recommendLearning: 'Learning Resources',
  metrics: 'Key Metrics',
  risks: 'Key Risks',
  microTasks: 'Next 7 Days',
} as const;
