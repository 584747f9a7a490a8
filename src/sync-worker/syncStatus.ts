/**
 * How each screen's last refresh went, written to the local database so screens can show a quiet notice without
 * asking the worker; and one round of calls shared by refreshes asked for at the same time.
 */
import type { ShopDatabase, SyncError } from '../db';
import type { ApiResult } from './apiClient';

export interface RefreshOutcome {
  ok: boolean;
  /** The first failure's kind, for the notice the screen shows; null when every call succeeded. */
  error: SyncError | null;
  failures: string[];
}

type Failure = Extract<ApiResult<unknown>, { ok: false }>;
/** Hands back a call's value, or records its failure and hands back null. */
export type Keep = <T>(result: ApiResult<T>) => T | null;

export class SyncStatusRecorder {
  private readonly inFlight = new Map<string, Promise<RefreshOutcome>>();

  constructor(
    private readonly db: ShopDatabase,
    private readonly now: () => number,
  ) {}

  track(id: string, work: (keep: Keep) => Promise<void>): Promise<RefreshOutcome> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const failures: Failure[] = [];
    const keep: Keep = (result) => {
      if (result.ok) return result.value;
      failures.push(result);
      return null;
    };
    const promise = work(keep)
      .then(() => this.record(id, failures))
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, promise);
    return promise;
  }

  /** Settles once the round under way for `id`, if any, has landed, whatever its outcome. */
  async settled(id: string): Promise<void> {
    await this.inFlight.get(id)?.catch(() => undefined);
  }

  private async record(id: string, failures: Failure[]): Promise<RefreshOutcome> {
    const now = this.now();
    const first = failures[0];
    const previous = await this.db.sync_status.findOne(id).exec();
    await this.db.sync_status.upsert({
      id,
      lastAttemptAt: now,
      lastSuccessAt: first ? (previous?.lastSuccessAt ?? null) : now,
      error: first?.error ?? null,
      detail: first?.message ?? null,
    });
    return { ok: !first, error: first?.error ?? null, failures: failures.map((f) => f.message) };
  }
}
