import { useAtomValue } from 'jotai';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Tooltip } from '../components/Tooltip';
import { supportChat } from '../state/settings';
import { useStored } from '../state/stored';
import { useAboveConsentBanner } from './layout';

const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * The floating support chat button on every page. Shown unless the stored flag is the text
 * 'false'; it follows changes made in other tabs. Rendered only once that flag has been read,
 * so the prerendered page and the first client render agree. Escape closes the open panel and
 * gives focus back to the button; while the consent banner shows, the button sits above it.
 */
export function SupportChat() {
  const [enabled] = useStored(supportChat);
  const loaded = useAtomValue(supportChat.loaded);
  const aboveBanner = useAboveConsentBanner();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

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
    <div ref={root} className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3" style={aboveBanner}>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
      <Tooltip label={open ? 'Close support chat' : 'Chat with support'} side="left">
        <button
          ref={button}
          type="button"
          aria-label={open ? 'Close support chat' : 'Open support chat'}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="rounded-full bg-indigo-600 p-3 text-white shadow-lg hover:bg-indigo-500 focus-ring sm:p-4"
        >
          {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
        </button>
      </Tooltip>
    </div>
  );
}
