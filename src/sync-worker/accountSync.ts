/**
 * Login calls (SPEC §7 Login). They run online by nature, so they are plain requests rather than outbox events;
 * their answers become events (LoggedIn) in the window. Failures come back as values the login machine reads,
 * never as exceptions, with SPEC §8's texts as translation keys.
 */
import { LogoutResponseSchema, SendOtpResponseSchema, VerifyOtpResponseSchema } from '../domain';
import { type ApiClient, serverSaid } from './apiClient';
import { lacksTheCall } from './missingCall';

const SEND_OTP = '/customer/send-otp';
const VERIFY_OTP = '/customer/verify-otp';
const LOGOUT = '/customer/logout';

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

/**
 * Whether the server revoked the session's token, or has nothing to revoke (a backend without the logout call);
 * false when it could not be asked: offline, a 5xx.
 */
export interface RevokeAnswer {
  revoked: boolean;
}

export class AccountSync {
  constructor(
    private readonly api: ApiClient,
    private readonly temporaryToken: () => string = () => `temp-${crypto.randomUUID()}`,
  ) {}

  async sendOtp(phone: string): Promise<SendOtpAnswer> {
    const result = await this.api.post(SEND_OTP, { phone, token: WEB_PUSH_TOKEN }, SendOtpResponseSchema);
    if (!result.ok) {
      // SPEC §8: a network failure is 'Network error occurred'; a refusal shows the server's message; an answer
      // that cannot be read (a 500 page, malformed JSON) is 'Failed to send OTP'.
      const unreachable = result.error === 'offline' || result.error === 'timeout';
      const message = unreachable
        ? 'networkErrorOccurred'
        : (serverSaid(SEND_OTP, result) ?? 'failedToSendOtp');
      return { success: false, otp: null, message };
    }
    const { success, otp, message } = result.value;
    return { success, otp: success ? otp : null, message: success ? null : (message ?? 'phoneNotCorrect') };
  }

  async verifyOtp(phone: string, otp: string): Promise<VerifyOtpAnswer> {
    const result = await this.api.post(
      VERIFY_OTP,
      { phone, otp, token: WEB_PUSH_TOKEN },
      VerifyOtpResponseSchema,
    );
    if (!result.ok) {
      return {
        success: false,
        session: null,
        message: serverSaid(VERIFY_OTP, result) ?? 'somethingWentWrong',
      };
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

  /**
   * Logout and Delete Account: the token stops working on the server at once, instead of
   * living out its 30 days. A temporary token (SPEC §7, made up when the server sent none) or no token has nothing
   * to revoke; a refusal for a token the server no longer knows is as good as a revocation.
   */
  async revokeSession(token: string | null): Promise<RevokeAnswer> {
    if (!token || token.startsWith('temp-')) return { revoked: true };
    // A short wait: the shopper is leaving, and an unreachable server must not hold the logout up for long.
    const result = await this.api.post(LOGOUT, {}, LogoutResponseSchema, { token, timeoutMs: 5_000 });
    // A backend without the call (beyond SPEC §7) has no revocation to ask for: forgetting the token on the device
    // is all it offers, so there is nothing to warn the shopper about.
    if (result.ok || lacksTheCall(result)) return { revoked: true };
    return { revoked: result.error === 'server' && result.status === 401 };
  }
}
