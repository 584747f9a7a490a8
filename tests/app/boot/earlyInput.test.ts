import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '../../../src/app/boot/earlyInput';
import { EARLY_INPUT_RELEASE } from '../../../src/app/boot/handoff';

afterEach(() => {
  document.body.innerHTML = '';
});

function serverPage() {
  document.body.innerHTML =
    '<div id="root"><button type="button">English</button><a href="/categories">Categories</a></div><button id="outside">x</button>';
  const root = document.getElementById('root') as HTMLElement;
  const pressed: string[] = [];
  // What React does once hydrated: it listens at the root.
  const listen = () =>
    root.addEventListener('click', (event) => pressed.push((event.target as Element).tagName));
  return { root, pressed, listen };
}

describe('presses on a server-rendered page before it is hydrated', () => {
  it('are held, then pressed again on the same elements once the page is hydrated', () => {
    const { root, pressed, listen } = serverPage();
    const release = holdEarlyInput(root);
    const link = root.querySelector('a') as HTMLAnchorElement;
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(linkClick);
    root.querySelector('button')?.click();
    expect(linkClick.defaultPrevented).toBe(true);
    listen();
    expect(pressed).toEqual([]);
    release();
    expect(pressed).toEqual(['A', 'BUTTON']);
    // Released once: later presses go straight through.
    release();
    root.querySelector('button')?.click();
    expect(pressed).toEqual(['A', 'BUTTON', 'BUTTON']);
  });

  it('leave alone presses outside the page and a link opened in a new tab', () => {
    const { root } = serverPage();
    const release = holdEarlyInput(root);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('outside')?.dispatchEvent(outside);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    root.querySelector('a')?.dispatchEvent(newTab);
    expect(outside.defaultPrevented).toBe(false);
    expect(newTab.defaultPrevented).toBe(false);
    release();
  });

  it('follow a held link as a plain link when hydration replaced its element', () => {
    const { root } = serverPage();
    const assign = vi.fn();
    const doc = {
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
      location: { assign },
    } as unknown as Document;
    const release = holdEarlyInput(root, doc);
    root.querySelector('a')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root.innerHTML = '';
    release();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/categories$/));
  });

  it('hold a tap on the search field, which opens the search overlay (SPEC §2 Search) once hydrated', () => {
    document.body.innerHTML = '<div id="root"><input type="search" data-opens-search=""></div>';
    const root = document.getElementById('root') as HTMLElement;
    const field = root.querySelector('input') as HTMLInputElement;
    const release = holdEarlyInput(root);
    field.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    const opened: string[] = [];
    root.addEventListener('click', (event) => opened.push((event.target as Element).tagName));
    expect(opened).toEqual([]);
    release();
    expect(opened).toEqual(['INPUT']);
  });

  it('go through when the app says it has hydrated the page: an event on the document, as the two share no module', () => {
    const { root, pressed, listen } = serverPage();
    const release = holdEarlyInput(root);
    root.querySelector('button')?.click();
    listen();
    expect(pressed).toEqual([]);
    document.dispatchEvent(new Event(EARLY_INPUT_RELEASE));
    expect(pressed).toEqual(['BUTTON']);
    // Released once: a later press is the page's own, and a second release presses nothing again.
    root.querySelector('button')?.click();
    release();
    expect(pressed).toEqual(['BUTTON', 'BUTTON']);
  });
});

describe('typing on a server-rendered page before it is hydrated', () => {
  it('is typed again into the same field once hydrated, before the held presses (SPEC §2 Login: the phone, then Send code)', () => {
    document.body.innerHTML =
      '<div id="root"><form><input aria-label="Phone"><button type="button">Send code</button></form></div>';
    const root = document.getElementById('root') as HTMLElement;
    const release = holdEarlyInput(root);
    const phone = root.querySelector('input') as HTMLInputElement;
    phone.value = '50123456';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')?.click();
    // What hydration does: the field shows what React renders, and React listens at the root.
    phone.value = '';
    const heard: string[] = [];
    root.addEventListener('input', (event) =>
      heard.push(`typed ${(event.target as HTMLInputElement).value}`),
    );
    root.addEventListener('click', () => heard.push(`pressed with ${phone.value}`));
    release();
    expect(phone.value).toBe('50123456');
    expect(heard).toEqual(['typed 50123456', 'pressed with 50123456']);
  });
});

describe('a link within the page, pressed before hydration', () => {
  it('is followed at once: the skip link needs no router', () => {
    document.body.innerHTML =
      '<div id="root"><a href="#main">Skip</a><main id="main" tabindex="-1"></main></div>';
    const root = document.getElementById('root') as HTMLElement;
    const release = holdEarlyInput(root);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    root.querySelector('a')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    release();
  });
});
