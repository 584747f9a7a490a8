import { useTranslation } from '../i18n/translation';
import { type PaymentBrand, PaymentLogo } from '../shared/PaymentLogo';

/** SPEC §1: the accepted ways to pay, as their logos, each named for a screen reader in the shopper's language. */
const badges: readonly { brand: PaymentBrand; key: string }[] = [
  { brand: 'visa', key: 'brands.visa' },
  { brand: 'mastercard', key: 'brands.mastercard' },
  { brand: 'knet', key: 'brands.knet' },
  { brand: 'kfast', key: 'brands.kfast' },
  { brand: 'googlePay', key: 'brands.googlePay' },
  { brand: 'applePay', key: 'brands.applePay' },
  { brand: 'cash', key: 'footer.cashOnDelivery' },
];

export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className="payment-badges">
      {badges.map((badge) => (
        <li key={badge.brand} className="payment-badge">
          <PaymentLogo brand={badge.brand} alt={t(badge.key)} />
        </li>
      ))}
    </ul>
  );
}
