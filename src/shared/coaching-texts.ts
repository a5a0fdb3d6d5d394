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
  regenerating: 'Your coach is writing a new version. This one stays here until it is ready.',
} as const;

/**
 * The notice on a session whose answers or ratings changed after it was written
 * (docs/product-decisions.md 'Coaching and AI': a stored session says so and offers to regenerate).
 * Calm: nothing is wrong, it is only older.
 */
export const STALE_COACHING_TEXTS = {
  title: 'Your answers have changed since this session was written',
  body: 'It still reflects your earlier answers and ratings. Regenerate it to get coaching on what your assessment says now.',
  regenerate: 'Regenerate',
} as const;

const sessions = (n: number) => `${n} generated coaching ${n === 1 ? 'session' : 'sessions'}`;

/**
 * The confirmation before the coaching cache of an assessment is cleared (docs/product-decisions.md
 * 'Coaching and AI': destructive actions confirm first). Clearing also resets those sessions'
 * progress until they are opened again.
 */
export const CLEAR_CACHE_CONFIRM = {
  title: (name: string) => `Clear the coaching sessions of "${name}"?`,
  /** `count` is undefined while the list of sessions is still loading. */
  description: (count: number | undefined) =>
    count === undefined
      ? 'Every generated coaching session of this assessment will be deleted and written again when you open it. Until then it no longer counts as complete.'
      : `The ${sessions(count)} will be deleted and written again when you open ${count === 1 ? 'it' : 'them'}. Until then ${count === 1 ? 'it no longer counts' : 'they no longer count'} as complete.`,
  nothingTitle: 'No coaching sessions to clear',
  nothingDescription: (name: string) =>
    `"${name}" has no generated coaching sessions yet, so there is nothing to clear.`,
  confirm: (count: number | undefined) =>
    count === undefined
      ? 'Clear sessions'
      : `Clear ${count === 1 ? '1 session' : `${count} sessions`}`,
  cancel: 'Cancel',
  close: 'Close',
  cleared: 'Coaching sessions will be generated again.',
} as const;

/**
 * The `reason` of the 400 that `POST /api/coach` answers when the assessment has no answers to
 * coach on yet (its message stays the spec's 'Please complete Session 1 first'): the session page
 * then says 'Session Not Available' instead of showing a toast. Kept here, beside the texts it
 * chooses between, so the client reads it without the zod contracts.
 */
export const NO_ANSWERS_REASON = 'no_answers';

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
