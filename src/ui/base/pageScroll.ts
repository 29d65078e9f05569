import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Where the page scrolls. Normally the window. While the consent banner shows, the page area ends above it and
 * scrolls on its own (App), so nothing of the page ever lies under the banner, at first sight or at its end.
 */
export const PAGE_AREA_ID = 'page';

const pageArea = () => document.getElementById(PAGE_AREA_ID);

/** How far the page is scrolled, whichever of the two scrolls it (the other stands at 0). */
export function pageScrollTop(): number {
  return window.scrollY + (pageArea()?.scrollTop ?? 0);
}

/** The lowest line of the window the page shows in: the banner's top while it shows, else the window's foot. */
export function pageViewBottom(): number {
  const area = pageArea();
  return Math.min(window.innerHeight, area ? area.getBoundingClientRect().bottom : window.innerHeight);
}

/** Calls `onScroll` whenever the page scrolls, in either mode (a scroll event reaches the document in capture). */
export function onPageScroll(onScroll: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target === document || event.target === pageArea()) onScroll();
  };
  document.addEventListener('scroll', listener, { capture: true, passive: true });
  return () => document.removeEventListener('scroll', listener, { capture: true });
}

/**
 * Keeps the reading position when the page moves between the window and its own area (the banner shows or goes):
 * the position is tracked as it changes, since the switch itself resets it. Returns the ref for the page's area.
 */
export function useScrollKeptAcrossReserve(reserved: boolean): RefObject<HTMLDivElement | null> {
  const area = useRef<HTMLDivElement>(null);
  const position = useRef(0);
  const previous = useRef(reserved);
  useEffect(() => {
    position.current = pageScrollTop();
    return onPageScroll(() => void (position.current = pageScrollTop()));
  }, []);
  useLayoutEffect(() => {
    if (previous.current === reserved) return;
    previous.current = reserved;
    if (reserved) area.current?.scrollTo(0, position.current);
    else window.scrollTo(0, position.current);
  }, [reserved]);
  return area;
}
