// An order's lines as stock counts them: a line of a variant draws on that variant, any other line on its product,
// and two lines of the same product and variant (the same item picked twice) draw on it together.

export type StockLine = { productId: number; variantId: number | null; quantity: number };

/** What a refusal names of a line asking more than is left (docs/API.md "Stock"). */
export type ShortLine = { id: number; v_id: number | null; requested: number; available: number };

export const stockKey = (line: { productId: number; variantId: number | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

/** The lines added up per product and variant, in the order the request first names each. */
export function mergeStockLines(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const key = stockKey(line);
    const earlier = merged.get(key);
    merged.set(key, { ...line, quantity: (earlier?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}

/**
 * The lines in the order their rows are written (product id, then variant id, the product's own line first), so
 * two writers never wait for each other's rows in opposite orders.
 */
export const inLockOrder = (lines: readonly StockLine[]): StockLine[] =>
  [...lines].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0));

/** The lines asking more than `available` says is left of them (never less than none). */
export function shortLines(lines: readonly StockLine[], available: (line: StockLine) => number): ShortLine[] {
  return lines.flatMap((line) => {
    const left = Math.max(0, available(line));
    return line.quantity > left
      ? [{ id: line.productId, v_id: line.variantId, requested: line.quantity, available: left }]
      : [];
  });
}
