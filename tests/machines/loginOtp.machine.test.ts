import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type LoginOtpEvent,
  loginOtpMachine,
  type VerifyOtpResult,
} from '../../src/machines/loginOtp.machine';
import { allStateIds, type ModelOptions, modelTests, stateName, type TransitionRow } from './modelTest';

const session = { token: 't', userId: '9', name: null, phone: '+96551234567' };

const events = {
  'country +966': { type: 'user.countryChanged', countryCode: '+966' },
  'phone cleared': { type: 'user.phoneChanged', value: '' },
  'phone 5123': { type: 'user.phoneChanged', value: '5123' },
  'phone 051234567': { type: 'user.phoneChanged', value: '051234567' },
  'submit phone': { type: 'user.submitPhone' },
  'code 12': { type: 'user.codeChanged', value: '12' },
  'code 1234': { type: 'user.codeChanged', value: '1234' },
  'submit code': { type: 'user.submitCode' },
  resend: { type: 'user.resend' },
  back: { type: 'user.back' },
  'code sent': { type: 'xstate.done.actor.sendOtp', output: { success: true, otp: '1234' } },
  'send refused': { type: 'xstate.done.actor.sendOtp', output: { success: false, message: null } },
  'send failed': { type: 'xstate.error.actor.sendOtp', error: new TypeError('fetch failed') },
  'code resent': { type: 'xstate.done.actor.resendOtp', output: { success: true, otp: '5678' } },
  'resend refused': { type: 'xstate.done.actor.resendOtp', output: { success: false, message: null } },
  'resend failed': { type: 'xstate.error.actor.resendOtp', error: new TypeError('fetch failed') },
  verified: { type: 'xstate.done.actor.verifyOtp', output: { success: true, session } },
  'wrong code': { type: 'xstate.done.actor.verifyOtp', output: { success: false, message: null } },
  'verify failed': { type: 'xstate.error.actor.verifyOtp', error: new TypeError('fetch failed') },
  'notice time up': { type: 'xstate.after.5000.loginOtp.codeEntry.resent' },
  'redirect time up': { type: 'xstate.after.300.loginOtp.loggedIn' },
};

/** SPEC §4 Login: the "code resent" notice shows 5 s; the redirect follows 300 ms after logging in. */
const SPEC_DELAYS: Record<string, number> = {
  'xstate.after.5000.loginOtp.codeEntry.resent': 5000,
  'xstate.after.300.loginOtp.loggedIn': 300,
};

