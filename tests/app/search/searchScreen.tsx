import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithShop, type ShopRenderOptions } from '../renderWithShop';

/** The address as the screen sees it, for the tests to read: `location` (path and query). */
export function ShowLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders `entry` (a search field, a button, the overlay) on every route, with the address shown beside it. */
export function renderSearchScreen(entry: ReactNode, options: ShopRenderOptions) {
  return renderWithShop(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <ShowLocation />
            {entry}
          </>
        }
      />
    </Routes>,
    options,
  );
}
