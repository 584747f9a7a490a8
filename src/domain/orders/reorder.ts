/**
 * Order Again (beyond SPEC §2 Order detail): a past order's lines go back into the cart as the catalogue sells them
 * today: at today's price, within today's stock, as the product page would add them (cartItemFromProduct), and the
 * lines it cannot sell now are named rather than silently left out.
 */
import { type CartProductSource, cartItemFromProduct } from '../cart/cartItemFromProduct';
import { cartLineId, lineQuantity } from '../cart/cartLine';
import type { CartItem, OrderProduct, Variant, VariantSystem } from '../schemas';

/** A product as the device stored it: what the cart needs, and its variants once its page was read. */
export type ReorderProduct = CartProductSource & { variantSystem?: VariantSystem | null };

/** Why a line did not go back in full: the product or its variant is no longer sold, none is left, or fewer. */
export type ReorderShortfall = 'gone' | 'soldOut' | 'short';

export interface ReorderMiss {
  line: Pick<OrderProduct, 'name' | 'title'>;
  reason: ReorderShortfall;
  /** Units put in the cart: 0 unless `short`. */
  added: number;
  ordered: number;
}

export interface Reorder {
  /** Each line as the cart should now hold it (the cart replaces a line of the same id: SPEC §4 Cart). */
  items: CartItem[];
  missed: ReorderMiss[];
}

const sameAttributes = (variant: Variant, line: OrderProduct) => {
  const wanted = line.attributes_array ?? [];
  return (
    wanted.length > 0 &&
    wanted.every((attribute) =>
      variant.attributes_array.some((own) => own.name === attribute.name && own.value === attribute.value),
    )
  );
};

/**
 * The variant a line was of: by its id, or where the backend read the line back without one, by its options.
 * Undefined when the line's variant is no longer sold; null for a product sold without variants.
 */
function variantOf(product: ReorderProduct, line: OrderProduct): Variant | null | undefined {
  const variants = product.variantSystem?.has_variants ? product.variantSystem.optimized_variants : [];
  if (line.v_id !== null && line.v_id !== undefined)
    return variants.find((variant) => variant.id === line.v_id);
  if (variants.length === 0) return null;
  return variants.find((variant) => sameAttributes(variant, line));
}

const selectionOf = (variant: Variant | null): Record<string, string> =>
  Object.fromEntries((variant?.attributes_array ?? []).map((attribute) => [attribute.name, attribute.value]));

/**
 * What Order Again puts in the cart: each line of `lines` whose product (`products`, by product id) is still sold,
 * as many units as ordered on top of what the cart holds, up to the stock; lines of one product and variant share
 * it. A product or variant the catalogue no longer has is `gone`, none left `soldOut`, fewer than ordered `short`.
 */
export function reorder(
  lines: readonly OrderProduct[],
  products: ReadonlyMap<string, ReorderProduct>,
  cart: readonly CartItem[],
): Reorder {
  const held = new Map(cart.map((item) => [item.id, lineQuantity(item)]));
  const items = new Map<string, CartItem>();
  const missed: ReorderMiss[] = [];
  for (const line of lines) {
    const ordered = Math.max(1, Math.floor(line.quantity));
    const miss = (reason: ReorderShortfall, added = 0) =>
      missed.push({ line: { name: line.name, title: line.title }, reason, added, ordered });
    const product = products.get(String(line.id));
    const variant = product ? variantOf(product, line) : undefined;
    if (!product || variant === undefined) {
      miss('gone');
      continue;
    }
    const selection = selectionOf(variant);
    const id = cartLineId(product.productId, variant ? { variantId: variant.id } : { attributes: selection });
    const stock = Math.floor(
      variant ? (variant.is_available ? variant.stock_quantity : 0) : product.quantity,
    );
    const inCart = held.get(id) ?? 0;
    const quantity = Math.min(inCart + ordered, stock);
    const added = Math.max(0, quantity - inCart);
    if (added === 0) {
      miss(stock <= 0 ? 'soldOut' : 'short');
      continue;
    }
    if (added < ordered) miss('short', added);
    held.set(id, quantity);
    items.set(id, cartItemFromProduct(product, { variant, selection, quantity }));
  }
  return { items: [...items.values()], missed };
}
