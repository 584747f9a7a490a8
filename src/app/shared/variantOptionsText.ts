import type { TFunction } from 'i18next';
import type { CartLineOption } from '../../domain';

/**
 * A line's options on one line, e.g. "اللون: أحمر · المقاس: L", for the cart and the order pages alike: the
 * variant's attributes in the screen's language when the line kept them, else its size and colour keys as the cart
 * names them; empty when it has none.
 */
export function variantOptionsText(
  labelled: CartLineOption[],
  keys: { size?: string | null | undefined; color?: string | null | undefined },
  t: TFunction,
): string {
  const options =
    labelled.length > 0
      ? labelled.map((option) => `${option.name}: ${option.value}`)
      : [
          keys.size && t('cart.size', { value: keys.size }),
          keys.color && t('cart.color', { value: keys.color }),
        ];
  return options.filter(Boolean).join(' · ');
}
