/**
 * Whether React hydrated a server-rendered page by claiming the server's nodes (DESIGN "How data flows", first
 * visit) rather than rendering its own over them, and in the language the server chose.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Before any script of every document the context opens: keeps the shell the server rendered, to find again. */
export async function keepServerShell(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as { serverShell?: Element | null }).serverShell = document.querySelector('#root .app-shell');
      }
    });
  });
}

/**
 * Once React has claimed the page's shell (a fiber on it): whether that shell is the one the server sent (kept by
 * `keepServerShell`), and the document's language and direction. One round trip, polled in the page.
 */
export const afterHydration = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ kept: boolean; lang: string; dir: string }>((resolve, reject) => {
        const giveUp = performance.now() + 20_000;
        const look = () => {
          const shell = document.querySelector('#root .app-shell');
          if (shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'))) {
            const server = (window as { serverShell?: Element | null }).serverShell;
            const { lang, dir } = document.documentElement;
            resolve({ kept: !!server && server === shell, lang, dir });
          } else if (performance.now() > giveUp) reject(new Error('React did not hydrate within 20 s'));
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
