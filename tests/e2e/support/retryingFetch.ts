/**
 * The browser tests' own HTTP client (Node's fetch), asking the shop again once when a read or write of a GET or
 * HEAD meets a connection reset. CI once failed on one: an ECONNRESET from the seeded catalogue's
 * `getProductById`, in a loop that asked 80 of them in a row on a loaded host. The likely cause, found later: the
 * round-robin proxy in front of the instances closed idle connections after Node's 5 s (it now keeps them as the
 * shop does); a login's POST once met the same reset. A second reset, or one on any other method, still fails the
 * test.
 */
const RETRIED = Symbol.for('gulf-shop.e2e.retryingFetch');

function isReset(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return error instanceof TypeError && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET');
}

const current = globalThis.fetch as typeof fetch & { [RETRIED]?: true };
if (!current[RETRIED]) {
  const retrying = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    try {
      return await current(input, init);
    } catch (error) {
      if ((method !== 'GET' && method !== 'HEAD') || !isReset(error)) throw error;
      console.warn(
        `e2e fetch: ${method} ${String(input instanceof Request ? input.url : input)} was reset; asked again`,
      );
      return current(input, init);
    }
  };
  globalThis.fetch = Object.assign(retrying, { [RETRIED]: true as const });
}
