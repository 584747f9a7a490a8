import { useMemo } from 'react';
import { type CartItem, cartLineProductId, cartLineStock } from '../../domain';
import { useLiveQuery } from '../data/useLiveQuery';

/**
 * The stock this device knows of each cart line, by line id (SPEC §5 Quantity: its stepper stops there), read
 * live from the stored products, so a product page or a catalogue refresh that learns a new count moves the bound.
 * A line whose product this device never stored is not bounded above.
 */
export function useCartStock(items: readonly CartItem[]): ReadonlyMap<string, number | null> {
  const ids = useMemo(
    () => [...new Set(items.map((item) => String(cartLineProductId(item))))].sort(),
    [items],
  );
  const { docs } = useLiveQuery(
    ids.length > 0 ? { collection: 'products', selector: { id: { $in: ids } } } : null,
  );
  return useMemo(() => {
    const products = new Map(docs.map((doc) => [doc.id, doc]));
    return new Map(
      items.map((item) => [
        item.id,
        cartLineStock(item, products.get(String(cartLineProductId(item))) ?? null),
      ]),
    );
  }, [docs, items]);
}
