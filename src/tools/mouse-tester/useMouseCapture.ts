import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../../ui/state/stored';
import { EMPTY_MOUSE, mouseReducer, pollingRate, type MouseAction, type MouseStats } from './core';

/** How many move times the polling rate is read from (about a third of a second at 1000 Hz). */
const TIMES_KEPT = 300;
/** Back (3) and forward (4): the browser navigates on their release unless it is prevented. */
const NAVIGATING = new Set([3, 4]);

export interface MouseReading {
  stats: MouseStats;
  hz: number | null;
  peakHz: number | null;
  /** Whether the browser sends `pointerrawupdate` (else coalesced events are read). */
  raw: boolean;
  reset: () => void;
}

/** Times of the moves in one pointer event: each coalesced event's, or the event's own. */
function moveTimes(event: PointerEvent): number[] {
  const coalesced = event.getCoalescedEvents?.() ?? [];
  return coalesced.length > 0 ? coalesced.map((e) => e.timeStamp) : [event.timeStamp];
}

/**
 * Listens on the test area only: every button, the wheel (kept from scrolling the page), and the pointer's move
 * times. Events land in refs; the figures are worked out and rendered at most once per frame, so a 1000 Hz mouse
 * costs one React render per frame, not per event.
 */
export function useMouseCapture(area: RefObject<HTMLElement | null>): MouseReading {
  const [stats, setStats] = useState<MouseStats>(EMPTY_MOUSE);
  const [rates, setRates] = useState<{ hz: number | null; peakHz: number | null }>({ hz: null, peakHz: null });
  const pending = useRef<MouseAction[]>([]);
  const times = useRef<number[]>([]);
  const frame = useRef(0);

  const flush = useCallback(() => {
    frame.current = 0;
    const actions = pending.current;
    pending.current = [];
    if (actions.length > 0) setStats((s) => actions.reduce(mouseReducer, s));
    if (times.current.length > TIMES_KEPT) times.current = times.current.slice(-TIMES_KEPT);
    const hz = pollingRate(times.current);
    if (hz === null) return;
    setRates((r) => (r.hz === hz && (r.peakHz ?? 0) >= hz ? r : { hz, peakHz: Math.max(hz, r.peakHz ?? 0) }));
  }, []);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const hasRaw = 'onpointerrawupdate' in element;
    const schedule = () => {
      if (frame.current === 0) frame.current = requestAnimationFrame(flush);
    };
    const queue = (action: MouseAction) => {
      pending.current.push(action);
      schedule();
    };
    const onMouseDown = (e: MouseEvent) => {
      // The middle button would start autoscroll; back and forward are kept from the page.
      if (e.button === 1 || NAVIGATING.has(e.button)) e.preventDefault();
      queue({ type: 'press', button: e.button, time: e.timeStamp });
    };
    const keepFromPage = (e: MouseEvent) => {
      if (e.button === 1 || NAVIGATING.has(e.button)) e.preventDefault();
    };
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      queue({ type: 'wheel', deltaX: e.deltaX, deltaY: e.deltaY, deltaMode: e.deltaMode });
    };
    const onMove = (e: Event) => {
      times.current.push(...moveTimes(e as PointerEvent));
      schedule();
    };
    const onContextMenu = (e: Event) => e.preventDefault();
    const moveEvent = hasRaw ? 'pointerrawupdate' : 'pointermove';
    const listeners: [string, EventListener, AddEventListenerOptions?][] = [
      ['mousedown', onMouseDown as EventListener],
      ['mouseup', keepFromPage as EventListener],
      ['auxclick', keepFromPage as EventListener],
      ['wheel', onWheel as EventListener, { passive: false }],
      [moveEvent, onMove],
      ['contextmenu', onContextMenu],
    ];
    for (const [type, listener, options] of listeners) element.addEventListener(type, listener, options);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [area, flush]);

  const reset = useCallback(() => {
    pending.current = [];
    times.current = [];
    setStats(EMPTY_MOUSE);
    setRates({ hz: null, peakHz: null });
  }, []);

  // Known once hydrated (the prerendered page cannot tell); until then the usual case, Chromium's.
  const raw = !useHydrated() || 'onpointerrawupdate' in window;
  return { stats, hz: rates.hz, peakHz: rates.peakHz, raw, reset };
}
