/**
 * What the address form machine (addressForm.machine.ts) holds and hears: its context, its events, and what its
 * actors are given and give back.
 */
import type { AddressCard, AddressForm, AddressProblem, GeocodedPlace } from '../domain';

export interface Point {
  lat: number;
  lng: number;
}

/** A reverse-geocoding answer: the place, or null when nothing is known there or the call failed (`error`). */
export interface PlaceAnswer {
  place: GeocodedPlace | null;
  error: string | null;
}

/** The street a configured street map read under the marker at `point`; `name` null: it drew no named street there. */
export interface PinStreet {
  point: Point;
  name: string | null;
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

export interface AddressFormInput {
  /** The saved address being edited (`?id=…&edit=true`), or null for a new one. */
  editId: string | null;
  /** `?map=true`: open the map as soon as the device position is known (or known to be unavailable). */
  mapAtOnce: boolean;
}

export interface AddressFormContext extends AddressFormInput {
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
  /** Where the map's marker is while the map is open; null until it is placed. */
  pin: Point | null;
  /** The place under the marker, once named (the newest placing's answer only); null while it is looked up. */
  pinAnswer: PlaceAnswer | null;
  /** The street the street map read under the marker where it is now; null until read (or with no street map). */
  pinStreet: PinStreet | null;
  /** The street a confirmed pin put in the form's street box, while the box still holds it (streetFromMap). */
  mapFilledStreet: string | null;
}

export type AddressFormEvent =
  | { type: 'user.changed'; form: AddressForm }
  | { type: 'user.openMap' }
  | { type: 'user.closeMap' }
  /** The marker was placed or moved (a tap, a drag, my location, an area by name): the machine names its point. */
  | { type: 'map.pinMoved'; point: Point }
  /** The street map read the street under the marker at `point` (placed, or the map settled at another zoom). */
  | { type: 'map.streetRead'; point: Point; street: string | null }
  /** Confirm on the map: the marker's point and its place as the machine named it. */
  | { type: 'user.confirmPin' }
  | { type: 'user.save' }
  | { type: 'book.changed'; book: FormBook }
  | { type: 'location.settled' };
