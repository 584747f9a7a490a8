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
} from '../domain';
import type {
  AddressFormContext,
  AddressFormInput,
  FormBook,
  LocationProblem,
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

/** A point confirmed on the map, with the place it was named, if it was. */
export interface Confirmed {
  point: Point;
  answer: PlaceAnswer | null;
}

/** What `user.confirmPin` confirms: the marker's point and the machine's answer for it (null while naming). */
export const confirmedPin = (context: AddressFormContext): Confirmed => ({
  point: context.pin as Point,
  answer: context.pinAnswer,
});

/** The device position's place: the country guessed from it, and city and governorate while still empty. */
export const placedDevice = (context: AddressFormContext, answer: PlaceAnswer) => ({
  answer,
  form: placeIntoForm(context.form, context.point as Point, answer.place, true),
});

/**
 * A point confirmed on the map, placed into the form: its area and governorate follow it into another area, and a
 * new address takes its country too.
 */
export const placedConfirmed = (context: AddressFormContext, { point, answer }: Confirmed) => ({
  point,
  answer: answer ?? context.answer,
  locationProblem: null,
  problem: context.problem === 'selectLocationOnMap' ? null : context.problem,
  form: placeChosenIntoForm(context.form, point, answer?.place ?? null, context.editId === null),
});

/** The place of a point confirmed before it was named, once known. */
export const placedChosen = (context: AddressFormContext, answer: PlaceAnswer) => ({
  answer,
  form: answer.place
    ? placeChosenIntoForm(context.form, context.point as Point, answer.place, context.editId === null)
    : context.form,
});
