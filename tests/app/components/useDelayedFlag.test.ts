import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../../src/app/components/useDelayedFlag';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a wait shown only once it lasts', () => {
  it('stays off for a short wait and comes on once the wait has lasted the delay', () => {
    const { result } = renderHook(() => useDelayedFlag(true, 300));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('goes off at once when the wait ends, and a new wait starts its delay afresh', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 300), {
      initialProps: { on: true },
    });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
  });

  it('never comes on for a wait that ended before the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 300), {
      initialProps: { on: true },
    });
    act(() => vi.advanceTimersByTime(200));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
