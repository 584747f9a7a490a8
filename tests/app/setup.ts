import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own unmount-after-each hook.
afterEach(() => {
  cleanup();
});

// `findBy…` and `waitFor` give up after 1 s by default; on a two-core machine running other suites beside this one,
// a database write can take longer than that. A longer limit only matters when a test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });
