export type AddButtonLabel = 'outOfStock' | 'selectOptions' | 'added' | 'addToCart';

/** SPEC §4 button label, in SPEC's order of precedence. */
export function addButtonLabel(state: {
  outOfStock: boolean;
  hasVariants: boolean;
  allAttributesSelected: boolean;
  added: boolean;
}): AddButtonLabel {
  if (state.outOfStock) return 'outOfStock';
  if (state.hasVariants && !state.allAttributesSelected) return 'selectOptions';
  if (state.added) return 'added';
  return 'addToCart';
}
