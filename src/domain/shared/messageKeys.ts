/**
 * Every translation key a domain rule returns, with its English text. SPEC texts are quoted exactly; the
 * three login keys (PleaseEnterno, enterCorrectPhoneNumber, WrongOtp) have no English text in SPEC, so theirs
 * are written here. The locale owner copies these into the en/ar resources.
 */
export const messageTexts = {
  // Login (SPEC §5 Phone, Code)
  PleaseEnterno: 'Please enter your phone number',
  enterCorrectPhoneNumber: 'Please enter a correct phone number',
  pleaseEnterCode: 'Please enter complete OTP',
  // Promo (SPEC §5 Promo code)
  pleaseEnterPromo: 'Please enter a promo code',
  invalidOrExpiredPromo: 'Invalid or expired promo code',
  invalidPromo: 'Invalid promo code',
  // Address save (SPEC §5)
  invalidPhone: 'Please enter a valid phone number',
  selectLocationOnMap: 'Please select location on map',
  fillRequiredFields: 'Please fill in all required fields',
  // Place order and order preparation (SPEC §5)
  pleaseLogIn: 'Please log in to continue',
  selectDeliveryAddress: 'Please select a delivery address',
  cartEmpty: 'Your cart is empty',
  missingDeliveryAddress: 'Missing delivery address',
  missingUserInfo: 'Missing user information',
  // Payment initialisation client checks (SPEC §5)
  invalidPaymentAmount: 'Invalid payment amount',
  customerNameRequired: 'Customer name is required',
  customerEmailRequired: 'Valid customer email is required',
  customerMobileRequired: 'Customer mobile number is required',
  // Add-to-cart button (SPEC §4)
  outOfStock: 'Out of Stock',
  selectOptions: 'Select Options',
  added: 'Added',
  addToCart: 'Add to Cart',
  // Order status badge (SPEC §4 Order status)
  statusPending: 'Pending',
  statusConfirmed: 'Confirmed',
  statusProcessing: 'Processing',
  statusShipped: 'Shipped',
  statusDelivered: 'Delivered',
  statusOnTheWay: 'On the Way',
  statusCancelled: 'Cancelled',
  statusOnHold: 'On Hold',
  statusCompleted: 'Completed',
  statusFailed: 'Failed',
  statusRefunded: 'Refunded',
  statusUnknown: 'Unknown',
  // Tracking timeline (SPEC §4 Order status)
  stepOrderPlaced: 'Order Placed',
  stepProcessing: 'Processing',
  stepShipped: 'Shipped',
  stepOutForDelivery: 'Out for Delivery',
  stepDelivered: 'Delivered',
  // Payment status on the order detail (SPEC §4 Order status)
  paymentPaid: 'Paid',
  paymentPending: 'Pending',
  // What SPEC leaves unsaid: the money of an order that stopped (orderPaymentLine)
  paymentNotTaken: 'No payment taken',
  paymentRefundPending: 'Refund pending · {{amount}}',
  paymentRefunded: 'Refunded · {{amount}}',
  // Orders store errors (SPEC §4 Orders store, §8)
  ordersLoadFailed: 'No orders found or invalid response format',
  orderLoadFailed: 'Order not found or invalid response format',
  networkError: 'Network error. Please check your connection and try again.',
} as const;

export type MessageKey = keyof typeof messageTexts;
