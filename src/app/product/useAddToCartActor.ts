import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { AddToCartInput } from '../../machines/addToCartButton.machine';
import type { Inspect } from '../machines/machineInspector';
import type { AddToCartActor, AddToCartEffects } from './addToCartActor';

/** What the button shows of its machine; before the first press it stands idle, which is where the machine starts. */
export interface AddToCartView {
  busy: boolean;
  added: boolean;
  canPress: boolean;
}

const IDLE: AddToCartView = { busy: false, added: false, canPress: true };

/**
 * The add-to-cart statechart, started on the first press (its code loads then), and the view of it the button
 * renders. The same button element stays in the page throughout, so keyboard focus is never lost.
 */
export function useAddToCartActor(
  input: AddToCartInput,
  inCart: boolean,
  effects: RefObject<AddToCartEffects | null>,
  inspect: Inspect | undefined,
): { snapshot: AddToCartView; press: () => void } {
  const [view, setView] = useState<AddToCartView>(IDLE);
  const actor = useRef<Promise<AddToCartActor> | null>(null);
  const inCartNow = useRef(inCart);
  inCartNow.current = inCart;
  const unmounted = useRef(false);

  const press = useCallback(() => {
    actor.current ??= import('./addToCartActor').then(({ startAddToCart }) => {
      const started = startAddToCart(
        input,
        {
          addToCart: () => effects.current?.addToCart(),
          openCartItem: () => effects.current?.openCartItem(),
          openProduct: () => effects.current?.openProduct(),
          reportCheckFailed: () => effects.current?.reportCheckFailed(),
          variantCount: (productId) => effects.current?.variantCount(productId) ?? Promise.resolve(0),
        },
        inspect,
      );
      started.subscribe((snapshot) => {
        if (unmounted.current) return;
        setView({
          busy: snapshot.matches('checking') || snapshot.matches('loading'),
          added: snapshot.matches('added'),
          canPress: snapshot.can({ type: 'user.press' }),
        });
      });
      started.send({ type: 'cart.changed', inCart: inCartNow.current });
      return started;
    });
    void actor.current.then((started) => started.send({ type: 'user.press' }));
  }, [input, effects, inspect]);

  useEffect(() => {
    void actor.current?.then((started) => started.send({ type: 'cart.changed', inCart }));
  }, [inCart]);

  useEffect(() => {
    // React's development double mount runs this cleanup once before the real unmount.
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      void actor.current?.then((started) => started.stop());
      actor.current = null;
    };
  }, []);

  return { snapshot: view, press };
}
