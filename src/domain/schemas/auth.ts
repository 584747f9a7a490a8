import { z } from 'zod';
import { looseId, optionalText } from './primitives';

/** What a successful login stores (SPEC §4 Login): token, name, mobile and user id. */
export const SessionSchema = z.object({
  token: z.string().min(1),
  userId: looseId,
  userName: optionalText,
  mobile: optionalText,
});
export type Session = z.infer<typeof SessionSchema>;

/** SPEC §3 Auth state. Defaults give a guest in Arabic (rtl), the default language of SPEC §1. */
export const AuthStateSchema = z.object({
  isLogin: z.boolean().default(false),
  userId: looseId.nullish().transform((v) => v ?? null),
  phoneNo: optionalText,
  userName: optionalText,
  token: optionalText,
  truckInfo: z.unknown().optional(),
  isLanguage: z.enum(['ar', 'en']).default('ar'),
  userInfo: z.unknown().optional(),
  autoLogin: z.boolean().default(false),
  mobile: optionalText,
  tryAutoLogin: z.boolean().default(false),
  direction: z.enum(['rtl', 'ltr']).default('rtl'),
  userData: z
    .object({ email: optionalText, userName: optionalText, mobile: optionalText })
    .nullish()
    .transform((v) => v ?? null),
  countryCode: z.string().default('+965'),
  country: z.string().default('Kuwait'),
});
export type AuthState = z.infer<typeof AuthStateSchema>;
