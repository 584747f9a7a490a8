// CallBackUrl and ErrorUrl of a payment are where the hosted page sends the shopper afterwards. Only pages of
// the shop itself are accepted (same origin, or a path relative to it), so the payment page can never be used
// as an open redirect to another site.
export function sameOriginUrl(value: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? url.toString() : undefined;
}

/** `base` with the given query parameters set (existing ones are kept). */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
