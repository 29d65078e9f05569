import { pageViewBottom } from '../base/pageScroll';

/**
 * Brings a result into view when it lies below the fold (a phone's stacked layout, a long input above it): what
 * the user asked for appears, without moving a result they can already see. Smooth unless they prefer less motion.
 */
export function revealIfBelowFold(element: HTMLElement | null) {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  // The result's first lines, not only its top edge, must be on screen (above the consent banner while it shows).
  if (top < pageViewBottom() - 120) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

/** What marks a control whose press brings the result into view (besides the main action) and the result itself. */
export const REVEALS_RESULT = { 'data-reveals-result': '' } as const;
export const TOOL_RESULT = { 'data-tool-result': '' } as const;

/** How long after a press a change of the result still brings it into view (a worker's result arrives later). */
const REVEAL_WATCH_MS = 5000;

/** The page's result: the first element marked `data-tool-result` (the kit's result half, else an output pane). */
const pageResult = () => document.querySelector<HTMLElement>('[data-tool-result]');

/**
 * After a press of a tool's main action or of a control marked REVEALS_RESULT (Load Example), brings the result into
 * view where it lies below the fold: at once, and again when the page next changes within REVEAL_WATCH_MS (a result
 * that a worker makes, or one that appears only once made). Every tool gets it by marking its result; the kit and
 * OutputPane do so themselves.
 */
export function revealResultsOnAction(root: Document = document): () => void {
  let stop = (): void => undefined;
  const reveal = () => {
    const result = pageResult();
    if (result) requestAnimationFrame(() => revealIfBelowFold(result));
    return result !== null;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('[aria-keyshortcuts="Control+Enter"], [data-reveals-result]')) return;
    stop();
    reveal();
    const observer = new MutationObserver(() => {
      if (reveal()) stop();
    });
    observer.observe(root.getElementById('main') ?? root.body, { childList: true, subtree: true });
    const timer = setTimeout(() => stop(), REVEAL_WATCH_MS);
    stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  };
  root.addEventListener('click', onClick);
  return () => {
    stop();
    root.removeEventListener('click', onClick);
  };
}
