import { useEffect, useState } from 'react';

/** True for `ms` after `key` changes (a hint that shows on each step, then gets out of the way of the pixels). */
export function useBriefly(key: string, ms: number): boolean {
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpired(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return expired !== key;
}
