import { useTranslation } from 'react-i18next';

/**
 * SPEC §1: the accepted ways to pay, drawn as text badges in each brand's colours rather than fetched logos, so
 * the footer needs no image requests and every badge has a readable name.
 */
const badges = [
  { key: 'brands.visa', className: 'payment-badge--visa' },
  { key: 'brands.mastercard', className: 'payment-badge--mastercard' },
  { key: 'brands.knet', className: 'payment-badge--knet' },
  { key: 'brands.kfast', className: 'payment-badge--kfast' },
  { key: 'brands.googlePay', className: 'payment-badge--google-pay' },
  { key: 'brands.applePay', className: 'payment-badge--apple-pay' },
  { key: 'footer.cashOnDelivery', className: 'payment-badge--cash' },
] as const;

export function PaymentBadges() {
  const { t } = useTranslation();
  return (
    <ul className="payment-badges">
      {badges.map((badge) => (
        <li key={badge.key} className={`payment-badge ${badge.className}`}>
          {t(badge.key)}
        </li>
      ))}
    </ul>
  );
}
