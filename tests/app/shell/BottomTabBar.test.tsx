import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BottomTabBar } from '../../../src/app/shell/BottomTabBar';
import { renderWithShop } from '../renderWithShop';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Sections' }));
const current = () =>
  tabs()
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the bottom tab bar (SPEC §2)', () => {
  it('marks the tapped tab at once, and the screen follows a frame later', async () => {
    await renderWithShop(
      <>
        <BottomTabBar />
        <Where />
      </>,
      { route: '/categories/3' },
    );
    expect(current()).toEqual(['Categories']);
    fireEvent.click(tabs().getByRole('link', { name: 'Favorites' }), { button: 0 });
    expect(current()).toEqual(['Favorites']);
    expect(screen.getByTestId('where').textContent).toBe('/categories/3');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/favorites'));
    expect(current()).toEqual(['Favorites']);
  });

  it('leaves a modified press to the browser, and marks home on home only', async () => {
    await renderWithShop(<BottomTabBar />, { route: '/' });
    expect(current()).toEqual(['Home']);
    expect(fireEvent.click(tabs().getByRole('link', { name: 'Profile' }), { button: 0, ctrlKey: true })).toBe(
      true,
    );
    expect(current()).toEqual(['Home']);
  });
});
