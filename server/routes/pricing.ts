// Promo validation and delivery rates, the inputs of the checkout totals (SPEC §5 Promo code, §9 Delivery fee),
// and how long delivery takes (beyond SPEC: docs/API.md "Delivery estimates").
import { Hono } from 'hono';
import { findUsablePromo, listDeliveryEstimates, listDeliveryRates } from '../db/queries/pricing';
import { parseInput } from '../http/errors';
import { promoCodeParam } from '../http/params';
import { presentDeliveryEstimate, presentDeliveryRate } from '../presenters/content';
import type { RouteDeps } from './deps';

export function pricingRoutes({ db, now }: RouteDeps) {
  return new Hono()
    .get('/getPromoValid/:code', async (c) => {
      const code = parseInput(promoCodeParam, c.req.param('code'), 'invalidPromoCode');
      const promo = await findUsablePromo(db, code, now());
      if (!promo) return c.json({ status: false, promo_code: [] });
      return c.json({ status: true, promo_code: [{ code: promo.code, discount: promo.discount }] });
    })
    .get('/deliveryCharges_admin', async (c) =>
      c.json({ status: true, data: (await listDeliveryRates(db)).map(presentDeliveryRate) }),
    )
    .get('/delivery/estimates', async (c) =>
      c.json({ status: true, data: (await listDeliveryEstimates(db)).map(presentDeliveryEstimate) }),
    );
}
