/**
 * Maps Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits to ASCII, then drops everything that is not a
 * digit. Arabic keyboards in the Gulf type the former, and a phone or code must still be accepted.
 */
export function asciiDigitsOnly(raw: string): string {
  return raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}
