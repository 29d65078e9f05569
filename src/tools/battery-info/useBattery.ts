import { useEffect, useState } from 'react';
import type { BatteryState } from './core';
import { useHydrated } from '../../ui/state/stored';

/** What the page knows of the battery: still asking, no API, refused, or the manager's latest values. */
export type BatteryStatus =
  { kind: 'reading' } | { kind: 'unsupported' } | { kind: 'refused' } | { kind: 'ready'; battery: BatteryState };

type BatteryManagerLike = BatteryState & EventTarget;
type NavigatorWithBattery = Navigator & { getBattery?: () => Promise<BatteryManagerLike> };

const EVENTS = ['levelchange', 'chargingchange', 'chargingtimechange', 'dischargingtimechange'] as const;

const hasBatteryApi = () => typeof (navigator as NavigatorWithBattery).getBattery === 'function';

/** Reads the battery after hydration and again on each of the manager's change events; stops listening on unmount. */
export function useBattery(): BatteryStatus {
  const [status, setStatus] = useState<BatteryStatus>({ kind: 'reading' });
  // The prerendered page knows nothing of the browser: 'reading' until hydrated, then whether the API exists.
  const unsupported = useHydrated() && !hasBatteryApi();
  useEffect(() => {
    const nav = navigator as NavigatorWithBattery;
    if (!nav.getBattery) return;
    let manager: BatteryManagerLike | undefined;
    let left = false;
    const refresh = () => {
      if (!manager) return;
      const { level, charging, chargingTime, dischargingTime } = manager;
      setStatus({ kind: 'ready', battery: { level, charging, chargingTime, dischargingTime } });
    };
    nav.getBattery().then(
      (battery) => {
        if (left) return;
        manager = battery;
        for (const event of EVENTS) battery.addEventListener(event, refresh);
        refresh();
      },
      () => {
        if (!left) setStatus({ kind: 'refused' });
      },
    );
    return () => {
      left = true;
      for (const event of EVENTS) manager?.removeEventListener(event, refresh);
    };
  }, []);
  return unsupported ? { kind: 'unsupported' } : status;
}
