import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetAssessment } from '../local-copy';
import { ID_A, ID_B } from './editor.test-support';
import { useEditorSession } from './editor-session';

describe('useEditorSession', () => {
  it('keeps one session while the same assessment stays selected', () => {
    const { result, rerender } = renderHook(({ id }) => useEditorSession(id), {
      initialProps: { id: ID_A as string | undefined },
    });
    const first = result.current;
    rerender({ id: ID_A });
    expect(result.current).toBe(first);
  });

  it('starts a fresh session, with its own form and facts, when another is selected', () => {
    const { result, rerender } = renderHook(({ id }) => useEditorSession(id), {
      initialProps: { id: ID_A as string | undefined },
    });
    const first = result.current;
    first.store.set(['product', 'problem'], 'Typed into A');
    first.setDirty(true);
    first.setVersion(4);
    rerender({ id: ID_B });
    const second = result.current;
    expect(second).not.toBe(first);
    expect(second.id).toBe(ID_B);
    expect(second.store.get().product.problem).toBe('');
    expect(second.dirty).toBe(false);
    expect(second.version).toBeNull();
  });

  it('keeps the session that created its assessment while the selection catches up', () => {
    const { result, rerender } = renderHook(({ id }) => useEditorSession(id), {
      initialProps: { id: undefined as string | undefined },
    });
    const session = result.current;
    session.adopt(ID_A);
    rerender({ id: undefined });
    expect(result.current).toBe(session);
    rerender({ id: ID_A });
    expect(result.current).toBe(session);
  });

  it('lets go of a created assessment once it is deleted', () => {
    const { result, rerender } = renderHook(({ id }) => useEditorSession(id), {
      initialProps: { id: undefined as string | undefined },
    });
    const session = result.current;
    session.adopt(ID_B);
    forgetAssessment(ID_B);
    rerender({ id: undefined });
    expect(result.current).not.toBe(session);
    expect(result.current.id).toBeUndefined();
  });
});
