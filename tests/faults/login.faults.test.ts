import { describe, expect, it } from 'vitest';
import { type LoginMessageKey, loginMessageKey } from '../../src/domain';
import { FAULTS, type FaultKind, faultHarness, type Shop, stored } from './faultHarness';
import { translated } from './shopperTexts';

const harness = faultHarness('login');
let phones = 0;
const newPhone = () => `+9656${String(++phones).padStart(7, '0')}`;

/**
 * SPEC §8 Login texts. A send-code network failure is 'Network error occurred' (SPEC says so for the network; a
 * time-out is the same to the shopper); a JSON 500 shows the server's message (here the reference server's own,
 * which is SPEC's 'Something went wrong'); an answer nobody can read is 'Failed to send OTP'.
 */
const SEND_MESSAGE: Record<FaultKind, LoginMessageKey> = {
  networkCut: 'networkErrorOccurred',
  hang: 'networkErrorOccurred',
  status500Json: 'somethingWentWrong',
  status500Html: 'failedToSendOtp',
  invalidJson: 'failedToSendOtp',
  wrongShape: 'failedToSendOtp',
};

/** Verifying: the server's message when it sent one, otherwise SPEC's 'Something went wrong. Please try again.' */
const VERIFY_MESSAGE: Record<FaultKind, LoginMessageKey> = {
  networkCut: 'somethingWentWrong',
  hang: 'somethingWentWrong',
  status500Json: 'somethingWentWrong',
  status500Html: 'somethingWentWrong',
  invalidJson: 'somethingWentWrong',
  wrongShape: 'somethingWentWrong',
};

/** The login screen's text for a machine message (useLoginMessage): a key it translates, never a developer's note. */
function shownKey(message: string | null): LoginMessageKey | null {
  const key = message === null ? null : loginMessageKey(message);
  if (key) translated(`login.messages.${key}`);
  return key;
}

/** A guest's device with something of their own in the log, which a failed login must leave alone. */
async function guestDevice(): Promise<{ shop: Shop; before: Awaited<ReturnType<typeof stored>> }> {
  const shop = await harness.open();
  await shop.log.append('LanguageChanged', { language: 'en' });
  return { shop, before: await stored(shop.db, ['events', 'projections']) };
}

describe('asking for a login code under faults (SPEC §7 POST /customer/send-otp; §8 Login texts)', () => {
  for (const fault of FAULTS) {
    it(`${fault.name} gives no code and a message the login screen shows translated`, async () => {
      const { shop, before } = await guestDevice();
      const phone = newPhone();
      shop.network.inject(fault);
      const answer = await shop.engine.account.sendOtp(phone);
      expect(answer).toMatchObject({ success: false, otp: null });
      expect(shownKey(answer.message)).toBe(SEND_MESSAGE[fault.kind]);
      expect(await stored(shop.db, ['events', 'projections'])).toEqual(before);

      shop.network.heal();
      expect(await shop.engine.account.sendOtp(phone)).toMatchObject({ success: true, message: null });
    });
  }
});

describe('verifying a login code under faults (SPEC §7 POST /customer/verify-otp; §8 Login texts)', () => {
  for (const fault of FAULTS) {
    it(`${fault.name} logs nobody in, says so translated, and the same code works once the server answers`, async () => {
      const { shop, before } = await guestDevice();
      const phone = newPhone();
      const code = (await shop.engine.account.sendOtp(phone)).otp ?? '';
      shop.network.inject(fault);
      const answer = await shop.engine.account.verifyOtp(phone, code);
      expect(answer).toMatchObject({ success: false, session: null });
      expect(shownKey(answer.message)).toBe(VERIFY_MESSAGE[fault.kind]);
      expect(await stored(shop.db, ['events', 'projections'])).toEqual(before);

      shop.network.heal();
      expect(await shop.engine.account.verifyOtp(phone, code)).toMatchObject({ success: true });
    });
  }
});
