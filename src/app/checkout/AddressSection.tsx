import { Link } from 'react-router-dom';
import { addressParts, type SelectedAddress } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { DeliveryEstimate } from '../orders/DeliveryEstimate';
import { AddressParts } from '../shared/AddressParts';
import { PhoneNumber } from '../shared/PhoneNumber';
import { useLanguage } from '../shared/useLanguage';

/** SPEC §2 Address list: checkout's Change opens the list in add mode. */
const ADDRESS_PICKER = '/address-list?mode=add';

/**
 * SPEC §2 Checkout: the delivery address, with Change (or Add when none is selected). The phone shown is the selected
 * address's, the number the order sends as phone_number (orderPayload), so the shopper sees who will be called. Below
 * it, when an order placed now should arrive there.
 */
export function AddressSection({ address }: { address: SelectedAddress | null }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <section className="checkout__section" aria-labelledby="checkout-address">
      <div className="checkout__section-head">
        <h2 id="checkout-address">{t('checkout.address.title')}</h2>
        <Link className="button" to={ADDRESS_PICKER}>
          {address ? t('checkout.address.change') : t('checkout.address.add')}
        </Link>
      </div>
      {address ? (
        <address className="checkout__address" data-testid="checkout-address">
          <strong>
            <bdi>{address.fullName}</bdi>
          </strong>
          <span>
            <AddressParts parts={addressParts(address, lang)} />
          </span>
          {address.phone ? (
            <span data-testid="checkout-phone">
              {t('checkout.address.phone')}: <PhoneNumber value={address.phone} />
            </span>
          ) : null}
        </address>
      ) : (
        <p className="checkout__muted">{t('checkout.address.none')}</p>
      )}
      {address && <DeliveryEstimate place={{ country: address.country, governorate: address.area }} />}
    </section>
  );
}
