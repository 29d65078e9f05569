import { useAtomValue } from 'jotai';
import { lazy, memo, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { categoryOfPath, findCategory } from '../core/site/categories';
import { rendersNotFound } from '../core/site/seo';
import { revealResultsOnAction } from './components/reveal';
import { lazyPage } from './lazyPage';
import { Toasts } from './notify';
import Home from './pages/Home';
import ToolPage from './pages/ToolPage';
import { ConsentBanner } from './shell/ConsentBanner';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { HydrationGate } from './base/HydrationGate';
import { KeyboardShortcuts } from './shell/KeyboardShortcuts';
import { consentBannerHeightAtom } from './shell/layout';
import { PAGE_AREA_ID, useScrollKeptAcrossReserve } from './base/pageScroll';
import { SkipLinks } from './shell/SkipLinks';
import { SupportChat } from './shell/SupportChat';
import { UpdateNotice } from './shell/UpdateNotice';
import { developerMode } from './state/settings';
import { useStored } from './state/stored';
import { useApplyTheme } from './state/theme';
import { usePageViews } from './usePageViews';

// Pages other than home and the tool frame load on demand (see lazyPage for hydration).
const Popular = lazyPage(() => import('./pages/Popular'));
const New = lazyPage(() => import('./pages/New'));
const ComingSoon = lazyPage(() => import('./pages/ComingSoon'));
const About = lazyPage(() => import('./pages/About'));
const Settings = lazyPage(() => import('./pages/Settings'));
const Support = lazyPage(() => import('./pages/Support'));
const NotFound = lazyPage(() => import('./pages/NotFound'));
const CategoryPage = lazyPage(() => import('./pages/CategoryPage'));

const LAZY_PAGES: Record<string, { preload(): Promise<unknown> }> = {
  '/popular': Popular,
  '/new': New,
  '/coming-soon': ComingSoon,
  '/about': About,
  '/settings': Settings,
  '/support': Support,
};

/** Loads the chunk of the page this path shows, if it has one of its own. */
export function preloadPage(path: string): Promise<unknown> {
  const page = LAZY_PAGES[path] ?? (categoryOfPath(path) ? CategoryPage : rendersNotFound(path) ? NotFound : undefined);
  return page ? page.preload() : Promise.resolve();
}

/** `/category/<id>`: the category's page, or the not-found page for an id that names none. */
function CategoryRoute({ id }: { id: string }) {
  const category = findCategory(id);
  return category ? <CategoryPage category={category} /> : <NotFound />;
}

const DevPanel = lazy(() => import('./shell/DevPanel'));

/**
 * The routed pages, memoised: settings read from storage after hydration re-render App, and
 * must not reach a page that is still waiting for its lazy chunk to hydrate (React would then
 * throw the prerendered HTML away and render it again).
 */
const Routes = memo(function Routes() {
  return (
    <Suspense fallback={null}>
      <HydrationGate>
        <Switch>
          <Route path="/" component={Home} />
          <Route path="/popular" component={Popular} />
          <Route path="/new" component={New} />
          <Route path="/coming-soon" component={ComingSoon} />
          <Route path="/about" component={About} />
          <Route path="/settings" component={Settings} />
          <Route path="/support" component={Support} />
          <Route path="/tools/:id">{(params) => <ToolPage id={params.id} />}</Route>
          <Route path="/category/:id">{(params) => <CategoryRoute id={params.id} />}</Route>
          <Route component={NotFound} />
        </Switch>
      </HydrationGate>
    </Suspense>
  );
});

export function App() {
  useApplyTheme();
  usePageViews();
  // A tool's main action and Load Example bring its result into view, on every tool.
  useEffect(() => revealResultsOnAction(), []);
  const [developer] = useStored(developerMode);
  // While the consent banner shows, it takes the window's foot and the page scrolls in the room above it.
  const reserved = useAtomValue(consentBannerHeightAtom) > 0;
  const pageArea = useScrollKeptAcrossReserve(reserved);
  return (
    <div
      className={`flex flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100 ${reserved ? 'h-dvh' : 'min-h-screen'}`}
    >
      <div
        id={PAGE_AREA_ID}
        ref={pageArea}
        className={`flex flex-1 flex-col ${reserved ? 'min-h-0 overflow-y-auto' : ''}`}
      >
        <HydrationGate>
          <SkipLinks />
          <Header />
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
            <Routes />
          </main>
          <Footer />
        </HydrationGate>
      </div>
      <SupportChat />
      <ConsentBanner />
      <UpdateNotice />
      <KeyboardShortcuts />
      {developer && (
        <Suspense fallback={null}>
          <DevPanel />
        </Suspense>
      )}
      <Toasts />
    </div>
  );
}
