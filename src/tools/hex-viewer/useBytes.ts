import { useEffect, useState } from 'react';
import { messageOf } from '../../core/shared/tool-error';
import type { PageCache } from './core';

/**
 * The bytes [start, start + length) of the open file: at once when their pages are in memory, else null until they
 * are read (the component renders again then). A read that fails gives its message in `error`.
 */
export function useBytes(pages: PageCache, start: number, length: number) {
  const [, setLoaded] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const bytes = pages.peek(start, length);
  const missing = bytes === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    pages.read(start, length).then(
      () => live && setLoaded((n) => n + 1),
      (e: unknown) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [pages, start, length, missing]);
  return { bytes, error };
}
