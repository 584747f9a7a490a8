import { effectivePriceFils } from '../catalogue/price';
import { availableStock, clampQuantity } from '../catalogue/stock';
import type { AttributeSelection } from '../catalogue/variants';
import type { CartItem, Variant } from '../schemas';
import { isDescriptionShown } from '../shared/displayRules';
import { filsToKd } from '../shared/money';
import { TRUNCATE_LIMITS, truncate } from '../shared/truncate';
import { cartLineId } from './cartLine';

/** What the cart needs of a product, in the stored (fils, camelCase) form both the app and tests hold. */
export interface CartProductSource {
  productId: number;
  name: string;
  nameEn: string;
  priceFils: number;
  quantity: number;
  image: string | null;
  description?: string | null;
  /** The English description, which only the product page brings. */
  descriptionEn?: string | null;
  /** What a list brings instead of the description: its first words as plain text (`descriptionSummary`). */
  summary?: string | null;
  sku?: string | null;
  barcode?: string | null;
  odooId?: number | null;
  weight?: number | null;
}

export interface CartChoice {
  variant: Variant | null;
  selection: AttributeSelection;
  quantity: number;
}

/** ERP descriptions may hold HTML; a cart subtext is plain text, so tags become spaces and runs collapse. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first words of a description as plain text, as many as a cart subtext shows and one more character, so a
 * cut one still reads as cut (SPEC §9): what a product list stores instead of the description HTML.
 */
export function descriptionSummary(html: string | null | undefined): string | null {
  const text = plainText(html ?? '');
  return text
    ? Array.from(text)
        .slice(0, TRUNCATE_LIMITS.cartSubText + 1)
        .join('')
    : null;
}

/** A KD amount as SPEC §3 keeps a cart price: a numeric string, exact to the fils. */
const kdString = (fils: number) => String(filsToKd(fils));

/**
 * SPEC §3 Cart item, built from the product and the shopper's choice on the product page or a card:
 * - id: the product id plus the variant id when a variant is chosen, else plus the sorted attributes (cartLineId);
 * - price: the variant's effective price, then its price, then the product's (SPEC §9);
 * - size and color from the chosen attributes, falling back to the variant's own fields; the variant's
 *   attributes_array is kept with it, so the line names its options in Arabic and English (cartLineOptions);
 * - quantity bounded by the stock of the variant or the product (SPEC §5 Quantity);
 * - subText: the first 50 characters of the description, or of its summary when only a list was stored (SPEC §9),
 *   none when the description is hidden (SPEC §5 Display: empty or '0'); subTextEn the same of the English
 *   description, so an English cart does not show the Arabic one (SPEC §3 language rule);
 * - name is the Arabic name and title the English one, so the cart can apply the language rule of SPEC §3.
 */
export function cartItemFromProduct(product: CartProductSource, choice: CartChoice): CartItem {
  const { variant, selection } = choice;
  const text = plainText(product.description ?? product.summary ?? '');
  // SPEC §5 Display: '0' is an ERP's "no description", so it is no subtext either.
  const description = isDescriptionShown(text) ? text : '';
  const textEn = plainText(product.descriptionEn ?? '');
  const image = variant?.main_image || variant?.featured_image || product.image;
  return {
    id: cartLineId(product.productId, variant ? { variantId: variant.id } : { attributes: selection }),
    originalProductId: product.productId,
    v_id: variant?.id ?? null,
    variantId: variant?.id ?? null,
    selectedVariant: variant
      ? {
          id: variant.id,
          name: variant.display_name ?? variant.name,
          attributes: { ...selection },
          attributes_array: variant.attributes_array.map((attribute) => ({ ...attribute })),
          odoo_id: variant.odoo_id,
        }
      : null,
    name: product.name,
    productName: product.name,
    title: product.nameEn || product.name,
    price: kdString(effectivePriceFils({ price: filsToKd(product.priceFils) }, variant)),
    psize_price: null,
    additional_price: null,
    size: selection.Size ?? variant?.size ?? null,
    color: selection.Color ?? variant?.color ?? null,
    selectedAttributes: { ...selection },
    counter: null,
    quantity: clampQuantity(choice.quantity, availableStock(product, variant)),
    subText: truncate(description, TRUNCATE_LIMITS.cartSubText),
    subTextEn: isDescriptionShown(textEn) ? truncate(textEn, TRUNCATE_LIMITS.cartSubText) : null,
    description: description || null,
    image: image ?? null,
    coverUrl: null,
    sku: variant?.sku ?? variant?.default_code ?? product.sku ?? null,
    barcode: product.barcode ?? null,
    odoo_id: variant?.odoo_id ?? product.odooId ?? null,
    weight: product.weight ?? null,
    product_weight: null,
  };
}
