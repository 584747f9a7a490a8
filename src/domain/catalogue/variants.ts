import type { Variant, VariantSystem } from '../schemas';
import type { Language } from '../shared/language';

/** Attribute name -> chosen value, e.g. { Color: 'Red', Size: 'M' }. */
export type AttributeSelection = Readonly<Record<string, string>>;

/**
 * A variant's value for an attribute: from attributes_array (names compared case-insensitively), falling back
 * to the flat color/size fields some variants carry instead.
 */
function attributeValue(variant: Variant, name: string): string | null {
  const wanted = name.toLowerCase();
  const entry = variant.attributes_array.find((a) => a.name.toLowerCase() === wanted);
  if (entry) return entry.value;
  if (wanted === 'color' || wanted === 'colour') return variant.color;
  if (wanted === 'size') return variant.size;
  return null;
}

function matches(variant: Variant, selection: AttributeSelection): boolean {
  return Object.entries(selection).every(([name, value]) => attributeValue(variant, name) === value);
}

export function isVariantInStock(variant: Variant): boolean {
  return variant.is_available && variant.stock_quantity > 0;
}

function someInStock(system: VariantSystem, selection: AttributeSelection): boolean {
  return system.optimized_variants.some((v) => isVariantInStock(v) && matches(v, selection));
}

/**
 * SPEC §4 Variants, on load: each attribute in turn takes its first value that still leads to an available,
 * in-stock variant together with the values already chosen. An attribute with no such value stays unchosen.
 */
export function autoSelectAttributes(system: VariantSystem): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [name, values] of Object.entries(system.available_attributes)) {
    const value = values.find((v) => someInStock(system, { ...chosen, [name]: v }));
    if (value !== undefined) chosen[name] = value;
  }
  return chosen;
}

export function allAttributesSelected(system: VariantSystem, selection: AttributeSelection): boolean {
  return Object.keys(system.available_attributes).every((name) => (selection[name] ?? '') !== '');
}

/**
 * SPEC §4: the variant matching every selected attribute, or null. Stock is not considered here: an
 * unavailable match is still the selected variant, and the stock rules then show it as out of stock.
 */
export function findVariant(system: VariantSystem, selection: AttributeSelection): Variant | null {
  if (!allAttributesSelected(system, selection)) return null;
  return system.optimized_variants.find((v) => matches(v, selection)) ?? null;
}

/**
 * How the picker offers a value (SPEC §4 Variants, "disabled if no available in-stock variant matches the
 * combination"): `soldOut` when no available, in-stock variant has it in any combination, the one case it is
 * struck through and cannot be chosen; `otherChoice` when some do, but not with the other current choices, so
 * choosing it changes them (chooseValue); `inStock` when it is in stock with them.
 */
export type ValueAvailability = 'inStock' | 'otherChoice' | 'soldOut';

export function valueAvailability(
  system: VariantSystem,
  selection: AttributeSelection,
  name: string,
  value: string,
): ValueAvailability {
  if (someInStock(system, { ...selection, [name]: value })) return 'inStock';
  return someInStock(system, { [name]: value }) ? 'otherChoice' : 'soldOut';
}

/**
 * The selection after the shopper picks `value` for `name`. When the other choices have no available, in-stock
 * variant with it, each other attribute in turn keeps its value if it still can, else takes its first value that
 * leads to one, so a pick never lands on an unbuyable combination while a buyable one has the value. A value
 * sold out everywhere is taken as asked, with the other choices kept: there is nothing to switch to.
 */
export function chooseValue(
  system: VariantSystem,
  selection: AttributeSelection,
  name: string,
  value: string,
): Record<string, string> {
  const asked = { ...selection, [name]: value };
  if (someInStock(system, asked) || !someInStock(system, { [name]: value })) return asked;
  const chosen: Record<string, string> = { [name]: value };
  for (const [other, values] of Object.entries(system.available_attributes)) {
    if (other === name) continue;
    const current = selection[other];
    const candidates = current === undefined ? values : [current, ...values.filter((v) => v !== current)];
    const kept = candidates.find((v) => someInStock(system, { ...chosen, [other]: v }));
    if (kept !== undefined) chosen[other] = kept;
  }
  return chosen;
}

/** An attribute's name in the interface language: Arabic when the backend sent it (SPEC §3 language rule). */
export function attributeLabel(system: VariantSystem, name: string, lang: Language): string {
  if (lang !== 'ar') return name;
  const wanted = name.toLowerCase();
  for (const variant of system.optimized_variants) {
    const entry = variant.attributes_array.find((a) => a.name.toLowerCase() === wanted && a.name_ar);
    if (entry?.name_ar) return entry.name_ar;
  }
  return name;
}

/** An attribute value in the interface language: Arabic when the backend sent it (SPEC §3 language rule). */
export function valueLabel(system: VariantSystem, name: string, value: string, lang: Language): string {
  if (lang !== 'ar') return value;
  const wanted = name.toLowerCase();
  for (const variant of system.optimized_variants) {
    const entry = variant.attributes_array.find((a) => a.name.toLowerCase() === wanted && a.value === value);
    if (entry?.value_ar) return entry.value_ar;
  }
  return value;
}
