// The shop's staff drive order statuses (SPEC §4: "the server drives them"). There is no admin login in this
// reference backend: the call carries a shared secret in X-Admin-Secret, set by ADMIN_SECRET.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { findOrder } from '../db/queries/orders';
import { readBody } from '../http/body';
import { ApiError, parseInput } from '../http/errors';
import { languageOf } from '../http/language';
import { idParam } from '../http/params';
import { changeOrderStatus } from '../orders/change-order-status';
import { orderStatuses } from '../orders/statuses';
import { presentOrder } from '../presenters/order';
import type { RouteDeps } from './deps';

/** Development mode's secret when ADMIN_SECRET is not set (docs/API.md); production has none by default. */
export const developmentAdminSecret = 'dev-admin-secret';

// Comparing digests keeps the comparison constant-time whatever the lengths.
const digest = (text: string) => createHash('sha256').update(text).digest();

const statusBody = z.object({ status: z.enum(orderStatuses) });

export function adminRoutes({ db, now, adminSecret }: RouteDeps & { adminSecret: string | undefined }) {
  const expected = adminSecret === undefined ? undefined : digest(adminSecret);
  return new Hono().post('/admin/orders/:id/status', async (c) => {
    const given = c.req.header('X-Admin-Secret');
    if (!expected || given === undefined || !timingSafeEqual(digest(given), expected)) {
      throw new ApiError(401, 'adminSecretRequired');
    }
    const id = parseInput(idParam, c.req.param('id'), 'invalidOrderId');
    const { status } = await readBody(c, statusBody);
    if (!(await changeOrderStatus(db, id, status, now()))) throw new ApiError(404, 'orderNotFound');
    const order = await findOrder(db, id);
    if (!order) throw new ApiError(404, 'orderNotFound');
    return c.json({ status: true, data: presentOrder(order, languageOf(c)) });
  });
}
