// Product in the shape of docs/API.md (SPEC §3 Product).
import type { ProductRecord } from '../db/queries/products';
import type { VariantAttribute } from '../db/schema';

export type ApiProduct = {
  id: number;
  name: string;
  name_en: string;
  price: number;
  old_price: number | null;
  image: string;
  images: string[];
  description: string;
  description_en: string;
  description_sale: string;
  quantity: number;
  default_code: string;
  barcode: string;
  sub_location: string;
  odoo_id: number;
  category: number;
  v_id: null;
  has_variants: boolean;
  /**
   * Beyond SPEC §3: each attribute value an available variant has (name and value as the ERP keys them, with their
   * Arabic texts), so a list can be filtered by size or colour without each product's own call.
   */
  variant_options: VariantAttribute[];
  weight: number;
};

export function presentProduct(row: ProductRecord): ApiProduct {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    price: row.price,
    old_price: row.oldPrice,
    image: row.image,
    images: row.images,
    description: row.description,
    description_en: row.descriptionEn,
    description_sale: row.descriptionSale,
    quantity: row.quantity,
    default_code: row.defaultCode,
    barcode: row.barcode,
    sub_location: row.subLocation,
    odoo_id: row.odooId,
    category: row.categoryId,
    v_id: null,
    has_variants: row.hasVariants,
    variant_options: row.variantOptions,
    weight: row.weight,
  };
}
