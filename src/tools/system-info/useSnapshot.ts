import { useEffect, useState } from 'react';
import { connectionOf, readSnapshot, readStorage, type Snapshot } from '../system-snapshot/read';

const WINDOW_EVENTS = ['resize', 'online', 'offline', 'orientationchange'] as const;

/**
 * What the browser reports, read after hydration (the prerendered page knows nothing of the visitor's device)
 * and read again whenever it changes: resize, orientation, online/offline, connection.
 */
export function useSnapshot(): Snapshot | null {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  useEffect(() => {
    let storage: string | undefined;
    const refresh = () => setSnapshot(readSnapshot(storage));
    refresh();
    void readStorage().then((estimate) => {
      storage = estimate;
      refresh();
    });
    const connection = connectionOf();
    for (const event of WINDOW_EVENTS) window.addEventListener(event, refresh);
    screen.orientation?.addEventListener('change', refresh);
    connection?.addEventListener('change', refresh);
    return () => {
      for (const event of WINDOW_EVENTS) window.removeEventListener(event, refresh);
      screen.orientation?.removeEventListener('change', refresh);
      connection?.removeEventListener('change', refresh);
    };
  }, []);
  return snapshot;
}
