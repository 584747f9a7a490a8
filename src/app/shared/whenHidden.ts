/**
 * Runs `run` once, as the page is hidden: the shopper switches tab or app, leaves the page or closes it. A phone may
 * end a hidden page without another word, so this is the last moment a page can count on. Answers a function that
 * cancels a run not yet made.
 */
export function whenHidden(run: () => void): () => void {
  const stop = () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onHide);
  };
  const onHide = () => {
    stop();
    run();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
  };
  document.addEventListener('visibilitychange', onVisibility);
  // Some browsers leave a page (into the back-forward cache) without saying it is hidden first.
  window.addEventListener('pagehide', onHide);
  return stop;
}
