import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismiss, toast, useToasts } from './use-toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('the toast store', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', open: true });
  });

  it('removes a dismissed toast after 1000000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' }).id;
    });
    act(() => {
      dismiss(id);
    });
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => {
      vi.advanceTimersByTime(999_999);
    });
    expect(result.current.some((t) => t.id === id)).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.some((t) => t.id === id)).toBe(false);
  });
});
