import type { TFunction } from 'i18next';
import { formatKd, type Language, type PaymentLine } from '../../domain';

/** An order's payment line in the shopper's language; the amount a refund names is written as every price is. */
export function paymentLineText(line: PaymentLine, t: TFunction, lang: Language): string {
  return 'fils' in line
    ? t(`orders.payment.${line.key}`, { amount: formatKd(line.fils, lang) })
    : t(`orders.payment.${line.key}`);
}
