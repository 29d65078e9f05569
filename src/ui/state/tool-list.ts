import { atom, useAtomValue, useSetAtom } from 'jotai';
import { TOOLS } from '../../core/site/tools';
import { storage, storedAtom, useHydrated } from './stored';

/**
 * An ordered list of tool ids kept in localStorage (favourites, recents). Ids the catalogue no
 * longer has are dropped when read, so a renamed or removed tool never shows up as a broken card.
 */

const KNOWN_IDS = new Set(TOOLS.map((t) => t.id));

/** The stored text as a list of known, distinct tool ids; anything else reads as empty. */
export function parseToolIds(raw: string | null, known: ReadonlySet<string> = KNOWN_IDS): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed.filter((id): id is string => typeof id === 'string' && known.has(id));
  return [...new Set(ids)];
}

export const serialiseToolIds = (ids: readonly string[]): string | null => (ids.length ? JSON.stringify(ids) : null);

export function storedToolList(key: string) {
  const stored = storedAtom<readonly string[]>({
    key,
    fallback: [],
    parse: (raw) => parseToolIds(raw),
    serialise: serialiseToolIds,
  });
  /** Changes the list as it is in storage now (another tab may have changed it since this one read it). */
  const update = atom(null, (_get, set, change: (ids: readonly string[]) => readonly string[]) =>
    set(stored.value, change(parseToolIds(storage.get(key)))),
  );
  return { ...stored, update };
}

export type StoredToolList = ReturnType<typeof storedToolList>;

/** The list for rendering (empty while hydrating) and a way to change it. */
export function useToolList(
  list: StoredToolList,
): [readonly string[], (change: (ids: readonly string[]) => readonly string[]) => void] {
  const ids = useAtomValue(list.value);
  const update = useSetAtom(list.update);
  return [useHydrated() ? ids : list.fallback, update];
}
