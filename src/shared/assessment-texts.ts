import { LIMITS } from './domain';

/** An assessment name's rules, the same at creation and rename, on both sides. */
export const NAME_MESSAGES = {
  required: 'Enter a name for the assessment',
  tooLong: `The name must be at most ${LIMITS.assessmentNameMax} characters`,
} as const;

/** The message for a name that breaks the rules (checked after trimming), else null. */
export function assessmentNameError(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return NAME_MESSAGES.required;
  if (trimmed.length > LIMITS.assessmentNameMax) return NAME_MESSAGES.tooLong;
  return null;
}

/** Texts of the assessment selector: choosing, naming, renaming and deleting (ADR 019). */
export const SELECTOR_TEXTS = {
  triggerPrefix: 'Choose assessment: ',
  /** The trigger while the user has no assessment yet. */
  noneYet: 'New assessment',
  dialogLabel: 'Your assessments',
  listLabel: 'Your assessments',
  current: 'Current',
  newLabel: 'New assessment',
  create: 'Create assessment',
  costsOneCredit: 'A new assessment costs 1 credit.',
  createdDescription: (name: string) => `"${name}" is ready.`,
} as const;

export const RENAME_TEXTS = {
  open: (name: string) => `Rename "${name}"`,
  label: (name: string) => `New name for "${name}"`,
  save: 'Save name',
  cancel: 'Cancel renaming',
  renamed: { title: 'Assessment Renamed' },
  renamedDescription: (name: string) => `It is now called "${name}".`,
  failedTitle: 'Rename Failed',
  failedFallback: 'The name could not be saved. Please try again.',
} as const;

export const DELETE_TEXTS = {
  open: (name: string) => `Delete "${name}"`,
  title: (name: string) => `Delete "${name}"?`,
  body: 'Its answers, ratings, progress snapshots and coaching sessions are deleted for good. This cannot be undone.',
  noRefund: 'The credit it cost is not refunded: a new assessment costs 1 credit again.',
  confirm: 'Delete assessment',
  cancel: 'Keep it',
  deleted: { title: 'Assessment Deleted' },
  deletedDescription: (name: string) => `"${name}" was deleted. No credit was refunded.`,
  failedTitle: 'Delete Failed',
  failedFallback: 'The assessment could not be deleted. Please try again.',
} as const;
