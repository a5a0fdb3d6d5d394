import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalCopy, writeLocalCopy } from '../local-copy';
import {
  formWith,
  ID_A,
  json,
  record,
  saved,
  stubServer,
  withQueryClient,
} from './editor.test-support';
import { useEditorSession } from './editor-session';
import { useLoadAssessment } from './use-load-assessment';
import type { Save } from './use-save';

function useLoading(id: string | undefined, listReady: boolean, save: Save) {
  const session = useEditorSession(id);
  const { loadError } = useLoadAssessment(session, { listReady, save });
  return { session, loadError };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useLoadAssessment', () => {
  it('waits for the list, then shows the server’s record and refreshes the local copy', async () => {
    stubServer(() => json(record(ID_A, formWith('From the server'), 7)));
    writeLocalCopy(ID_A, {
      formState: formWith('Old local'),
      editedAt: 0,
      dirty: false,
      baseVersion: 6,
    });
    const save = vi.fn<Save>();
    const { wrapper } = withQueryClient();
    const { result, rerender } = renderHook(({ ready }) => useLoading(ID_A, ready, save), {
      wrapper,
      initialProps: { ready: false },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.session.meta.get().loaded).toBe(false);
    rerender({ ready: true });
    await waitFor(() => expect(result.current.session.meta.get().loaded).toBe(true));
    const { session } = result.current;
    expect(session.store.get().product.problem).toBe('From the server');
    expect(session.version).toBe(7);
    expect(session.meta.get().status).toBe('saved');
    expect(readLocalCopy(ID_A)).toMatchObject({ dirty: false, baseVersion: 7 });
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps unsaved local edits newer than the server’s copy, and saves them', async () => {
    stubServer(() => json(record(ID_A, formWith('Older on the server'), 2)));
    writeLocalCopy(ID_A, {
      formState: formWith('Typed offline'),
      editedAt: Date.now(),
      dirty: true,
      baseVersion: 2,
    });
    const save = vi.fn<Save>(() => Promise.resolve(true));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useLoading(ID_A, true, save), { wrapper });
    await waitFor(() => expect(result.current.session.meta.get().loaded).toBe(true));
    expect(result.current.session.store.get().product.problem).toBe('Typed offline');
    expect(result.current.session.dirty).toBe(true);
    expect(save).toHaveBeenCalledWith('sync');
  });

  it('gives a user without assessments the local copy of their first one', () => {
    const sent = stubServer(() => json(saved(ID_A, 1)));
    writeLocalCopy(undefined, {
      formState: formWith('Not saved yet'),
      editedAt: Date.now(),
      dirty: true,
      baseVersion: null,
    });
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useLoading(undefined, true, vi.fn<Save>()), { wrapper });
    expect(result.current.session.meta.get()).toMatchObject({ loaded: true, status: 'unsaved' });
    expect(result.current.session.store.get().product.problem).toBe('Not saved yet');
    expect(sent).toEqual([]);
  });

  it('reports a record that cannot be loaded', async () => {
    stubServer(() => json({ message: 'Assessment not found' }, 404));
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useLoading(ID_A, true, vi.fn<Save>()), { wrapper });
    await waitFor(() => expect(result.current.loadError).toBe(true));
    expect(result.current.session.meta.get().loaded).toBe(false);
  });
});
