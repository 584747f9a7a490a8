/**
 * A server-rendered page shows its buttons and links before React has hydrated it, and a press in that moment
 * would be lost (a button has no handler yet) or reload the page (a link has no router yet). Such presses are
 * held, and pressed again on the same elements once the page is hydrated: hydration keeps the server's nodes. A
 * link whose element is gone by then (a failed hydration renders anew) is followed as a plain link.
 */
const PRESSABLE =
  'button, a[href], [role="button"], [role="tab"], summary, label, input[type="checkbox"], input[type="radio"], [data-opens-search]';

/** The hold of each document: the boot script starts it, the app's entry releases it after hydrating. */
const holds = new WeakMap<Document, () => void>();

/** Holds presses on `root` until the returned release is called; a document already held returns its release. */
export function holdEarlyClicks(root: HTMLElement, doc: Document = document): () => void {
  const holding = holds.get(doc);
  if (holding) return holding;
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
    if (!target || !root.contains(target)) return;
    // A new tab or window is the browser's business, hydrated or not.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target instanceof HTMLAnchorElement && target.target && target.target !== '_self') return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  doc.addEventListener('click', onClick, true);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    holds.delete(doc);
    doc.removeEventListener('click', onClick, true);
    for (const element of held.splice(0)) {
      if (element.isConnected) element.click();
      else if (element instanceof HTMLAnchorElement) doc.location.assign(element.href);
    }
  };
  holds.set(doc, release);
  return release;
}
