// What is left of each line for one order or card payment: what the catalogue has on hand (a variant's stock, or
// none when the variant is not sold now; the product's quantity for a line without a variant), less what other
// invoices hold. Read under the stock turn (db/queries/stock.ts), with the rows locked, so it stays true until
// the transaction takes it.
import type { Database } from '../db/database';
import { heldByOthers, lockStockRows, type ProductStock, type VariantStock } from '../db/queries/stock';
import type { Language } from '../http/language';
import type { ShortItem } from './out-of-stock';
import { type StockLine, shortLines, stockKey } from './stock-lines';

export type StockLevel = {
  /** The field of a line naming what the catalogue lacks: no such product, or no such variant of it. */
  missing: 'id' | 'v_id' | null;
  /** What other invoices hold of it. */
  held: number;
  /** What this order or payment may take. */
  available: number;
  /** The line as a shopper knows it: the product's name with the variant's options. */
  name: Readonly<Record<Language, string>>;
};

function onHand(product: ProductStock, variant: VariantStock | undefined): number {
  if (!variant) return product.quantity;
  return variant.isAvailable ? variant.stockQuantity : 0;
}

function nameOf(line: StockLine, product: ProductStock | undefined, variant: VariantStock | undefined) {
  const named = (language: Language, base: string) => {
    const options = (variant?.attributes ?? []).map((part) =>
      language === 'ar' ? (part.value_ar ?? part.value) : part.value,
    );
    return options.length === 0 ? base : `${base} (${options.join(language === 'ar' ? '، ' : ', ')})`;
  };
  return {
    ar: named('ar', product?.name ?? String(line.productId)),
    en: named('en', product?.nameEn || product?.name || String(line.productId)),
  };
}

export async function stockLevels(
  db: Database,
  lines: readonly StockLine[],
  { now, ownInvoice }: { now: Date; ownInvoice: string | null },
): Promise<Map<string, StockLevel>> {
  const rows = await lockStockRows(db, lines);
  const holds = await heldByOthers(db, [...rows.products.keys()], now, ownInvoice);
  const heldOf = new Map(holds.map((hold) => [stockKey(hold), hold.held]));
  return new Map(
    lines.map((line): [string, StockLevel] => {
      const product = rows.products.get(line.productId);
      const variant = line.variantId === null ? undefined : rows.variants.get(line.variantId);
      const missing = !product
        ? 'id'
        : line.variantId !== null && variant?.productId !== product.id
          ? 'v_id'
          : null;
      const held = heldOf.get(stockKey(line)) ?? 0;
      const available = product && missing === null ? onHand(product, variant) - held : 0;
      return [stockKey(line), { missing, held, available, name: nameOf(line, product, variant) }];
    }),
  );
}

/** The merged lines asking more than `levels` leave them, each with its name. */
export function shortItems(lines: readonly StockLine[], levels: Map<string, StockLevel>): ShortItem[] {
  return shortLines(lines, (line) => levels.get(stockKey(line))?.available ?? 0).map((short) => ({
    ...short,
    name: levels.get(stockKey({ productId: short.id, variantId: short.v_id }))?.name ?? {
      ar: String(short.id),
      en: String(short.id),
    },
  }));
}
