import { useRef, type PointerEvent, type RefObject } from 'react';

/**
 * Drag-to-pan for a scrolling frame with a mouse; touch screens already pan it natively and
 * the keyboard scrolls it with the arrow keys once it has focus.
 */
export function usePanning(frame: RefObject<HTMLElement | null>) {
  const start = useRef<{ x: number; y: number; left: number; top: number }>(undefined);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== 'mouse' || !frame.current) return;
      const { scrollLeft: left, scrollTop: top } = frame.current;
      start.current = { x: event.clientX, y: event.clientY, left, top };
    },
    onPointerMove(event: PointerEvent) {
      const from = start.current;
      if (!from || !frame.current) return;
      frame.current.scrollTo(
        from.left - (event.clientX - from.x),
        from.top - (event.clientY - from.y),
      );
    },
    onPointerUp() {
      start.current = undefined;
    },
    onPointerLeave() {
      start.current = undefined;
    },
  };
}
