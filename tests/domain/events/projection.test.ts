import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  cartSubtotalFils,
  createEvent,
  initialProjectionState,
  makeEventId,
  replay,
  toKdString,
} from '../../../src/domain';
import { cartItem } from '../factories';
import { ev, eventLog, favorite, idAt, log, session, shuffled } from './factories';

describe('the projections as a fold of the log (DESIGN Event sourcing)', () => {
  it('fold every projection from one log and record the last event applied', () => {
    const events = log(
      (n) => ev(n, 'LoggedIn', { session }),
      (n) => ev(n, 'CartItemAdded', { item: cartItem({ id: '1', price: '2' }) }),
      (n) => ev(n, 'FavoriteToggled', { favorite: favorite(1) }),
      (n) => ev(n, 'LanguageChanged', { language: 'en' }),
    );
    const state = replay(events);
    expect(state.session.isLogin).toBe(true);
    expect(state.cart.totalPrice).toBe('2.00');
    expect(state.favorites).toHaveLength(1);
    expect(state.session.isLanguage).toBe('en');
    expect(state.lastEventId).toBe(idAt(4));
  });

  it('start from a guest with an empty cart, no favorites and no address', () => {
    expect(replay([])).toEqual(initialProjectionState());
  });

  it('let a snapshot replace the state folded before it', () => {
    const state = replay(log((n) => ev(n, 'CartItemAdded', { item: cartItem({ id: '1' }) })));
    const snapshot = createEvent(idAt(9), 9, 'Snapshot', { state: initialProjectionState() });
    expect(applyEvent(state, snapshot)).toEqual({ ...initialProjectionState(), lastEventId: idAt(9) });
  });

  it('catch up after a crash between append and projection by folding the whole log again', () => {
    const events = log(
      (n) => ev(n, 'FavoriteToggled', { favorite: favorite(1) }),
      (n) => ev(n, 'CartItemAdded', { item: cartItem({ id: '1' }) }),
      (n) => ev(n, 'CartItemQuantityChanged', { id: '1', delta: 1 }),
    );
    const projected = replay(events.slice(0, 2)); // the third was appended, then the tab died
    expect(projected.lastEventId).toBe(events[1]?.id);
    const restarted = replay(events);
    expect(restarted.favorites).toHaveLength(1); // the toggle is not applied a second time
    expect(restarted.cart.cartProducts[0]?.quantity).toBe(2);
    expect(restarted.lastEventId).toBe(events[2]?.id);
  });

  it('give the same state whatever order the events arrive in, once sorted by id', () => {
    fc.assert(
      fc.property(
        eventLog().chain((events) => fc.tuple(fc.constant(events), shuffled(events))),
        ([events, arrived]) => {
          expect(replay(arrived)).toEqual(replay(events));
        },
      ),
    );
  });

  it('keep the cart total equal to the fils sum of its lines (SPEC §4 Cart, DESIGN money in fils)', () => {
    fc.assert(
      fc.property(eventLog(), (events) => {
        const { cart } = replay(events);
        expect(cart.totalPrice).toBe(toKdString(cartSubtotalFils(cart.cartProducts)));
      }),
    );
  });
});

describe('two tabs appending to one log (DESIGN The local database)', () => {
  const T = 1_700_000_000_000;
  const addedIn = (tab: string, ms: number, id: string) =>
    createEvent(makeEventId(T + ms, 0, tab), T + ms, 'CartItemAdded', { item: cartItem({ id, price: '1' }) });
  const tabA = [addedIn('taba', 1, 'a1'), addedIn('taba', 3, 'a2'), addedIn('taba', 5, 'same-ms-a')];
  const tabB = [addedIn('tabb', 2, 'b1'), addedIn('tabb', 4, 'b2'), addedIn('tabb', 5, 'same-ms-b')];

  it("fold to a cart holding both tabs' items, in the order they were added", () => {
    const { cart } = replay([...tabA, ...tabB]);
    expect(cart.cartProducts.map((l) => l.id)).toEqual(['a1', 'b1', 'a2', 'b2', 'same-ms-a', 'same-ms-b']);
    expect(cart.totalPrice).toBe('6.00');
  });

  it('fold to the same cart in either tab, whichever stream it merged first', () => {
    expect(replay([...tabB, ...tabA])).toEqual(replay([...tabA, ...tabB]));
  });
});
