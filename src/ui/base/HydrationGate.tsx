import type { ReactNode } from 'react';
import { useHydrated } from '../state/stored';

/**
 * Keeps the controls of prerendered HTML from taking input until React has hydrated them, so nothing a visitor types
 * or clicks in the first moments is lost. `inert`, not a disabled fieldset: the controls look as they will once
 * live, rather than greyed out for that moment. Place it inside each Suspense boundary that hydrates on its own (a
 * lazy page or tool view hydrates later than the shell). Client-side navigations render it live straight away.
 * What a visitor presses in that window still happens once the gates open: public/early.js keeps the palette's keys
 * and clicks on the primary controls (the main action, Load Example, and what carries ACTS_EARLY), and replays them.
 */
/** Marks a primary control beyond the main action and Load Example whose early click is replayed (early.js). */
export const ACTS_EARLY = { 'data-acts-early': '' } as const;

export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div inert={!hydrated} data-hydration-gate={hydrated ? 'live' : 'waiting'} className="contents">
      {children}
    </div>
  );
}
