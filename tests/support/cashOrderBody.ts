/**
 * The body of `POST /order/store` (SPEC §7, API.md Orders) for a cash order of one unit of one product at its
 * catalogue price, delivered in Kuwait, as the checkout sends it: what tests that need a placed order send.
 */
export function cashOrderBody(order: {
  userId: string | number | null;
  phone: string;
  fullName: string;
  product: { id: number; name: string; price: number };
}) {
  const price = Math.round(order.product.price * 1000) / 1000;
  return {
    order_detail: {
      user_id: order.userId,
      address: 'Street 12, Salmiya, Hawalli, Kuwait',
      // The server reckons the fee itself and refuses another: delivery in Kuwait is free from 20 KD (SPEC §9
      // free_after).
      delivery_price: 0,
      discount: 0,
      promo_code: null,
      email: null,
      order_status: 'confirmed',
      payment_status: 'pending',
      subtotal_price: price,
      total_price: price,
      full_name: order.fullName,
      phone_number: order.phone,
      paymentType: 'cash',
      countryName: 'Kuwait',
    },
    product_details: [{ id: order.product.id, name: order.product.name, price, quantity: 1, v_id: null }],
  };
}
