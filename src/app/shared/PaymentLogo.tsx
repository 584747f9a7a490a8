/**
 * The marks of the ways to pay (SPEC §1: Visa, Mastercard, KNET, K-Fast, Google Pay, Apple Pay and cash on
 * delivery), as small SVG files the shop serves itself (public/payment), drawn at one size so rows of them align.
 */
export type PaymentBrand = 'visa' | 'mastercard' | 'knet' | 'kfast' | 'googlePay' | 'applePay' | 'cash';

const FILES: Record<PaymentBrand, string> = {
  visa: 'visa.svg',
  mastercard: 'mastercard.svg',
  knet: 'knet.svg',
  kfast: 'kfast.svg',
  googlePay: 'google-pay.svg',
  applePay: 'apple-pay.svg',
  cash: 'cash.svg',
};

/** `alt` names the brand; pass '' where the text beside the mark already says what it is. */
export function PaymentLogo({ brand, alt }: { brand: PaymentBrand; alt: string }) {
  return (
    <img
      className="payment-logo"
      src={`/payment/${FILES[brand]}`}
      alt={alt}
      width={48}
      height={32}
      loading="lazy"
      decoding="async"
    />
  );
}
