/** The value of one cookie in a Cookie header (or `document.cookie`, which reads the same), or null. */
export function cookieValue(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return null;
}
