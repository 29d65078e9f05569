import { storedToolList, useToolList } from './tool-list';

export const FAVOURITES_KEY = 'favourites';

/** Favourite tools, in the order they were starred. */
export const favourites = storedToolList(FAVOURITES_KEY);

/** Stars a tool that is not starred, unstars one that is. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

export function useFavourites() {
  const [ids, update] = useToolList(favourites);
  return {
    ids,
    isFavourite: (id: string) => ids.includes(id),
    toggle: (id: string) => update((current) => toggleId(current, id)),
    clear: () => update(() => []),
  };
}
