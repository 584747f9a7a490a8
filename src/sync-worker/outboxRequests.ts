/**
 * What each outbox event asks of the server. An event type absent here is not sent yet (its feature has not
 * landed); it stays pending rather than being dropped.
 */
import { z } from 'zod';
import { type AuthState, type ShopEvent, UpdateNameResponseSchema } from '../domain';

export interface OutboxRequest {
  path: string;
  body: unknown;
  /** Parses a 2xx answer into "did the server accept it", with its message when it did not. */
  accepted: (json: unknown) => { ok: boolean; message: string | null };
  /** Customer paths need the bearer token; without a session the event waits for the next login. */
  needsLogin: boolean;
}

const StatusAnswerSchema = z.object({
  status: z.union([z.boolean(), z.string()]),
  message: z.string().nullish(),
});

export function outboxRequest(event: ShopEvent, session: AuthState): OutboxRequest | null {
  switch (event.type) {
    case 'NameChanged':
      return {
        path: '/customer/update-name',
        body: { phone: session.phoneNo ?? session.mobile, name: event.payload.name },
        accepted: (json) => {
          const answer = UpdateNameResponseSchema.parse(json);
          return { ok: answer.success, message: answer.message };
        },
        needsLogin: true,
      };
    case 'CartAbandoned':
      return {
        path: '/events',
        body: { type: event.type, at: new Date(event.at).toISOString(), payload: event.payload },
        accepted: (json) => {
          const answer = StatusAnswerSchema.parse(json);
          return {
            ok: answer.status === true || answer.status === 'success',
            message: answer.message ?? null,
          };
        },
        needsLogin: false,
      };
    default:
      return null;
  }
}
