import { z } from 'zod';
import { AuthStateSchema, FavoriteSchema } from '../schemas';
import { AddressBookSchema, emptyAddressBook } from './addressProjection';
import { CartProjectionSchema, emptyCartProjection } from './cartProjection';
import { guestSession } from './sessionProjection';

/**
 * DESIGN "Event sourcing": the projections the app reads, plus the id of the last event folded into them, so a
 * projection restored after a crash between append and projection knows which events to apply again.
 * A schema, because a Snapshot event carries this state through the local database.
 */
export const ProjectionStateSchema = z.object({
  cart: CartProjectionSchema,
  favorites: z.array(FavoriteSchema),
  session: AuthStateSchema,
  addresses: AddressBookSchema,
  lastEventId: z.string().nullable(),
});
export type ProjectionState = z.infer<typeof ProjectionStateSchema>;

export function initialProjectionState(): ProjectionState {
  return {
    cart: emptyCartProjection(),
    favorites: [],
    session: guestSession(),
    addresses: emptyAddressBook(),
    lastEventId: null,
  };
}
