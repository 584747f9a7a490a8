import type { PageName } from './budgets';

interface TreeAnswer {
  data: { id: number; name_en?: string }[];
}
interface CategoryAnswer {
  data: { products: unknown[] };
}
interface ArrivalsAnswer {
  data: { products: { id: number }[] }[];
}

/**
 * The four pages the bench weighs and audits. The category is the first top-level category that lists products (its
 * list includes its subcategories'); the product is the first new arrival. Any would do: the code is the same for
 * all, only the data differ.
 */
export async function findPages(shopUrl: string): Promise<Record<PageName, string>> {
  const api = async <T>(path: string): Promise<T> =>
    (await fetch(`${shopUrl}/api${path}`)).json() as Promise<T>;
  let categoryId: number | undefined;
  for (const top of (await api<TreeAnswer>('/getAllCatesWithSub')).data) {
    const list = await api<CategoryAnswer>(`/category/${top.id}/products`);
    if (list.data.products.length) {
      categoryId = top.id;
      break;
    }
  }
  const productId = (await api<ArrivalsAnswer>('/getArrivals')).data[0]?.products[0]?.id;
  if (categoryId === undefined || productId === undefined)
    throw new Error('the seeded shop has no category with products or no arrivals');
  return {
    home: '/',
    category: `/category/${categoryId}/products`,
    product: `/product/${productId}`,
    cart: '/cart',
  };
}
