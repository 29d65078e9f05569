import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../components/Button';
import { NOT_FOUND_META } from '../../core/site/seo';
import { useDocumentMeta } from '../seo';

export default function NotFound() {
  const [path] = useLocation();
  useDocumentMeta({ ...NOT_FOUND_META, path });
  useEffect(() => {
    console.warn('404: no route for path', path);
  }, [path]);
  return (
    <div className="flex flex-col items-center py-20 text-center">
      <h1 className="text-6xl font-bold text-slate-900 dark:text-white">404</h1>
      <p className="mt-4 text-xl text-slate-600 dark:text-slate-300">Oops! Page not found</p>
      <Link href="/" className={buttonClass('primary', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
