/**
 * Journeys in an engine's tabs, each in a tab of its own, on the shop behind the file's recording proxy: whatever
 * its pages and their sync workers leave uncaught or unhandled, and every CSP report, fails the test (the proxy
 * hears them). A journey that failed anyway reports them with its own failure, and where it left the tab: they
 * often say why.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type CatalogueTargets, catalogueTargets, type Lang } from '../../shopSetup';
import type { Journey } from '../journeys';
import { hearsEveryKindOfProblem } from '../recorderProbe';
import { type RecordingProxy, startRecordingProxy } from './recordingProxy';
import type { Tab } from './tab';

/** What a page posts just before its tab closes is still on its way; the tab closes once it is in. */
const LAST_POSTS_MS = 300;
/** A journey still going after this fails with where its tab was, before the test's own timeout (120 s) ends it. */
const JOURNEY_DEADLINE_MS = 100_000;

export type OpenTab = (lang: Lang, shopUrl: string) => Promise<Tab>;

export function recordedJourneys(openTab: OpenTab) {
  const shopUrl = inject('shopUrl');
  let proxy: RecordingProxy;
  let targets: CatalogueTargets;
  beforeAll(async () => {
    [proxy, targets] = await Promise.all([startRecordingProxy(shopUrl), catalogueTargets(shopUrl)]);
  });
  afterAll(() => proxy?.close());

  return {
    /** The recording's proof (recorderProbe.ts), in a tab of its own. */
    async proveTheRecording(options: Parameters<typeof hearsEveryKindOfProblem>[2]): Promise<void> {
      const tab = await openTab('en', proxy.url);
      try {
        await hearsEveryKindOfProblem(tab, proxy, options);
      } finally {
        await tab.close();
      }
    },
    /** Takes `journey` in a new tab in `lang`, and fails on anything recorded meanwhile. */
    async take<T>(lang: Lang, journey: (tab: Tab, taken: Journey) => Promise<T>): Promise<T> {
      const tab = await openTab(lang, proxy.url);
      let outcome: { result: T } | { failure: unknown };
      let deadline: NodeJS.Timeout | undefined;
      try {
        const late = new Promise<never>((_, reject) => {
          deadline = setTimeout(
            () => reject(new Error(`the journey was still going after ${JOURNEY_DEADLINE_MS / 1000} s`)),
            JOURNEY_DEADLINE_MS,
          );
        });
        const going = journey(tab, { lang, shopUrl, targets });
        // Past the deadline its tab is closed under it: what it meets then is no news.
        going.catch(() => undefined);
        outcome = { result: await Promise.race([going, late]) };
      } catch (failure) {
        outcome = { failure };
        if (failure instanceof Error) failure.message += `\n\n${await whereTheTabWas(tab)}`;
      } finally {
        clearTimeout(deadline);
      }
      await new Promise((resolve) => setTimeout(resolve, LAST_POSTS_MS));
      await tab.close().catch(() => undefined);
      const problems = proxy.takeProblems();
      if ('failure' in outcome) {
        if (problems.length > 0 && outcome.failure instanceof Error) {
          outcome.failure.message += `\nRecorded in the browser meanwhile:\n${problems.join('\n')}`;
        }
        throw outcome.failure;
      }
      expect(
        problems,
        'uncaught errors, unhandled rejections and CSP reports in the pages and workers',
      ).toEqual([]);
      return outcome.result;
    },
  };
}

/** Where a failed journey left the tab, and the start of what its page said there, if the tab still answers. */
async function whereTheTabWas(tab: Tab): Promise<string> {
  const read = async () => {
    const address = await tab.address();
    const text = await tab.run(() =>
      (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 600),
    );
    // Who holds the sync workers' locks, and whether this page came back from the page cache: a stuck screen's
    // usual story (docs/ARCHITECTURE.md "Which worker leads").
    const locks = await tab.run(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const back = (window as unknown as { __pageCacheReturns?: number }).__pageCacheReturns ?? 0;
      return `${held.length} lock(s) held, ${pending.length} waiting; back from the page cache ${back} time(s)`;
    });
    return `The tab was at ${address.pathname}${address.search} (${locks}), showing: ${text}`;
  };
  const silent = new Promise<string>((resolve) =>
    setTimeout(() => resolve('The tab no longer answered.'), 10_000),
  );
  return Promise.race([read(), silent]).catch((error) => `The tab could not be read: ${error}`);
}
