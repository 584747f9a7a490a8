// Every error text the server sends, in both languages. Keys are what handlers throw; the reply helper picks
// the text for the request's language.
import type { Language } from './language';

export const messages = {
  invalidProductId: {
    en: 'The product id must be a positive whole number.',
    ar: 'رقم المنتج يجب أن يكون عدداً صحيحاً موجباً.',
  },
  invalidCategoryId: {
    en: 'The category id must be a positive whole number.',
    ar: 'رقم التصنيف يجب أن يكون عدداً صحيحاً موجباً.',
  },
  productNotFound: { en: 'Product not found.', ar: 'المنتج غير موجود.' },
  categoryNotFound: { en: 'Category not found.', ar: 'التصنيف غير موجود.' },
  searchTooLong: {
    en: 'The search text must be at most 100 characters.',
    ar: 'يجب ألا يزيد نص البحث عن 100 حرف.',
  },
  invalidChangesQuery: {
    en: 'since must be a version this call answered, and limit a whole number from 1 to 5000.',
    ar: 'يجب أن يكون since إصداراً أعاده هذا الطلب، وأن يكون limit عدداً صحيحاً من 1 إلى 5000.',
  },
  invalidPromoCode: {
    en: 'A promo code has 1 to 32 letters, digits, dashes or underscores.',
    ar: 'رمز الخصم يتكون من 1 إلى 32 حرفاً أو رقماً أو شرطة.',
  },
  badRequest: { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  nulCharacter: {
    en: 'The field "{field}" contains a NUL character, which is not allowed in text.',
    ar: 'الحقل "{field}" يحتوي على محرف NUL غير المسموح به في النص.',
  },
  nulInAddress: {
    en: 'The address of the request contains a NUL character, which is not allowed.',
    ar: 'عنوان الطلب يحتوي على محرف NUL غير المسموح به.',
  },
  jsonTooDeep: {
    en: 'The request body is nested too deeply (at most 32 levels of objects and lists).',
    ar: 'محتوى الطلب متداخل بعمق كبير (32 مستوى من الكائنات والقوائم على الأكثر).',
  },
  invalidJson: {
    en: 'The request body must be a JSON object.',
    ar: 'يجب أن يكون محتوى الطلب كائن JSON.',
  },
  invalidField: {
    en: 'The field "{field}" is missing or not valid.',
    ar: 'الحقل "{field}" مفقود أو غير صالح.',
  },
  payloadTooLarge: { en: 'The request is too large.', ar: 'الطلب كبير جداً.' },
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key header must be 1 to 200 visible characters.',
    ar: 'يجب أن يتكون ترويسة Idempotency-Key من 1 إلى 200 حرف مرئي.',
  },
  idempotencyKeyRequired: {
    en: 'This request needs an Idempotency-Key header.',
    ar: 'هذا الطلب يحتاج إلى ترويسة Idempotency-Key.',
  },
  idempotencyConflict: {
    en: 'This Idempotency-Key was already used for a different request.',
    ar: 'مفتاح Idempotency-Key هذا استُخدم من قبل لطلب مختلف.',
  },
  // Login (SPEC §7 Login, §8 Login texts).
  invalidPhone: {
    en: 'The field "phone" must be an international number: + and 8 to 15 digits.',
    ar: 'الحقل "phone" يجب أن يكون رقماً دولياً: + ثم من 8 إلى 15 رقماً.',
  },
  otpSent: { en: 'A verification code has been sent.', ar: 'تم إرسال رمز التحقق.' },
  otpThrottled: {
    en: 'Too many codes were requested for this number. Please wait a few minutes and try again.',
    ar: 'تم طلب رموز كثيرة لهذا الرقم. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  },
  otpClientThrottled: {
    en: 'Too many codes were requested from your network. Please wait a while and try again.',
    ar: 'تم طلب رموز كثيرة من شبكتك. يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.',
  },
  otpBusy: {
    en: 'Too many codes are being requested right now. Please try again in a few minutes.',
    ar: 'يتم طلب رموز كثيرة في الوقت الحالي. يرجى المحاولة بعد بضع دقائق.',
  },
  otpLocked: {
    en: 'Too many wrong codes were entered for this number. Please try again later.',
    ar: 'تم إدخال رموز خاطئة كثيرة لهذا الرقم. يرجى المحاولة لاحقاً.',
  },
  smsUnavailable: {
    en: 'The verification code could not be sent. Please try again later.',
    ar: 'تعذر إرسال رمز التحقق. يرجى المحاولة لاحقاً.',
  },
  wrongOtp: { en: 'Incorrect verification code', ar: 'رمز التحقق غير صحيح' },
  otpExpired: {
    en: 'This code has expired. Please request a new one.',
    ar: 'انتهت صلاحية هذا الرمز. يرجى طلب رمز جديد.',
  },
  otpAttemptsExceeded: {
    en: 'Too many wrong attempts. Please request a new code.',
    ar: 'محاولات خاطئة كثيرة. يرجى طلب رمز جديد.',
  },
  signInRequired: { en: 'Please log in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  notYourAccount: {
    en: 'This belongs to another account.',
    ar: 'هذا يخص حساباً آخر.',
  },
  // Addresses (SPEC §7 Addresses, §5 Address fetch).
  missingUserId: {
    en: 'The user id is missing. Please log in again.',
    ar: 'رقم المستخدم مفقود. يرجى تسجيل الدخول مرة أخرى.',
  },
  invalidUserId: {
    en: 'The user id must be a positive whole number.',
    ar: 'رقم المستخدم يجب أن يكون عدداً صحيحاً موجباً.',
  },
  invalidAddressId: {
    en: 'The address id must be a positive whole number.',
    ar: 'رقم العنوان يجب أن يكون عدداً صحيحاً موجباً.',
  },
  addressNotFound: { en: 'Address not found.', ar: 'العنوان غير موجود.' },
  // Reverse geocoding (SPEC §7 Maps service).
  invalidCoordinates: {
    en: 'lat must be a decimal number from -90 to 90 and lng one from -180 to 180.',
    ar: 'يجب أن تكون lat عدداً عشرياً بين -90 و90 وأن تكون lng عدداً عشرياً بين -180 و180.',
  },
  // Payments (SPEC §7 Payment and orders, §8 Checkout and payment).
  returnUrlNotAllowed: {
    en: 'The field "{field}" must be a page of this shop (same origin or a relative path).',
    ar: 'الحقل "{field}" يجب أن يكون صفحة من هذا المتجر (نفس الأصل أو مساراً نسبياً).',
  },
  invalidPaymentId: {
    en: 'The paymentId (or the Key and KeyType) is not a valid payment reference.',
    ar: 'paymentId (أو Key وKeyType) ليس مرجع دفع صالحاً.',
  },
  paymentNotFound: { en: 'Payment not found.', ar: 'عملية الدفع غير موجودة.' },
  paymentDeclined: { en: 'The payment was declined.', ar: 'تم رفض عملية الدفع.' },
  // Orders (SPEC §7 Payment and orders, §4 Order status).
  invalidOrderId: {
    en: 'The order id must be a positive whole number.',
    ar: 'رقم الطلب يجب أن يكون عدداً صحيحاً موجباً.',
  },
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  orderNotCancellable: {
    en: 'This order can no longer be cancelled: the shop has started on it, or it is closed.',
    ar: 'لم يعد بالإمكان إلغاء هذا الطلب: بدأ المتجر في تجهيزه أو أُغلق.',
  },
  unknownProduct: {
    en: 'The product in "{field}" is not sold in this shop.',
    ar: 'المنتج في "{field}" غير متوفر في هذا المتجر.',
  },
  amountMismatch: {
    en: 'The amount in "{field}" does not match the shop\'s prices. Please review your cart.',
    ar: 'المبلغ في "{field}" لا يطابق أسعار المتجر. يرجى مراجعة السلة.',
  },
  promoNotUsable: {
    en: 'The promo code of this order is not valid or has expired.',
    ar: 'رمز الخصم لهذا الطلب غير صالح أو منتهي الصلاحية.',
  },
  // {field} lists the short lines in the request's language (server/orders/out-of-stock.ts).
  outOfStock: {
    en: 'There is not enough stock of {field}.',
    ar: 'لا يتوفر مخزون كافٍ من {field}.',
  },
  paymentNotCompleted: {
    en: 'Payment was not completed successfully',
    ar: 'لم تكتمل عملية الدفع بنجاح',
  },
  paymentAlreadyUsed: {
    en: 'An order was already placed with this payment.',
    ar: 'تم إنشاء طلب بهذه الدفعة من قبل.',
  },
  paidAmountMismatch: {
    en: 'The amount paid does not match the order total.',
    ar: 'المبلغ المدفوع لا يطابق إجمالي الطلب.',
  },
  eventsThrottled: {
    en: 'Too many events were sent. Please try again later.',
    ar: 'تم إرسال أحداث كثيرة. يرجى المحاولة لاحقاً.',
  },
  // The customer's log across devices (docs/API.md "The customer's log").
  logPushTooLong: {
    en: 'A push may carry at most 100 events. Please send the rest in another push.',
    ar: 'يمكن أن يحمل الإرسال الواحد 100 حدث على الأكثر. يرجى إرسال الباقي في إرسال آخر.',
  },
  logEventTooLarge: {
    en: 'The event "{field}" is larger than 4 KB.',
    ar: 'الحدث "{field}" أكبر من 4 كيلوبايت.',
  },
  logEventRepeated: {
    en: 'The event id in "{field}" appears earlier in this push.',
    ar: 'معرّف الحدث في "{field}" ورد من قبل في هذا الإرسال.',
  },
  logEventConflict: {
    en: 'The event id in "{field}" is already stored with a different event.',
    ar: 'معرّف الحدث في "{field}" محفوظ من قبل لحدث مختلف.',
  },
  customerLogFull: {
    en: 'Your account has stored the most cart and favourites changes it can keep (20000).',
    ar: 'بلغ حسابك أقصى عدد من تغييرات السلة والمفضلة يمكن حفظه (20000).',
  },
  customerLogThrottled: {
    en: 'Too many changes were sent. Please try again in a moment.',
    ar: 'تم إرسال تغييرات كثيرة. يرجى المحاولة بعد لحظات.',
  },
  invalidLogQuery: {
    en: 'after (or Last-Event-ID) must be a whole number from 0, and limit one from 1 to 1000.',
    ar: 'يجب أن يكون after (أو Last-Event-ID) عدداً صحيحاً من 0 فما فوق، وأن يكون limit عدداً صحيحاً من 1 إلى 1000.',
  },
  adminSecretRequired: {
    en: 'A valid X-Admin-Secret header is required.',
    ar: 'يلزم وجود ترويسة X-Admin-Secret صحيحة.',
  },
  pathNotFound: { en: 'There is nothing at this address.', ar: 'لا يوجد شيء على هذا العنوان.' },
  methodNotAllowed: {
    en: 'This address does not take this method; the Allow header lists those it takes.',
    ar: 'هذا العنوان لا يقبل هذه الطريقة؛ تذكر ترويسة Allow الطرق التي يقبلها.',
  },
  jsonRequired: {
    en: 'The request body must be sent as JSON (Content-Type: application/json).',
    ar: 'يجب إرسال محتوى الطلب بصيغة JSON (Content-Type: application/json).',
  },
  countryNotServed: {
    en: 'The field "{field}" must name a country the shop delivers to: Kuwait, Saudi Arabia, the United Arab Emirates, Bahrain, Qatar or Oman.',
    ar: 'يجب أن يذكر الحقل "{field}" دولة يوصل إليها المتجر: الكويت أو السعودية أو الإمارات العربية المتحدة أو البحرين أو قطر أو عُمان.',
  },
  mediaNotFound: { en: 'This media file does not exist.', ar: 'ملف الوسائط هذا غير موجود.' },
  internalError: {
    en: 'Something went wrong. Please try again.',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
