export const COACHING_MESSAGES = {
  assessmentNotFound: 'Assessment not found',
  /** The spec's 'No Assessment Found' toast text. */
  noAssessment: 'Please complete Session 1 first',
  notStored: (n: number) => `No coaching stored for session ${n} yet`,
} as const;
