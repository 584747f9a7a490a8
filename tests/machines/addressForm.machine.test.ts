import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  ADDRESS_SAVED_BACK_MS,
  type AddressForm,
  addressCards,
  type GeocodedPlace,
  validateAddressForm,
} from '../../src/domain';
import {
  type AddressFormContext,
  addressFormMachine,
  type FormBook,
  type PlaceAnswer,
  type Point,
  type SaveInput,
} from '../../src/machines/addressForm.machine';
import { address } from '../domain/factories';
import { allStateIds, type ModelOptions, type RegionalModel, regionalModelTests, rows } from './modelTest';

const place = (line: string, country: string, countryCode: string, region: string): GeocodedPlace => ({
  line,
  country,
  countryCode,
  region,
  locality: line.split(',')[0] ?? null,
});
const salmiya = place('Salmiya, Hawalli, Kuwait', 'Kuwait', 'KW', 'Hawalli');
const doha = place('Doha, Qatar', 'Qatar', 'QA', 'Doha');
const dohaPoint = { lat: 25.2854, lng: 51.531 };
// A saved address with its point in Salmiya, as the address list shows it: a Kuwaiti one, block and house given.
const salmiyaFields = {
  city: 'Salmiya',
  governorate: 'Hawalli',
  street: 'Street 9',
  block_avenue: '3',
  house: '7',
  pickupLocation: { latitude: 29.3339, longitude: 48.0761 },
};
const [card] = addressCards(
  [
    {
      address: address({ id: 4, phone: '+96599887766', address: 'Tower 1', ...salmiyaFields }),
      clientId: null,
    },
  ],
  [],
);
if (!card) throw new Error('expected a card');
const session = { userName: 'Sara', mobile: '+96551234567' };
const books = {
  customer: { loggedIn: true, session, card: null, cardSelected: false },
  guest: { loggedIn: false, session: null, card: null, cardSelected: false },
  withAddress: { loggedIn: true, session, card, cardSelected: true },
} satisfies Record<string, FormBook>;
const complete: AddressForm = { ...card.form, fullName: 'Sara Ali' };

const events = {
  'book: customer': { type: 'book.changed', book: books.customer },
  'book: guest': { type: 'book.changed', book: books.guest },
  'book: with the address': { type: 'book.changed', book: books.withAddress },
  refreshed: { type: 'xstate.done.actor.refreshAddresses' },
  'refresh failed': { type: 'xstate.error.actor.refreshAddresses', error: new TypeError('fetch failed') },
  located: { type: 'xstate.done.actor.locate', output: { lat: 29.3339, lng: 48.0761 } },
  'location denied': { type: 'xstate.error.actor.locate', error: { problem: 'denied' } },
  'location unavailable': { type: 'xstate.error.actor.locate', error: { problem: 'unavailable' } },
  'device placed': { type: 'xstate.done.actor.placeDevice', output: { place: salmiya, error: null } },
  'device place failed': { type: 'xstate.error.actor.placeDevice', error: new TypeError('fetch failed') },
  'saved point named': { type: 'xstate.done.actor.nameSaved', output: { place: salmiya, error: null } },
  'saved point failed': { type: 'xstate.error.actor.nameSaved', error: new TypeError('fetch failed') },
  'chosen point named': { type: 'xstate.done.actor.nameChosen', output: { place: doha, error: null } },
  'chosen point unknown': { type: 'xstate.done.actor.nameChosen', output: { place: null, error: null } },
  'chosen point failed': { type: 'xstate.error.actor.nameChosen', error: new TypeError('fetch failed') },
  'open map': { type: 'user.openMap' },
  'close map': { type: 'user.closeMap' },
  'move pin': { type: 'map.pinMoved', point: dohaPoint },
  'pin named': { type: 'xstate.done.actor.namePin', output: { place: doha, error: null } },
  'pin failed': { type: 'xstate.error.actor.namePin', error: new TypeError('fetch failed') },
  'confirm pin': { type: 'user.confirmPin' },
  'fill form': { type: 'user.changed', form: complete },
  'clear phone': { type: 'user.changed', form: { ...complete, phone: '' } },
  save: { type: 'user.save' },
  saved: { type: 'xstate.done.actor.saveAddress' },
  'save failed': { type: 'xstate.error.actor.saveAddress', error: new Error('quota') },
  'back time up': { type: 'xstate.after.2000.addressForm.open.form.saved' },
} as const;
type EventName = keyof typeof events;

