import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentListItem } from '@shared/contracts/assessments';
import { forgetAssessment, readLocalCopy } from '../local-copy';
import {
  formWith,
  ID_A,
  ID_B,
  json,
  record,
  saved,
  stubServer,
  withQueryClient,
} from './editor.test-support';
import { useEditorSession } from './editor-session';
import { useLocalCopy } from './use-local-copy';
import { useSave } from './use-save';
import { useSaveConflict } from './use-save-conflict';

function useSaving(id: string | undefined, onCreated: (id: string) => void) {
  const session = useEditorSession(id);
  const persist = useLocalCopy(session);
  const conflict = useSaveConflict(session, persist);
  const save = useSave(session, { persist, onConflict: conflict.onConflict, onCreated });
  return { session, save, conflict };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useSave', () => {
  it('sends the form with its version, and records the new version as saved', async () => {
    const sent = stubServer(() => json(saved(ID_A, 3)));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSaving(ID_A, vi.fn()), { wrapper });
    const { session, save } = result.current;
    session.setVersion(2);
    act(() => session.store.set(['product', 'problem'], 'Saved text'));
    await act(async () => expect(await save('manual')).toBe(true));
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/assessments/${ID_A}`,
        body: expect.objectContaining({ version: 2, assessmentId: ID_A }) as unknown,
      },
    ]);
    expect(session.version).toBe(3);
    expect(session.dirty).toBe(false);
    expect(session.meta.get().status).toBe('saved');
    expect(readLocalCopy(ID_A)).toMatchObject({ dirty: false, baseVersion: 3 });
  });

  it('runs one save at a time: the second waits, then sends the newest form', async () => {
    let release: () => void = () => undefined;
    const first = new Promise<void>((r) => (release = r));
    const sent = stubServer(async (req) => {
      if (sent.length === 1) await first;
      return json(saved(ID_A, sent.indexOf(req) + 2));
    });
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSaving(ID_A, vi.fn()), { wrapper });
    const { session, save } = result.current;
    session.setVersion(1);
    act(() => session.store.set(['product', 'problem'], 'one'));
    let both: Promise<boolean[]> = Promise.resolve([]);
    act(() => {
      const a = save('auto');
      session.store.set(['product', 'problem'], 'two');
      both = Promise.all([a, save('auto')]);
    });
    release();
    await act(async () => expect(await both).toEqual([true, true]));
    expect(sent.map((r) => (r.body as { version: number }).version)).toEqual([1, 2]);
    expect(
      sent.map((r) => (r.body as { formState: { product: { problem: string } } }).formState),
    ).toMatchObject([{ product: { problem: 'one' } }, { product: { problem: 'two' } }]);
  });

  it('creates the default assessment: the session takes its id and the list holds it', async () => {
    stubServer(() => json(saved(ID_A, 1), 201));
    const { wrapper, queryClient } = withQueryClient();
    queryClient.setQueryData(['/api/assessments/list'], []);
    const onCreated = vi.fn();
    const { result } = renderHook(() => useSaving(undefined, onCreated), { wrapper });
    act(() => result.current.session.store.set(['product', 'problem'], 'First words'));
    await act(async () => expect(await result.current.save('auto')).toBe(true));
    expect(result.current.session.id).toBe(ID_A);
    expect(onCreated).toHaveBeenCalledWith(ID_A);
    expect(
      queryClient.getQueryData<AssessmentListItem[]>(['/api/assessments/list'])?.map((a) => a.id),
    ).toEqual([ID_A]);
    expect(readLocalCopy(undefined)).toBeUndefined();
  });

  // Deleted ids stay deleted for the module's life: this test comes last among ID_A's.
  it('never saves an assessment deleted in this tab', async () => {
    const sent = stubServer(() => json(saved(ID_A, 2)));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSaving(ID_A, vi.fn()), { wrapper });
    act(() => result.current.session.store.set(['product', 'problem'], 'Too late'));
    forgetAssessment(ID_A);
    await act(async () => expect(await result.current.save('manual')).toBe(false));
    expect(sent).toEqual([]);
    expect(readLocalCopy(ID_A)).toBeUndefined();
  });
});

describe('useSaveConflict', () => {
  it('on a 409 shows the newer record and keeps the user’s text to restore, across reloads', async () => {
    const newer = record(ID_B, formWith('Saved in another tab'), 5);
    stubServer(() => json({ message: 'changed elsewhere', current: newer }, 409));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useSaving(ID_B, vi.fn()), { wrapper });
    const { session, save, conflict } = result.current;
    session.setVersion(4);
    act(() => session.store.set(['product', 'problem'], 'Mine, from this tab'));
    await act(async () => expect(await save('manual')).toBe(false));
    expect(session.store.get().product.problem).toBe('Saved in another tab');
    expect(session.version).toBe(5);
    expect(session.meta.get().conflictBackup?.product.problem).toBe('Mine, from this tab');

    // A later visit offers the kept text again.
    const again = renderHook(() => useSaving(ID_B, vi.fn()), { wrapper });
    expect(again.result.current.session.meta.get().conflictBackup?.product.problem).toBe(
      'Mine, from this tab',
    );

    act(() => conflict.restore());
    expect(session.store.get().product.problem).toBe('Mine, from this tab');
    expect(session.dirty).toBe(true);
    expect(session.meta.get().conflictBackup).toBeNull();
    const fresh = renderHook(() => useSaving(ID_B, vi.fn()), { wrapper });
    expect(fresh.result.current.session.meta.get().conflictBackup).toBeNull();
  });
});
