import { atom, useAtom, type WritableAtom } from 'jotai';
import { useSyncExternalStore } from 'react';

/** localStorage that never throws (private modes and sandboxed frames may refuse it). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // The choice still applies for this visit.
    }
  },
};

interface StoredOptions<T> {
  key: string;
  fallback: T;
  parse: (raw: string | null) => T;
  /** null removes the key. */
  serialise: (value: T) => string | null;
}

/**
 * A value kept in localStorage. It is read when first used in the browser (not at import, and not
 * during the first render), so prerendered HTML and the hydrating client agree; it follows changes
 * made in other tabs.
 */
export function storedAtom<T>({ key, fallback, parse, serialise }: StoredOptions<T>) {
  const raw = atom<{ value: T } | undefined>(undefined);
  raw.onMount = (set) => {
    const read = () => set({ value: parse(storage.get(key)) });
    read();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) read();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  const value = atom(
    (get) => {
      const current = get(raw);
      return current ? current.value : fallback;
    },
    (_get, set, next: T) => {
      set(raw, { value: next });
      storage.set(key, serialise(next));
    },
  );
  /** False until the stored value has been read in the browser. */
  const loaded = atom((get) => get(raw) !== undefined);
  return { value, loaded, fallback };
}

export interface Stored<T> {
  value: WritableAtom<T, [T], void>;
  fallback: T;
}

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered HTML (including a lazy page hydrating later), true after.
 * Rendering stored values only once hydrated keeps the client's markup equal to the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A stored value for rendering: the fallback during hydration, the stored value after. */
export function useStored<T>(stored: Stored<T>): [T, (next: T) => void] {
  const [value, setValue] = useAtom(stored.value);
  return [useHydrated() ? value : stored.fallback, setValue];
}

export const booleanCodec = (fallback: boolean) => ({
  fallback,
  parse: (raw: string | null) => (raw === 'true' ? true : raw === 'false' ? false : fallback),
  serialise: (value: boolean) => String(value),
});
