import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * The home page's results answer the keys the palette's do: ↓ from the header's search moves to the first
 * result, ↑ and ↓ move among them (↑ from the first returns to the field), and Enter in the field opens the first
 * (as a click on its card would: a planned tool only says so).
 */

/** The id of the grid's section, where the skip link leads. */
export const TOOLS_GRID_ID = 'tools';

const resultsOf = () => Array.from(document.querySelectorAll<HTMLElement>(`#${TOOLS_GRID_ID} [data-tool-id]`));
const searchField = () => document.querySelector<HTMLInputElement>('header [role="search"] input');

export function onHomeSearchKey(event: KeyboardEvent<HTMLInputElement>) {
  const first = resultsOf()[0];
  if (!first) return;
  if (event.key === 'ArrowDown') first.focus();
  else if (event.key === 'Enter' && event.currentTarget.value.trim()) first.click();
  else return;
  event.preventDefault();
}

const STEPS: Partial<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1 };

function moveAmongResults(event: globalThis.KeyboardEvent) {
  const step = STEPS[event.key];
  if (step === undefined) return;
  const results = resultsOf();
  const at = results.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next = at + step;
  if (next < 0) searchField()?.focus();
  else results[Math.min(next, results.length - 1)].focus();
}

/** ↑ and ↓ among the results inside the element (the home page's grid). */
export function useResultKeys(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    element?.addEventListener('keydown', moveAmongResults);
    return () => element?.removeEventListener('keydown', moveAmongResults);
  }, [ref]);
}
