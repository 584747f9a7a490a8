import type { CartLineOption } from '../cart/cartLine';
import type { VariantAttribute } from '../schemas';
import type { Language } from '../shared/language';

/** What an order line, read back or as the shop sent it, tells of its variant. */
export type OrderLineVariant = {
  psize?: string | null;
  pcolor?: string | null;
  attributes_array?: readonly VariantAttribute[];
};

/**
 * An order line's options as the screen names them (SPEC §3 language rule): the variant's attributes, in Arabic
 * where the line kept the Arabic texts, as cartLineOptions names a cart line's. Empty for a line without them (no
 * variant, an order stored before lines kept them, an ERP that does not send them): the screen then names its size
 * and colour as keyed (psize, pcolor).
 */
export function orderLineOptions(line: OrderLineVariant, lang: Language): CartLineOption[] {
  return (line.attributes_array ?? []).map((attribute) =>
    lang === 'ar'
      ? { name: attribute.name_ar || attribute.name, value: attribute.value_ar || attribute.value }
      : { name: attribute.name, value: attribute.value },
  );
}
