import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ID_A, ID_B } from './editor.test-support';
import { useEditorSession } from './editor-session';
import { useAutoSave } from './use-auto-save';
import type { Save } from './use-save';

function useAutoSaving(id: string, save: Save) {
  const session = useEditorSession(id);
  useAutoSave(session, { save, persist: vi.fn() });
  return session;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAutoSave', () => {
  it('saves every 30 seconds only while there are edits and a key field is filled', async () => {
    const save = vi.fn<Save>(() => Promise.resolve(true));
    const { result } = renderHook(() => useAutoSaving(ID_A, save));
    const session = result.current;
    await act(() => vi.advanceTimersByTime(30_000));
    expect(save).not.toHaveBeenCalled();
    await act(() => {
      session.store.set(['reflection', 'surprises'], 'Not a key field');
      session.setDirty(true);
    });
    await act(() => vi.advanceTimersByTime(30_000));
    expect(save).not.toHaveBeenCalled();
    await act(() => session.store.set(['market', 'target'], 'Bakeries'));
    await act(() => vi.advanceTimersByTime(29_999));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledExactlyOnceWith('auto');
  });

  it('saves pending edits of an assessment when another is opened', async () => {
    const save = vi.fn<Save>(() => Promise.resolve(true));
    const { result, rerender } = renderHook(({ id }) => useAutoSaving(id, save), {
      initialProps: { id: ID_A },
    });
    const first = result.current;
    await act(() => {
      first.store.set(['product', 'problem'], 'Leaving A');
      first.setDirty(true);
    });
    rerender({ id: ID_B });
    expect(save).toHaveBeenCalledExactlyOnceWith('auto');
    // The save that ran belongs to the first session (it reads that session's form).
    expect(result.current).not.toBe(first);
  });

  it('sends a keepalive save when the page is hidden', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useAutoSaving(ID_A, vi.fn<Save>()));
    await act(() => {
      result.current.store.set(['product', 'problem'], 'Closing the tab');
      result.current.setDirty(true);
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/assessments/${ID_A}`,
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
