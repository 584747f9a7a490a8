import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MapPicker } from '../../../../src/app/addresses/map/MapPicker';
import { renderWithShop } from '../../renderWithShop';

// The map's own chunk (maplibre-gl) still on its way: its import never settles here.
vi.mock('../../../../src/app/addresses/map/MapCanvas', () => new Promise(() => {}));

describe('the map picker while its map loads (SPEC §2 Add/Edit address; waiting screens)', () => {
  it('shows its whole frame at once: title, help, the area list, the tools and Confirm, with Loading map', async () => {
    const onMove = vi.fn();
    const onConfirm = vi.fn();
    await renderWithShop(
      <MapPicker
        initial={null}
        line={{ kind: 'finding' }}
        street={null}
        onMove={onMove}
        onStreet={vi.fn()}
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
      { lang: 'en' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose the delivery location' });
    expect(dialog).toBeTruthy();
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to my current location' })).toBeTruthy();
    // The starting point is the form's at once, so Confirm works before the map is drawn.
    expect(onMove).toHaveBeenCalledWith({ lat: 29.3759, lng: 47.9774 });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Location' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('the map picker’s place line with a street map (docs/DEPLOY.md "A street map")', () => {
  const salmiya = {
    line: 'Salmiya, Hawalli, Kuwait',
    country: 'Kuwait',
    countryCode: 'KW',
    region: 'Hawalli',
    locality: 'Salmiya',
  };

  it.each([
    ['en', 'Gulf Road', 'Gulf Road, Salmiya, Hawalli, Kuwait'],
    ['ar', 'شارع الخليج العربي', 'شارع الخليج العربي، السالمية، حولي، الكويت'],
  ] as const)(
    'in %s, leads with the street drawn under the marker, before its area',
    async (lang, street, shown) => {
      await renderWithShop(
        <MapPicker
          initial={null}
          line={{ kind: 'answered', answer: { place: salmiya, error: null } }}
          street={street}
          onMove={vi.fn()}
          onStreet={vi.fn()}
          onConfirm={vi.fn()}
          onClose={vi.fn()}
        />,
        { lang },
      );
      expect(screen.getByTestId('map-line').textContent).toBe(shown);
    },
  );
});
