import { useEffect } from 'react';

/**
 * Keeps `property` on the page's root equal to the element's current height while it is mounted, so the stylesheet
 * can leave room for a bar that sits over the content: the scroll padding that keeps focused controls clear of
 * the sticky header, and the room a phone's fixed action bar (cart, product) takes above the tab bar, which
 * the toasts and the page's end stay clear of (global.css).
 */
export function useBlockSizeProperty(element: HTMLElement | null, property: string) {
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(property, `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [element, property]);
}
