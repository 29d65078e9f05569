/**
 * Brings a result into view when it lies below the fold (a phone's stacked layout, a long input above it): what
 * the user asked for appears, without moving a result they can already see. Smooth unless they prefer less motion.
 */
export function revealIfBelowFold(element: HTMLElement | null) {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  // The result's first lines, not only its top edge, must be on screen.
  if (top < window.innerHeight - 120) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
