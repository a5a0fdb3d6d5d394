import {
  hasSyncableContent,
  isBlankForm,
  type FormState,
} from '@shared/contracts/assessment-rules';
import type { LocalCopy } from './local-copy';

export interface ServerCopy {
  formData: FormState;
  updatedAt: string;
  version: number;
}

export type SyncDecision =
  /** Show the database's data and overwrite the local copy. */
  | { use: 'server' }
  /** Show the local copy and save it to the server (based on the server's current version). */
  | { use: 'local'; save: true };

/**
 * Which copy to show when an assessment loads (spec 4 and docs/product-decisions.md 'Assessments'):
 * the database wins, except that a local copy holding unsynced edits newer than the database's last
 * update is kept and saved; and when the database holds no data, a local copy with a key text field
 * over 10 characters is used and synced.
 */
export function decideSync(server: ServerCopy, local: LocalCopy | undefined): SyncDecision {
  if (!local) return { use: 'server' };
  if (local.dirty && local.editedAt > Date.parse(server.updatedAt))
    return { use: 'local', save: true };
  if (isBlankForm(server.formData) && hasSyncableContent(local.formState))
    return { use: 'local', save: true };
  return { use: 'server' };
}
