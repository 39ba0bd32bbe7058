import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** How far a sheet must be pulled down before letting go closes it. */
export const SWIPE_CLOSE_PX = 80;

/**
 * Pull-down-to-close for bottom sheets on touch screens: the sheet follows the finger
 * while it is scrolled to the top and closes past SWIPE_CLOSE_PX, else springs back.
 */
export function useSwipeDown<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  const start = useRef<{ y: number; id: number } | null>(null);
  const offset = useRef(0);

  const setOffset = (px: number) => {
    offset.current = px;
    if (ref.current) ref.current.style.translate = px > 0 ? `0 ${px}px` : '';
  };

  return {
    ref,
    onPointerDown(event: ReactPointerEvent<T>) {
      if (event.pointerType !== 'touch' || (ref.current?.scrollTop ?? 0) > 0) return;
      start.current = { y: event.clientY, id: event.pointerId };
    },
    onPointerMove(event: ReactPointerEvent<T>) {
      if (!start.current || start.current.id !== event.pointerId) return;
      setOffset(Math.max(0, event.clientY - start.current.y));
    },
    onPointerUp() {
      if (!start.current) return;
      start.current = null;
      if (offset.current > SWIPE_CLOSE_PX) onClose();
      setOffset(0);
    },
    onPointerCancel() {
      start.current = null;
      setOffset(0);
    },
  };
}
