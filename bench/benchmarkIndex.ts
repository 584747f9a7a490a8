/**
 * The host's CPU benchmark index as Lighthouse computes it (its own page function, run in Chromium), so that any
 * section's figures can be read against the host they were taken on ("Measuring on shared hosts" in
 * STACK-NOTES.md): about 1,500 is the mid-tier phone Lighthouse's 4x slowdown stands for. Measured on a core of
 * the page's own (bench/pageFirst.ts), as the figures it calibrates are.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from '../tests/e2e/browser';
import { ownBrowserPid, pageFirst } from './pageFirst';

export async function hostBenchmarkIndex(): Promise<number> {
  const browser = await launchChromium();
  const first = pageFirst(ownBrowserPid());
  try {
    const page = await browser.newPage();
    return (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
  } finally {
    await first.stop();
    await browser.close();
  }
}
