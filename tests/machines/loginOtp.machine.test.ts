import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type LoginOtpEvent,
  loginOtpMachine,
  type VerifyOtpResult,
} from '../../src/machines/loginOtp.machine';
import { allStateIds, type ModelOptions, modelCases, reachedStateIds, replay } from './modelTest';

const session = { token: 't', userId: '9', name: null, phone: '+96551234567' };

const events = [
  { type: 'user.countryChanged', countryCode: '+966' },
  { type: 'user.phoneChanged', value: '' },
  { type: 'user.phoneChanged', value: '5123' },
  { type: 'user.phoneChanged', value: '051234567' },
  { type: 'user.submitPhone' },
  { type: 'user.codeChanged', value: '12' },
  { type: 'user.codeChanged', value: '1234' },
  { type: 'user.submitCode' },
  { type: 'user.resend' },
  { type: 'user.back' },
  { type: 'xstate.done.actor.sendOtp', output: { success: true, otp: '1234' } },
  { type: 'xstate.done.actor.sendOtp', output: { success: false, message: null } },
  { type: 'xstate.error.actor.sendOtp', error: new TypeError('fetch failed') },
  { type: 'xstate.done.actor.resendOtp', output: { success: true, otp: '5678' } },
  { type: 'xstate.done.actor.resendOtp', output: { success: false, message: null } },
  { type: 'xstate.error.actor.resendOtp', error: new TypeError('fetch failed') },
  { type: 'xstate.done.actor.verifyOtp', output: { success: true, session } },
  { type: 'xstate.done.actor.verifyOtp', output: { success: false, message: null } },
  { type: 'xstate.error.actor.verifyOtp', error: new TypeError('fetch failed') },
  { type: 'xstate.after.5000.loginOtp.codeEntry.resent' },
  { type: 'xstate.after.300.loginOtp.loggedIn' },
];

const options: ModelOptions = {
  machine: loginOtpMachine,
  events,
  deferredActors: ['sendOtp', 'verifyOtp'],
  delayMs: (event) => Number(event.type.split('.')[2]),
  // Guards read only whether the phone and the code are complete, so those (not every text) tell states apart.
  serializeState: (snapshot) => {
    const { phone, code } = snapshot.context as { phone: string; code: string };
    return JSON.stringify([snapshot.value, phone.length >= 8, code.length === 4]);
  },
};

describe('the login machine as a model (SPEC §2 Login, §4 Login, §5 Phone and Code)', () => {
  const { reached, cases } = modelCases(options);

  it('reaches every state', () => {
    expect([...reachedStateIds(reached as never)].sort()).toEqual(allStateIds(loginOtpMachine).sort());
  });

  it.each(cases.map((c) => [c.name, c] as const))('takes %s on a live actor', async (_, c) => {
    const result = await replay(options, c.events);
    expect(result.value).toEqual(c.expected.value);
    expect(result.context).toEqual(c.expected.context);
    expect(result.earlyDelays).toEqual([]);
  });
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
