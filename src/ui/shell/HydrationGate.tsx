import type { ReactNode } from 'react';
import { useHydrated } from '../state/stored';

/**
 * Keeps the controls of prerendered HTML disabled until React has hydrated them, so nothing a
 * visitor types or clicks in the first moments is lost. Place it inside each Suspense boundary
 * that hydrates on its own (a lazy page or tool view hydrates later than the shell).
 * Client-side navigations render it enabled straight away.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} data-hydration-gate className="contents">
      {children}
    </fieldset>
  );
}
