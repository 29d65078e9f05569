import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { themeAtom } from '../state/theme';
import { THEME_OPTIONS } from './ThemeMenu';
import { NAV_LINKS } from './navigation';

/** The small-screen side drawer: the header links and Light/Dark buttons. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const setTheme = useSetAtom(themeAtom);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-6 bg-white p-6 shadow-xl dark:bg-slate-900">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">Menu</DialogTitle>
          <button type="button" aria-label="Close menu" onClick={onClose} className="rounded-lg p-2 focus-ring">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              onClick={onClose}
              className="rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 focus-ring dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex gap-2">
          {THEME_OPTIONS.filter((o) => o.value !== 'system').map(({ value, label, Icon }) => (
            <Button key={value} variant="secondary" onClick={() => setTheme(value)} className="flex-1">
              <Icon aria-hidden className="size-4" />
              {label}
            </Button>
          ))}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
