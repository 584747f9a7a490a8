import type { ProductDoc } from '../../db';
import { ProductCard } from './ProductCard';
import './ProductGrid.css';

/** SPEC §2/§9: the product grid, 2 columns on small screens and 5 from the desktop breakpoint. */
export function ProductGrid({ products, label }: { products: ProductDoc[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
