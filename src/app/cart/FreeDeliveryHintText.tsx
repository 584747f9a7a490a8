import { type CartItem, cartSubtotalFils, cartWeightKg, formatKd, freeDeliveryHint } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';
import { useDeliveryRates } from './useDeliveryRates';

/** How much more buys free delivery, or that this cart has it; nothing while the rates are unknown or promise none. */
export default function FreeDeliveryHintText({
  items,
  country,
}: {
  items: readonly CartItem[];
  country: string | null;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const rates = useDeliveryRates();
  const hint = rates
    ? freeDeliveryHint({
        rates,
        country,
        weightKg: cartWeightKg(items),
        subtotalFils: cartSubtotalFils(items),
      })
    : null;
  if (hint?.kind === 'free') return t('cart.freeDelivery');
  return hint?.kind === 'short' ? t('cart.freeDeliveryShort', { amount: formatKd(hint.fils, lang) }) : null;
}
