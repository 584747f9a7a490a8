// One E.164 form for every phone number the login and the profile receive: '+', a country code (never starting
// with 0) and the subscriber number, 8 to 15 digits in all. '+965…', '+0965…', '+00965…' and '00965…' are the
// same number, so they are one account, and its limits on login codes cannot be dodged by spelling it otherwise.

const e164 = /^\+[1-9]\d{7,14}$/;

/** The canonical number, or undefined when `raw` is not an international number ('+' or '00' then digits). */
export function canonicalPhone(raw: string): string | undefined {
  const text = raw.trim();
  const international = /^(?:\+|00)(\d+)$/.exec(text);
  if (!international?.[1]) return undefined;
  const phone = `+${international[1].replace(/^0+/, '')}`;
  return e164.test(phone) ? phone : undefined;
}
