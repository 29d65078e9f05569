import { useState, useSyncExternalStore } from 'react';
import { TICK_MS } from './core';

/** A clock that ticks every TICK_MS while someone listens. */
function createClock() {
  let now: number | null = null;
  return {
    read: () => (now ??= Date.now()),
    subscribe: (onTick: () => void) => {
      const id = setInterval(() => {
        now = Date.now();
        onTick();
      }, TICK_MS);
      return () => clearInterval(id);
    },
  };
}

const notOnServer = () => null;

/**
 * The current time, ticking every second: `now` is null while prerendering and hydrating, so the HTML never
 * shows a stale clock; `read()` gives the time in event handlers.
 */
export function useClock(): { now: number | null; read: () => number } {
  const [clock] = useState(createClock);
  const now = useSyncExternalStore(clock.subscribe, clock.read, notOnServer);
  return { now, read: clock.read };
}
