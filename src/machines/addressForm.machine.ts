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
 */
import { and, assign, fromCallback, fromPromise, raise, setup, stateIn } from 'xstate';
import {
  ADDRESS_SAVED_BACK_MS,
  type AddressCard,
  type AddressForm,
  type AddressProblem,
  DEFAULT_COUNTRY,
  emptyAddressForm,
  type GeocodedPlace,
  placeIntoForm,
  splitInternational,
  validateAddressForm,
} from '../domain';

export interface Point {
  lat: number;
  lng: number;
}

/** A reverse-geocoding answer: the place, or null when nothing is known there or the call failed (`error`). */
export interface PlaceAnswer {
  place: GeocodedPlace | null;
  error: string | null;
}

/** SPEC §8: 'Location access denied' when the shopper refused; 'Unable to get your location' otherwise. */
export type LocationProblem = 'denied' | 'unavailable';

/** What the form reads of the address book. */
export interface FormBook {
  loggedIn: boolean;
  session: { userName: string | null; mobile: string | null } | null;
  /** The address being edited, once the book holds it. */
  card: AddressCard | null;
  /** Whether that address is the selected delivery address, whose copy an edit must update too. */
  cardSelected: boolean;
}

export interface SaveInput {
  form: AddressForm;
  card: AddressCard | null;
  cardSelected: boolean;
}

export interface AddressFormContext {
  /** The saved address being edited (`?id=…&edit=true`), or null for a new one. */
  editId: string | null;
  /** `?map=true`: open the map as soon as the device position is known (or known to be unavailable). */
  mapAtOnce: boolean;
  /** The address book as last heard; null until the local database answers. */
  book: FormBook | null;
  /** The server's list was asked for once already (an edit on a cold start). */
  refreshed: boolean;
  /** The fields as the shopper sees them (SPEC §3 Address form fields). */
  form: AddressForm;
  /** SPEC §5's problem with the form, from the last Save pressed. */
  problem: AddressProblem | null;
  /** 'Error saving address. Please try again.' (SPEC §8) is due. */
  saveFailed: boolean;
  /** Why the server refused the last save (its message, or a SPEC §8 key), when it said; the form keeps its fields. */
  saveError: string | null;
  /** The point being named: the device position, or the point confirmed on the map. */
  point: Point | null;
  /** The answer the location line shows; null before any. */
  answer: PlaceAnswer | null;
  /** Why the device position could not be had (SPEC §8). */
  locationProblem: LocationProblem | null;
}

export type AddressFormEvent =
  | { type: 'user.changed'; form: AddressForm }
  | { type: 'user.openMap' }
  | { type: 'user.closeMap' }
  | { type: 'user.confirmPoint'; point: Point; answer: PlaceAnswer | null }
  | { type: 'user.save' }
  | { type: 'book.changed'; book: FormBook }
  | { type: 'location.settled' };

/** Reverse geocoding that failed reads as an answer the line can explain (it is looked up again online). */
const OFFLINE: PlaceAnswer = { place: null, error: 'offline' };

const pointOf = (form: AddressForm): Point | null =>
  form.latitude === null || form.longitude === null ? null : { lat: form.latitude, lng: form.longitude };

/** A new address starts with the session's name and phone; a number never lands behind another country's code. */
function prefilled(form: AddressForm, session: FormBook['session']): AddressForm {
  let next = form;
  if (session?.mobile) {
    const phone = splitInternational(session.mobile);
    if (!next.phone && next.countryCode === phone.countryCode) next = { ...next, phone: phone.phone };
  }
  if (session?.userName) next = { ...next, fullName: next.fullName || session.userName };
  return next;
}

/** A refused save's `reason` (the services' error says why the server refused it), or null. */
const reasonOf = (error: unknown): string | null => {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
};

const locationProblemOf = (error: unknown): LocationProblem =>
  (error as { problem?: unknown } | null)?.problem === 'denied' ? 'denied' : 'unavailable';

export const addressFormMachine = setup({
  types: {
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    input: {} as { editId: string | null; mapAtOnce: boolean },
  },
  actors: {
    watchBook: fromCallback<AddressFormEvent, { editId: string | null }>(() => {
      throw new Error('watchBook must be provided');
    }),
    refreshAddresses: fromPromise<void, void>(async () => {
      throw new Error('refreshAddresses must be provided');
    }),
    /** The device position; rejects with an error whose `problem` is 'denied' when the shopper refused. */
    locate: fromPromise<Point, void>(async () => {
      throw new Error('locate must be provided');
    }),
    reverseGeocode: fromPromise<PlaceAnswer, Point>(async () => {
      throw new Error('reverseGeocode must be provided');
    }),
    saveAddress: fromPromise<void, SaveInput>(async () => {
      throw new Error('saveAddress must be provided');
    }),
  },
  actions: {
    announceSaved: () => {},
    goBack: () => {},
    loadCard: assign({ form: ({ context }) => context.book?.card?.form ?? context.form }),
    /** The device position's place: the country guessed from it, and city and governorate while still empty. */
    placeDevice: assign(({ context }, answer: PlaceAnswer) => ({
      answer,
      form: placeIntoForm(context.form, context.point as Point, answer.place, true),
    })),
    /** A point confirmed on the map: it is the location now, whatever else was under way. */
    placeConfirmed: assign(
      ({ context }, { point, answer }: { point: Point; answer: PlaceAnswer | null }) => ({
        point,
        locationProblem: null,
        problem: context.problem === 'selectLocationOnMap' ? null : context.problem,
        form: placeIntoForm(context.form, point, answer?.place ?? null, context.editId === null),
      }),
    ),
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
    answered: ({ event }) => event.type === 'user.confirmPoint' && event.answer !== null,
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({
    editId: input.editId,
    mapAtOnce: input.mapAtOnce,
    book: null,
    refreshed: false,
    // SPEC §9: Kuwait is the default country (and +965 the default code of SPEC §3); the position may change it.
    form: emptyAddressForm(DEFAULT_COUNTRY.en),
    problem: null,
    saveFailed: false,
    saveError: null,
    point: null,
    answer: null,
    locationProblem: null,
  }),
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
                mapOpen: {
                  on: { 'user.closeMap': 'mapClosed', 'user.confirmPoint': 'mapClosed' },
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
            'user.confirmPoint': [
              {
                guard: and(['mapOpen', 'answered']),
                target: '.shown',
                actions: [
                  { type: 'placeConfirmed', params: ({ event }) => event },
                  assign({ answer: ({ event }) => event.answer }),
                ],
              },
              {
                guard: 'mapOpen',
                target: '.lookingUp',
                actions: { type: 'placeConfirmed', params: ({ event }) => event },
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
                  actions: assign(({ context, event }) => ({
                    answer: event.output,
                    form: event.output.place
                      ? placeIntoForm(
                          context.form,
                          context.point as Point,
                          event.output.place,
                          context.editId === null,
                        )
                      : context.form,
                  })),
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
