import type { ReactNode } from 'react';
import { useHydrated } from '../state/stored';

/**
 * Keeps the controls of prerendered HTML from taking input until React has hydrated them, so nothing a visitor types
 * or clicks in the first moments is lost. `inert`, not a disabled fieldset: the controls look as they will once
 * live, rather than greyed out for that moment. Place it inside each Suspense boundary that hydrates on its own (a
 * lazy page or tool view hydrates later than the shell). Client-side navigations render it live straight away.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div inert={!hydrated} data-hydration-gate={hydrated ? 'live' : 'waiting'} className="contents">
      {children}
    </div>
  );
}
