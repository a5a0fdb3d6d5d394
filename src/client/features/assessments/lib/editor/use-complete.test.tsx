import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ID_A, withQueryClient } from './editor.test-support';
import { useEditorSession } from './editor-session';
import { useComplete, withoutError } from './use-complete';
import type { Save } from './use-save';

function useCompleting(save: Save, onCompleted: () => void) {
  const session = useEditorSession(ID_A);
  return { session, ...useComplete(session, { save, onCompleted }) };
}

describe('useComplete', () => {
  it('refuses with the errors, counting each refusal, and saves nothing', async () => {
    const save = vi.fn<Save>();
    const onCompleted = vi.fn();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCompleting(save, onCompleted), { wrapper });
    await act(() => result.current.complete());
    await act(() => result.current.complete());
    const meta = result.current.session.meta.get();
    expect(meta.errors).toMatchObject({
      priority: 'Priority Focus is required',
      successMeasures: 'Success Measures are required',
    });
    expect(meta.errorsShown).toBe(2);
    expect(save).not.toHaveBeenCalled();
    expect(onCompleted).not.toHaveBeenCalled();

    act(() => result.current.clearError('priority'));
    expect(result.current.session.meta.get().errors).toEqual({
      successMeasures: 'Success Measures are required',
    });
  });

  it('saves as completed and moves on when the rules pass', async () => {
    const save = vi.fn<Save>(() => Promise.resolve(true));
    const onCompleted = vi.fn();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useCompleting(save, onCompleted), { wrapper });
    act(() => {
      result.current.session.store.set(['actionPlan', 'priority'], 'Ship the pilot');
      result.current.session.store.set(['actionPlan', 'successMeasures'], 'Two paying shops');
    });
    await act(() => result.current.complete());
    expect(save).toHaveBeenCalledWith('complete', true);
    expect(onCompleted).toHaveBeenCalledOnce();
  });

  it('does not move on when the completing save fails', async () => {
    const onCompleted = vi.fn();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(
      () =>
        useCompleting(
          vi.fn<Save>(() => Promise.resolve(false)),
          onCompleted,
        ),
      { wrapper },
    );
    act(() => {
      result.current.session.store.set(['actionPlan', 'priority'], 'Ship');
      result.current.session.store.set(['actionPlan', 'successMeasures'], 'Shops');
    });
    await act(() => result.current.complete());
    expect(onCompleted).not.toHaveBeenCalled();
  });
});

describe('withoutError', () => {
  it('removes one field’s error and keeps the object when there was none', () => {
    const errors = { priority: 'p', tasks: { 1: 't1', 3: 't3' } };
    expect(withoutError(errors, 'successMeasures')).toBe(errors);
    expect(withoutError(errors, { task: 1 })).toEqual({ priority: 'p', tasks: { 3: 't3' } });
    expect(withoutError({ tasks: { 3: 't3' } }, { task: 3 })).toEqual({});
  });
});
