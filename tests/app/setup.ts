import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own unmount-after-each hook.
afterEach(() => {
  cleanup();
});

// The dom project's files share one page and one module graph (vitest.config.ts), so each file leaves the page as
// it found it: what a test wrote straight into the document, storage, the root's language and direction, timers
// and stubs. (After-all hooks run last-registered first, so this runs after the file's own.)
afterAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// `findBy…` and `waitFor` give up after 1 s by default; on a two-core machine running other suites beside this one,
// a database write can take longer than that. A longer limit only matters when a test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });
