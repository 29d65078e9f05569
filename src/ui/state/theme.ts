import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const themePreferenceAtom = atom<ThemePreference>(readStoredTheme());

/** Read/write theme preference. 'system' is never stored: the OS preference is followed instead. */
export const themeAtom = atom(
  (get) => get(themePreferenceAtom),
  (_get, set, next: ThemePreference) => {
    set(themePreferenceAtom, next);
    try {
      if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice still applies for this visit.
    }
  },
);

/** Keeps the `dark` class on <html> in step with the preference and, for 'system', the OS. */
export function useApplyTheme(): void {
  const preference = useAtomValue(themeAtom);
  useEffect(() => {
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
  }, [preference]);
}
