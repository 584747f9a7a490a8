/**
 * What the Content-Security-Policy (DESIGN "The reference backend", security headers) refuses on a page: the
 * document's securitypolicyviolation events, in every document the page opens, and the console reports of the page
 * and of its workers. The route walks carry one, so every screen they open is also a check that the policy lets
 * it run.
 */
import type { Page, Response } from 'playwright-core';

export interface PolicyWatch {
  /** The violations reported since the last call, each with the path it happened on. */
  take(): string[];
}

const refusal = /Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i;

export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  let reported: string[] = [];
  const note = (url: string, text: string) => {
    reported.push(`${URL.canParse(url) ? new URL(url).pathname : url}: ${text}`);
  };
  page.on('console', (message) => {
    if (refusal.test(message.text())) note(page.url(), message.text());
  });
  page.on('worker', (worker) => {
    // Playwright's types leave out a worker's console; Chromium reports there what the policy refused in it.
    (
      worker as unknown as { on?: (event: 'console', listener: (m: { text(): string }) => void) => void }
    ).on?.('console', (message) => {
      if (refusal.test(message.text())) note(worker.url(), message.text());
    });
  });
  await page.exposeBinding('__reportCspViolation', (source, text: string) => note(source.frame.url(), text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return {
    take: () => {
      const taken = reported;
      reported = [];
      return taken;
    },
  };
}

/** What a shop page's response lacks of the policy and its companion header; empty when both are there. */
export function missingPolicyHeaders(response: Response | null): string[] {
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const missing: string[] = [];
  if (!policy.includes("script-src 'self'") || !policy.includes("frame-ancestors 'none'"))
    missing.push(`Content-Security-Policy "${policy}"`);
  if (headers['x-content-type-options'] !== 'nosniff') missing.push('X-Content-Type-Options: nosniff');
  return missing;
}
