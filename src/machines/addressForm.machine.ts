/**
 * Adding or editing an address (SPEC §2 Add/Edit address, §5 Address save, §8 addresses and location texts).
 * The machine follows the address book (`watchBook`): a guest is asked to log in; an edit starts from the saved
 * address, asking the server's list once more on a cold start before it says the address cannot be found; a new
 * address starts blank in Kuwait with the session's name and phone. Once open, two regions run side by side:
 * - the form: typing, the full-screen map (opened at once after locating with `?map=true`), the SPEC §5 checks on
 *   save, saving through the event log, then 'Address saved successfully!' and back after 2 s;
 * - the location line: for a new address the device position, reverse-geocoded, fills the country and the place
 *   (SPEC §2); an edit names its saved point; a point confirmed on the map replaces whatever was under way, so a
 *   late device position or an overtaken answer never moves it.
 * While the map is open the machine names its marker's point at every move, and only the newest move's answer; with a
 * street map it also keeps the street the map read under the marker, which Confirm puts in the street box.
 */
import { and, assign, fromCallback, fromPromise, raise, setup, stateIn } from 'xstate';
import { ADDRESS_SAVED_BACK_MS, validateAddressForm } from '../domain';
import type {
  AddressFormContext,
  AddressFormEvent,
  AddressFormInput,
  PlaceAnswer,
  Point,
  SaveInput,
} from './addressForm.types';
import {
  type Confirmed,
  confirmedPin,
  initialContext,
  locationProblemOf,
  newStreetAtPin,
  OFFLINE,
  placedChosen,
  placedConfirmed,
  placedDevice,
  pointOf,
  prefilled,
  reasonOf,
} from './addressFormContext';
import { unprovided } from './unprovided';

