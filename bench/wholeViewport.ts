import type { Browser, Page } from 'playwright-core';

/**
 * Room for the browser's own bars: in headless mode Playwright sizes a page's window to the viewport alone (no
 * insets), but Chromium 150's full browser still keeps its tab strip and toolbar in that window, 84 px on this
 * machine, so the page's surface is that much shorter than the viewport emulated inside it. Generous, as the bars'
 * height is not asked for: a taller window than needed changes nothing, the viewport stays the phone's.
 */
export const BROWSER_BARS_ALLOWANCE_PX = 200;

/**
 * Makes the page's window tall enough to draw its whole viewport. Without it, the bottom 84 px of the phone's
 * screen are laid out and painted but never drawn: the display sees no damage there, so a tap whose answer shows
 * only at the bottom (the tab bar, the product page's buy bar) got no frame of its own, and Event Timing waited for
 * the next change drawn anywhere else (the next screen, after a tab's navigation) before ending the interaction.
 */
export async function drawWholeViewport(browser: Browser, page: Page): Promise<void> {
  const pageSession = await page.context().newCDPSession(page);
  const browserSession = await browser.newBrowserCDPSession();
  try {
    const { targetInfo } = await pageSession.send('Target.getTargetInfo');
    const { windowId, bounds } = await browserSession.send('Browser.getWindowForTarget', {
      targetId: targetInfo.targetId,
    });
    await browserSession.send('Browser.setWindowBounds', {
      windowId,
      bounds: { height: (bounds.height ?? 0) + BROWSER_BARS_ALLOWANCE_PX },
    });
  } finally {
    await Promise.all([pageSession.detach(), browserSession.detach()]);
  }
}
