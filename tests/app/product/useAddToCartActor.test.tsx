import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddToCartEffects } from '../../../src/app/product/addToCartActor';
import { useAddToCartActor } from '../../../src/app/product/useAddToCartActor';

const input = { place: 'page', productId: 7 } as const;

function effectsWith(): AddToCartEffects {
  return {
    addToCart: vi.fn(),
    openCartItem: vi.fn(),
    openProduct: vi.fn(),
    reportCheckFailed: vi.fn(),
    reportAddFailed: vi.fn(),
    variantCount: vi.fn(async () => 0),
  };
}

describe("the add-to-cart button's statechart, loaded on the first press", () => {
  it('says the add failed when its code cannot be fetched (offline), and fetches it again at the next press', async () => {
    const effects = effectsWith();
    const actorCode = import('../../../src/app/product/addToCartActor');
    const load = vi
      .fn<() => typeof actorCode>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => actorCode);
    const { result } = renderHook(() =>
      useAddToCartActor(input, false, { current: effects }, undefined, load),
    );

    act(() => result.current.press());
    await waitFor(() => expect(effects.reportAddFailed).toHaveBeenCalledTimes(1));
    expect(effects.addToCart).not.toHaveBeenCalled();
    expect(result.current.snapshot.canPress).toBe(true);

    act(() => result.current.press());
    await waitFor(() => expect(effects.addToCart).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(effects.reportAddFailed).toHaveBeenCalledTimes(1);
  });
});
