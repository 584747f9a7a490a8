import { z } from 'zod';
import { looseId, looseNumber, optionalText } from './primitives';

/** SPEC §7 Login bodies. `phone` is the full international number. */
export const SendOtpPayloadSchema = z.object({
  phone: z.string().min(1),
  token: optionalText,
});
export type SendOtpPayload = z.infer<typeof SendOtpPayloadSchema>;

export const VerifyOtpPayloadSchema = z.object({
  phone: z.string().min(1),
  otp: z.string().regex(/^\d{4}$/, 'The code is 4 digits'),
  token: optionalText,
});
export type VerifyOtpPayload = z.infer<typeof VerifyOtpPayloadSchema>;

export const UpdateNamePayloadSchema = z.object({
  phone: z.string().min(1),
  name: z.string(),
});
export type UpdateNamePayload = z.infer<typeof UpdateNamePayloadSchema>;

/** SPEC §7 POST /payment/initiate body. */
export const PaymentInitiatePayloadSchema = z.object({
  InvoiceValue: looseNumber,
  CustomerName: z.string(),
  CustomerEmail: z.string(),
  CustomerMobile: z.string(),
  CustomerReference: optionalText,
  Language: z.enum(['ar', 'en']),
  DisplayCurrencyIso: z.string(),
  CallBackUrl: z.string(),
  ErrorUrl: z.string(),
  orderId: looseId.nullish().transform((v) => v ?? null),
  /** Beyond SPEC §7 (docs/API.md "Stock"): the order's lines, which the reference server checks and holds. */
  lines: z.array(z.object({ id: z.number(), v_id: z.number().nullable(), quantity: z.number() })).optional(),
});
export type PaymentInitiatePayload = z.infer<typeof PaymentInitiatePayloadSchema>;
