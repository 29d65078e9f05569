import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { storedToolList, useToolList } from './tool-list';

export const RECENTS_KEY = 'recentTools';
export const MAX_RECENTS = 8;

/** The tools opened last, newest first. */
export const recents = storedToolList(RECENTS_KEY);

/** The list after opening a tool: it moves to the front, the oldest falls off past the limit. */
export function withVisit(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, MAX_RECENTS);
}

export function useRecents() {
  const [ids, update] = useToolList(recents);
  return { ids, clear: () => update(() => []) };
}

/** Records that the tool page with this id was opened (null: a page that is not a usable tool). */
export function useRecordVisit(id: string | null): void {
  const update = useSetAtom(recents.update);
  useEffect(() => {
    if (id !== null) update((ids) => withVisit(ids, id));
  }, [id, update]);
}
