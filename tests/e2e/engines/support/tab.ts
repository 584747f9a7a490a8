/**
 * One browser tab of the shop, whichever engine drives it (WebKit through WebKitWebDriver, Firefox through WebDriver
 * BiDi): the few things a shopper does, so a journey is written once for every engine. Every navigation here is a
 * full page load of the browser's own, as typed in the address bar or from its Back and Forward buttons.
 */
export interface Tab {
  /** Loads the shop's page at `path` (and its query) as typed into the address bar; resolves once it has loaded. */
  open(path: string): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  /** The address the tab shows. */
  address(): Promise<URL>;
  /** Runs `script` in the page and answers what it returns (awaited, as JSON). */
  run<Args extends unknown[], Result>(
    script: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /**
   * A real click at the element's centre, once it is scrolled to the middle of the window: at a window's edge the
   * shop's fixed bars would be the element hit there.
   */
  click(selector: string): Promise<void>;
  /** Focuses the field with a click and types `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Types `text` into whatever has the focus. */
  press(text: string): Promise<void>;
  /** Chooses the option of the select whose value is `value`. */
  choose(selector: string, value: string): Promise<void>;
  /** Ends the tab and what the engine keeps for it (storage, the page cache). */
  close(): Promise<void>;
}

/** Scrolls the element to the middle of the window, before a click. Runs in the page. */
export function scrollToMiddle(selector: string): void {
  document.querySelector(selector)?.scrollIntoView({ block: 'center', inline: 'center' });
}
