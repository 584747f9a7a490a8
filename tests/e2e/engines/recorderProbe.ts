/**
 * Proof that the recording works in an engine: an error thrown, a promise rejected and a script refused by the
 * shop's CSP, in the page and in its sync worker, all reach the test. Without it a recorder that heard nothing in
 * one engine would pass every journey there.
 */
import { expect } from 'vitest';
import { hydrated } from './shopperSteps';
import type { RecordingProxy } from './support/recordingProxy';
import type { Tab } from './support/tab';

const worker = String.raw`\/assets\/worker-[\w-]+\.js`;

export async function hearsEveryKindOfProblem(
  tab: Tab,
  proxy: RecordingProxy,
  /**
   * WebKit (2.50) reports no CSP refusal in a worker at all: no report, no event, nothing to a ReportingObserver.
   * There a refusal in the worker is heard only as the error it throws, when the worker leaves it uncaught.
   */
  { cspReportsFromWorkers }: { cspReportsFromWorkers: boolean },
): Promise<void> {
  proxy.faultWorkers(true);
  try {
    await tab.open('/');
    await hydrated(tab);
  } finally {
    proxy.faultWorkers(false);
  }
  await tab.run(() => {
    setTimeout(() => {
      throw new Error('probe: thrown in the page');
    });
    Promise.reject(new Error('probe: rejected in the page'));
    // An inline script the page's policy has no hash for; inserted by the page, so its policy applies whatever
    // realm the driver evaluates this in.
    const refused = document.createElement('script');
    refused.textContent = 'window.__probe = 1;';
    document.head.append(refused);
  });
  const expected = [
    /^page error on \/: Error: probe: thrown in the page/,
    /^page unhandled rejection on \/: Error: probe: rejected in the page/,
    /^CSP report on \/: script-src(-elem)? refused inline/,
    new RegExp(`^worker error on ${worker}: Error: probe: thrown in the worker`),
    new RegExp(`^worker unhandled rejection on ${worker}: Error: probe: rejected in the worker`),
    ...(cspReportsFromWorkers ? [new RegExp(`^CSP report on ${worker}: script-src refused eval`)] : []),
  ];
  const heard: string[] = [];
  await expect
    .poll(
      () => {
        heard.push(...proxy.takeProblems());
        return heard;
      },
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(expected.map((line) => expect.stringMatching(line))));
}
