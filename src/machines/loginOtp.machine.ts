/**
 * Login by phone and a one-time code (SPEC §2 Login, §4 Login, §5 Phone and Code). The machine owns the flow and
 * its messages as translation keys; the screen only renders the snapshot and sends what the shopper does.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  LOGIN_REDIRECT_MS,
  RESEND_NOTICE_MS,
  sanitizeOtpInput,
  sanitizePhoneInput,
  toInternational,
  validateOtp,
  validatePhone,
} from '../domain';

export interface SendOtpResult {
  success: boolean;
  /** The debug code a demo server returns; absent when a real SMS gateway sends it. */
  otp?: string | null;
  message?: string | null;
}

export interface VerifyOtpResult {
  success: boolean;
  session?: { token: string; userId: string; name: string | null; phone: string };
  message?: string | null;
}

export interface LoginOtpContext {
  countryCode: string;
  phone: string;
  code: string;
  debugCode: string | null;
  /** A translation key, or the server's own message when it sent one. */
  error: string | null;
  session: VerifyOtpResult['session'] | null;
}

export type LoginOtpEvent =
  | { type: 'user.countryChanged'; countryCode: string }
  | { type: 'user.phoneChanged'; value: string }
  | { type: 'user.submitPhone' }
  | { type: 'user.codeChanged'; value: string }
  | { type: 'user.submitCode' }
  | { type: 'user.resend' }
  | { type: 'user.back' };

const international = (context: LoginOtpContext) => toInternational(context.countryCode, context.phone);

export const loginOtpMachine = setup({
  types: {
    context: {} as LoginOtpContext,
    events: {} as LoginOtpEvent,
    input: {} as { countryCode?: string } | undefined,
  },
  actors: {
    sendOtp: fromPromise<SendOtpResult, { phone: string }>(async () => {
      throw new Error('sendOtp must be provided');
    }),
    verifyOtp: fromPromise<VerifyOtpResult, { phone: string; otp: string }>(async () => {
      throw new Error('verifyOtp must be provided');
    }),
  },
  actions: {
    storeSession: () => {},
    redirect: () => {},
  },
  guards: {
    phoneValid: ({ context }) => validatePhone(context.phone) === null,
    codeComplete: ({ context }) => validateOtp(context.code) === null,
    // Only the digit that completes the code: retyping over a full code (one refused, say) waits for Verify,
    // so replacing its first digit does not send a code the shopper has not finished.
    completesCode: ({ context, event }) =>
      event.type === 'user.codeChanged' &&
      validateOtp(context.code) !== null &&
      validateOtp(sanitizeOtpInput(event.value)) === null,
    sent: (_, result: SendOtpResult) => result.success,
    verified: (_, result: VerifyOtpResult) => result.success && !!result.session,
  },
}).createMachine({
  id: 'loginOtp',
  context: ({ input }) => ({
    countryCode: input?.countryCode ?? '+965',
    phone: '',
    code: '',
    debugCode: null,
    error: null,
    session: null,
  }),
  initial: 'phoneEntry',
  states: {
    phoneEntry: {
      on: {
        'user.countryChanged': {
          actions: assign({ countryCode: ({ event }) => event.countryCode, error: null }),
        },
        'user.phoneChanged': {
          actions: assign({ phone: ({ event }) => sanitizePhoneInput(event.value), error: null }),
        },
        'user.submitPhone': [
          { guard: 'phoneValid', target: 'requestingCode', actions: assign({ error: null }) },
          {
            actions: assign({
              error: ({ context }) => validatePhone(context.phone),
            }),
          },
        ],
      },
    },
    requestingCode: {
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ phone: international(context) }),
        onDone: [
          {
            guard: { type: 'sent', params: ({ event }) => event.output },
            target: 'codeEntry',
            actions: assign({ debugCode: ({ event }) => event.output.otp ?? null, code: '' }),
          },
          {
            target: 'phoneEntry',
            actions: assign({ error: ({ event }) => event.output.message || 'phoneNotCorrect' }),
          },
        ],
        onError: { target: 'phoneEntry', actions: assign({ error: 'networkErrorOccurred' }) },
      },
    },
    codeEntry: {
      initial: 'ready',
      on: {
        // The fourth digit sends the code by itself (as the shopper expects of a phone's code boxes); Verify
        // stays for a code that was already complete, such as one refused and then corrected.
        'user.codeChanged': [
          {
            guard: 'completesCode',
            target: 'verifying',
            actions: assign({ code: ({ event }) => sanitizeOtpInput(event.value), error: null }),
          },
          { actions: assign({ code: ({ event }) => sanitizeOtpInput(event.value), error: null }) },
        ],
        'user.submitCode': [
          { guard: 'codeComplete', target: 'verifying', actions: assign({ error: null }) },
          { actions: assign({ error: 'pleaseEnterCode' }) },
        ],
        'user.back': {
          target: 'phoneEntry',
          actions: assign({ code: '', debugCode: null, error: null }),
        },
      },
      states: {
        ready: { on: { 'user.resend': 'resending' } },
        resending: {
          invoke: {
            id: 'resendOtp',
            src: 'sendOtp',
            input: ({ context }) => ({ phone: international(context) }),
            onDone: [
              {
                guard: { type: 'sent', params: ({ event }) => event.output },
                target: 'resent',
                actions: assign({ debugCode: ({ event }) => event.output.otp ?? null, code: '' }),
              },
              {
                target: 'ready',
                actions: assign({ error: ({ event }) => event.output.message || 'failedToSendOtp' }),
              },
            ],
            onError: { target: 'ready', actions: assign({ error: 'networkErrorOccurred' }) },
          },
        },
        resent: { after: { [RESEND_NOTICE_MS]: 'ready' } },
      },
    },
    verifying: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ phone: international(context), otp: context.code }),
        onDone: [
          {
            guard: { type: 'verified', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [assign({ session: ({ event }) => event.output.session ?? null }), 'storeSession'],
          },
          {
            target: 'codeEntry',
            actions: assign({ error: ({ event }) => event.output.message || 'WrongOtp' }),
          },
        ],
        onError: { target: 'codeEntry', actions: assign({ error: 'somethingWentWrong' }) },
      },
    },
    loggedIn: { after: { [LOGIN_REDIRECT_MS]: 'redirected' } },
    redirected: { type: 'final', entry: 'redirect' },
  },
});
