import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from '../../../src/app/home/useRevealedCount';

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when the edge is near. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** Reports every observed element as within (or beyond) the observer's margin. */
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const reportAll = (near: boolean) =>
  act(() => {
    for (const observer of FakeIntersectionObserver.all) observer.report(near);
  });

function Sections({ total }: { total: number }) {
  const { shown, edge } = useRevealedCount(total);
  return (
    <div>
      <output>{shown}</output>
      {shown < total && <div ref={edge} data-testid="edge" />}
    </div>
  );
}

const shown = () => Number(screen.getByRole('status').textContent);

describe('sections revealed as the shopper scrolls towards them', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.all = [];
  });

  it('shows the first only while the end of what shows is more than a screen away', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<Sections total={4} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown()).toBe(1);
    expect(FakeIntersectionObserver.all.at(-1)?.options?.rootMargin).toBe('0px 0px 100% 0px');
  });

  it('shows one more at each idle moment once that end comes near, and stops when it moves away', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<Sections total={4} />);
    reportAll(true);
    await waitFor(() => expect(shown()).toBe(2));
    // The new section pushed the end out of reach.
    reportAll(false);
    const now = shown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shown()).toBe(now);
    reportAll(true);
    await waitFor(() => expect(shown()).toBe(4));
    expect(screen.queryByTestId('edge')).toBeNull();
  });

  it('without IntersectionObserver, shows one more each idle moment until all show, never two in one go', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useRevealedCount(4).shown;
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
  });

  it('never shows more than there are', () => {
    const { result } = renderHook(() => useRevealedCount(0));
    expect(result.current.shown).toBe(0);
  });
});
