import { type CSSProperties, type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { swipeDeleteOffset, swipeDeletes } from '../../domain';
import { useLanguage } from '../shared/useLanguage';

/** A press that moves less than this is a tap (on the stepper, say), not the start of a swipe. */
const DRAG_CAPTURE_PX = 8;

/**
 * SPEC §2/§9 Cart: a line dragged towards the reading start follows the pointer up to 80 px and is deleted when
 * released from 50 px on; short of that it springs back. Pointer events cover mouse, pen and touch alike; the
 * line's CSS sets `touch-action: pan-y` so a vertical drag still scrolls the page.
 */
export function useSwipeToDelete(onDelete: () => void) {
  const { dir } = useLanguage();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const reset = () => {
    start.current = null;
    setDragging(false);
    setOffset(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      const dx = event.clientX - start.current.x;
      const dy = event.clientY - start.current.y;
      if (!dragging) {
        if (Math.abs(dx) <= DRAG_CAPTURE_PX || Math.abs(dx) <= Math.abs(dy)) return;
        // Captured only once it is clearly a sideways drag: capturing on press would steal a tap's click.
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
        swiped.current = true;
      }
      setOffset(swipeDeleteOffset(dx, dir));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!start.current) return;
      const deletes = dragging && swipeDeletes(event.clientX - start.current.x, dir);
      reset();
      if (deletes) onDelete();
    },
    onPointerCancel: reset,
    // A drag that ends over the stepper or the remove button must not also press it.
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (swiped.current) {
        event.preventDefault();
        event.stopPropagation();
      }
      swiped.current = false;
    },
  };

  const style = { '--swipe-offset': `${offset}px` } as CSSProperties;
  return { handlers, style, dragging, offset };
}
