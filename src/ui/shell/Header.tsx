import { useAtom } from 'jotai';
import { Menu as MenuIcon, Wrench } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { SITE_NAME } from '../../core/site/catalogue';
import { SearchBox } from '../components/SearchBox';
import { Tooltip } from '../components/Tooltip';
import { openDialogAtom, paletteQueryAtom } from '../state/dialogs';
import { searchQueryAtom } from '../state/search';
import { useHydrated } from '../state/stored';
import { isMac } from '../components/mainAction';
import { NAV_LINKS } from './navigation';
import { onHomeSearchKey } from './resultKeys';
import { ThemeMenu } from './ThemeMenu';
import { useScrolledPast } from './useScrolledPast';

/** Loaded when the menu is first opened (on a phone): its dialog's code stays out of the entry. */
const Drawer = lazy(() => import('./Drawer').then(({ Drawer }) => ({ default: Drawer })));

/** Scroll distance after which the header takes its glass look (spec section 9). */
export const HEADER_GLASS_THRESHOLD_PX = 20;

/** The palette's shortcut, hinted in the search field (the palette finds tools too, with typos). */
function paletteShortcut(mac: boolean) {
  const keys = mac ? '⌘ K' : 'Ctrl K';
  return { keys, description: `${keys} opens the command palette` };
}

/**
 * The header's search: on the home page it filters the results below (↓ and Enter lead into them); elsewhere it
 * types into the command palette, which opens in place with the first key, so the page and its input stay.
 */
function useHeaderSearch() {
  const [location] = useLocation();
  const [homeQuery, setHomeQuery] = useAtom(searchQueryAtom);
  const [paletteQuery, setPaletteQuery] = useAtom(paletteQueryAtom);
  const [open, setOpen] = useAtom(openDialogAtom);
  if (location === '/') return { value: homeQuery, onChange: setHomeQuery, onKeyDown: onHomeSearchKey };
  return {
    // Keys typed before the palette takes the focus land here: they join its query.
    value: open === 'palette' ? paletteQuery : '',
    onChange: (value: string) => {
      setPaletteQuery(value);
      if (value.trim()) setOpen('palette');
    },
  };
}

export function Header() {
  const search = useHeaderSearch();
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so it can animate its closing.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const glass = useScrolledPast(HEADER_GLASS_THRESHOLD_PX);
  // The platform is known only in the browser: the prerendered page says Ctrl K.
  const mac = useHydrated() && isMac();

  return (
    <header
      data-glass={glass || undefined}
      className={
        'sticky top-0 z-40 border-b transition-colors ' +
        (glass
          ? 'border-slate-200/70 bg-white/70 shadow-sm backdrop-blur-md dark:border-slate-700/70 dark:bg-slate-950/70'
          : 'border-transparent bg-white dark:bg-slate-950')
      }
    >
      {/* Tight on a phone, so the search's placeholder fits even in a wide fallback font (DejaVu Sans on Linux). */}
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-3 py-3 sm:gap-3 sm:px-4">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-slate-900 focus-ring dark:text-white"
        >
          <span className="rounded-lg bg-indigo-600 p-1.5 text-white">
            <Wrench aria-hidden className="size-4" />
          </span>
          <span className="hidden sm:inline">{SITE_NAME}</span>
          <span className="sr-only sm:hidden">{SITE_NAME} home</span>
        </Link>
        <SearchBox {...search} shortcut={paletteShortcut(mac)} actsEarly className="min-w-0 flex-1 md:max-w-md" />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={location === link.href ? 'page' : undefined}
              className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-ring aria-[current=page]:text-indigo-600 dark:text-slate-300 dark:aria-[current=page]:text-indigo-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <ThemeMenu />
        <span className="md:hidden">
          <Tooltip label="Menu">
            <button
              type="button"
              aria-label="Open menu"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-ring dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <MenuIcon aria-hidden className="size-5" />
            </button>
          </Tooltip>
        </span>
      </div>
      {drawerUsed && (
        <Suspense>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
