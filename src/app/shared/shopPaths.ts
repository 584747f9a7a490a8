/** The links of SPEC §2's route list that the home screen and the layout build, written in one place. */
export const categoryProductsPath = (categoryId: number) => `/category/${categoryId}/products`;
export const productPath = (productId: number) => `/product/${productId}`;
export const categoriesPath = (categoryId: number, slug: string) =>
  `/categories/${categoryId}/${encodeURIComponent(slug)}`;
/** Not in SPEC's list: where the orders that wait for their shopper are reviewed (checkout shows them too). */
export const ORDER_REVIEW_PATH = '/order-review';
