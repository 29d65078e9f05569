import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useAtom } from 'jotai';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import { CATEGORIES } from '../../core/site/catalogue';
import { categoryPath } from '../../core/site/categories';
import { Button } from '../components/Button';
import { CategoryDot } from '../components/CategoryLink';
import { themeAtom } from '../state/theme';
import { THEME_OPTIONS } from './ThemeMenu';
import { FOOTER_LINKS, MENU_WORDS, NAV_LINKS } from './navigation';

const linkClass =
  'flex items-center gap-2 rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 focus-ring ' +
  'dark:text-slate-200 dark:hover:bg-slate-800';

const groupTitleClass = 'px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

const SETTINGS_LINK = FOOTER_LINKS.find((link) => link.href === '/settings')!;

/** The header's links, then Settings: what the header and its settings menu offer from 768 px. */
function PageLinks({ onClose }: { onClose: () => void }) {
  return (
    <nav aria-label="Mobile" className="flex flex-col gap-1">
      {[...NAV_LINKS, SETTINGS_LINK].map((link) => (
        <Link key={link.href} href={link.href} onClick={onClose} className={linkClass}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Every category's page, as the home page's chips and group headings lead to them. */
function CategoryLinks({ onClose }: { onClose: () => void }) {
  return (
    <nav aria-label={MENU_WORDS.categories} className="flex flex-col gap-1">
      <h3 className={groupTitleClass}>{MENU_WORDS.categories}</h3>
      {CATEGORIES.map((category) => (
        <Link key={category.id} href={categoryPath(category.id)} onClick={onClose} className={`${linkClass} text-sm`}>
          <CategoryDot category={category} />
          {category.name}
        </Link>
      ))}
    </nav>
  );
}

/** Light, Dark and System, the current one pressed (as the header's settings menu checks it). */
function ThemeButtons() {
  const [theme, setTheme] = useAtom(themeAtom);
  return (
    <div role="group" aria-label={MENU_WORDS.theme} className="grid grid-cols-3 gap-1.5">
      {THEME_OPTIONS.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant="secondary"
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
          className="min-w-0 flex-col gap-1 px-1 text-xs aria-pressed:border-indigo-600 aria-pressed:text-indigo-700 dark:aria-pressed:text-indigo-300"
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Button>
      ))}
    </div>
  );
}

/** The small-screen side drawer: the header's links, Settings, the categories and the three themes. */
export function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 md:hidden">
      <div className="fixed inset-0 bg-black/40" aria-hidden />
      <DialogPanel className="fixed inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-5 overflow-y-auto bg-white p-6 shadow-xl dark:bg-slate-900">
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-white">{MENU_WORDS.title}</DialogTitle>
          <button type="button" aria-label={MENU_WORDS.close} onClick={onClose} className="rounded-lg p-2 focus-ring">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <ThemeButtons />
        <PageLinks onClose={onClose} />
        <CategoryLinks onClose={onClose} />
      </DialogPanel>
    </Dialog>
  );
}
