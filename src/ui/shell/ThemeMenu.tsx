import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Check, Monitor, Moon, Settings, SlidersHorizontal, Sun } from 'lucide-react';
import { Link } from 'wouter';
import { Tooltip } from '../components/Tooltip';
import { useStored } from '../state/stored';
import { theme as storedTheme, type ThemePreference } from '../state/theme';

export const THEME_OPTIONS: { value: ThemePreference; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

/** The settings menu: Light / Dark / System, with a check mark on the current choice, and All settings. */
export function ThemeMenu() {
  const [theme, setTheme] = useStored(storedTheme);
  return (
    <Menu as="div" className="relative">
      <Tooltip label="Settings">
        <MenuButton
          aria-label="Settings"
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-ring dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Settings aria-hidden className="size-5" />
        </MenuButton>
      </Tooltip>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-2 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        {THEME_OPTIONS.map(({ value, label, Icon }) => (
          <MenuItem key={value}>
            <button
              type="button"
              data-checked={theme === value || undefined}
              onClick={() => setTheme(value)}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 data-[focus]:bg-slate-100 dark:text-slate-200 dark:data-[focus]:bg-slate-800"
            >
              <Icon aria-hidden className="size-4" />
              <span className="flex-1 text-left">{label}</span>
              {theme === value && (
                <>
                  <Check aria-hidden className="size-4 text-indigo-600" />
                  <span className="sr-only">(current)</span>
                </>
              )}
            </button>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <MenuItem>
          <Link
            href="/settings"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 data-[focus]:bg-slate-100 dark:text-slate-200 dark:data-[focus]:bg-slate-800"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            All settings
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
