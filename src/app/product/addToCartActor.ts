/**
 * The addToCartButton machine with the shop's effects, started as an actor. Its own chunk: a page of product cards
 * carries no statechart code until a shopper presses one of their buttons, which keeps a first visit's script small.
 */
import { type Actor, createActor, fromPromise } from 'xstate';
import { type AddToCartInput, addToCartButtonMachine } from '../../machines/addToCartButton.machine';
import type { Inspect } from '../machines/machineInspector';

export interface AddToCartEffects {
  addToCart: () => void;
  openCartItem: () => void;
  openProduct: () => void;
  reportCheckFailed: () => void;
  /** The actor's own code could not be fetched: nothing was added. */
  reportAddFailed: () => void;
  variantCount: (productId: number) => Promise<number>;
}

export type AddToCartActor = Actor<typeof addToCartButtonMachine>;

export function startAddToCart(
  input: AddToCartInput,
  effects: Omit<AddToCartEffects, 'reportAddFailed'>,
  inspect: Inspect | undefined,
): AddToCartActor {
  const machine = addToCartButtonMachine.provide({
    actions: {
      addToCart: () => effects.addToCart(),
      openCartItem: () => effects.openCartItem(),
      openProduct: () => effects.openProduct(),
      reportCheckFailed: () => effects.reportCheckFailed(),
    },
    actors: {
      checkStock: fromPromise(async ({ input: check }: { input: { productId: number } }) => ({
        variantCount: await effects.variantCount(check.productId),
      })),
    },
  });
  return createActor(machine, { input, ...(inspect ? { inspect } : {}) }).start();
}