/** Where each event leads (SPEC §2 Login, §4 Login, §5 Phone and Code). */
const table: TransitionRow[] = [
  ['phoneEntry, phone short', 'country +966', 'phoneEntry'],
  ['phoneEntry, phone short', 'phone cleared', 'phoneEntry'],
  ['phoneEntry, phone short', 'phone 5123', 'phoneEntry'],
  ['phoneEntry, phone short', 'phone 051234567', 'phoneEntry'],
  ['phoneEntry, phone short', 'submit phone', 'phoneEntry'],
  ['phoneEntry, phone complete', 'country +966', 'phoneEntry'],
  ['phoneEntry, phone complete', 'phone cleared', 'phoneEntry'],
  ['phoneEntry, phone complete', 'phone 5123', 'phoneEntry'],
  ['phoneEntry, phone complete', 'phone 051234567', 'phoneEntry'],
  ['phoneEntry, phone complete', 'submit phone', 'requestingCode'],
  ['requestingCode', 'code sent', 'codeEntry.ready'],
  ['requestingCode', 'send refused', 'phoneEntry'],
  ['requestingCode', 'send failed', 'phoneEntry'],
  ['codeEntry.ready, code short', 'code 12', 'codeEntry.ready'],
  ['codeEntry.ready, code short', 'code 1234', 'verifying'],
  ['codeEntry.ready, code short', 'submit code', 'codeEntry.ready'],
  ['codeEntry.ready, code short', 'resend', 'codeEntry.resending'],
  ['codeEntry.ready, code short', 'back', 'phoneEntry'],
  ['codeEntry.ready, code complete', 'code 12', 'codeEntry.ready'],
  ['codeEntry.ready, code complete', 'code 1234', 'codeEntry.ready'],
  ['codeEntry.ready, code complete', 'submit code', 'verifying'],
  ['codeEntry.ready, code complete', 'resend', 'codeEntry.resending'],
  ['codeEntry.ready, code complete', 'back', 'phoneEntry'],
  ['codeEntry.resending, code short', 'code 12', 'codeEntry.resending'],
  ['codeEntry.resending, code short', 'code 1234', 'verifying'],
  ['codeEntry.resending, code short', 'submit code', 'codeEntry.resending'],
  ['codeEntry.resending, code short', 'back', 'phoneEntry'],
  ['codeEntry.resending, code short', 'code resent', 'codeEntry.resent'],
  ['codeEntry.resending, code short', 'resend refused', 'codeEntry.ready'],
  ['codeEntry.resending, code short', 'resend failed', 'codeEntry.ready'],
  ['verifying', 'verified', 'loggedIn'],
  ['verifying', 'wrong code', 'codeEntry.ready'],
  ['verifying', 'verify failed', 'codeEntry.ready'],
  ['codeEntry.resending, code complete', 'code 12', 'codeEntry.resending'],
  ['codeEntry.resending, code complete', 'code 1234', 'codeEntry.resending'],
  ['codeEntry.resending, code complete', 'submit code', 'verifying'],
  ['codeEntry.resending, code complete', 'back', 'phoneEntry'],
  ['codeEntry.resending, code complete', 'code resent', 'codeEntry.resent'],
  ['codeEntry.resending, code complete', 'resend refused', 'codeEntry.ready'],
  ['codeEntry.resending, code complete', 'resend failed', 'codeEntry.ready'],
  ['codeEntry.resent, code short', 'code 12', 'codeEntry.resent'],
  ['codeEntry.resent, code short', 'code 1234', 'verifying'],
  ['codeEntry.resent, code short', 'submit code', 'codeEntry.resent'],
  ['codeEntry.resent, code short', 'back', 'phoneEntry'],
  ['codeEntry.resent, code short', 'notice time up', 'codeEntry.ready'],
  ['loggedIn', 'redirect time up', 'redirected'],
];

const facts = (snapshot: { context: unknown }) => {
  const { phone, code } = snapshot.context as { phone: string; code: string };
  return { phoneComplete: phone.length >= 8, codeComplete: code.length === 4 };
};

const options: ModelOptions = {
  machine: loginOtpMachine,
  events,
  deferredActors: ['sendOtp', 'verifyOtp'],
  delayMs: (event) => SPEC_DELAYS[event.type] ?? Number.NaN,
  // Guards read only whether the phone and the code are complete, so those (not every text) tell states apart.
  serializeState: (snapshot) => {
    const { phoneComplete, codeComplete } = facts(snapshot);
    return JSON.stringify([snapshot.value, phoneComplete, codeComplete]);
  },
  stateLabel: (snapshot) => {
    const { phoneComplete, codeComplete } = facts(snapshot);
    const name = stateName(snapshot.value);
    if (name === 'phoneEntry') return `${name}, phone ${phoneComplete ? 'complete' : 'short'}`;
    if (name.startsWith('codeEntry')) return `${name}, code ${codeComplete ? 'complete' : 'short'}`;
    return name;
  },
};

describe('the login machine as a model (SPEC §2 Login, §4 Login, §5 Phone and Code)', () => {
  modelTests(options, table, allStateIds(loginOtpMachine));
});

