import { useEffect, type RefObject } from 'react';

/**
 * The page's main action, run by Ctrl-Enter (Cmd-Enter on macOS too): a tool marks its primary button with
 * `<Button mainAction>` (or any element with `useMainAction(ref)`). The shortcut clicks that button, so it does
 * exactly what a click does, and a disabled button does nothing. With several on a page (two forms, say), the one
 * nearest the focus wins; buttons in hidden tab panels are skipped.
 */
const registered = new Set<HTMLElement>();

/** On Apple's systems the shortcuts take Cmd where others take Ctrl. */
export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Registers `ref`'s element as a main action while it is mounted and `enabled`. */
export function useMainAction(ref: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    registered.add(element);
    return () => void registered.delete(element);
  }, [ref, enabled]);
}

/** `node` and its ancestors, nearest first, crossing from a shadow root (the text editor's) to its host. */
function ancestorsOf(node: Node | null): Node[] {
  const path: Node[] = [];
  for (let at = node; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) path.push(at);
  return path;
}

/** The main action nearest `from` (the focused element): the one under its closest ancestor, the latest on a tie. */
export function mainActionNear(from: Node | null): HTMLElement | null {
  const path = ancestorsOf(from);
  const distance = (element: HTMLElement) => {
    const at = path.findIndex((node) => node.contains(element));
    return at < 0 ? path.length : at;
  };
  let best: HTMLElement | null = null;
  for (const element of registered) {
    if (!element.isConnected || element.closest('[hidden]')) continue;
    if (!best || distance(element) <= distance(best)) best = element;
  }
  return best;
}

/** Runs the main action nearest `from`; says whether one ran (none, or a disabled one, does nothing). */
export function runMainAction(from: Node | null): boolean {
  const button = mainActionNear(from);
  if (!button || (button instanceof HTMLButtonElement && button.disabled)) return false;
  button.click();
  return true;
}

/** Ctrl-Enter anywhere, and Cmd-Enter on macOS. */
export function isMainActionKey(event: KeyboardEvent, mac: boolean): boolean {
  if (event.key !== 'Enter' || event.altKey || event.shiftKey) return false;
  return event.ctrlKey || (mac && event.metaKey);
}
