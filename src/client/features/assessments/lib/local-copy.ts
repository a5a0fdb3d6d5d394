import { coerceFormState, type FormState } from '@shared/contracts/assessment-rules';

/**
 * The browser's copy of each assessment (spec 4): every change is mirrored here, so an edit survives
 * a reload, a closed tab or a server that cannot be reached.
 */
export interface LocalCopy {
  formState: FormState;
  /** When the user last edited (ms since epoch). */
  editedAt: number;
  /** True while the copy holds edits the server has not confirmed. */
  dirty: boolean;
  /** The server version the edits are based on. */
  baseVersion: number | null;
}

const PREFIX = 'pillars:assessment:';
export const NEW_ASSESSMENT_KEY = 'new';

export function localKey(id: string | undefined): string {
  return `${PREFIX}${id ?? NEW_ASSESSMENT_KEY}`;
}

export function readLocalCopy(id: string | undefined): LocalCopy | undefined {
  try {
    const raw = localStorage.getItem(localKey(id));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<LocalCopy>;
    if (!parsed.formState || typeof parsed.formState !== 'object') return undefined;
    return {
      formState: coerceFormState(parsed.formState),
      editedAt: Number(parsed.editedAt) || 0,
      dirty: parsed.dirty === true,
      baseVersion: typeof parsed.baseVersion === 'number' ? parsed.baseVersion : null,
    };
  } catch {
    return undefined;
  }
}

export function writeLocalCopy(id: string | undefined, copy: LocalCopy): void {
  if (id && isDeleted(id)) return;
  try {
    localStorage.setItem(localKey(id), JSON.stringify(copy));
  } catch (err) {
    // A full or disabled storage must not break the form; the server copy still exists.
    console.warn('Could not keep a local copy of the assessment', err);
  }
}

export function removeLocalCopy(id: string | undefined): void {
  try {
    localStorage.removeItem(localKey(id));
  } catch {
    // ignore
  }
}

/** Text the user had when the server refused a save as outdated (409), kept to restore. */
export function conflictKey(id: string): string {
  return `${PREFIX}${id}:conflict`;
}

export function readConflictBackup(id: string): FormState | null {
  try {
    const raw = localStorage.getItem(conflictKey(id));
    return raw ? coerceFormState((JSON.parse(raw) as { formState: unknown }).formState) : null;
  } catch {
    return null;
  }
}

export function writeConflictBackup(id: string, formState: FormState): void {
  try {
    localStorage.setItem(conflictKey(id), JSON.stringify({ formState, at: Date.now() }));
  } catch (err) {
    console.warn('Could not keep the text from before the conflict', err);
  }
}

export function removeConflictBackup(id: string): void {
  try {
    localStorage.removeItem(conflictKey(id));
  } catch {
    // ignore
  }
}

// Assessments deleted in this tab: an editor closing on one must not write it back or save it.
const deleted = new Set<string>();

export function isDeleted(id: string): boolean {
  return deleted.has(id);
}

/** Forgets a deleted assessment: its local copies go, and no later write or save revives it. */
export function forgetAssessment(id: string): void {
  deleted.add(id);
  removeLocalCopy(id);
  removeConflictBackup(id);
}
