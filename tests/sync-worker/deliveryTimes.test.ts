import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_TIMES } from '../../src/domain';
import type { ApiClient, ApiResult } from '../../src/sync-worker/apiClient';
import { DeliveryTimes } from '../../src/sync-worker/deliveryTimes';
import { MissingCalls } from '../../src/sync-worker/missingCall';

const hawalli = { country: 'Kuwait', governorate: 'Hawalli', min_days: 1, max_days: 2 };

/** An API whose GETs answer in turn from `answers`, counting the calls. */
function apiAnswering(answers: ApiResult<unknown>[]) {
  const asked: string[] = [];
  const api = {
    get: async (path: string) => {
      asked.push(path);
      return answers.shift() ?? { ok: false, error: 'offline', message: 'no more answers' };
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe('the delivery times the worker hands the screens (docs/API.md "Delivery estimates")', () => {
  it("are the backend's, kept for 5 minutes and asked once by screens asking together", async () => {
    let now = 0;
    const { api, asked } = apiAnswering([
      { ok: true, value: { data: [hawalli] } },
      { ok: true, value: { data: [] } },
    ]);
    const times = new DeliveryTimes(api, () => now, new MissingCalls());
    expect(await Promise.all([times.times(), times.times()])).toEqual([[hawalli], [hawalli]]);
    now += 299_000;
    expect(await times.times()).toEqual([hawalli]);
    expect(asked).toEqual(['/delivery/estimates']);
    now += 2_000;
    expect(await times.times()).toEqual([]);
  });

  it("are the shop's defaults from a backend without the call, which is not asked again", async () => {
    const { api, asked } = apiAnswering([{ ok: false, error: 'server', status: 404, message: 'Not found' }]);
    const times = new DeliveryTimes(api, () => 0, new MissingCalls());
    expect(await times.times()).toEqual(DEFAULT_DELIVERY_TIMES);
    expect(await times.times()).toEqual(DEFAULT_DELIVERY_TIMES);
    expect(asked).toHaveLength(1);
  });

  it('are unknown while the backend cannot be asked, else the last answer stands', async () => {
    let now = 0;
    const offline = { ok: false, error: 'offline', message: 'fetch failed' } as const;
    const { api } = apiAnswering([offline, { ok: true, value: { data: [hawalli] } }, offline]);
    const times = new DeliveryTimes(api, () => now, new MissingCalls());
    expect(await times.times()).toBeNull();
    expect(await times.times()).toEqual([hawalli]);
    now += 600_000;
    expect(await times.times()).toEqual([hawalli]);
  });
});
