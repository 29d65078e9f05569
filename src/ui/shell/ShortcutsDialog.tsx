import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { isMac } from '../components/mainAction';

const kbdClass =
  'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function shortcuts(): { keys: string[]; action: string }[] {
  return [
    { keys: [isMac() ? '⌘ K' : 'Ctrl K', '/'], action: 'Find a tool (command palette)' },
    { keys: ['↑ ↓'], action: 'Move through the results' },
    { keys: ['Enter'], action: 'Open the chosen tool' },
    { keys: ['Esc'], action: 'Close the palette or this list' },
    { keys: [isMac() ? '⌘ Enter' : 'Ctrl Enter'], action: "Run the tool's main action (Convert, Format, Generate…)" },
    { keys: ['?'], action: 'Show these shortcuts' },
  ];
}

/** The list of keyboard shortcuts (opened with `?`). */
export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex items-start justify-center p-4 pt-[12vh]">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <DialogPanel className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900">
        <div className="mb-4 flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">Keyboard shortcuts</DialogTitle>
          <button type="button" aria-label="Close" onClick={onClose} className="rounded-lg p-2 focus-ring">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
          {shortcuts().map(({ keys, action }) => (
            <div key={action} className="contents">
              <dt className="flex gap-1">
                {keys.map((key, i) => (
                  <span key={key} className="flex items-center gap-1">
                    {i > 0 && <span className="text-slate-500 dark:text-slate-400">or</span>}
                    <kbd className={kbdClass}>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd className="text-slate-700 dark:text-slate-300">{action}</dd>
            </div>
          ))}
        </dl>
      </DialogPanel>
    </Dialog>
  );
}
