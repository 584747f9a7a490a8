/**
 * Login calls (SPEC §7 Login). They run online by nature, so they are plain requests rather than outbox events;
 * their answers become events (LoggedIn) in the window. Failures come back as values the login machine reads,
 * never as exceptions, with SPEC §8's texts as translation keys.
 */
import { SendOtpResponseSchema, VerifyOtpResponseSchema } from '../domain';
import type { ApiClient } from './apiClient';

/** A web shop has no push token; the server accepts an empty one. */
const WEB_PUSH_TOKEN = '';

export interface SendOtpAnswer {
  success: boolean;
  otp: string | null;
  /** The server's own message, or a translation key. */
  message: string | null;
}

export interface VerifyOtpAnswer {
  success: boolean;
  session: { token: string; userId: string; name: string | null; phone: string } | null;
  message: string | null;
}

export class AccountSync {
  constructor(
    private readonly api: ApiClient,
    private readonly temporaryToken: () => string = () => `temp-${crypto.randomUUID()}`,
  ) {}

  async sendOtp(phone: string): Promise<SendOtpAnswer> {
    const result = await this.api.post(
      '/customer/send-otp',
      { phone, token: WEB_PUSH_TOKEN },
      SendOtpResponseSchema,
    );
    if (!result.ok) {
      const message = result.error === 'server' ? result.message : 'networkErrorOccurred';
      return { success: false, otp: null, message };
    }
    const { success, otp, message } = result.value;
    return { success, otp: success ? otp : null, message: success ? null : (message ?? 'phoneNotCorrect') };
  }

  async verifyOtp(phone: string, otp: string): Promise<VerifyOtpAnswer> {
    const result = await this.api.post(
      '/customer/verify-otp',
      { phone, otp, token: WEB_PUSH_TOKEN },
      VerifyOtpResponseSchema,
    );
    if (!result.ok) {
      const message = result.error === 'server' ? result.message : 'somethingWentWrong';
      return { success: false, session: null, message };
    }
    const { success, data, message } = result.value;
    if (!success || !data || data.userId === null) {
      return { success: false, session: null, message: message ?? 'WrongOtp' };
    }
    return {
      success: true,
      // SPEC §7: a missing token from the server is replaced by a generated temporary one.
      session: {
        token: data.token ?? this.temporaryToken(),
        userId: String(data.userId),
        name: data.name,
        phone: data.phone ?? phone,
      },
      message: null,
    };
  }
}