/** SPEC §8: 'Address saved successfully!', then back after 2 s. */
const SPEC_DELAYS: Record<string, number> = {
  'xstate.after.2000.addressForm.open.form.saved': ADDRESS_SAVED_BACK_MS,
};

/** The live watcher is the screen's; here it stays silent and the table sends the book. */
const machine = addressFormMachine.provide({ actors: { watchBook: fromCallback(() => undefined) } });

/** What the guards read of the book. */
function bookLabel(book: FormBook | null): string {
  if (!book) return 'no book';
  if (!book.loggedIn) return 'guest';
  return book.card ? 'with the address' : 'customer';
}

const formLabel = (context: AddressFormContext) => (validateAddressForm(context.form) ? 'invalid' : 'valid');

/** A model of one opening of the form: its input and the events the shopper and the world may send in it. */
const visit = (input: { editId: string | null; mapAtOnce: boolean }, names: EventName[]): ModelOptions => ({
  machine,
  input,
  events: Object.fromEntries(names.map((name) => [name, events[name]])),
  deferredActors: ['refreshAddresses', 'locate', 'reverseGeocode', 'saveAddress'],
  delayMs: (event) => SPEC_DELAYS[event.type] ?? Number.NaN,
  serializeState: (snapshot) => {
    const c = snapshot.context as AddressFormContext;
    // What the guards read; the texts and the answer change what is shown, not where the form can go.
    return JSON.stringify([snapshot.value, bookLabel(c.book), c.refreshed, formLabel(c)]);
  },
});

const onTheForm: EventName[] = [
  'open map',
  'close map',
  'move pin',
  'pin named',
  'pin failed',
  'confirm pin',
  'chosen point named',
  'chosen point unknown',
  'chosen point failed',
  'fill form',
  'clear phone',
  'save',
  'saved',
  'save failed',
  'back time up',
];
const visits = {
  'new address': visit({ editId: null, mapAtOnce: false }, [
    'book: customer',
    'located',
    'location denied',
    'location unavailable',
    'device placed',
    'device place failed',
    ...onTheForm,
  ]),
  'on the map at once': visit({ editId: null, mapAtOnce: true }, [
    'book: customer',
    'located',
    'location unavailable',
    'device placed',
    'device place failed',
    'close map',
  ]),
  edit: visit({ editId: '4', mapAtOnce: false }, [
    'book: customer',
    'book: with the address',
    'refreshed',
    'refresh failed',
    'saved point named',
    'saved point failed',
    'open map',
    'move pin',
    'pin named',
    'confirm pin',
    'chosen point named',
    'save',
    'saved',
    'back time up',
  ]),
  guest: visit({ editId: null, mapAtOnce: false }, ['book: guest', 'book: customer']),
};

const OPENED_NEW = 'open.{form.editing.mapClosed & location.locating}';
const OPENED_EDIT = 'open.{form.editing.mapClosed & location.naming}';

/** Before the form (SPEC §2 Add/Edit address, §8 'Error fetching address details'): where the machine goes. */
const outside = rows`
  loading, no book                | book: customer         | ${OPENED_NEW}
  loading, no book                | book: guest            | loginRequired
  loginRequired, guest            | book: guest            | loginRequired
  loginRequired, guest            | book: customer         | ${OPENED_NEW}
  # An edit whose address the stored list does not hold yet asks the server once, then says it is missing.
  loading, no book, edit          | book: customer         | refreshing
  loading, no book, edit          | book: with the address | ${OPENED_EDIT}
  refreshing, customer            | book: customer         | refreshing
  refreshing, customer            | book: with the address | refreshing
  refreshing, customer            | refreshed              | missing
  refreshing, customer            | refresh failed         | missing
  refreshing, with the address    | book: customer         | refreshing
  refreshing, with the address    | book: with the address | refreshing
  refreshing, with the address    | refreshed              | ${OPENED_EDIT}
  refreshing, with the address    | refresh failed         | ${OPENED_EDIT}
  missing, customer               | book: customer         | missing
  missing, customer               | book: with the address | ${OPENED_EDIT}
`;