// The screens, their services and the tests import the machine's types from here.
export type * from './addressForm.types';

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as AddressFormInput,
  },
  actors: {
    watchBook: fromCallback<AddressFormEvent, { editId: string | null }>(() => {
      throw new Error('watchBook must be provided');
    }),
    refreshAddresses: fromPromise<void, void>(unprovided('refreshAddresses')),
    /** The device position; rejects with an error whose `problem` is 'denied' when the shopper refused. */
    locate: fromPromise<Point, void>(unprovided('locate')),
    reverseGeocode: fromPromise<PlaceAnswer, Point>(unprovided('reverseGeocode')),
    saveAddress: fromPromise<void, SaveInput>(unprovided('saveAddress')),
  },
  actions: {
    announceSaved: () => {},
    goBack: () => {},
    loadCard: assign({ form: ({ context }) => context.book?.card?.form ?? context.form }),
    /** The device position's place: the country guessed from it, and city and governorate while still empty. */
    placeDevice: assign(({ context }, answer: PlaceAnswer) => placedDevice(context, answer)),
    /** A point confirmed on the map: it is the location now, whatever else was under way, and names the area. */
    placeConfirmed: assign(({ context }, confirmed: Confirmed) => placedConfirmed(context, confirmed)),
    /** Locating is over, either way: `?map=true` opens the map now. */
    settle: raise({ type: 'location.settled' }),
  },
  guards: {
    bookKnown: ({ context }) => context.book !== null,
    guest: ({ context }) => context.book?.loggedIn === false,
    loggedIn: ({ context }) => context.book?.loggedIn === true,
    isNew: ({ context }) => context.editId === null,
    cardFound: ({ context }) => (context.book?.card ?? null) !== null,
    refreshed: ({ context }) => context.refreshed,
    hasPoint: ({ context }) => pointOf(context.form) !== null,
    formValid: ({ context }) => validateAddressForm(context.form) === null,
    mapAtOnce: ({ context }) => context.mapAtOnce,
    mapOpen: stateIn('#addressForm.open.form.editing.mapOpen'),
    pinPlaced: ({ context }) => context.pin !== null,
    pinNamed: ({ context }) => context.pinAnswer !== null,
    newStreetAtPin: ({ context, event }) =>
      event.type === 'map.streetRead' && newStreetAtPin(context, event.point, event.street),
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => initialContext(input),
  invoke: { id: 'watchBook', src: 'watchBook', input: ({ context }) => ({ editId: context.editId }) },
  on: { 'book.changed': { actions: assign({ book: ({ event }) => event.book }) } },
  initial: 'loading',
  states: {
    loading: {
      always: [
        { guard: and(['bookKnown', 'guest']), target: 'loginRequired' },
        {
          guard: and(['bookKnown', 'isNew']),
          target: 'open',
          actions: assign({ form: ({ context }) => prefilled(context.form, context.book?.session ?? null) }),
        },
        { guard: and(['bookKnown', 'cardFound']), target: 'open', actions: 'loadCard' },
        { guard: and(['bookKnown', 'refreshed']), target: 'missing' },
        { guard: 'bookKnown', target: 'refreshing' },
      ],
    },
    /** An edit on a cold start: the stored list may not hold the address yet. */
    refreshing: {
      invoke: {
        id: 'refreshAddresses',
        src: 'refreshAddresses',
        onDone: { target: 'loading', actions: assign({ refreshed: true }) },
        onError: { target: 'loading', actions: assign({ refreshed: true }) },
      },
    },
    /** 'Error fetching address details' (SPEC §8), until the address turns up after all. */
    missing: { always: { guard: 'cardFound', target: 'open', actions: 'loadCard' } },
    loginRequired: { always: { guard: 'loggedIn', target: 'loading' } },
    open: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'mapClosed',
              on: {
                'user.changed': { actions: assign({ form: ({ event }) => event.form }) },
                'user.save': [
                  {
                    guard: 'formValid',
                    target: 'saving',
                    actions: assign({ problem: null, saveFailed: false, saveError: null }),
                  },
                  { actions: assign({ problem: ({ context }) => validateAddressForm(context.form) }) },
                ],
              },
              states: {
                mapClosed: {
                  on: {
                    'user.openMap': 'mapOpen',
                    'location.settled': { guard: 'mapAtOnce', target: 'mapOpen' },
                  },
                },
                /** The map picker: its marker's place is named by the machine, the newest placing only. */
                mapOpen: {
                  initial: 'waiting',
                  entry: assign({ pin: null, pinAnswer: null, pinStreet: null }),
                  on: {
                    'user.closeMap': 'mapClosed',
                    'user.confirmPin': { guard: 'pinPlaced', target: 'mapClosed' },
                    // Naming is entered afresh for every move: the lookup of an older point is stopped, so its
                    // answer, however late, is never shown for the newer one.
                    'map.pinMoved': {
                      target: '.naming',
                      actions: assign({ pin: ({ event }) => event.point, pinAnswer: null, pinStreet: null }),
                    },
                    // Read again as the map settles at another zoom, where other streets may be drawn.
                    'map.streetRead': {
                      guard: 'newStreetAtPin',
                      actions: assign({
                        pinStreet: ({ event }) => ({ point: event.point, name: event.street }),
                      }),
                    },
                  },
                  states: {
                    waiting: {},
                    naming: {
                      invoke: {
                        id: 'namePin',
                        src: 'reverseGeocode',
                        input: ({ context }) => context.pin as Point,
                        onDone: {
                          target: 'named',
                          actions: assign({ pinAnswer: ({ event }) => event.output }),
                        },
                        onError: 'unnamed',
                      },
                    },
                    named: {},
                    /** The lookup failed: confirming asks again (the location line's `lookingUp`). */
                    unnamed: {},
                  },
                },
              },
            },
            saving: {
              invoke: {
                id: 'saveAddress',
                src: 'saveAddress',
                input: ({ context }) => ({
                  form: context.form,
                  card: context.book?.card ?? null,
                  cardSelected: context.book?.cardSelected ?? false,
                }),
                onDone: 'saved',
                onError: {
                  target: 'editing',
                  actions: assign({ saveFailed: true, saveError: ({ event }) => reasonOf(event.error) }),
                },
              },
            },
            saved: {
              entry: 'announceSaved',
              after: { [ADDRESS_SAVED_BACK_MS]: '#addressForm.left' },
            },
          },
        },
        location: {
          initial: 'starting',
          on: {
            'user.confirmPin': [
              {
                guard: and(['mapOpen', 'pinPlaced', 'pinNamed']),
                target: '.shown',
                actions: { type: 'placeConfirmed', params: ({ context }) => confirmedPin(context) },
              },
              {
                guard: and(['mapOpen', 'pinPlaced']),
                target: '.lookingUp',
                actions: { type: 'placeConfirmed', params: ({ context }) => confirmedPin(context) },
              },
            ],
          },
          states: {
            starting: {
              always: [
                { guard: 'isNew', target: 'locating' },
                {
                  guard: 'hasPoint',
                  target: 'naming',
                  actions: assign({ point: ({ context }) => pointOf(context.form) }),
                },
                { target: 'shown' },
              ],
            },
            /** SPEC §2: for a new address the device position is asked for at once. */
            locating: {
              invoke: {
                id: 'locate',
                src: 'locate',
                onDone: { target: 'placing', actions: assign({ point: ({ event }) => event.output }) },
                onError: {
                  target: 'shown',
                  actions: [
                    assign({ locationProblem: ({ event }) => locationProblemOf(event.error) }),
                    'settle',
                  ],
                },
              },
            },
            /** The device position's place guesses the country (SPEC §2) and fills what is still empty. */
            placing: {
              invoke: {
                id: 'placeDevice',
                src: 'reverseGeocode',
                input: ({ context }) => context.point as Point,
                onDone: {
                  target: 'shown',
                  actions: [{ type: 'placeDevice', params: ({ event }) => event.output }, 'settle'],
                },
                onError: { target: 'shown', actions: [{ type: 'placeDevice', params: OFFLINE }, 'settle'] },
              },
            },
            /** An edit names its saved point, and changes nothing in the form. */
            naming: {
              invoke: {
                id: 'nameSaved',
                src: 'reverseGeocode',
                input: ({ context }) => context.point as Point,
                onDone: { target: 'shown', actions: assign({ answer: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ answer: OFFLINE }) },
              },
            },
            /** A point confirmed before the map had named it: its place, once known, fills the form. */
            lookingUp: {
              invoke: {
                id: 'nameChosen',
                src: 'reverseGeocode',
                input: ({ context }) => context.point as Point,
                onDone: {
                  target: 'shown',
                  actions: assign(({ context, event }) => placedChosen(context, event.output)),
                },
                onError: { target: 'shown', actions: assign({ answer: OFFLINE }) },
              },
            },
            shown: {},
          },
        },
      },
    },
    left: { type: 'final', entry: 'goBack' },
  },
});
