import { useEffect, useRef, useState } from 'react';

/** How long input must rest before a live conversion runs. */
export const LIVE_DELAY_MS = 200;

/**
 * Calls `fire` once `key` has stayed the same for `delayMs` (not on the first render). Returns true from a
 * change of `key` until then: a call is scheduled. `fire` is the one of the latest render.
 */
export function useDebounce(key: string, fire: () => void, delayMs = LIVE_DELAY_MS): boolean {
  const [settled, setSettled] = useState(key);
  const latest = useRef(fire);
  useEffect(() => {
    latest.current = fire;
  });
  useEffect(() => {
    if (key === settled) return;
    const id = setTimeout(() => {
      setSettled(key);
      latest.current();
    }, delayMs);
    return () => clearTimeout(id);
  }, [key, settled, delayMs]);
  return key !== settled;
}
