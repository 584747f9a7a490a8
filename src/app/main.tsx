import './styles/global.css';
import { StrictMode } from 'react';
import type { PageData } from '../contract';
import { App } from './App';
import { EARLY_INPUT_RELEASE } from './boot/handoff';
import { pageSource, readPageData } from './hydration';
import { type AppLanguage, currentLanguage, initI18n, pageLanguage } from './i18n/i18n';
import { switchOnLateFonts } from './lateFonts';
import { matchedScreens } from './lazyScreen';
import { machineInspector } from './machines/machineInspector';
import { routes } from './routes';
import { loadSearchDialog } from './search/SearchOverlay';
import { syncBridge } from './sync-bridge';

/** Production React reports a hydration mismatch only here: say it in the console, where tests look. */
function reportRecoverable(error: unknown, info: { componentStack?: string | undefined }) {
  console.error('React recovered from an error (a hydration mismatch?):', error, info.componentStack ?? '');
}

/**
 * A new task: the start is cut into steps, one task each, because on a slow phone a task over 50 ms delays a tap,
 * and evaluating the app's modules, seeding the page, starting i18next and asking for a screen's chunks (Vite adds a
 * link for each) were one task of that size together.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * React DOM's client, run in a task of its own: as its module first runs it registers every event it handles, a
 * third of the entry's evaluation, which was one task of 20–45 ms on these hosts. The build puts it in a file the
 * entry imports statically too (scripts/clientChunks.ts), so it is fetched with the entry and this waits on no
 * network.
 */
const reactDomClient = () => import('react-dom/client');

/** Starts `work` now and answers it later, meanwhile handled, so its failure is reported once, where it is awaited. */
function begun<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  return work;
}

async function start() {
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const page = readPageData();
  if (!page) {
    // The offline shell (the service worker's index.html) or a page the server could not render. The screen's
    // chunk loads beside the locale, so the router starts with it rather than with an empty first frame.
    const [i18n, inspect, { createRoot }] = await Promise.all([
      initI18n(),
      machineInspector(window.location),
      reactDomClient(),
      loadScreens(window.location.pathname),
    ]);
    followLanguage(i18n);
    createRoot(root, { onRecoverableError: reportRecoverable }).render(
      <StrictMode>
        <App i18n={i18n} sync={syncBridge} source={pageSource({})} inspect={inspect} />
      </StrictMode>,
    );
    return;
  }

  // The boot script held the presses and typing before React took over the server's page (boot/earlyInput.ts):
  // they go through once it has, or once it has given up.
  const releaseInput = () => document.dispatchEvent(new Event(EARLY_INPUT_RELEASE));
  // The page's data goes to the worker before anything subscribes: its live queries wait until it is stored, so
  // the first result a screen hears is never older than what the server rendered.
  const seeded = begun(syncBridge.seedPage(page));
  const rendered = pageLanguage();
  await nextTask();
  try {
    await hydrate(root, page, seeded, rendered, releaseInput);
  } catch (error) {
    // The page stays as the server rendered it: its links work as plain links again.
    releaseInput();
    throw error;
  }
}

async function hydrate(
  root: HTMLElement,
  page: PageData,
  seeded: Promise<void>,
  rendered: AppLanguage,
  releaseInput: () => void,
) {
  // The page turns interactive with what search needs on the device: the overlay's code and the page's products
  // in the worker's index. A shopper whose network goes right after the first page still finds what it showed.
  const i18nStarted = begun(initI18n(undefined, { lng: rendered }));
  await nextTask();
  const screens = begun(loadScreens(window.location.pathname));
  await nextTask();
  const search = begun(loadSearchDialog());
  await nextTask();
  const { hydrateRoot } = await reactDomClient();
  const [i18n, inspect] = await Promise.all([
    i18nStarted,
    machineInspector(window.location),
    screens,
    search,
    settledWithin(seeded, PAGE_STORED_WAIT_MS),
  ]);
  followLanguage(i18n);
  const source = pageSource(page);
  const hydrated = () => {
    source.settle();
    releaseInput();
    // A frame on, the queries the screen asks once mounted are open too.
    requestAnimationFrame(() => switchOnLateFonts(syncBridge.whenAnswered()));
  };
  // Not as a transition (tried): sliced over many frames, the page stayed partly the server's while the worker's
  // first answers and a shopper's keys arrived, and a keyboard walk in the browser tests once lost its focus there.
  hydrateRoot(
    root,
    <StrictMode>
      <App i18n={i18n} sync={syncBridge} source={source} inspect={inspect} onFirstCommit={hydrated} />
    </StrictMode>,
    { onRecoverableError: reportRecoverable },
  );
}

/**
 * How long hydration waits for the worker to store the page's data. A worker that cannot start (storage refused,
 * its script cut off) must not leave the page inert: past this the page hydrates and search waits for the worker.
 */
const PAGE_STORED_WAIT_MS = 5_000;

function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

/** The screens of the page's route, loaded before the first render so it shows them as the server did. */
function loadScreens(pathname: string) {
  return Promise.all(matchedScreens(routes, pathname).map((screen) => screen.load()));
}

function followLanguage(i18n: Awaited<ReturnType<typeof initI18n>>) {
  void syncBridge.setLanguage(currentLanguage(i18n));
  i18n.on('languageChanged', () => void syncBridge.setLanguage(currentLanguage(i18n)));
}

void start();
