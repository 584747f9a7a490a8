// The refusal of an order or a card payment asking more than is left (docs/API.md "Stock"): a 409 whose message
// names every short line in the request's language, and whose `short` lists them for the client to act on.
import { ApiError } from '../http/errors';
import type { Language } from '../http/language';
import type { ShortLine } from './stock-lines';

export type ShortItem = ShortLine & { name: Readonly<Record<Language, string>> };

const said: Record<Language, (item: ShortItem) => string> = {
  en: (item) =>
    `"${item.name.en}" (${item.requested} asked, ${item.available === 0 ? 'none' : item.available} left)`,
  ar: (item) =>
    `«${item.name.ar}» (المطلوب ${item.requested}، ${item.available === 0 ? 'نفدت الكمية' : `المتبقي ${item.available}`})`,
};

const listed = (items: readonly ShortItem[], language: Language) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items.map(said[language]));

export function outOfStock(items: readonly ShortItem[]): ApiError {
  return new ApiError(
    409,
    'outOfStock',
    { en: listed(items, 'en'), ar: listed(items, 'ar') },
    {},
    { code: 'outOfStock', short: items.map(({ name: _name, ...line }) => line) },
  );
}
