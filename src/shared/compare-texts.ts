/** Texts of "What changed" (docs/decisions/035), on the screen and in the API's answers. */
export const COMPARE_TEXTS = {
  title: 'What changed',
  subtitle: (name: string) =>
    `Compare “${name}” with a snapshot or with another of your assessments`,
  open: 'What changed',
  compareWith: 'Compare with',
  choose: 'Choose a snapshot or an assessment',
  snapshotsGroup: 'Snapshots of this assessment',
  assessmentsGroup: 'Your other assessments',
  /** A snapshot without a note: Track Progress and the automatic one at completion send none. */
  snapshotLabel: 'Progress snapshot',
  scoresOnlyTag: 'scores only',
  current: 'Now',
  scoresTitle: 'Ratings and scores',
  pillar: 'Pillar',
  change: 'Change',
  noChange: 'no change',
  points: (delta: number) => `${delta > 0 ? '+' : '−'}${Math.abs(delta)} points`,
  rating: 'Rating',
  overall: 'Overall Score',
  unrated: 'not rated',
  answersTitle: 'Changed answers',
  answersCount: (n: number) => (n === 1 ? '1 answer changed' : `${n} answers changed`),
  noChanges: 'No answers changed.',
  scoresOnly: 'This snapshot was taken before answers were kept; only scores are compared',
  legend: 'Struck-through words were removed; highlighted words were added.',
  sampleRemoved: 'removed',
  sampleAdded: 'added',
  removed: 'Removed: ',
  added: 'Added: ',
  endRemoved: ' (end of removed text)',
  endAdded: ' (end of added text)',
  folded: (words: number) => `${words} unchanged ${words === 1 ? 'word' : 'words'}`,
  showWhole: 'Show the whole answer',
  showChanges: 'Show the changes only',
  wasEmpty: 'was empty',
  nowEmpty: 'now empty',
  nothingToCompare:
    'Nothing to compare with yet: take a snapshot with Track Progress on the assessment screen, or create another assessment.',
  notFound: 'That snapshot or assessment was not found. Choose another one.',
  loadFailed: 'Could not load the comparison. Please try again.',
  compareLink: 'Compare',
  compareWithDay: (date: string) => `Compare now with ${date}`,
  historyLinks: 'Compare now with a snapshot',
} as const;

/** The client route of "What changed" for an assessment, with what to compare it with. */
export function compareRoute(
  assessmentId: string,
  target?: { snapshot: string } | { with: string },
): string {
  const base = `/compare?a=${encodeURIComponent(assessmentId)}`;
  if (!target) return base;
  return 'snapshot' in target
    ? `${base}&snapshot=${encodeURIComponent(target.snapshot)}`
    : `${base}&with=${encodeURIComponent(target.with)}`;
}
