import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { ToastContainer } from 'react-toastify';
import { Route, Switch } from 'wouter';
import { TOAST_DURATION_MS } from './notify';
import Home from './pages/Home';
import ToolPage from './pages/ToolPage';
import { ConsentBanner } from './shell/ConsentBanner';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { SupportChat } from './shell/SupportChat';
import { developerMode } from './state/settings';
import { useApplyTheme } from './state/theme';
import { usePageViews } from './usePageViews';

// Pages other than home and the tool frame load on demand.
const Popular = lazy(() => import('./pages/Popular'));
const New = lazy(() => import('./pages/New'));
const ComingSoon = lazy(() => import('./pages/ComingSoon'));
const About = lazy(() => import('./pages/About'));
const Settings = lazy(() => import('./pages/Settings'));
const Support = lazy(() => import('./pages/Support'));
const NotFound = lazy(() => import('./pages/NotFound'));
const DevPanel = lazy(() => import('./shell/DevPanel'));

/** Toasts sit above the floating chat button rather than on it. */
const TOAST_STYLE = { bottom: '5.5rem' } as const;

export function App() {
  useApplyTheme();
  usePageViews();
  const developer = useAtomValue(developerMode.value);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <Suspense fallback={null}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/popular" component={Popular} />
            <Route path="/new" component={New} />
            <Route path="/coming-soon" component={ComingSoon} />
            <Route path="/about" component={About} />
            <Route path="/settings" component={Settings} />
            <Route path="/support" component={Support} />
            <Route path="/tools/:id">{(params) => <ToolPage id={params.id} />}</Route>
            <Route component={NotFound} />
          </Switch>
        </Suspense>
      </main>
      <Footer />
      <SupportChat />
      <ConsentBanner />
      {developer && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
      <ToastContainer
        position="bottom-right"
        autoClose={TOAST_DURATION_MS}
        limit={1}
        newestOnTop
        theme="colored"
        style={TOAST_STYLE}
      />
    </div>
  );
}
