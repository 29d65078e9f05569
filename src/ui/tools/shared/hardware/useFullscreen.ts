/**
 * Fullscreen for the hardware tests (dead pixels, touch, the keyboard's lock of Esc and system keys): entered
 * only from a click or key press, left with Esc or `exit`, and always left when the view unmounts.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The Keyboard Lock API (Chromium only), which captures Esc and system shortcuts while fullscreen. */
interface KeyboardLock {
  lock(keys?: string[]): Promise<void>;
  unlock(): void;
}

function keyboardLock(): KeyboardLock | undefined {
  const keyboard = (navigator as Navigator & { keyboard?: Partial<KeyboardLock> }).keyboard;
  return typeof keyboard?.lock === 'function' ? (keyboard as KeyboardLock) : undefined;
}

export interface Fullscreen {
  /** Whether the element is fullscreen now. */
  active: boolean;
  /** Whether this browser can put an element fullscreen at all. */
  supported: boolean;
  /** Whether Esc and system keys are captured (Keyboard Lock granted). */
  keysLocked: boolean;
  /** Enters fullscreen (call from a click or key handler); resolves false when the browser refuses. */
  enter: (options?: { lockKeys?: boolean }) => Promise<boolean>;
  /** Leaves fullscreen; resolves once left (focus can move back to the page then: not before, while it is covered). */
  exit: () => Promise<void>;
}

export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [active, setActive] = useState(false);
  const [keysLocked, setKeysLocked] = useState(false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;

  useEffect(() => {
    const onChange = () => {
      const now = document.fullscreenElement !== null && document.fullscreenElement === target.current;
      setActive(now);
      if (!now) {
        keyboardLock()?.unlock();
        setKeysLocked(false);
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      keyboardLock()?.unlock();
      // The view is going away: whatever it put fullscreen must not outlive it.
      if (document.fullscreenElement) void document.exitFullscreen();
    };
  }, [target]);

  const enter = useCallback(
    async ({ lockKeys = false } = {}) => {
      const element = target.current;
      if (!element || !document.fullscreenEnabled) return false;
      try {
        await element.requestFullscreen({ navigationUI: 'hide' });
      } catch {
        return false;
      }
      // Active from the moment `enter` resolves, whichever of the promise and 'fullscreenchange' comes first.
      setActive(document.fullscreenElement === element);
      const lock = lockKeys ? keyboardLock() : undefined;
      if (lock) {
        try {
          await lock.lock();
          setKeysLocked(true);
        } catch {
          setKeysLocked(false);
        }
      }
      return true;
    },
    [target],
  );

  const exit = useCallback(async () => {
    if (!document.fullscreenElement) return;
    try {
      await document.exitFullscreen();
    } catch {
      // Already left (the browser's own Esc got there first).
    }
  }, []);

  return { active, supported, keysLocked, enter, exit };
}
