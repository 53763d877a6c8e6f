import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation.ts';

describe('useRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fades out at 5 s and shows the next item 500 ms later', () => {
    const { result } = renderHook(() => useRotation(3, 5000, 500));
    expect(result.current).toEqual({ index: 0, visible: true });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toEqual({ index: 0, visible: true });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ index: 0, visible: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toEqual({ index: 1, visible: true });
  });

  it('wraps from the last item to the first', () => {
    const { result } = renderHook(() => useRotation(2, 5000, 500));
    act(() => vi.advanceTimersByTime(11_000));
    expect(result.current.index).toBe(0);
  });

  it('stands still while paused', () => {
    const { result } = renderHook(() => useRotation(3, 5000, 500, true));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current).toEqual({ index: 0, visible: true });
  });
});
