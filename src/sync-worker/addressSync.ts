/**
 * The customer's address list (SPEC §7 GET /user/{userId}/addresses), fetched with the bearer token of the session
 * the event log holds and stored in the `addresses` collection; the screen lays the outbox's pending changes over
 * it (domain addressCards). A failed fetch keeps what is stored (DESIGN: stale-while-revalidate).
 */
import { EventLog, type ShopDatabase } from '../db';
import { AddressListResponseSchema, canFetchAddresses } from '../domain';
import { replaceAddresses, storedAddressIds } from './addressCache';
import type { ApiClient } from './apiClient';
import type { RefreshOutcome, SyncStatusRecorder } from './syncStatus';

export interface AddressRefresh extends RefreshOutcome {
  /** How many addresses the server listed; null when no list was fetched (a failure, or nobody logged in). */
  count: number | null;
}

export class AddressSync {
  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly status: SyncStatusRecorder,
  ) {}

  async refresh(): Promise<AddressRefresh> {
    const { session } = await new EventLog(this.db).state();
    const userId = session.userId === null ? '' : String(session.userId);
    // SPEC §5 Address fetch: refused for a missing user id or the demo placeholder; not a failure to report.
    if (!session.token || !canFetchAddresses(userId))
      return { ok: false, error: null, failures: [], count: null };
    let count: number | null = null;
    const outcome = await this.status.track('addresses', async (keep) => {
      const before = await storedAddressIds(this.db, userId);
      const list = keep(
        await this.api.get(`/user/${userId}/addresses`, AddressListResponseSchema, { token: session.token }),
      );
      if (!list) return;
      await replaceAddresses(this.db, userId, list.data, before);
      count = list.data.length;
    });
    return { ...outcome, count };
  }
}
