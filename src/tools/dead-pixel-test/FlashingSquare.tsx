import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { arrowMove, clampSquare, flashColour, type Point } from './core';
import { DEAD_PIXEL_TEXTS } from './words';

const SIZE = 48;

interface SquareRefs {
  stage: RefObject<HTMLDivElement | null>;
  square: RefObject<HTMLDivElement | null>;
  position: RefObject<Point | null>;
}

/** Moves the square to `point`, kept wholly inside the test area. */
function place({ stage, square, position }: SquareRefs, point: Point) {
  const area = stage.current;
  if (!area || !square.current) return;
  position.current = clampSquare(point, SIZE, area.clientWidth, area.clientHeight);
  square.current.style.transform = `translate(${position.current.x}px, ${position.current.y}px)`;
}

/**
 * The stuck-pixel exerciser's square, inside the test area: it flashes from a rAF loop that paints its colour
 * straight onto the element (no React render per frame), and is dragged or moved by arrow keys the same way.
 * Mounted only after the photosensitivity warning's Start; unmounting stops the loop.
 */
export function FlashingSquare({ stage }: { stage: RefObject<HTMLDivElement | null> }) {
  const square = useRef<HTMLDivElement>(null);
  const position = useRef<Point | null>(null);
  const grab = useRef<Point | null>(null);

  const refs: SquareRefs = { stage, square, position };

  useEffect(() => {
    let frame = 0;
    const started = performance.now();
    const paint = (now: number) => {
      if (square.current) square.current.style.backgroundColor = flashColour(now - started);
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    return () => cancelAnimationFrame(frame);
  }, []);

  // Centred until moved, and kept on screen when the area changes size (entering or leaving fullscreen).
  useEffect(() => {
    const area = stage.current;
    if (!area) return;
    const fit = () => {
      const centre = { x: (area.clientWidth - SIZE) / 2, y: (area.clientHeight - SIZE) / 2 };
      place({ stage, square, position }, position.current ?? centre);
      if (area.clientWidth === 0) position.current = null;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(area);
    return () => observer.disconnect();
  }, [stage]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    const at = position.current ?? { x: 0, y: 0 };
    const box = stage.current?.getBoundingClientRect();
    grab.current = { x: event.clientX - (box?.left ?? 0) - at.x, y: event.clientY - (box?.top ?? 0) - at.y };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (!grab.current || !box) return;
    place(refs, { x: event.clientX - box.left - grab.current.x, y: event.clientY - box.top - grab.current.y });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = arrowMove(event.key, event.shiftKey);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    const at = position.current ?? { x: 0, y: 0 };
    place(refs, { x: at.x + move.x, y: at.y + move.y });
  };

  return (
    <div
      ref={square}
      role="button"
      tabIndex={0}
      aria-roledescription={DEAD_PIXEL_TEXTS.squareRole}
      aria-label={DEAD_PIXEL_TEXTS.squareLabel}
      data-testid="exerciser-square"
      className="absolute top-0 left-0 cursor-move touch-none outline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-500"
      style={{ width: SIZE, height: SIZE }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (grab.current = null)}
      onPointerCancel={() => (grab.current = null)}
      onKeyDown={onKeyDown}
    />
  );
}
