import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../ui/state/stored';
import { PadTracker, type GamepadLike, type PadView } from './core';
import { driftText } from './reading';

export interface PadState extends PadView {
  canVibrate: boolean;
}

export interface Gamepads {
  /** False where the browser has no Gamepad API. */
  supported: boolean;
  pads: PadState[];
}

type HapticPad = GamepadLike & { vibrationActuator?: { playEffect?: unknown } | null };

const hasGamepadApi = () => typeof (navigator as Partial<Navigator>).getGamepads === 'function';

const connectedPads = (): HapticPad[] =>
  Array.from(navigator.getGamepads?.() ?? []).filter((p): p is Gamepad => !!p && p.connected !== false);

/** What changes the page: a new poll (timestamp), the rate, a drift reading, the deadzone. */
function keyOf(pads: readonly HapticPad[], views: readonly PadView[], deadzone: number): string {
  return views
    .map((v, i) => `${v.index}:${pads[i].timestamp}:${v.rate}:${v.sticks.map((s) => driftText(s.drift)).join('|')}`)
    .concat(String(deadzone))
    .join(';');
}

/**
 * Polls the connected pads once per animation frame, only while at least one is connected (a pad shows up on
 * `gamepadconnected`, after its first press), and renders at most once per frame, only when what is shown changed.
 */
export function useGamepads(deadzone: number): Gamepads {
  const [pads, setPads] = useState<PadState[]>([]);
  // The prerendered page knows nothing of the browser: supported until hydrated, then whether the API exists.
  const supported = !useHydrated() || hasGamepadApi();
  const deadzoneRef = useRef(deadzone);
  useEffect(() => {
    deadzoneRef.current = deadzone;
  }, [deadzone]);
  useEffect(() => {
    if (!hasGamepadApi()) return;
    const tracker = new PadTracker();
    let frame = 0;
    let lastKey = '';
    const poll = () => {
      frame = 0;
      const pads = connectedPads();
      const views = pads.map((pad) => tracker.track(pad, performance.now(), deadzoneRef.current));
      const key = keyOf(pads, views, deadzoneRef.current);
      if (key !== lastKey) {
        lastKey = key;
        const withHaptics = views.map((v, i) => ({
          ...v,
          canVibrate: typeof pads[i].vibrationActuator?.playEffect === 'function',
        }));
        setPads(withHaptics);
      }
      if (pads.length > 0) frame = requestAnimationFrame(poll);
    };
    const start = () => {
      if (!frame) frame = requestAnimationFrame(poll);
    };
    const left = (event: Event) => {
      tracker.forget((event as GamepadEvent).gamepad.index);
      start();
    };
    window.addEventListener('gamepadconnected', start);
    window.addEventListener('gamepaddisconnected', left);
    if (connectedPads().length > 0) start();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('gamepadconnected', start);
      window.removeEventListener('gamepaddisconnected', left);
    };
  }, []);
  return { supported, pads };
}
