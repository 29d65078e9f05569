/**
 * The service worker (src/offline/sw.ts) from the page's side: registered from an effect, never during the
 * prerender, through `virtual:pwa-register` (vite-plugin-pwa) and workbox-window, loaded in a chunk of
 * their own so the entry chunk stays small. In `npm run dev` the plugin's module registers nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Activates the waiting version; the page reloads once that version controls it. */
export type ApplyUpdate = () => Promise<void>;

/** Registers the service worker; `onUpdateWaiting` runs when a new version has installed and waits. */
export type RegisterServiceWorker = (onUpdateWaiting: () => void) => Promise<ApplyUpdate>;

export const registerServiceWorker: RegisterServiceWorker = async (onUpdateWaiting) => {
  const { registerSW } = await import('virtual:pwa-register');
  const updateServiceWorker = registerSW({ onNeedRefresh: onUpdateWaiting });
  return () => updateServiceWorker(true);
};

export interface AppUpdate {
  /** A new version is installed and waits for `reload`. */
  waiting: boolean;
  /** `reload` was pressed: the new version is taking over. */
  reloading: boolean;
  reload: () => void;
  /** Hides the notice until the next page load; the new version still waits. */
  dismiss: () => void;
}

export function useAppUpdate(register: RegisterServiceWorker = registerServiceWorker): AppUpdate {
  const [waiting, setWaiting] = useState(false);
  const [reloading, setReloading] = useState(false);
  const apply = useRef<ApplyUpdate | undefined>(undefined);

  useEffect(() => {
    let mounted = true;
    register(() => {
      if (mounted) setWaiting(true);
    }).then(
      (applyUpdate) => {
        apply.current = applyUpdate;
      },
      // Without a service worker the site works as before, only not offline.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [register]);

  const reload = useCallback(() => {
    setReloading(true);
    void apply.current?.();
  }, []);
  const dismiss = useCallback(() => setWaiting(false), []);
  return { waiting, reloading, reload, dismiss };
}
