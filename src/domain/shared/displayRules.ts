/** SPEC §5 Display: the description is hidden when empty or '0' (an ERP's "no description"). */
export function isDescriptionShown(description: string | null | undefined): boolean {
  const value = (description ?? '').trim();
  return value !== '' && value !== '0';
}

/** SPEC §5 Display: the barcode is hidden when '0'; an empty barcode is hidden too, having nothing to show. */
export function isBarcodeShown(barcode: string | null | undefined): boolean {
  const value = (barcode ?? '').trim();
  return value !== '' && value !== '0';
}