describe('the login machine behaviour', () => {
  function start(verify: VerifyOtpResult = { success: true, session }) {
    const sent: string[] = [];
    const redirected: string[] = [];
    const clock = new SimulatedClock();
    const machine = loginOtpMachine.provide({
      actors: {
        sendOtp: fromPromise(async ({ input }) => {
          sent.push(input.phone);
          return { success: true, otp: '4321' };
        }),
        verifyOtp: fromPromise(async () => verify),
      },
      actions: { redirect: () => redirected.push('redirect') },
    });
    const actor = createActor(machine, { clock, input: undefined }).start();
    const send = async (event: LoginOtpEvent) => {
      actor.send(event);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { actor, clock, sent, redirected, send };
  }

  it('keeps digits only, at most 10, and names the empty and short-phone errors (SPEC §5 Phone)', async () => {
    const { actor, send } = start();
    await send({ type: 'user.submitPhone' });
    expect(actor.getSnapshot().context.error).toBe('PleaseEnterno');
    await send({ type: 'user.phoneChanged', value: '55-12 a3' });
    expect(actor.getSnapshot().context.phone).toBe('55123');
    await send({ type: 'user.submitPhone' });
    expect(actor.getSnapshot().context.error).toBe('enterCorrectPhoneNumber');
    await send({ type: 'user.phoneChanged', value: '123456789012' });
    expect(actor.getSnapshot().context.phone).toBe('1234567890');
  });

  it('drops a leading 0 and prefixes the chosen country code before sending (SPEC §5 Phone)', async () => {
    const { sent, send } = start();
    await send({ type: 'user.countryChanged', countryCode: '+966' });
    await send({ type: 'user.phoneChanged', value: '0551234567' });
    await send({ type: 'user.submitPhone' });
    expect(sent).toEqual(['+966551234567']);
  });

  it('shows the debug code, asks for all four digits, and resets on back (SPEC §4 Login)', async () => {
    const { actor, send } = start();
    await send({ type: 'user.phoneChanged', value: '51234567' });
    await send({ type: 'user.submitPhone' });
    expect(actor.getSnapshot().matches('codeEntry')).toBe(true);
    expect(actor.getSnapshot().context.debugCode).toBe('4321');
    await send({ type: 'user.codeChanged', value: '12' });
    await send({ type: 'user.submitCode' });
    expect(actor.getSnapshot().context.error).toBe('pleaseEnterCode');
    await send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('phoneEntry');
    expect(actor.getSnapshot().context).toMatchObject({ code: '', debugCode: null, error: null });
  });

  it('shows the resent notice for 5 seconds (SPEC §4 Login)', async () => {
    const { actor, clock, send } = start();
    await send({ type: 'user.phoneChanged', value: '51234567' });
    await send({ type: 'user.submitPhone' });
    await send({ type: 'user.resend' });
    expect(actor.getSnapshot().matches({ codeEntry: 'resent' })).toBe(true);
    clock.increment(4999);
    expect(actor.getSnapshot().matches({ codeEntry: 'resent' })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeEntry: 'ready' })).toBe(true);
  });

  it('says WrongOtp for a wrong code and redirects 300 ms after the right one (SPEC §4 Login)', async () => {
    const wrong = start({ success: false });
    await wrong.send({ type: 'user.phoneChanged', value: '51234567' });
    await wrong.send({ type: 'user.submitPhone' });
    await wrong.send({ type: 'user.codeChanged', value: '1111' });
    await wrong.send({ type: 'user.submitCode' });
    expect(wrong.actor.getSnapshot().context.error).toBe('WrongOtp');

    const right = start();
    await right.send({ type: 'user.phoneChanged', value: '51234567' });
    await right.send({ type: 'user.submitPhone' });
    await right.send({ type: 'user.codeChanged', value: '4321' });
    await right.send({ type: 'user.submitCode' });
    expect(right.actor.getSnapshot().value).toBe('loggedIn');
    right.clock.increment(299);
    expect(right.redirected).toEqual([]);
    right.clock.increment(1);
    expect(right.redirected).toEqual(['redirect']);
  });
});
