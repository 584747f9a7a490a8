/**
 * A server-rendered page shows its fields, buttons and links before React has hydrated it, and what a shopper does
 * in that moment would be lost: a button has no handler yet, a link has no router yet (it would reload the page),
 * and React sets a field back to the value it renders (the login phone typed early came back empty). So presses are
 * held, and the words typed are noted; once the page is hydrated, the words are typed again into the same fields
 * (so the screens hear them as typing) and the presses pressed again on the same elements: hydration keeps the
 * server's nodes. A link whose element is gone by then (a failed hydration renders anew) is followed as a plain link.
 * The app says when, by an event on the document (handoff.ts): the boot script and the app share no module.
 */
import { EARLY_INPUT_RELEASE } from './handoff';

const PRESSABLE =
  'button, a[href], [role="button"], [role="tab"], summary, label, input[type="checkbox"], input[type="radio"], [data-opens-search]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTypedInto = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/**
 * Sets a field's value as typing does, so React hears a change: React keeps the value it last knew in a tracker on
 * the field (hydration takes the typed words as that value, while its state stays empty), so the field is first
 * emptied through the tracker, then given the words through the element's own setter, which the tracker does not see.
 */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Holds presses and notes typing on `root` until the app dispatches EARLY_INPUT_RELEASE on the document, or the
 * returned release is called (the app could not load).
 */
export function holdEarlyInput(root: HTMLElement, doc: Document = document): () => void {
  const held: HTMLElement[] = [];
  const typed = new Map<Field, string>();
  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(PRESSABLE);
    if (!target || !root.contains(target)) return;
    // A new tab or window is the browser's business, hydrated or not.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (target instanceof HTMLAnchorElement && target.target && target.target !== '_self') return;
    // A link within the page (the skip link) needs no router: the browser follows it at once.
    if (target instanceof HTMLAnchorElement && target.getAttribute('href')?.startsWith('#')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  const onTyping = (event: Event) => {
    if (isTypedInto(event.target) && root.contains(event.target)) typed.set(event.target, event.target.value);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onTyping, true);
  doc.addEventListener('change', onTyping, true);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    doc.removeEventListener(EARLY_INPUT_RELEASE, release);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onTyping, true);
    doc.removeEventListener('change', onTyping, true);
    // The words first: a press held after them (Send code) acts on what was typed.
    for (const [field, value] of typed) if (field.isConnected) typeInto(field, value);
    typed.clear();
    for (const element of held.splice(0)) {
      if (element.isConnected) element.click();
      else if (element instanceof HTMLAnchorElement) doc.location.assign(element.href);
    }
  };
  doc.addEventListener(EARLY_INPUT_RELEASE, release);
  return release;
}
