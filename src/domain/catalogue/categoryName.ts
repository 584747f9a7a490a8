import type { Category, Product } from '../schemas';
import type { Language } from '../shared/language';

function english(text: string | null | undefined): string | null {
  return text && text.trim() !== '' ? text : null;
}

/** SPEC §3: English when the language is English and name_en is non-empty; otherwise name. */
export function categoryName(category: Pick<Category, 'name' | 'name_en'>, lang: Language): string {
  return (lang === 'en' && english(category.name_en)) || category.name;
}

/** The same rule for products. */
export function productName(product: Pick<Product, 'name' | 'name_en'>, lang: Language): string {
  return (lang === 'en' && english(product.name_en)) || product.name;
}

/** The same rule for descriptions, falling back to description_sale when there is no description. */
export function productDescription(
  product: Pick<Product, 'description' | 'description_en' | 'description_sale'>,
  lang: Language,
): string {
  return (
    (lang === 'en' && english(product.description_en)) ||
    product.description ||
    product.description_sale ||
    ''
  );
}
