import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../../src/app/search/useDelayedFlag';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const DELAY_MS = 300;
/** A wait that has just begun; `rerender({ on })` ends or restarts it. */
const renderWait = () => renderHook(({ on }) => useDelayedFlag(on, DELAY_MS), { initialProps: { on: true } });

describe('a wait shown only once it lasts', () => {
  it('stays off for a short wait and comes on once the wait has lasted the delay', () => {
    const { result } = renderWait();
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('goes off at once when the wait ends, and a new wait starts its delay afresh', () => {
    const { result, rerender } = renderWait();
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
    rerender({ on: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(result.current).toBe(true);
  });

  it('never comes on for a wait that ended before the delay', () => {
    const { result, rerender } = renderWait();
    act(() => vi.advanceTimersByTime(200));
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
  });
});
