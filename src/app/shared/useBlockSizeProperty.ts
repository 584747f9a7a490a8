import { type RefCallback, useCallback } from 'react';

/**
 * Keeps `property` on the page's root equal to the element's current height while it is mounted, so the stylesheet
 * can leave room for a bar that sits over the content: the scroll padding that keeps focused controls clear of
 * the sticky header, and the room a phone's fixed action bar (cart, product) takes above the tab bar, which
 * the toasts and the page's end stay clear of (global.css).
 *
 * Answers the ref to put on the element. A ref rather than the element in state: setting state as the element
 * mounted rendered the header (or the bar) a second time, at once and in one piece, right after hydration.
 */
export function useBlockSizeProperty<T extends HTMLElement>(property: string): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return;
      const root = document.documentElement;
      let frame = 0;
      const observer = new ResizeObserver(() => {
        // Written in the next frame, not in the observer's callback: the property moves other observed boxes (the
        // header beside a bar), and a size changed from inside the callback ends the frame's observations with
        // "ResizeObserver loop completed with undelivered notifications", an error WebKit reports on the window.
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const size = `${element.getBoundingClientRect().height}px`;
          // The property is inherited by every element: set again to the same value it would restyle them all.
          if (root.style.getPropertyValue(property) !== size) root.style.setProperty(property, size);
        });
      });
      observer.observe(element);
      return () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
        root.style.removeProperty(property);
      };
    },
    [property],
  );
}
