/**
 * The address form machine's context: how it starts, and the readings of it (and of its actors' errors) that the
 * machine's transitions use.
 */
import {
  type AddressForm,
  DEFAULT_COUNTRY,
  emptyAddressForm,
  placeChosenIntoForm,
  placeIntoForm,
  splitInternational,
  streetFromMap,
} from '../domain';
import type {
  AddressFormContext,
  AddressFormInput,
  FormBook,
  LocationProblem,
  PinStreet,
  PlaceAnswer,
  Point,
} from './addressForm.types';

export const initialContext = ({ editId, mapAtOnce }: AddressFormInput): AddressFormContext => ({
  editId,
  mapAtOnce,
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
  pin: null,
  pinAnswer: null,
  pinStreet: null,
  mapFilledStreet: null,
});

/** Reverse geocoding that failed reads as an answer the line can explain (it is looked up again online). */
export const OFFLINE: PlaceAnswer = { place: null, error: 'offline' };

export const pointOf = (form: AddressForm): Point | null =>
  form.latitude === null || form.longitude === null ? null : { lat: form.latitude, lng: form.longitude };

/** A new address starts with the session's name and phone; a number never lands behind another country's code. */
export function prefilled(form: AddressForm, session: FormBook['session']): AddressForm {
  let next = form;
  if (session?.mobile) {
    const phone = splitInternational(session.mobile);
    if (!next.phone && next.countryCode === phone.countryCode) next = { ...next, phone: phone.phone };
  }
  if (session?.userName) next = { ...next, fullName: next.fullName || session.userName };
  return next;
}

/** A refused save's `reason` (the services' error says why the server refused it), or null. */
export const reasonOf = (error: unknown): string | null => {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason !== '' ? reason : null;
};

export const locationProblemOf = (error: unknown): LocationProblem =>
  (error as { problem?: unknown } | null)?.problem === 'denied' ? 'denied' : 'unavailable';

/** A point confirmed on the map, with the place it was named, if it was, and the street read there, if one was. */
export interface Confirmed {
  point: Point;
  answer: PlaceAnswer | null;
  street: PinStreet | null;
}

/**
 * What `user.confirmPin` confirms: the marker's point, the machine's answer for it (null while naming) and the
 * street the map read there (null before any reading, or with no street map): what the line under the map shows.
 */
export const confirmedPin = (context: AddressFormContext): Confirmed => ({
  point: context.pin as Point,
  answer: context.pinAnswer,
  street: context.pinStreet,
});

/** A centimetre: the map gives back a point it was given wrapped into -180..180, its last digits changed. */
const SAME_POINT_DEGREES = 1e-7;

/**
 * A street reading the marker does not have yet. The map reads again whenever it settles, mostly the same street; and
 * a reading is the marker's only for the point it is at: one for a point it has left is dropped.
 */
export const newStreetAtPin = (context: AddressFormContext, point: Point, street: string | null): boolean =>
  context.pin !== null &&
  Math.abs(context.pin.lat - point.lat) < SAME_POINT_DEGREES &&
  Math.abs(context.pin.lng - point.lng) < SAME_POINT_DEGREES &&
  (context.pinStreet === null || context.pinStreet.name !== street);

/** The device position's place: the country guessed from it, and city and governorate while still empty. */
export const placedDevice = (context: AddressFormContext, answer: PlaceAnswer) => ({
  answer,
  form: placeIntoForm(context.form, context.point as Point, answer.place, true),
});

/**
 * A point confirmed on the map, placed into the form: its area and governorate follow it into another area, and a
 * new address takes its country too. The street the map read there goes first, so it is the one a geocoder's
 * street (placeIntoForm, only into an empty box) does not replace.
 */
export const placedConfirmed = (context: AddressFormContext, { point, answer, street }: Confirmed) => {
  const streeted = street
    ? streetFromMap(context.form, street.name, context.mapFilledStreet)
    : { form: context.form, filled: context.mapFilledStreet };
  return {
    point,
    answer: answer ?? context.answer,
    locationProblem: null,
    problem: context.problem === 'selectLocationOnMap' ? null : context.problem,
    form: placeChosenIntoForm(streeted.form, point, answer?.place ?? null, context.editId === null),
    mapFilledStreet: streeted.filled,
  };
};

/** The place of a point confirmed before it was named, once known. */
export const placedChosen = (context: AddressFormContext, answer: PlaceAnswer) => ({
  answer,
  form: answer.place
    ? placeChosenIntoForm(context.form, context.point as Point, answer.place, context.editId === null)
    : context.form,
});
