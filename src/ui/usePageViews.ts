import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { analytics, pageTitleFromPath } from '../core/site/analytics';

/** Records a page_view on the local event bus at every route change. */
export function usePageViews(): void {
  const [path] = useLocation();
  useEffect(() => {
    analytics.emit({
      name: 'page_view',
      params: { page_path: path, page_title: pageTitleFromPath(path), page_location: window.location.href },
    });
  }, [path]);
}
