/**
 * Mentor links (docs/decisions/033): an owner shares one assessment read-only with someone who has
 * no account. The rules and texts both sides read.
 */

/** The lifetimes an owner may choose, in days. */
export const MENTOR_LINK_EXPIRY_DAYS = [7, 30, 90] as const;
export type MentorLinkExpiryDays = (typeof MENTOR_LINK_EXPIRY_DAYS)[number];

/** Links of one assessment that may be active (neither revoked nor expired) at the same time. */
export const MAX_ACTIVE_MENTOR_LINKS = 10;

/** The owner's list shows the newest links, active or not, up to this many. */
export const MENTOR_LINKS_LISTED = 50;

/** A token is 32 random bytes in base64url: 43 characters, nothing else is looked up. */
export const MENTOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type MentorLinkStatus = 'active' | 'expired' | 'revoked';

export const SHARING_MESSAGES = {
  badExpiry: 'expiresInDays must be 7, 30 or 90 (days)',
  tooMany: `This assessment already has ${MAX_ACTIVE_MENTOR_LINKS} active mentor links. Revoke one before creating another.`,
  linkNotFound: 'Mentor link not found',
  /** Unknown, revoked and expired links alike: the answer says nothing about which. */
  unavailable: 'This link is no longer available',
} as const;

/** The owner's dialog, opened from the assessment selector. */
export const SHARE_DIALOG_TEXTS = {
  open: (name: string) => `Share "${name}" with a mentor`,
  title: 'Share with a mentor',
  description: (name: string) =>
    `Anyone with the link can read "${name}": its answers, dashboard and coaching sessions. They need no account and cannot change anything. You can revoke the link at any time.`,
  expiryLabel: 'Link expires after',
  expiryOption: (days: number) => `${days} days`,
  create: 'Create link',
  creating: 'Creating...',
  newLinkLabel: 'Your new link',
  newLinkNote:
    'Copy it now: for your privacy only a fingerprint of it is stored, so it cannot be shown again.',
  copy: 'Copy link',
  copied: 'Copied',
  copyFailed: 'Select the link and copy it by hand.',
  listTitle: 'Links to this assessment',
  listEmpty: 'No links yet.',
  listLoading: 'Loading links...',
  listFailed: 'The links could not be loaded.',
  created: (date: string) => `Created ${date}`,
  expires: (date: string) => `Expires ${date}`,
  expired: (date: string) => `Expired ${date}`,
  revokedOn: (date: string) => `Revoked ${date}`,
  lastViewed: (date: string) => `Last viewed ${date}`,
  neverViewed: 'Not viewed yet',
  status: { active: 'Active', expired: 'Expired', revoked: 'Revoked' } satisfies Record<
    MentorLinkStatus,
    string
  >,
  revoke: 'Revoke',
  revokeLabel: (created: string) => `Revoke the link created ${created}`,
  revokeTitle: 'Revoke this link?',
  revokeBody:
    'Whoever has it will see "This link is no longer available" from now on. This cannot be undone, but you can create a new link.',
  revokeConfirm: 'Revoke link',
  revokeCancel: 'Keep it',
  revoked: { title: 'Link revoked' },
  createFailed: 'Link Not Created',
  revokeFailed: 'Revoke Failed',
  failedFallback: 'Please try again.',
  atLimit: `${MAX_ACTIVE_MENTOR_LINKS} links are active: revoke one to create another.`,
} as const;

/** The read-only page a mentor opens. */
export const SHARED_VIEW_TEXTS = {
  documentTitle: 'Shared assessment',
  sharedBy: (who: string) => `Shared by ${who}`,
  readOnly: 'read-only',
  readOnlyBadge: 'Read-only',
  expires: (date: string) => `This link works until ${date}.`,
  loading: 'Loading the shared assessment...',
  unavailableTitle: SHARING_MESSAGES.unavailable,
  unavailableBody:
    'It may have expired, or its owner may have revoked it. Ask them for a new link if you still need it.',
  failedTitle: 'The shared assessment could not be loaded',
  failedBody: 'Check your connection and reload the page.',
  sections: 'Sections',
  dashboard: 'Dashboard',
  answers: 'Answers',
  coaching: 'Coaching',
  updated: (date: string) => `Updated ${date}`,
  noCoaching: 'No coaching session has been written for this assessment yet.',
  coachingSession: (n: number, title: string) => `Session ${n}: ${title}`,
  writtenOn: (date: string) => `Written ${date}`,
  stale: 'Written before the latest changes to the answers.',
  unanswered: 'Not answered',
  noTasks: 'No tasks yet',
  rating: (score: string, level: string) => `Rating ${score} · ${level}`,
} as const;
