import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalCopy } from '../local-copy';
import { ID_A, ID_B } from './editor.test-support';
import { useEditorSession } from './editor-session';
import { useLocalCopy } from './use-local-copy';

function useSessionWithLocalCopy(id: string) {
  const session = useEditorSession(id);
  const persist = useLocalCopy(session);
  return { session, persist };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useLocalCopy', () => {
  it('writes each edit to the browser a moment after the last keystroke, as unsaved', async () => {
    const { result } = renderHook(() => useSessionWithLocalCopy(ID_A));
    const { session } = result.current;
    await act(() => session.store.set(['product', 'problem'], 'Bread'));
    expect(session.dirty).toBe(true);
    expect(session.meta.get().status).toBe('unsaved');
    expect(readLocalCopy(ID_A)).toBeUndefined();
    await act(() => session.store.set(['product', 'problem'], 'Bread waste'));
    await act(() => vi.advanceTimersByTime(250));
    expect(readLocalCopy(ID_A)).toMatchObject({
      dirty: true,
      formState: { product: { problem: 'Bread waste' } },
    });
  });

  it('writes a pending edit to its own assessment when another is opened, never to the next', async () => {
    const { result, rerender } = renderHook(({ id }) => useSessionWithLocalCopy(id), {
      initialProps: { id: ID_A },
    });
    await act(() => result.current.session.store.set(['product', 'problem'], 'Only for A'));
    rerender({ id: ID_B });
    await act(() => vi.advanceTimersByTime(1000));
    expect(readLocalCopy(ID_A)?.formState.product.problem).toBe('Only for A');
    expect(readLocalCopy(ID_B)).toBeUndefined();
  });

  it('records what the server confirmed through the writer it returns', async () => {
    const { result } = renderHook(() => useSessionWithLocalCopy(ID_A));
    result.current.session.setVersion(3);
    result.current.persist(false);
    expect(readLocalCopy(ID_A)).toMatchObject({ dirty: false, baseVersion: 3 });
  });
});
