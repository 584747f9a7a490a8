/** The links of SPEC §2's route list that the home screen and the layout build, written in one place. */
export const categoryProductsPath = (categoryId: number) => `/category/${categoryId}/products`;
/**
 * A category's product list with `?all=1`: every product of a category that has subcategories, where SPEC §2 opens
 * a level-1 one on its first subcategory. The pills' "All" and the categories page's "View all" lead here.
 */
export const WHOLE_CATEGORY_PARAM = 'all';
export const wholeCategoryPath = (categoryId: number) =>
  `${categoryProductsPath(categoryId)}?${WHOLE_CATEGORY_PARAM}=1`;
export const productPath = (productId: number) => `/product/${productId}`;
export const categoriesPath = (categoryId: number, slug: string) =>
  `/categories/${categoryId}/${encodeURIComponent(slug)}`;
/** Not in SPEC's list: where the orders that wait for their shopper are reviewed (checkout shows them too). */
export const ORDER_REVIEW_PATH = '/order-review';
