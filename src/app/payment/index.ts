export { PaymentResume } from './PaymentResume';
export { PaymentMessage } from './PaymentViews';
export { useCardPayment } from './useCardPayment';
