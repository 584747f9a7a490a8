import {
  type Address,
  type AddressForm,
  AddressFormSchema,
  AddressSchema,
  buildOrderPayload,
  type CartItem,
  CartItemSchema,
  type CartState,
  type DeliveryRate,
  DeliveryRateSchema,
  orderTotals,
  type Product,
  ProductSchema,
  type SelectedAddress,
  type Variant,
  VariantSchema,
  type VariantSystem,
  VariantSystemSchema,
} from '../../src/domain';

/** One-line builders: each fills the required fields and lets a test state only what it is about. */
export const cartItem = (o: Record<string, unknown> = {}): CartItem =>
  CartItemSchema.parse({ id: '1', price: '1', ...o });
export const cartState = (items: CartItem[] = [], isPromo = false): CartState => ({
  cartProducts: items,
  totalPrice: '0.00',
  isPromo,
});
export const rate = (o: Partial<DeliveryRate> = {}): DeliveryRate =>
  DeliveryRateSchema.parse({ country: 'Kuwait', per_kg_price: 1, ...o });
export const product = (o: Record<string, unknown> = {}): Product =>
  ProductSchema.parse({ id: 1, name: 'منتج', price: 5, ...o });
export const variant = (o: Record<string, unknown> = {}): Variant =>
  VariantSchema.parse({ id: 1, stock_quantity: 5, is_available: true, ...o });
/** A variant value as a product list carries it (docs/API.md `variant_options`), with its Arabic texts. */
export const sizeOption = (value: string) => ({ name: 'Size', value, name_ar: 'المقاس', value_ar: value });
export const colourOption = (value: string, valueAr: string) => ({
  name: 'Color',
  value,
  name_ar: 'اللون',
  value_ar: valueAr,
});

export const attrs = (pairs: Record<string, string>) =>
  Object.entries(pairs).map(([name, value]) => ({ name, value }));
export const variantSystem = (available: Record<string, string[]>, variants: Variant[]): VariantSystem =>
  VariantSystemSchema.parse({
    has_variants: true,
    available_attributes: available,
    optimized_variants: variants,
  });
export const addressForm = (o: Partial<AddressForm> = {}): AddressForm =>
  AddressFormSchema.parse({
    country: 'Kuwait',
    governorate: 'Hawalli',
    phone: '51234567',
    fullName: 'Sara',
    avenue: 'Street 5',
    city: 'Salmiya',
    apartment: 'Bldg 3',
    block: '3',
    house: '7',
    latitude: 29.33,
    longitude: 48.07,
    ...o,
  });
export const address = (o: Record<string, unknown> = {}): Address =>
  AddressSchema.parse({ id: 7, full_name: 'Sara', country: 'Kuwait', ...o });
export const selectedAddress = (o: Partial<SelectedAddress> = {}): SelectedAddress => ({
  fullName: 'Sara',
  street: 'Street 5',
  city: 'Salmiya',
  piece: null,
  email: null,
  area: 'Hawalli',
  phone: '+96551234567',
  country: 'Kuwait',
  addressId: 7,
  ...o,
});

/** The payload of a cash order of these items, no delivery fee or discount, as checkout builds it (throws if it cannot). */
export function cashOrderPayload(
  userId: number,
  address: SelectedAddress,
  items: CartItem[],
  subtotalFils: number,
) {
  const built = buildOrderPayload({
    userId,
    address,
    items,
    totals: orderTotals(subtotalFils, 0, 0),
    paymentMethod: 'cash',
    promoCode: null,
  });
  if (!built.ok) throw new Error(built.key);
  return built.payload;
}

/** The session fields Logout and Delete Account leave: a guest's. */
export const guestSession = { isLogin: false, token: null, userId: null, userName: null, mobile: null };
