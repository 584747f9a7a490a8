import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealedCount } from '../../../src/app/home/useRevealedCount';

describe('sections revealed one per idle moment', () => {
  it('shows the first at once, then one more each idle moment until all show', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useRevealedCount(4);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    // Each step its own render: never two sections in one go.
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
  });

  it('never shows more than there are', () => {
    const { result } = renderHook(() => useRevealedCount(0));
    expect(result.current).toBe(0);
  });
});
