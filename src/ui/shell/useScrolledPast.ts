import { useEffect, useState } from 'react';
import { onPageScroll, pageScrollTop } from '../base/pageScroll';

/** True once the page is scrolled more than `threshold` px. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(pageScrollTop() > threshold);
    update();
    return onPageScroll(update);
  }, [threshold]);
  return past;
}
