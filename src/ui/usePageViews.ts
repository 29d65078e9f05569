import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { analytics, pageViewEvent } from '../core/site/analytics';

/** Records a page_view on the local event bus at every route change. */
export function usePageViews(): void {
  const [path] = useLocation();
  useEffect(() => {
    // The fragment may still be there (a share link's, before its tool view removes it): pageViewEvent drops it.
    analytics.emit(pageViewEvent(path, window.location.href));
  }, [path]);
}
