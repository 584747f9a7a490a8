import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

/** A server that resets the first `resets` connections it gets, then answers "ok". */
async function resettingServer(
  resets: number,
): Promise<{ url: string; server: Server; asked: () => number }> {
  let asked = 0;
  const server = createServer((request, response) => {
    asked++;
    if (asked <= resets) {
      request.socket.resetAndDestroy();
      return;
    }
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server, asked: () => asked };
}

let open: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => open?.close(resolve) ?? resolve(undefined));
  open = undefined;
});

describe('the browser tests’ HTTP client (support/retryingFetch.ts)', () => {
  it('asks a GET again once when the connection is reset', async () => {
    const shop = await resettingServer(1);
    open = shop.server;
    const answer = await fetch(shop.url);
    expect(await answer.text()).toBe('ok');
    expect(shop.asked()).toBe(2);
  });

  it('fails a GET reset twice, and never asks a POST again', async () => {
    const twice = await resettingServer(2);
    open = twice.server;
    await expect(fetch(twice.url)).rejects.toThrow(TypeError);
    expect(twice.asked()).toBe(2);
    await new Promise((resolve) => twice.server.close(resolve));

    const post = await resettingServer(1);
    open = post.server;
    await expect(fetch(post.url, { method: 'POST', body: 'order' })).rejects.toThrow(TypeError);
    expect(post.asked()).toBe(1);
  });
});
