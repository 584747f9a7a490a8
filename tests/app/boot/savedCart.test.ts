import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_CART_KEY, SAVED_CART_SLOT_ID } from '../../../src/app/boot/handoff';
import { showSavedCart } from '../../../src/app/boot/savedCart';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The cart screen as the server renders it: an empty slot before the loading line. */
function cartShell(lang: string) {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root"><div id="${SAVED_CART_SLOT_ID}"></div><p>Loading…</p></div>`;
}

const slot = () => document.getElementById(SAVED_CART_SLOT_ID);
const line = '<ul class="cart-lines"><li>كابل</li></ul>';

describe("the boot script's saved cart", () => {
  it('puts the saved lines in the slot of a page in their language', () => {
    cartShell('ar');
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ language: 'ar', fingerprint: 'x', html: line }));
    showSavedCart();
    expect(slot()?.innerHTML).toBe(line);
  });

  it('shows nothing on a page in another language: the live lines come in that language', () => {
    cartShell('en');
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ language: 'ar', fingerprint: 'x', html: line }));
    showSavedCart();
    expect(slot()?.innerHTML).toBe('');
  });

  it('shows nothing, and throws nothing, for a saved value that is not a view, or storage that is refused', () => {
    cartShell('ar');
    for (const value of ['{not json', 'null', '"text"', JSON.stringify({ language: 'ar', html: 3 })]) {
      localStorage.setItem(SAVED_CART_KEY, value);
      showSavedCart();
      expect(slot()?.innerHTML).toBe('');
    }
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => showSavedCart(document, refused)).not.toThrow();
    expect(slot()?.innerHTML).toBe('');
  });

  it('leaves every other page alone', () => {
    document.body.innerHTML = '<div id="root"><p>Home</p></div>';
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ language: 'ar', fingerprint: 'x', html: line }));
    showSavedCart();
    expect(document.body.innerHTML).toBe('<div id="root"><p>Home</p></div>');
  });
});

describe('the saved lines handing over to the live ones', () => {
  const saved =
    '<ul class="cart-lines"><li>Cable<button>+</button></li><li>Charger<button>+</button></li></ul>';

  /** The app's live lines in place of the slot, each button noting its presses. */
  function liveLines(html: string) {
    const presses: string[] = [];
    const live = document.createElement('div');
    live.className = 'cart-screen__contents';
    live.innerHTML = html;
    for (const button of live.querySelectorAll('button')) {
      button.addEventListener('click', () =>
        presses.push(button.parentElement?.firstChild?.textContent ?? ''),
      );
    }
    slot()?.replaceWith(live);
    return { live, presses };
  }

  const showSaved = () => {
    cartShell('en');
    localStorage.setItem(SAVED_CART_KEY, JSON.stringify({ language: 'en', fingerprint: 'x', html: saved }));
    showSavedCart();
  };
  const afterMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds a press on a saved button and presses the same button of the live lines', async () => {
    showSaved();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    slot()?.querySelectorAll('button')[1]?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);

    const { presses } = liveLines(saved);
    await afterMutations();
    expect(presses).toEqual(['Charger']);
  });

  it('moves focus lost with the saved lines to the same control of the live ones', async () => {
    showSaved();
    const button = slot()?.querySelectorAll('button')[1];
    button?.focus();
    expect(document.activeElement).toBe(button);

    const { live } = liveLines(saved);
    await afterMutations();
    expect(document.activeElement).toBe(live.querySelectorAll('button')[1]);
  });

  it('drops the press when the live lines show another cart, rather than press a button of another line', async () => {
    showSaved();
    slot()
      ?.querySelectorAll('button')[1]
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const { presses } = liveLines('<ul class="cart-lines"><li>Charger<button>+</button></li></ul>');
    await afterMutations();
    expect(presses).toEqual([]);
  });
});
