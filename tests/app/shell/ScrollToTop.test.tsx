import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from '../../../src/app/shell/ScrollToTop';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** ScrollToTop in a router opened at `path`; answers a way to navigate from the test. */
function renderAt(path: string): (to: string | number) => void {
  let navigate: ReturnType<typeof useNavigate> = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  return (to) => {
    if (typeof to === 'number') navigate(to);
    else navigate(to);
  };
}

describe('the page position on a route change (SPEC §2)', () => {
  it('leaves the page the app starts on where the shopper has it, and starts every later route at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const navigate = renderAt('/product/7');
    // A server-rendered page scrolled before hydration keeps its place.
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/cart'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => navigate('/product/7'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('puts the page back where the shopper left it on Back (a long list keeps its place)', async () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
      y = typeof options === 'object' ? (options.top ?? 0) : 0;
    });
    const navigate = renderAt('/category/15/products');
    await act(async () => {
      y = 2400;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    act(() => navigate('/product/7'));
    expect(y).toBe(0);
    act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400, left: 0 });
    // A link followed again starts at the top, as SPEC §2 says.
    act(() => navigate('/product/7'));
    expect(y).toBe(0);
  });
});
