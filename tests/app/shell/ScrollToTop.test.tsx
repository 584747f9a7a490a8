import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '../../../src/app/shell/ScrollToTop';

afterEach(() => vi.restoreAllMocks());

describe('the page position on a route change (SPEC §2)', () => {
  it('leaves the page the app starts on where the shopper has it, and starts every later route at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/product/7']}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>,
    );
    // A server-rendered page scrolled before hydration keeps its place.
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/cart'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigate('/product/7'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
