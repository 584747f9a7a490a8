import type { TFunction } from 'i18next';
import { type Language, type OrderLineVariant, orderLineOptions } from '../../domain';

/**
 * An order line's options on one line, e.g. "اللون: أحمر · المقاس: L": its variant's attributes in the screen's
 * language when the line kept them, else its size and colour keys as the cart names them; empty when it has none.
 */
export function orderLineOptionsText(line: OrderLineVariant, lang: Language, t: TFunction): string {
  const labelled = orderLineOptions(line, lang);
  const options =
    labelled.length > 0
      ? labelled.map((option) => `${option.name}: ${option.value}`)
      : [
          line.psize && t('cart.size', { value: line.psize }),
          line.pcolor && t('cart.color', { value: line.pcolor }),
        ].filter(Boolean);
  return options.join(' · ');
}
