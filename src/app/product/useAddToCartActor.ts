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

const loadActorCode = () => import('./addToCartActor');

/**
 * The add-to-cart statechart, started on the first press (its code loads then), and the view of it the button
 * renders. The same button element stays in the page throughout, so keyboard focus is never lost. When its code
 * cannot be fetched (offline before the service worker keeps the app), the press says the add failed and the next
 * press fetches it again.
 */
export function useAddToCartActor(
  input: AddToCartInput,
  inCart: boolean,
  effects: RefObject<AddToCartEffects | null>,
  inspect: Inspect | undefined,
  loadActor: typeof loadActorCode = loadActorCode,
): { snapshot: AddToCartView; press: () => void } {
  const [view, setView] = useState<AddToCartView>(IDLE);
  const actor = useRef<Promise<AddToCartActor> | null>(null);
  const inCartNow = useRef(inCart);
  inCartNow.current = inCart;
  const unmounted = useRef(false);

  const press = useCallback(() => {
    actor.current ??= loadActor().then(({ startAddToCart }) => {
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
    const loading = actor.current;
    loading.then(
      (started) => started.send({ type: 'user.press' }),
      () => {
        if (actor.current === loading) actor.current = null;
        effects.current?.reportAddFailed();
      },
    );
  }, [input, effects, inspect, loadActor]);

  useEffect(() => {
    actor.current?.then(
      (started) => started.send({ type: 'cart.changed', inCart }),
      () => undefined,
    );
  }, [inCart]);

  useEffect(() => {
    // React's development double mount runs this cleanup once before the real unmount.
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      actor.current?.then(
        (started) => started.stop(),
        () => undefined,
      );
      actor.current = null;
    };
  }, []);

  return { snapshot: view, press };
}
