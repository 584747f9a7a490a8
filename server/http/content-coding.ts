// Which compression a client takes (RFC 9110 §12.5.3, Accept-Encoding), for answers kept already compressed.

export type ContentCoding = 'br' | 'gzip';

/** Brotli where the client takes it (smaller), else gzip, else null: the body as it is. */
export function preferredCoding(acceptEncoding: string | undefined | null): ContentCoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((coding) => weightOf(coding) > 0) ?? null;
}
