import { z } from 'zod';
import { looseBoolean, looseId, optionalText } from './primitives';

export const SendOtpResponseSchema = z.object({
  success: looseBoolean,
  // Demo mode only: the debug code the login screen displays (SPEC §2 Login).
  otp: optionalText,
  message: optionalText,
});
export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;

/** The user id arrives as `id` or `userId`; it is folded into `userId`. */
export const VerifyOtpResponseSchema = z.object({
  success: looseBoolean,
  data: z
    .object({
      token: optionalText,
      id: looseId.nullish(),
      userId: looseId.nullish(),
      name: optionalText,
      phone: optionalText,
    })
    .nullish()
    .transform((d) =>
      d ? { token: d.token, userId: d.id ?? d.userId ?? null, name: d.name, phone: d.phone } : null,
    ),
  message: optionalText,
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;

export const UpdateNameResponseSchema = z.object({
  success: looseBoolean,
  message: optionalText,
});
export type UpdateNameResponse = z.infer<typeof UpdateNameResponseSchema>;

/** POST /customer/logout (docs/API.md): the token is revoked, so a copy of it left on the device opens nothing. */
export const LogoutResponseSchema = z.object({
  success: looseBoolean,
  message: optionalText,
});
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;
