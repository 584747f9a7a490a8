// The {userId} of /user/{userId}/… paths. SPEC §5 refuses an address fetch for a missing user id or the demo
// placeholder id, which a client shows before login; those get a 400 of their own rather than a 403.
import { ApiError } from './errors';
import { idParam } from './params';

/** What clients put in the path when they have no user id (documented in docs/API.md). */
export const placeholderUserIds = ['demo', '0', 'undefined', 'null'];

export function ownUserId(raw: string, customerId: number): number {
  if (placeholderUserIds.includes(raw.trim().toLowerCase())) throw new ApiError(400, 'missingUserId');
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'invalidUserId');
  if (parsed.data !== customerId) throw new ApiError(403, 'notYourAccount');
  return parsed.data;
}
