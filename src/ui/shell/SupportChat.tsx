import { useAtomValue } from 'jotai';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Tooltip } from '../components/Tooltip';
import { supportChat } from '../state/settings';
import { useStored } from '../state/stored';
import { useAboveConsentBanner } from './layout';

const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * A tab on the window's right edge (32 × 44 px), not a round button inset 16 px: at rest it stays in the margin
 * beside the page's main column (on a 390 px phone the column's controls end 37 px from the edge), so it covers none
 * of them.
 */
const TAB_CLASS = 'rounded-l-xl bg-indigo-600 px-1.5 py-3 text-white shadow-lg hover:bg-indigo-500 focus-ring';

/**
 * The floating support chat button on every page. Shown unless the stored flag is the text
 * 'false'; it follows changes made in other tabs. Rendered only once that flag has been read,
 * so the prerendered page and the first client render agree. Escape closes the open panel and
 * gives focus back to the button; while the consent banner shows at the bottom, the button sits above it.
 */
export function SupportChat() {
  const [enabled] = useStored(supportChat);
  const loaded = useAtomValue(supportChat.loaded);
  const aboveBanner = useAboveConsentBanner();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // From 1024 px the open panel docks beside the page, which narrows to leave it room (src/ui/index.css).
  useEffect(() => {
    document.documentElement.toggleAttribute('data-chat-open', open);
    return () => document.documentElement.removeAttribute('data-chat-open');
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focus = document.activeElement;
      const inChat = !!focus && !!root.current?.contains(focus);
      // Escape elsewhere (a search box, a dialog) belongs to that control.
      if (!inChat && focus && focus !== document.body) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!loaded || !enabled) return null;
  return (
    <div ref={root} className="fixed right-0 bottom-4 z-50 flex flex-col items-end gap-3" style={aboveBanner}>
      {open && (
        <div className="mr-4">
          <Suspense fallback={null}>
            <ChatPanel />
          </Suspense>
        </div>
      )}
      <Tooltip label={open ? 'Close support chat' : 'Chat with support'} side="left">
        <button
          ref={button}
          type="button"
          aria-label={open ? 'Close support chat' : 'Open support chat'}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className={TAB_CLASS}
        >
          {open ? <X aria-hidden className="size-5" /> : <MessageCircle aria-hidden className="size-5" />}
        </button>
      </Tooltip>
    </div>
  );
}
