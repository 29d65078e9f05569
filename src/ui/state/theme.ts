import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { storedAtom } from './stored';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export const theme = storedAtom<ThemePreference>({
  key: THEME_STORAGE_KEY,
  fallback: 'system',
  parse: (raw) => (raw === 'light' || raw === 'dark' ? raw : 'system'),
  // 'system' is never stored: the OS preference is followed instead.
  serialise: (value) => (value === 'system' ? null : value),
});

/** Read/write theme preference (default system). */
export const themeAtom = theme.value;

/**
 * Keeps the `dark` class on <html> in step with the preference and, for 'system', the OS.
 * The inline script in index.html sets it before first paint; this takes over once the stored
 * preference has been read, so hydration never flashes the wrong theme.
 */
export function useApplyTheme(): void {
  const preference = useAtomValue(themeAtom);
  const loaded = useAtomValue(theme.loaded);
  useEffect(() => {
    if (!loaded) return;
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => {
      const dark = preference === 'dark' || (preference === 'system' && media.matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    };
    apply();
    if (preference !== 'system') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [preference, loaded]);
}
