import type { CartItem } from '../schemas';
import type { Language } from '../shared/language';
import { lineQuantity } from './cartLine';

/**
 * SPEC §2 Cart bottom bar and the header's cart badge: the item count is the number of units (a line of 3 counts
 * 3), which is what a shopper reads as "items" and what the total is computed from.
 */
export function cartItemCount(items: readonly Pick<CartItem, 'quantity' | 'counter'>[]): number {
  return items.reduce((sum, item) => sum + lineQuantity(item), 0);
}

const present = (text: string | null | undefined): text is string => !!text && text.trim() !== '';

/**
 * A cart line's name in the interface language. A line keeps the Arabic name in `name`/`productName` and the
 * English one in `title` (see cartItemFromProduct), so the SPEC §3 language rule reads: English when the language
 * is English and the English name is non-empty; otherwise the Arabic name, then whatever name the line has.
 */
export function cartLineName(
  item: Pick<CartItem, 'name' | 'productName' | 'title' | 'id'>,
  lang: Language,
): string {
  const arabic = [item.name, item.productName].find(present);
  if (lang === 'en' && present(item.title)) return item.title;
  return arabic ?? (present(item.title) ? item.title : item.id);
}
