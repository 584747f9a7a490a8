import { addressLine } from '../addresses/addressLine';
import { cartLineProductId, cartLineVariantId, lineQuantity } from '../cart/cartLine';
import type {
  AddressPlace,
  CartItem,
  OrderProductLine,
  OrderStorePayload,
  PaymentMethod,
  SelectedAddress,
} from '../schemas';
import type { Language } from '../shared/language';
import { filsToKd, toFils } from '../shared/money';
import type { OrderTotals } from './orderTotal';

export type OrderPayloadInput = {
  userId: number | string | null;
  address: SelectedAddress | null;
  items: readonly CartItem[];
  totals: OrderTotals;
  paymentMethod: PaymentMethod;
  promoCode: string | null;
  /** The language the shopper checks out in: the order's address names its places in it (addressLine). */
  language?: Language;
};

export type OrderPayloadResult =
  | { ok: true; payload: OrderStorePayload }
  | { ok: false; key: 'missingDeliveryAddress' | 'missingUserInfo' };

function productLine(item: CartItem): OrderProductLine {
  return {
    id: cartLineProductId(item),
    name: item.name ?? item.productName ?? item.title,
    price: filsToKd(toFils(item.price)),
    quantity: lineQuantity(item),
    image: item.image ?? item.coverUrl,
    title: item.title,
    psize: item.size,
    psize_price: item.psize_price ?? item.additional_price,
    pcolor: item.color,
    v_id: cartLineVariantId(item),
    odoo_id: item.selectedVariant?.odoo_id ?? item.odoo_id,
    // Not for the server, which names a line from its catalogue: a pending card order's pages name the options.
    attributes_array: item.selectedVariant?.attributes_array,
  };
}

/** The parts of a selection an address line is made of. */
function placeOf(address: SelectedAddress): AddressPlace {
  const { street, avenue, piece, house, floor, apartment, city, area, country } = address;
  return { street, avenue, piece, house, floor, apartment, city, area, country };
}

/**
 * SPEC §3/§4 order_detail and product_details for POST /order/store. A new order is sent with order_status
 * 'confirmed' and payment_status 'pending' (SPEC §4 Order status); amounts go out as KD numbers. The address goes
 * as a line in the shopper's language, in SPEC's named fields (a Kuwaiti avenue in `Avenue`, else the street as
 * before; the house in `theHome`, else the apartment/building) and part by part in `address_parts`.
 */
export function buildOrderPayload(input: OrderPayloadInput): OrderPayloadResult {
  const { address, userId, totals } = input;
  if (!address) return { ok: false, key: 'missingDeliveryAddress' };
  if (userId === null || userId === '') return { ok: false, key: 'missingUserInfo' };
  return {
    ok: true,
    payload: {
      order_detail: {
        user_id: userId,
        address: addressLine(address, input.language ?? 'en'),
        delivery_price: filsToKd(totals.deliveryFils),
        discount: filsToKd(totals.discountFils),
        promo_code: input.promoCode,
        email: address.email,
        order_status: 'confirmed',
        payment_status: 'pending',
        subtotal_price: filsToKd(totals.subtotalFils),
        total_price: filsToKd(totals.totalFils),
        full_name: address.fullName,
        phone_number: address.phone,
        paymentType: input.paymentMethod,
        Avenue: address.avenue ?? address.street,
        cityTown: address.city,
        countryName: address.country,
        region: address.area,
        theHome: address.house ?? address.apartment ?? null,
        theStreet: address.street,
        address_parts: placeOf(address),
        // Filled in when a card payment has been verified (the server refuses a card order without it).
        invoice_id: null,
        paymentId: null,
      },
      product_details: input.items.map(productLine),
    },
  };
}
