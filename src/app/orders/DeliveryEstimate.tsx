import { useState } from 'react';
import { type DeliveryPlace, deliveryWindow } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { useLanguage } from '../shared/useLanguage';
import { formatDayRange } from './orderDate';
import { useDeliveryTimes } from './useDeliveryTimes';
import './DeliveryEstimate.css';

/**
 * When an order should arrive, "Arrives Sun, Dec 13 – Tue, Dec 15" (src/domain/orders/deliveryEstimate.ts): for an
 * order placed at `placedAt`, or for one placed now (checkout). Nothing while the shop's delivery times are not
 * known, or where they name no time for the place.
 */
export function DeliveryEstimate({ place, placedAt }: { place: DeliveryPlace; placedAt?: string }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const times = useDeliveryTimes();
  // Checkout's "now" is the moment it opened, so the dates do not move under the shopper's eyes.
  const [openedAt] = useState(() => Date.now());
  const at = placedAt === undefined ? openedAt : Date.parse(placedAt);
  const range = times && !Number.isNaN(at) ? deliveryWindow(times, place, at) : null;
  if (!range) return null;
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate">
      <Icon name="package" size={20} />
      <span>{t('orders.estimate', { dates: formatDayRange(range.from, range.to, lang) })}</span>
    </p>
  );
}
