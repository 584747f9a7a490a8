/**
 * When this page stops being live and when it is live again, as the sync worker's lifetime needs it (docs/
 * ARCHITECTURE.md "Which worker leads"). A page kept in the back/forward cache is hidden with `pagehide` whose
 * `persisted` is true, and comes back with `pageshow` whose `persisted` is true; Chromium also freezes a page it
 * keeps or a tab long in the background (`freeze`, then `resume`). A page hidden for good (`persisted` false) is
 * left alone: its worker ends with it.
 */
export interface PageLife {
  /** The page is put away alive: what it runs must let go of what the page in view needs. */
  stopped(): void;
  /** The page is in use again. */
  resumed(): void;
}

export function followPageLife(page: Window, life: PageLife): () => void {
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    life.stopped();
  };
  const resume = () => {
    if (!stopped) return;
    stopped = false;
    life.resumed();
  };
  const onHide = (event: PageTransitionEvent) => {
    if (event.persisted) stop();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) resume();
  };
  page.addEventListener('pagehide', onHide);
  page.addEventListener('pageshow', onShow);
  page.document.addEventListener('freeze', stop);
  page.document.addEventListener('resume', resume);
  return () => {
    page.removeEventListener('pagehide', onHide);
    page.removeEventListener('pageshow', onShow);
    page.document.removeEventListener('freeze', stop);
    page.document.removeEventListener('resume', resume);
  };
}