/** The location line goes on whether the map is open or not (`map` is '' or ', map open'). */
const lineRows = (map: string) => rows`
  location.locating${map}   | located              | location.placing
  location.locating${map}   | location denied      | location.shown
  location.locating${map}   | location unavailable | location.shown
  location.placing${map}    | device placed        | location.shown
  location.placing${map}    | device place failed  | location.shown
  location.naming${map}     | saved point named    | location.shown
  location.naming${map}     | saved point failed   | location.shown
  location.lookingUp${map}  | chosen point named   | location.shown
  location.lookingUp${map}  | chosen point unknown | location.shown
  location.lookingUp${map}  | chosen point failed  | location.shown
`;

/**
 * The marker's point confirmed on the map replaces whatever the line was doing: with its place as the machine named
 * it, or looked up again when it is not named. Before the marker is placed there is nothing to confirm.
 */
const confirmRows = (state: string) => rows`
  location.${state}, map open, pin placed | confirm pin | location.lookingUp
  location.${state}, map open, pin named  | confirm pin | location.shown
`;

const MAP_OPENED = 'form.editing.mapOpen.waiting';

/**
 * The map is open with its marker waiting for a first placing, being named, named, or not named: each move names
 * the new point afresh, and any way of leaving closes the map.
 */
const mapRows = (pin: string, form: 'valid' | 'invalid') => [
  ...rows`
    form.editing.mapOpen.${pin}, ${form} | close map | form.editing.mapClosed
    form.editing.mapOpen.${pin}, ${form} | move pin  | form.editing.mapOpen.naming
  `,
  ...(pin === 'waiting'
    ? []
    : rows`form.editing.mapOpen.${pin}, ${form} | confirm pin | form.editing.mapClosed`),
  ...(form === 'valid' ? rows`form.editing.mapOpen.${pin}, ${form} | save | form.saving` : []),
];

/**
 * Once open, the form and the location line run side by side: a row says where one region goes on an event, and a
 * region with no row for the event stays where it is. 'left' is where the whole form goes.
 */
const regions = [
  ...rows`
    form.editing.mapClosed, valid    | open map        | ${MAP_OPENED}
    form.editing.mapClosed, invalid  | open map        | ${MAP_OPENED}
    # SPEC §5 Address save: an invalid form stays, naming its problem; a valid one is saved.
    form.editing.mapClosed, valid    | save            | form.saving
    form.saving, valid               | saved           | form.saved
    form.saving, valid               | save failed     | form.editing.mapClosed
    form.saved, valid                | back time up    | left
    # ?map=true: the map opens once locating is over, either way.
    form.editing.mapClosed, invalid, map at once | location unavailable | ${MAP_OPENED}
    form.editing.mapClosed, invalid, map at once | device placed        | ${MAP_OPENED}
    form.editing.mapClosed, invalid, map at once | device place failed  | ${MAP_OPENED}
  `,
  ...['waiting', 'naming', 'named', 'unnamed'].flatMap((pin) => [
    ...mapRows(pin, 'valid'),
    ...mapRows(pin, 'invalid'),
  ]),
  ...rows`
    form.editing.mapOpen.naming, valid    | pin named  | form.editing.mapOpen.named
    form.editing.mapOpen.naming, invalid  | pin named  | form.editing.mapOpen.named
    form.editing.mapOpen.naming, valid    | pin failed | form.editing.mapOpen.unnamed
    form.editing.mapOpen.naming, invalid  | pin failed | form.editing.mapOpen.unnamed
  `,
  ...['', ', map open', ', map open, pin placed', ', map open, pin named'].flatMap(lineRows),
  ...['locating', 'placing', 'naming', 'lookingUp', 'shown'].flatMap(confirmRows),
];

/**
 * What the location line's guards read of the map's marker: placed, and named. Only while the map is open: the
 * guards ask for it open, and a closed map's last marker is left in the context until it opens again.
 */
const pinLabel = (c: AddressFormContext) => (c.pinAnswer ? 'pin named' : c.pin ? 'pin placed' : '');

const tables: RegionalModel = {
  parallel: 'open',
  outside,
  regions,
  outsideLabel: (snapshot) => {
    const c = snapshot.context as AddressFormContext;
    const edit = String(snapshot.value) === 'loading' && c.editId !== null ? ', edit' : '';
    return `${String(snapshot.value)}, ${bookLabel(c.book)}${edit}`;
  },
  regionLabel: (region, state, snapshot) => {
    const c = snapshot.context as AddressFormContext;
    const facts =
      region === 'form'
        ? [formLabel(c), c.mapAtOnce && state === 'editing.mapClosed' && 'map at once']
        : snapshot.matches({ open: { form: { editing: 'mapOpen' } } })
          ? ['map open', pinLabel(c)]
          : [];
    return [`${region}.${state}`, ...facts].filter(Boolean).join(', ');
  },
};

