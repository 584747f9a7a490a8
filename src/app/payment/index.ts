export { PaymentResume } from './PaymentResume';
export { PaymentReturn, type PaymentReturnMode } from './PaymentReturn';
export { ContinueShopping, NextSteps, OrderLines, PaymentMessage, TryAgainAtCheckout } from './PaymentViews';
export { useCardPayment } from './useCardPayment';
export { usePaymentLookup } from './usePaymentLookup';
