/**
 * The page of bench/browser/ (the shop's local database and sync engine, built by Vite as the app is) opened in
 * Chromium, so the client figures run on the real IndexedDB. The page is served by the bench's API server, so its
 * calls stay on one origin as the app's do.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../tests/e2e/browser';
import type { ClientBench } from './browser/clientBench';

type Method = keyof ClientBench;

export interface ClientPage {
  /** Calls one of the page's bench functions and answers what it answered. */
  call<M extends Method>(
    method: M,
    ...args: Parameters<ClientBench[M]>
  ): Promise<Awaited<ReturnType<ClientBench[M]>>>;
  close(): Promise<void>;
}

/** Builds the page into a fresh temporary folder; the caller removes it. */
export async function buildClientPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'client-bench-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: resolve(import.meta.dirname, 'browser'),
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

export async function openClientPage(url: string): Promise<ClientPage> {
  const browser: Browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/`);
    await page.waitForFunction(() => 'clientBench' in window);
    return {
      call: (method, ...args) =>
        page.evaluate(
          ({ method, args }) =>
            (window.clientBench[method] as (...a: unknown[]) => Promise<unknown>)(...args),
          { method, args: args as unknown[] },
        ) as never,
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export const removeClientPage = (dir: string) => rmSync(dir, { recursive: true, force: true });
