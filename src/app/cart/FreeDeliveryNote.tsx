import { lazy, Suspense } from 'react';
import type { CartItem } from '../../domain';

// The rule and the countries it reads load with the hint, not with the cart: they are code the cart shares with
// checkout and the address screens only, and the rates the hint needs come from the worker after the first paint
// anyway.
const FreeDeliveryHintText = lazy(() => import('./FreeDeliveryHintText'));

/**
 * The cart's word on free delivery (SPEC §9 free_after). A status that is there from the first paint, so a screen
 * reader hears the amount as it comes and as the quantities change.
 */
export function FreeDeliveryNote({ items, country }: { items: readonly CartItem[]; country: string | null }) {
  return (
    <p className="cart-bar__hint" role="status" data-testid="free-delivery">
      <Suspense fallback={null}>
        <FreeDeliveryHintText items={items} country={country} />
      </Suspense>
    </p>
  );
}
