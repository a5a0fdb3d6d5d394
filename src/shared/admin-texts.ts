/** Texts of the admin panel (spec 2 and 8). */
export const ADMIN_TEXTS = {
  title: 'Admin Panel',
  subtitle: 'Manage users and credits',
  usersTitle: 'User Management',
  columns: {
    user: 'User',
    email: 'Email',
    status: 'Status',
    credits: 'Credits',
    joined: 'Joined',
    actions: 'Actions',
  },
  adminBadge: 'Admin',
  userBadge: 'User',
  grantCredits: 'Grant Credits',
  granting: 'Granting...',
  noUsers: 'No users found',
  loadingUsers: 'Loading users...',
  filterPlaceholder: 'Filter by name or email',
  groupsTitle: 'Circle Access Groups',
  groupsDescription:
    'Members of these Circle groups may sign in. With no group configured, every active community member may.',
  groupPlaceholder: 'Enter Circle group name...',
  addGroup: 'Add Group',
  noGroups: 'No access groups configured',
  added: (date: string) => `Added ${date}`,
  amountPlaceholder: 'e.g., 5',
  amountLabel: 'Credits to grant',
  currentBalance: 'Current balance',
  newBalance: 'New balance',
  cancel: 'Cancel',
  history: 'Credit history',
  noHistory: 'No credit changes yet',
} as const;

/**
 * The confirmation before an access group is removed (docs/product-decisions.md 'Coaching and AI':
 * destructive actions confirm first).
 */
export const REMOVE_GROUP_CONFIRM = {
  title: (name: string) => `Remove the access group "${name}"?`,
  description:
    'Members of this Circle group will no longer be able to sign in through it. Members of the other authorised groups keep their access.',
  /** With no group configured, every active community member may sign in: say so before it happens. */
  lastGroupDescription:
    'It is the last authorised group: with none configured, every active member of the community may sign in.',
  confirm: 'Remove group',
  cancel: 'Cancel',
} as const;

export const ADMIN_TOASTS = {
  invalidAmount: { title: 'Invalid Amount', description: 'Please enter a valid positive number' },
  grantFailed: { title: 'Failed to Grant Credits', fallback: 'Failed to grant credits' },
  granted: {
    title: 'Credits Granted',
    description: (n: number) => `Successfully granted credits. New balance: ${n}`,
  },
  groupAdded: {
    title: 'Access Group Added',
    description: 'The Circle group has been authorized for access',
  },
  groupRemoved: {
    title: 'Access Group Removed',
    description: 'The Circle group has been removed from authorized access',
  },
  addFailed: { title: 'Failed to Add Group' },
  removeFailed: { title: 'Failed to Remove Group' },
} as const;

/** The spec's rule: the amount must parse as a whole number greater than 0. */
export function parseGrantAmount(input: string): number | null {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
