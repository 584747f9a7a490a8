/**
 * Lighthouse's mobile performance figures for one page, one fresh Chromium per run: Lighthouse's defaults (a
 * mid-range phone, simulated slow 4G) at the CPU slowdown asked for, performance category only. Chromium is
 * Debian's, started by chrome-launcher with the flags this machine allows. `--accept-lang=ar-KW` (headless Chromium
 * ignores `--lang`) because the shop opens in Arabic for its Gulf shoppers: the Arabic font and the right-to-left
 * layout are measured. The page's renderer gets the CPU before the browser's other processes (bench/pageFirst.ts).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js';
import { pageFirst } from './pageFirst';
import { BROWSER_BARS_ALLOWANCE_PX } from './wholeViewport';

const phone = screenEmulationMetrics.mobile;

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--accept-lang=ar-KW,ar',
  // A window that holds Lighthouse's emulated phone and the browser's own bars. chrome-launcher leaves headless
  // Chromium's 780 × 580 window, which drew only the top 496 px of the 823-px phone screen: what changed below that
  // was painted but never drawn (bench/wholeViewport.ts, tests/bench/lighthouseWindow.test.ts).
  `--window-size=${phone.width + BROWSER_BARS_ALLOWANCE_PX},${phone.height + BROWSER_BARS_ALLOWANCE_PX}`,
];

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes the page transferred as the server sent them (Lighthouse's total byte weight). */
  transferBytes: number;
  /** Lighthouse's measure of the host's CPU speed during the run; lower means slower, so slower-looking pages. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse's simulation applied, read back from its settings. */
  cpuSlowdownMultiplier: number;
  /** Lighthouse's warnings about the run itself (a slow host CPU, storage it did not clear). */
  warnings: string[];
}

const numeric = (audits: Record<string, { numericValue?: number }>, id: string): number => {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
};

/** Lighthouse's default CPU slowdown (4×), made for a host of benchmark index about 1,500. */
export const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/**
 * `prepare` runs against the launched Chromium (its DevTools port) before Lighthouse navigates, e.g. to put items
 * in the cart. Lighthouse then clears the HTTP cache, service workers and Cache Storage but, by default, not
 * IndexedDB, so a prepared local database survives into the measured load while the load itself stays cold.
 */
export async function runLighthouse(
  url: string,
  cpuSlowdownMultiplier: number,
  prepare?: (port: number) => Promise<void>,
): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  const first = pageFirst(chrome.pid);
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The whole of Lighthouse's mobile throttling spelled out, so only the CPU's slowdown differs from its default.
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
      // Only the report's picture of the whole page; the score's screenshots (Speed Index) still come from the trace.
      disableFullPageScreenshot: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined)
      throw new Error(`Lighthouse gave no performance score for ${url}`);
    return {
      score: score * 100,
      fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
      lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
      tbtMs: numeric(lhr.audits, 'total-blocking-time'),
      cls: numeric(lhr.audits, 'cumulative-layout-shift'),
      transferBytes: numeric(lhr.audits, 'total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    await first.stop();
    chrome.kill();
  }
}
