import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  type EventPayload,
  isReplicated,
  makeEventId,
  replay,
  type ShopEvent,
  toSelectedAddress,
} from '../../../src/domain';
import { address, cartItem } from '../factories';
import { favorite } from './factories';

/**
 * The merge rule (DESIGN "The customer's log across devices"): two or three devices of one customer
 * change the cart, favourites and selected address, go offline and online, push (sometimes twice) and pull in any
 * interleaving. The server stores each event once, in its own order (`seq`); a device folds the events the server
 * placed in that order, then its own. Once every device has pushed and pulled, all fold the same log.
 * The model of the server and of a device's replication is the protocol of docs/API.md "The customer's log",
 * reduced to its rule: push is idempotent by event id, pull returns what follows a checkpoint, in seq order.
 */

type Change = { type: ShopEvent['type']; payload: unknown };

const lineId = fc.constantFrom('1', '2', '3-7', '4-Color:Red');
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ id: lineId, quantity: fc.integer({ min: 1, max: 5 }) }).map(({ id, quantity }) => ({
    type: 'CartItemAdded' as const,
    payload: { item: cartItem({ id, quantity }) },
  })),
  fc
    .record({ id: lineId, delta: fc.constantFrom(1 as const, -1 as const) })
    .map((payload) => ({ type: 'CartItemQuantityChanged' as const, payload })),
  lineId.map((id) => ({ type: 'CartItemRemoved' as const, payload: { id } })),
  fc.constant({ type: 'CartCleared' as const, payload: {} }),
  fc
    .constantFrom(1, 2, 3)
    .map((id) => ({ type: 'FavoriteToggled' as const, payload: { favorite: favorite(id) } })),
  fc.constant({ type: 'FavoritesCleared' as const, payload: {} }),
  fc.constantFrom(1, 2, null).map((id) => ({
    type: 'AddressSelected' as const,
    payload: { address: id === null ? null : toSelectedAddress(address({ id })) },
  })),
);

type Step =
  | { kind: 'change'; device: number; change: Change }
  | { kind: 'network'; device: number }
  | { kind: 'push' | 'pull'; device: number };

const steps = (devices: number): fc.Arbitrary<Step[]> => {
  const device = fc.nat(devices - 1);
  return fc.array(
    fc.oneof(
      { weight: 4, arbitrary: fc.record({ kind: fc.constant('change' as const), device, change }) },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('network' as const), device }) },
      {
        weight: 2,
        arbitrary: fc.record({ kind: fc.constantFrom('push' as const, 'pull' as const), device }),
      },
    ),
    { maxLength: 60 },
  );
};

class Server {
  readonly log: ShopEvent[] = [];
  private readonly ids = new Set<string>();

  push(events: readonly ShopEvent[]): void {
    for (const event of events) {
      if (this.ids.has(event.id)) continue;
      this.ids.add(event.id);
      this.log.push({ ...event, seq: this.log.length + 1 });
    }
  }

  after(seq: number): ShopEvent[] {
    return this.log.filter((event) => (event.seq ?? 0) > seq);
  }
}

class Device {
  readonly log = new Map<string, ShopEvent>();
  online = true;
  private checkpoint = 0;
  private counter = 0;

  /** `clock` is this device's own idea of the time: devices' clocks disagree, so ids do not give the real order. */
  constructor(
    private readonly tab: string,
    private readonly clock: number,
  ) {}

  change({ type, payload }: Change, step: number): void {
    const at = this.clock + step;
    const id = makeEventId(at, this.counter++, this.tab);
    this.log.set(id, createEvent(id, at, type, payload as EventPayload<typeof type>));
  }

  push(server: Server): void {
    if (!this.online) return;
    server.push(
      [...this.log.values()].filter((event) => isReplicated(event.type) && event.seq === undefined),
    );
  }

  pull(server: Server): void {
    if (!this.online) return;
    for (const event of server.after(this.checkpoint)) {
      this.log.set(event.id, event);
      this.checkpoint = event.seq ?? this.checkpoint;
    }
  }

  shown() {
    const { cart, favorites, addresses } = replay([...this.log.values()]);
    return { cart, favorites, selected: addresses.selected };
  }
}

function play(deviceCount: number, clocks: number[], script: Step[]) {
  const server = new Server();
  const devices = clocks.slice(0, deviceCount).map((clock, index) => new Device('abc'[index] ?? 'z', clock));
  script.forEach((step, index) => {
    const device = devices[step.device];
    if (!device) return;
    if (step.kind === 'change') device.change(step.change, index);
    if (step.kind === 'network') device.online = !device.online;
    if (step.kind === 'push') device.push(server);
    if (step.kind === 'pull') device.pull(server);
  });
  // Every device back online, then a push round and a pull round.
  for (const device of devices) device.online = true;
  for (const device of devices) device.push(server);
  for (const device of devices) device.pull(server);
  return { server, devices };
}

const clocks = fc.array(fc.integer({ min: 1_700_000_000_000, max: 1_700_000_100_000 }), {
  minLength: 3,
  maxLength: 3,
});

describe("the customer's log across devices (DESIGN)", () => {
  it('leaves every device with the same cart, favourites and selected address once all have synced', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 3 }),
        clocks,
        fc.integer({ min: 2, max: 3 }).chain(steps),
        (count, times, script) => {
          const { devices } = play(count, times, script);
          const [first, ...others] = devices.map((device) => device.shown());
          for (const other of others) expect(other).toEqual(first);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('loses no added line unless a later event in the server order removes it', () => {
    fc.assert(
      fc.property(clocks, steps(3), (times, script) => {
        const { server, devices } = play(3, times, script);
        const shown = new Set(devices[0]?.shown().cart.cartProducts.map((line) => line.id));
        server.log.forEach((event, index) => {
          if (event.type !== 'CartItemAdded') return;
          const line = event.payload.item.id;
          const removedLater = server.log
            .slice(index + 1)
            .some(
              (later) =>
                later.type === 'CartCleared' ||
                (later.type === 'CartItemRemoved' && later.payload.id === line),
            );
          if (!removedLater) expect(shown.has(line), `line ${line} added at seq ${event.seq}`).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('stores an event pushed twice once, so a retried push never doubles a quantity', () => {
    const server = new Server();
    const phone = new Device('a', 1_700_000_000_000);
    phone.change(
      { type: 'CartItemAdded' as const, payload: { item: cartItem({ id: '1', quantity: 1 }) } },
      1,
    );
    phone.change({ type: 'CartItemQuantityChanged' as const, payload: { id: '1', delta: 1 } }, 2);
    phone.push(server);
    phone.push(server);
    const laptop = new Device('b', 1_700_000_000_000);
    laptop.pull(server);
    expect(server.log.map((event) => event.seq)).toEqual([1, 2]);
    expect(laptop.shown().cart.cartProducts.map((line) => [line.id, line.quantity])).toEqual([['1', 2]]);
  });
});
