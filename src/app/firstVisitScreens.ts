/**
 * The screens a first visit lands on (with the search in the shell), by their file's name. Every text
 * they show is in the first part of the locale (src/app/i18n/localeParts.ts), and the modules two of them share
 * are built into one chunk (scripts/clientChunks.ts).
 */
export const FIRST_VISIT_SCREENS: ReadonlySet<string> = new Set([
  'HomeScreen',
  'CategoriesScreen',
  'CategoryProductsScreen',
  'ProductsScreen',
  'ProductScreen',
  'CartScreen',
  'NotFoundScreen',
]);
