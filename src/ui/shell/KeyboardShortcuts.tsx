import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isMac, isMainActionKey, runMainAction } from '../components/mainAction';
import { openDialogAtom, type ShortcutDialog as Open } from '../state/dialogs';

/**
 * The site-wide keyboard shortcuts: Ctrl-K (Cmd-K on macOS) and `/` open the command palette, `?`
 * lists the shortcuts, Ctrl-Enter (Cmd-Enter) runs the tool's main action (`mainAction.ts`). The palette and the list load on first use (or when the page is idle), so
 * they add next to nothing to the entry chunk.
 */

const loadPalette = () => import('./CommandPalette');
const loadShortcuts = () => import('./ShortcutsDialog');
const CommandPalette = lazy(loadPalette);
const ShortcutsDialog = lazy(loadShortcuts);

/** True when the key goes to something that takes text (CodeMirror sits in a shadow root, hence composedPath). */
function typingInField(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Which dialog a key press opens, if any. */
function shortcutFor(event: KeyboardEvent): Open {
  if (event.defaultPrevented || event.altKey) return null;
  const command = isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (command && event.key.toLowerCase() === 'k') return 'palette';
  if (event.ctrlKey || event.metaKey || typingInField(event)) return null;
  if (event.key === '/') return 'palette';
  if (event.key === '?') return 'shortcuts';
  return null;
}

function useShortcutKeys(open: Open, setOpen: (open: Open) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open === null && !event.defaultPrevented && isMainActionKey(event, isMac())) {
        // Handled, it must not also submit a form the focus is in (a submit button is often the main action).
        if (runMainAction(event.composedPath()[0] as Node)) event.preventDefault();
        return;
      }
      const wanted = open === null ? shortcutFor(event) : null;
      if (!wanted) return;
      event.preventDefault();
      setOpen(wanted);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);
}

/** Fetches the palette's chunk once the page is idle, so the first Ctrl-K opens it at once. */
function usePreloadWhenIdle() {
  useEffect(() => {
    const preload = () => void loadPalette().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 2000);
  }, []);
}

export function KeyboardShortcuts() {
  // Shared: the header's search opens the palette too.
  const [open, setOpen] = useAtom(openDialogAtom);
  const [used, setUsed] = useState<Set<Open>>(new Set());
  // A dialog stays mounted once opened, so it keeps its state and closes with its transition.
  if (open !== null && !used.has(open)) setUsed(new Set(used).add(open));
  useShortcutKeys(open, setOpen);
  usePreloadWhenIdle();
  const close = () => setOpen(null);
  return (
    <Suspense fallback={null}>
      {used.has('palette') && <CommandPalette open={open === 'palette'} onClose={close} />}
      {used.has('shortcuts') && <ShortcutsDialog open={open === 'shortcuts'} onClose={close} />}
    </Suspense>
  );
}
