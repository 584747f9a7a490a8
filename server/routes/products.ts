// A single product, its variants and its stock (SPEC §7; /hasVariants is fixed by DESIGN.md).
import { Hono } from 'hono';
import { findProduct } from '../db/queries/products';
import { listProductImageUrls, listVariants, summariseVariants } from '../db/queries/variants';
import { ApiError, parseInput } from '../http/errors';
import { idParam } from '../http/params';
import { presentProduct } from '../presenters/product';
import { presentVariantSystem } from '../presenters/variant-system';
import type { RouteDeps } from './deps';

export function productRoutes({ db }: RouteDeps) {
  const productOr404 = async (rawId: string) => {
    const id = parseInput(idParam, rawId, 'invalidProductId');
    const product = await findProduct(db, id);
    if (!product) throw new ApiError(404, 'productNotFound');
    return product;
  };

  return new Hono()
    .get('/getProductById/:id', async (c) => {
      const product = await productOr404(c.req.param('id'));
      const [variants, imageUrls] = await Promise.all([
        listVariants(db, product.id),
        listProductImageUrls(db, product.id),
      ]);
      return c.json({
        status: true,
        data: presentProduct(product),
        variant_system: presentVariantSystem(product, variants, imageUrls),
        product_images: imageUrls.map((image_url) => ({ image_url })),
      });
    })
    .get('/hasVariants/:id', async (c) => {
      const product = await productOr404(c.req.param('id'));
      const summary = await summariseVariants(db, product.id);
      const hasVariants = summary.count > 0;
      return c.json({
        status: true,
        data: {
          has_variants: hasVariants,
          count: summary.count,
          quantity: hasVariants ? summary.availableStock : product.quantity,
        },
      });
    });
}
