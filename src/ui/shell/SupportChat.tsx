import { useAtomValue } from 'jotai';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Tooltip } from '../components/Tooltip';
import { supportChat } from '../state/settings';
import { useStored } from '../state/stored';

const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * The floating support chat button on every page. Shown unless the stored flag is the text
 * 'false'; it follows changes made in other tabs. Rendered only once that flag has been read,
 * so the prerendered page and the first client render agree.
 */
export function SupportChat() {
  const [enabled] = useStored(supportChat);
  const loaded = useAtomValue(supportChat.loaded);
  const [open, setOpen] = useState(false);
  if (!loaded || !enabled) return null;
  return (
    <div className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3">
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <Tooltip label={open ? 'Close support chat' : 'Chat with support'} side="left">
        <button
          type="button"
          aria-label={open ? 'Close support chat' : 'Open support chat'}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="rounded-full bg-indigo-600 p-4 text-white shadow-lg hover:bg-indigo-500 focus-ring"
        >
          {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
        </button>
      </Tooltip>
    </div>
  );
}
