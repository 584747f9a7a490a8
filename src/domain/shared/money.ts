/**
 * Money is held as integer fils (1 KD = 1000 fils) so that no float ever reaches a total.
 * Server prices arrive as KD numbers with up to 3 decimals and are converted here once.
 */

const FILS_PER_KD = 1000;

/**
 * Rounds a fils amount computed with floats (e.g. percent of a subtotal) to whole fils, half away from zero.
 * `toPrecision(15)` first removes the binary noise of products such as 1.005 * 1000 = 1004.9999999999999.
 */
export function roundFils(fils: number): number {
  const clean = Number(fils.toPrecision(15));
  return Math.sign(clean) * Math.round(Math.abs(clean));
}

/**
 * KD (a number, or a numeric string as some ERP fields carry) to whole fils: the one conversion of the shop, used
 * by the client and by the reference server alike, so both price an order to the same fils. The float product's
 * binary noise is dropped before rounding (1.005 KD is 1005 fils, not 1004), and half a fils rounds away from zero.
 * Throws a RangeError on non-finite input: a price we cannot read must never become a silent 0.
 */
export function toFils(kd: number | string): number {
  const value = typeof kd === 'string' && kd.trim() !== '' ? Number(kd) : kd;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`Not a money amount: ${String(kd)}`);
  }
  return roundFils(value * FILS_PER_KD);
}

export function filsToKd(fils: number): number {
  return fils / FILS_PER_KD;
}

/**
 * SPEC §1/§9 show KD with 2 decimals, so the third fils digit is rounded half up on the fils value
 * (12345 fils -> "12.35"). Negative amounts round symmetrically.
 */
export function toKdString(fils: number): string {
  const hundredths = Math.round(Math.abs(fils) / 10);
  const sign = fils < 0 && hundredths !== 0 ? '-' : '';
  const whole = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/**
 * Arabic keeps Latin digits followed by "د.ك": Kuwaiti shops and receipts print prices that way, and it keeps
 * amounts identical in both languages (no Arabic-Indic digits to confuse copy/paste or screen readers).
 */
export function formatKd(fils: number, lang: 'ar' | 'en'): string {
  return lang === 'ar' ? `${toKdString(fils)} د.ك` : `${toKdString(fils)} KD`;
}
