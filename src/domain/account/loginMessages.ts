import { messageTexts } from '../shared/messageKeys';

/**
 * SPEC §8 Login texts. The login machine keeps a message as a translation key, or as the server's own message when
 * the server sent one. A server message that is one of SPEC's texts is turned back into its key, so an Arabic
 * shopper reads it in Arabic; any other server message is shown as sent.
 */
export const loginMessageTexts = {
  // SPEC §5 Phone and Code.
  PleaseEnterno: messageTexts.PleaseEnterno,
  enterCorrectPhoneNumber: messageTexts.enterCorrectPhoneNumber,
  pleaseEnterCode: messageTexts.pleaseEnterCode,
  // SPEC names only the key for a wrong code; its English text is written here.
  WrongOtp: 'Wrong code. Please check it and try again.',
  // SPEC §8 Login texts and §5 "other user texts", verbatim.
  phoneNotCorrect: 'Phone number is not correct',
  failedToSendOtp: 'Failed to send OTP',
  otpVerificationFailed: 'OTP verification failed',
  somethingWentWrong: 'Something went wrong. Please try again.',
  networkErrorOccurred: 'Network error occurred',
  incorrectPhoneNumber: 'Incorrect phone number',
  phoneNotValid: 'Phone number is not valid',
  incorrectVerificationCode: 'Incorrect verification code',
} as const;

export type LoginMessageKey = keyof typeof loginMessageTexts;

const byText = new Map<string, LoginMessageKey>(
  Object.entries(loginMessageTexts).map(([key, text]) => [text.toLowerCase(), key as LoginMessageKey]),
);

/** The key of a machine message (a key already, or one of SPEC's English texts); null for any other text. */
export function loginMessageKey(message: string): LoginMessageKey | null {
  if (Object.hasOwn(loginMessageTexts, message)) return message as LoginMessageKey;
  return byText.get(message.trim().toLowerCase()) ?? null;
}
