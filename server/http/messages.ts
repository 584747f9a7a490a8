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
    ar: 'يجب ألا يزيد نص البحث عن ١٠٠ حرف.',
  },
  invalidPromoCode: {
    en: 'A promo code has 1 to 32 letters, digits, dashes or underscores.',
    ar: 'رمز الخصم يتكون من ١ إلى ٣٢ حرفاً أو رقماً أو شرطة.',
  },
  badRequest: { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  pathNotFound: { en: 'There is nothing at this address.', ar: 'لا يوجد شيء على هذا العنوان.' },
  mediaNotFound: { en: 'This media file does not exist.', ar: 'ملف الوسائط هذا غير موجود.' },
  internalError: {
    en: 'Something went wrong. Please try again.',
    ar: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;
