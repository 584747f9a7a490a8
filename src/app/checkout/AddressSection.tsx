import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SelectedAddress } from '../../domain';

/** SPEC §2 Address list: checkout's Change opens the list in add mode. */
const ADDRESS_PICKER = '/address-list?mode=add';

/** SPEC §2 Checkout: the delivery address, with Change (or Add when none is selected). */
export function AddressSection({ address }: { address: SelectedAddress | null }) {
  const { t } = useTranslation();
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
          <strong>{address.fullName}</strong>
          <span>
            {[address.street, address.piece, address.city, address.area, address.country]
              .filter(Boolean)
              .join(', ')}
          </span>
          {address.phone ? <bdi dir="ltr">{address.phone}</bdi> : null}
        </address>
      ) : (
        <p className="checkout__muted">{t('checkout.address.none')}</p>
      )}
    </section>
  );
}
