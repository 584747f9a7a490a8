import type { ProductDoc } from '../../contract';
import { ProductCard } from './ProductCard';
import './ProductGrid.css';

/** The first row on a phone (2 columns): the grid is its screen's main content, so one of these is its LCP image. */
const EAGER_CARDS = 2;

/** SPEC §2/§9: the product grid, 2 columns on small screens and 5 from the desktop breakpoint. */
export function ProductGrid({ products, label }: { products: ProductDoc[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
