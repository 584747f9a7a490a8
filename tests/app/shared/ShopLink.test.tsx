import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ShopLink, ShopNavigationProvider } from '../../../src/app/shared/ShopLink';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname} ${useNavigationType()}`}</output>;
}

function shop(provided = true) {
  const links = (
    <>
      <ShopLink to="/cart">Cart</ShopLink>
      <ShopLink to="/">Home</ShopLink>
      <Where />
    </>
  );
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="*"
          element={provided ? <ShopNavigationProvider>{links}</ShopNavigationProvider> : links}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent ?? '';

describe('a shop link (src/app/shared/ShopLink.tsx)', () => {
  it('is a real link, followed in the app on a plain press', () => {
    shop();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    const pressed = fireEvent.click(link, { button: 0 });
    expect(pressed).toBe(false);
    expect(where()).toBe('/cart PUSH');
  });

  it('leaves a modified or middle press to the browser (a new tab)', () => {
    shop();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(where()).toMatch(/^\/ /);
  });

  it('replaces the entry rather than adding one when it links to the page shown', () => {
    shop();
    expect(where()).toBe('/ POP');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }), { button: 0 });
    expect(where()).toBe('/ REPLACE');
  });

  it('is a plain link outside a provider', () => {
    shop(false);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Cart' }), { button: 0 })).toBe(true);
    expect(where()).toMatch(/^\/ /);
  });
});
