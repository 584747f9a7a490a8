import type { CategoryDoc, ProductDoc } from '../../contract';
import { categoryName, type Language, productName } from '../../domain';

/**
 * The local database keeps `nameEn` where the API and the domain rules say `name_en`; these adapters let the UI
 * apply the domain's language rule (SPEC §3) to stored documents without repeating it.
 */
export const categoryLabel = (category: CategoryDoc, lang: Language) =>
  categoryName({ name: category.name, name_en: category.nameEn }, lang);

export const productLabel = (product: ProductDoc, lang: Language) =>
  productName({ name: product.name, name_en: product.nameEn }, lang);