describe('the address form machine as a model (SPEC §2 Add/Edit address, §5 Address save, §8)', () => {
  // `starting` only decides where the location line begins (`always`), so no snapshot rests in it.
  const resting = allStateIds(addressFormMachine).filter((id) => id !== 'addressForm.open.location.starting');
  regionalModelTests(visits, tables, resting);
});

describe('the address form machine behaviour', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(
    input: { editId: string | null; mapAtOnce: boolean },
    book: FormBook,
    position: Promise<{ lat: number; lng: number }>,
  ) {
    const calls: string[] = [];
    const saved: SaveInput[] = [];
    const clock = new SimulatedClock();
    const provided = addressFormMachine.provide({
      actors: {
        watchBook: fromCallback(({ sendBack }) => sendBack({ type: 'book.changed', book })),
        refreshAddresses: fromPromise(async () => {
          calls.push('refresh');
        }),
        locate: fromPromise(() => position),
        reverseGeocode: fromPromise(async ({ input: point }): Promise<PlaceAnswer> => {
          calls.push(`geocode ${point.lat}`);
          return { place: point.lat === 25.2854 ? doha : salmiya, error: null };
        }),
        saveAddress: fromPromise(async ({ input: save }) => {
          saved.push(save);
        }),
      },
      actions: { announceSaved: () => calls.push('saved'), goBack: () => calls.push('back') },
    });
    const actor = createActor(provided, { input, clock }).start();
    return { actor, calls, saved, clock };
  }

  it('starts a new address with the session, locates it and guesses the country (SPEC §2)', async () => {
    const { actor, calls } = start(
      { editId: null, mapAtOnce: false },
      books.customer,
      Promise.resolve(dohaPoint),
    );
    await tick();
    await tick();
    const { form, answer } = actor.getSnapshot().context;
    expect(calls).toEqual(['geocode 25.2854']);
    expect(answer?.place?.line).toBe('Doha, Qatar');
    expect(form).toMatchObject({ fullName: 'Sara', country: 'Qatar', countryCode: '+974', city: 'Doha' });
    // The session's number went in while the form was still in Kuwait; the shopper's to correct now.
    expect(form.phone).toBe('51234567');
  });

  it('never lets a late device position move a point confirmed on the map', async () => {
    let answer: (point: { lat: number; lng: number }) => void = () => undefined;
    const { actor } = start(
      { editId: null, mapAtOnce: false },
      books.customer,
      new Promise((resolve) => (answer = resolve)),
    );
    actor.send({ type: 'user.openMap' });
    actor.send({ type: 'map.pinMoved', point: dohaPoint });
    await tick();
    actor.send({ type: 'user.confirmPin' });
    answer({ lat: 29.3339, lng: 48.0761 });
    await tick();
    expect(actor.getSnapshot().context.form).toMatchObject({ latitude: 25.2854, country: 'Qatar' });
  });

  it("names the map's marker at every move and never shows an overtaken move's answer, however late", async () => {
    const asked: { lat: number; answer: (value: PlaceAnswer) => void }[] = [];
    const provided = addressFormMachine.provide({
      actors: {
        watchBook: fromCallback(({ sendBack }) => sendBack({ type: 'book.changed', book: books.customer })),
        locate: fromPromise<Point, void>(() => new Promise(() => undefined)),
        reverseGeocode: fromPromise(
          ({ input }) => new Promise<PlaceAnswer>((answer) => asked.push({ lat: input.lat, answer })),
        ),
      },
    });
    const actor = createActor(provided, { input: { editId: null, mapAtOnce: false } }).start();
    const salmiyaPoint = { lat: 29.3339, lng: 48.0761 };
    actor.send({ type: 'user.openMap' });
    actor.send({ type: 'map.pinMoved', point: salmiyaPoint });
    actor.send({ type: 'map.pinMoved', point: dohaPoint });
    expect(asked.map((call) => call.lat)).toEqual([29.3339, 25.2854]);
    const [older, newer] = asked;
    // The newer move's answer comes back first, then the older one's.
    newer?.answer({ place: doha, error: null });
    await tick();
    older?.answer({ place: salmiya, error: null });
    await tick();
    const pinned = actor.getSnapshot();
    expect(pinned.matches({ open: { form: { editing: { mapOpen: 'named' } } } })).toBe(true);
    expect(pinned.context.pin).toEqual(dohaPoint);
    expect(pinned.context.pinAnswer?.place?.line).toBe('Doha, Qatar');
    // Moved twice more: the older move's answer, arriving while the newer is still looked up, is not shown either.
    actor.send({ type: 'map.pinMoved', point: salmiyaPoint });
    actor.send({ type: 'map.pinMoved', point: dohaPoint });
    asked[2]?.answer({ place: salmiya, error: null });
    await tick();
    expect(actor.getSnapshot().context.pinAnswer).toBeNull();
    expect(actor.getSnapshot().matches({ open: { form: { editing: { mapOpen: 'naming' } } } })).toBe(true);
    asked[3]?.answer({ place: doha, error: null });
    await tick();
    expect(actor.getSnapshot().context.pinAnswer?.place?.line).toBe('Doha, Qatar');
    actor.send({ type: 'user.confirmPin' });
    expect(actor.getSnapshot().context.form).toMatchObject({
      latitude: 25.2854,
      country: 'Qatar',
      city: 'Doha',
    });
    expect(actor.getSnapshot().context.answer?.place?.line).toBe('Doha, Qatar');
  });

  it('moves Area and governorate with a pin moved or tapped into another area, keeping street and house (SPEC §2)', async () => {
    const points = {
      hawalli: { lat: 29.3328, lng: 48.0286 },
      salmiya: { lat: 29.3339, lng: 48.0761 },
      kaifan: { lat: 29.338, lng: 47.958 },
    };
    const named: Record<number, GeocodedPlace> = {
      [points.hawalli.lat]: place('Hawalli, Hawalli, Kuwait', 'Kuwait', 'KW', 'Hawalli'),
      [points.salmiya.lat]: salmiya,
      [points.kaifan.lat]: place('Kaifan, Al Asimah, Kuwait', 'Kuwait', 'KW', 'Al Asimah'),
    };
    const provided = addressFormMachine.provide({
      actors: {
        watchBook: fromCallback(({ sendBack }) => sendBack({ type: 'book.changed', book: books.customer })),
        locate: fromPromise(async () => points.hawalli),
        reverseGeocode: fromPromise(async ({ input }) => ({ place: named[input.lat] ?? null, error: null })),
      },
    });
    const actor = createActor(provided, { input: { editId: null, mapAtOnce: false } }).start();
    await tick();
    await tick();
    const form = () => actor.getSnapshot().context.form;
    expect(form()).toMatchObject({ city: 'Hawalli', governorate: 'Hawalli' });
    actor.send({ type: 'user.changed', form: { ...form(), avenue: 'Street 5', house: '12' } });

    // Dragged across the boundary into Salmiya, named, confirmed.
    actor.send({ type: 'user.openMap' });
    actor.send({ type: 'map.pinMoved', point: points.salmiya });
    await tick();
    actor.send({ type: 'user.confirmPin' });
    expect(form()).toMatchObject({
      city: 'Salmiya',
      governorate: 'Hawalli',
      avenue: 'Street 5',
      house: '12',
    });

    // Tapped into Kaifan and confirmed before the map had named it: the answer, once in, moves the governorate too.
    actor.send({ type: 'user.openMap' });
    actor.send({ type: 'map.pinMoved', point: points.kaifan });
    actor.send({ type: 'user.confirmPin' });
    expect(actor.getSnapshot().matches({ open: { location: 'lookingUp' } })).toBe(true);
    await tick();
    expect(form()).toMatchObject({
      city: 'Kaifan',
      governorate: 'Al Asimah',
      avenue: 'Street 5',
      house: '12',
      latitude: points.kaifan.lat,
    });
  });

  it("puts the street map's street under the confirmed pin in the street box, never over the shopper's own", async () => {
    const provided = addressFormMachine.provide({
      actors: {
        watchBook: fromCallback(({ sendBack }) => sendBack({ type: 'book.changed', book: books.customer })),
        locate: fromPromise<Point, void>(() => new Promise(() => undefined)),
        reverseGeocode: fromPromise(async (): Promise<PlaceAnswer> => ({ place: salmiya, error: null })),
      },
    });
    const actor = createActor(provided, { input: { editId: null, mapAtOnce: false } }).start();
    const gulfRoad = { lat: 29.3339, lng: 48.0761 };
    const salemStreet = { lat: 29.3351, lng: 48.0712 };
    const form = () => actor.getSnapshot().context.form;
    const placeOn = async (point: Point, street: string | null) => {
      actor.send({ type: 'user.openMap' });
      actor.send({ type: 'map.pinMoved', point });
      // A reading for a point the pin has left is dropped.
      actor.send({ type: 'map.streetRead', point: dohaPoint, street: 'Corniche' });
      // The map gives the point back wrapped, its last digits changed.
      actor.send({ type: 'map.streetRead', point: { ...point, lng: point.lng - 1e-14 }, street });
      await tick();
      expect(actor.getSnapshot().context.pinStreet?.name).toBe(street);
      actor.send({ type: 'user.confirmPin' });
    };

    await placeOn(gulfRoad, 'Gulf Road');
    expect(form()).toMatchObject({ avenue: 'Gulf Road', city: 'Salmiya', latitude: gulfRoad.lat });
    // Moved along to another street: the box still holds the map's street, so it follows.
    await placeOn(salemStreet, 'Salem Al Mubarak Street');
    expect(form().avenue).toBe('Salem Al Mubarak Street');
    // The shopper typed their own: it stays wherever the pin goes.
    actor.send({ type: 'user.changed', form: { ...form(), avenue: 'Street 12' } });
    await placeOn(gulfRoad, 'Gulf Road');
    expect(form().avenue).toBe('Street 12');
    // Without a street map nothing is read, and the box is left alone.
    actor.send({ type: 'user.changed', form: { ...form(), avenue: '' } });
    actor.send({ type: 'user.openMap' });
    actor.send({ type: 'map.pinMoved', point: salemStreet });
    await tick();
    actor.send({ type: 'user.confirmPin' });
    expect(form()).toMatchObject({ avenue: '', latitude: salemStreet.lat });
  });

  it("says 'Location access denied' and opens the map at once with ?map=true (SPEC §8)", async () => {
    const { actor } = start(
      { editId: null, mapAtOnce: true },
      books.customer,
      Promise.reject(Object.assign(new Error('denied'), { problem: 'denied' })),
    );
    await tick();
    expect(actor.getSnapshot().context.locationProblem).toBe('denied');
    expect(actor.getSnapshot().matches({ open: { form: { editing: 'mapOpen' } } })).toBe(true);
  });

  it('checks the form in SPEC §5 order and cannot save while saving', async () => {
    const { actor } = start({ editId: null, mapAtOnce: false }, books.customer, new Promise(() => undefined));
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context.problem).toBe('selectLocationOnMap');
    actor.send({ type: 'user.changed', form: { ...complete, phone: '123' } });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context.problem).toBe('invalidPhone');
    actor.send({ type: 'user.changed', form: complete });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.changed', form: complete })).toBe(false);
  });

  it('saves an edit with its card and selection, says so, and goes back after 2 s (SPEC §8)', async () => {
    const { actor, calls, saved, clock } = start(
      { editId: '4', mapAtOnce: false },
      books.withAddress,
      new Promise(() => undefined),
    );
    await tick();
    expect(actor.getSnapshot().context.form.city).toBe('Salmiya');
    actor.send({ type: 'user.save' });
    await tick();
    expect(saved).toEqual([{ form: card.form, card, cardSelected: true }]);
    expect(calls).toEqual(['geocode 29.3339', 'saved']);
    clock.increment(ADDRESS_SAVED_BACK_MS - 1);
    expect(calls).not.toContain('back');
    clock.increment(1);
    expect(calls).toEqual(['geocode 29.3339', 'saved', 'back']);
  });

  it('asks the server once for an address the stored list lacks, then says it is missing (SPEC §8)', async () => {
    const { actor, calls } = start(
      { editId: '99', mapAtOnce: false },
      books.customer,
      new Promise(() => undefined),
    );
    await tick();
    expect(calls).toEqual(['refresh']);
    expect(actor.getSnapshot().value).toBe('missing');
  });
});
