import { useState } from 'react';
import { emptyFormState } from '@shared/contracts/assessment-rules';
import { FormStore } from '../form-store';
import { isDeleted } from '../local-copy';
import { MetaStore } from './editor-meta';

/**
 * One assessment open in the editor: its form, its screen state, and the facts its saves need.
 * Opening another assessment starts a new session, so nothing of the previous one (a local copy
 * about to be written, a save in flight, its version) can land in the next one.
 */
export class EditorSession {
  readonly store = new FormStore(emptyFormState());
  readonly meta = new MetaStore();
  private facts = {
    id: undefined as string | undefined,
    version: null as number | null,
    dirty: false,
    inFlight: null as Promise<unknown> | null,
    createdHere: false,
  };

  /**
   * @param id the assessment; undefined for a user's first, not yet saved one, whose first save
   *   gives it one (`adopt`), the only time a session's id changes.
   */
  constructor(id: string | undefined) {
    this.facts.id = id;
  }

  get id(): string | undefined {
    return this.facts.id;
  }
  /** The version the form is based on (null before the first load or save). */
  get version(): number | null {
    return this.facts.version;
  }
  /** True while the form holds edits the server has not confirmed. */
  get dirty(): boolean {
    return this.facts.dirty;
  }
  /** The save under way, if any: saves run one at a time. */
  get inFlight(): Promise<unknown> | null {
    return this.facts.inFlight;
  }
  /** The session's first save created its assessment. */
  get createdHere(): boolean {
    return this.facts.createdHere;
  }

  setVersion(version: number | null): void {
    this.facts.version = version;
  }
  setDirty(dirty: boolean): void {
    this.facts.dirty = dirty;
  }
  setInFlight(save: Promise<unknown> | null): void {
    this.facts.inFlight = save;
  }
  /** The first save created the assessment: from now on the session is that assessment's. */
  adopt(id: string): void {
    this.facts.id = id;
    this.facts.createdHere = true;
  }
}

/**
 * The session for `assessmentId`. It stays the same while that assessment stays selected,
 * including when the session itself created it (the selection may name it a moment later).
 */
export function useEditorSession(assessmentId: string | undefined): EditorSession {
  const [session, setSession] = useState(() => new EditorSession(assessmentId));
  if (session.id === assessmentId) return session;
  if (assessmentId === undefined && session.createdHere && !isDeleted(session.id!)) return session;
  // Another assessment was selected: React renders again at once with the new session.
  const next = new EditorSession(assessmentId);
  setSession(next);
  return next;
}
