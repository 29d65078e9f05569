import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { TOOLS_GRID_ID } from './resultKeys';

interface SkipLink {
  target: string;
  label: string;
}

/** Where the keyboard can jump first: on home, past the hero, smart paste and chips to the tools grid. */
const TO_TOOLS: SkipLink = { target: TOOLS_GRID_ID, label: 'Skip to tools' };
const TO_CONTENT: SkipLink = { target: 'main', label: 'Skip to content' };

const skipLinksOf = (path: string): SkipLink[] => (path === '/' ? [TO_TOOLS, TO_CONTENT] : [TO_CONTENT]);

// Visually hidden until focused, then a pill at the top left with the site's focus ring.
const skipClass =
  'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white ' +
  'focus:px-3 focus:py-2 focus:font-medium focus:text-indigo-700 focus:shadow-md focus-ring ' +
  'dark:focus:bg-slate-900 dark:focus:text-indigo-300';

/**
 * Moves focus to a target that takes it (tabindex -1), so the next Tab goes to what follows it, without the
 * fragment in the address (tool pages read theirs). Any other target, or no script, gets the browser's own jump.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target?.hasAttribute('tabindex')) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/** The first things Tab reaches on every page. */
export function SkipLinks() {
  const [path] = useLocation();
  return skipLinksOf(path).map(({ target, label }) => (
    <a key={target} href={`#${target}`} onClick={(e) => jumpTo(e, target)} className={skipClass}>
      {label}
    </a>
  ));
}
