/**
 * axe-core over a settled screen in one round trip to Chromium. The accessibility suite audits some ninety screens;
 * a fixed pause before each, and a trip each to look for axe, wait and run it, were most of its time.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { staysOpen } from './atRest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Requests the context's pages (and their workers) have sent and not yet had answered. Media is left out: a video
 * may keep its stream open while it buffers, and what it loads never changes what axe reads; so is the customer's
 * log stream, open for as long as the page is.
 */
function requestsInFlight(context: BrowserContext) {
  const open = new Set<Request>();
  let changed = () => {};
  const done = (request: Request) => {
    open.delete(request);
    changed();
  };
  context.on('request', (request) => {
    if (request.resourceType() !== 'media' && !staysOpen(request)) open.add(request);
  });
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  /** Resolves once nothing is in flight; fails after `ms`, naming what is still open. */
  const none = async (ms: number) => {
    const gone = new Promise<void>((resolve) => {
      changed = () => open.size === 0 && resolve();
      changed();
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`requests still open after ${ms} ms: ${[...open].map((r) => r.url()).join(' ')}`)),
        ms,
      );
    });
    try {
      await Promise.race([gone, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { none };
}

export interface Auditor {
  /**
   * Once the screen has settled, the serious and critical violations axe finds in the whole document, one
   * readable line each. `loadingLines` are the texts that say the screen is still loading, in its language.
   */
  audit(page: Page, loadingLines: string[]): Promise<string[]>;
}

/**
 * Audits for the pages of `context`. Axe goes into every document the context loads, before the page's own
 * scripts: nothing to inject, or to look for, before each audit (and, put there by the browser, it is not the
 * page's code, which the shop's CSP rules). The context's requests are followed, so an audit starts only once
 * every answer the screen asked for has come.
 */
export async function axeAuditor(context: BrowserContext): Promise<Auditor> {
  await context.addInitScript({ content: axeSource });
  const network = requestsInFlight(context);
  return {
    audit: async (page, loadingLines) => {
      await network.none(20_000);
      const audit = await page.evaluate(settleAndAudit, loadingLines);
      if ('waitedFor' in audit) throw new Error(`${page.url()}: waited 20 s for ${audit.waitedFor}`);
      return audit.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target} — ${n.summary}`).join('\n')}`,
        );
    },
  };
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

type Audit = { waitedFor: string } | { violations: Violation[] };

/**
 * Waits in the page until the screen has settled, then runs axe over the whole document. Settled means all at once:
 * its content has rendered (a heading in main, no busy region, skeleton or loading line), no entrance transition or
 * animation is still running (so colours are read as they end up; endless spinners aside, which the busy check
 * already rules out where they matter), the late web fonts are on and loaded, and nothing in the document has
 * changed for a few frames (late text, such as a verified payment, has arrived).
 */
async function settleAndAudit(loadingLines: string[]): Promise<Audit> {
  // Bounded, so a page Chromium has stopped drawing (support/drawsFrames.ts) fails in seconds instead of hanging.
  const frame = () =>
    new Promise<boolean>((resolve) => {
      requestAnimationFrame(() => resolve(true));
      setTimeout(() => resolve(false), 5_000);
    });
  const noFrame = { waitedFor: 'a frame: Chromium drew none for 5 s' };
  const deadline = performance.now() + 20_000;
  let changedAt = performance.now();
  const observer = new MutationObserver(() => {
    changedAt = performance.now();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const QUIET_MS = 50;

  const rendered = () => {
    const main = document.querySelector('main');
    if (!main?.querySelector('h1')) return false;
    if (document.querySelector('[aria-busy="true"], .skeleton')) return false;
    const text = main.textContent ?? '';
    return !loadingLines.some((line) => text.includes(line));
  };
  const moving = () =>
    document.getAnimations().some((animation) => {
      const running = animation.playState === 'running' || animation.pending;
      return running && animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
    });
  const fontsIn = () =>
    document.getElementById('late-fonts')?.getAttribute('media') !== 'not all' &&
    document.fonts.status === 'loaded';
  const waits: [string, () => boolean][] = [
    ['its content (a heading in main, no busy region, skeleton or loading line)', rendered],
    ['its transitions and animations to end', () => !moving()],
    ['the late web fonts', fontsIn],
    ['the document to stop changing', () => performance.now() - changedAt >= QUIET_MS],
  ];

  // A frame first: a resize or a route change just made starts its transitions and font loads at the next style pass.
  if (!(await frame())) return noFrame;
  try {
    for (;;) {
      const waiting = waits.find(([, done]) => !done());
      if (!waiting) break;
      if (performance.now() > deadline) return { waitedFor: waiting[0] };
      if (!(await frame())) return noFrame;
    }
  } finally {
    observer.disconnect();
  }

  type AxeResult = {
    violations: {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }[];
  };
  const axe = (window as unknown as { axe?: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe;
  if (!axe) return { waitedFor: 'axe, which axeAuditor puts in every document of the context' };
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return {
    violations: result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String).join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    })),
  };
}
