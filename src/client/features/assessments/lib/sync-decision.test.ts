import { describe, expect, it } from 'vitest';
import { emptyFormState, type FormState } from '@shared/contracts/assessment-rules';
import type { LocalCopy } from './local-copy';
import { decideSync, type ServerCopy } from './sync-decision';

const withProblem = (problem: string): FormState => {
  const f = emptyFormState();
  f.product.problem = problem;
  return f;
};

const server = (formData: FormState, updatedAt = '2026-01-01T10:00:00.000Z'): ServerCopy => ({
  formData,
  updatedAt,
  version: 3,
});

const local = (formState: FormState, patch: Partial<LocalCopy> = {}): LocalCopy => ({
  formState,
  editedAt: Date.parse('2026-01-01T09:00:00.000Z'),
  dirty: false,
  baseVersion: 3,
  ...patch,
});

describe('decideSync', () => {
  it('uses the database when there is no local copy', () => {
    expect(decideSync(server(withProblem('db text')), undefined)).toEqual({ use: 'server' });
  });

  it('lets the database win over a clean local copy', () => {
    expect(
      decideSync(server(withProblem('db text')), local(withProblem('older local text'))),
    ).toEqual({ use: 'server' });
  });

  it('lets the database win over unsynced edits older than its last update', () => {
    const copy = local(withProblem('stale edit'), {
      dirty: true,
      editedAt: Date.parse('2026-01-01T09:59:00.000Z'),
    });
    expect(decideSync(server(withProblem('db text')), copy)).toEqual({ use: 'server' });
  });

  it('keeps unsynced local edits newer than the database and saves them', () => {
    const copy = local(withProblem('typed offline'), {
      dirty: true,
      editedAt: Date.parse('2026-01-01T10:05:00.000Z'),
    });
    expect(decideSync(server(withProblem('db text')), copy)).toEqual({ use: 'local', save: true });
  });

  it('uses local data when the database has none and a key field has more than 10 characters', () => {
    expect(decideSync(server(emptyFormState()), local(withProblem('more than ten')))).toEqual({
      use: 'local',
      save: true,
    });
    expect(decideSync(server(emptyFormState()), local(withProblem('ten chars!')))).toEqual({
      use: 'server',
    });
  });
});
