import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { coveragePercent, gridFor, markStroke, type Grid, type TouchPoint } from './core';
import { drawSurface } from './draw';

/** What the page shows besides the canvas, published at most once a frame. */
export interface TouchReadings {
  most: number;
  filled: number;
  total: number;
  percent: number;
  points: TouchPoint[];
}

const EMPTY: TouchReadings = { most: 0, filled: 0, total: 0, percent: 0, points: [] };

interface SurfaceState {
  grid: Grid | null;
  points: Map<number, TouchPoint>;
  most: number;
  frame: number;
  /** Draws on the next frame (set while the surface is mounted). */
  schedule: (() => void) | null;
}

/** Hands the readings to React, keeping the old object when nothing changed (no render then). */
function publish(s: SurfaceState, setReadings: Dispatch<SetStateAction<TouchReadings>>) {
  const grid = s.grid;
  if (!grid) return;
  const points = [...s.points.values()];
  setReadings((old) => {
    const next = {
      most: s.most,
      filled: grid.count,
      total: grid.columns * grid.rows,
      percent: coveragePercent(grid),
      points,
    };
    const same =
      old.most === next.most &&
      old.filled === next.filled &&
      old.total === next.total &&
      JSON.stringify(old.points) === JSON.stringify(next.points);
    return same ? old : next;
  });
}

function pointOf(event: PointerEvent, box: DOMRect): TouchPoint {
  return {
    id: event.pointerId,
    x: event.clientX - box.left,
    y: event.clientY - box.top,
    radiusX: event.width / 2,
    radiusY: event.height / 2,
    force: event.pressure,
  };
}

/**
 * The touch surface's input: Pointer Events (touch, pen or mouse) on the canvas, kept in a ref and drawn on the next
 * animation frame; the readings reach React at most once a frame, and only when they change.
 */
export function useTouchSurface(canvas: RefObject<HTMLCanvasElement | null>) {
  const state = useRef<SurfaceState>({ grid: null, points: new Map(), most: 0, frame: 0, schedule: null });
  const [readings, setReadings] = useState<TouchReadings>(EMPTY);

  useEffect(() => {
    const area = canvas.current;
    if (!area) return;
    const s = state.current;
    const render = () => {
      s.frame = 0;
      s.grid ??= gridFor(area.clientWidth, area.clientHeight);
      drawSurface(area, s.grid, s.points.values());
      publish(s, setReadings);
    };
    const schedule = () => {
      if (!s.frame) s.frame = requestAnimationFrame(render);
    };
    s.schedule = schedule;
    const track = (event: PointerEvent, down: boolean) => {
      if (!down && !s.points.has(event.pointerId)) return; // a mouse moving with no button pressed
      const box = area.getBoundingClientRect();
      const point = pointOf(event, box);
      const last = s.points.get(event.pointerId) ?? point;
      s.grid ??= gridFor(box.width, box.height);
      markStroke(s.grid, last, point, box.width, box.height);
      s.points.set(event.pointerId, point);
      s.most = Math.max(s.most, s.points.size);
      schedule();
    };
    const onDown = (event: PointerEvent) => {
      event.preventDefault();
      area.setPointerCapture?.(event.pointerId);
      track(event, true);
    };
    const onMove = (event: PointerEvent) => track(event, false);
    const onUp = (event: PointerEvent) => {
      if (s.points.delete(event.pointerId)) schedule();
    };
    const listeners = [
      ['pointerdown', onDown],
      ['pointermove', onMove],
      ['pointerup', onUp],
      ['pointercancel', onUp],
    ] as const;
    for (const [type, listener] of listeners) area.addEventListener(type, listener);
    const observer = new ResizeObserver(schedule);
    observer.observe(area);
    return () => {
      for (const [type, listener] of listeners) area.removeEventListener(type, listener);
      observer.disconnect();
      cancelAnimationFrame(s.frame);
      s.frame = 0;
      s.schedule = null;
    };
  }, [canvas]);

  const clear = () => {
    const s = state.current;
    s.grid = null;
    s.points.clear();
    s.most = 0;
    s.schedule?.();
  };

  return { readings, clear };
}
