import { getDefaultStore } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import { canonicalPath, shouldHydrate } from '../core/site/seo';
import { startAnalyticsDelivery } from './analytics/delivery';
import { preloadPage } from './App';
import './index.css';
import { Root } from './Root';
import { toolViewLoads } from './tools/registry';

startAnalyticsDelivery();

const container = document.getElementById('root')!;
const app = <Root store={getDefaultStore()} />;
const { pathname, search, hash } = window.location;
const path = canonicalPath(pathname);

/**
 * Resolves once the browser has painted the prerendered HTML. Hydrating is one long task (seconds on a slow phone):
 * started before the first paint, it holds the page blank, its largest content unpainted, until it ends. A hidden
 * page paints nothing, so it waits for nothing.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });

/** Hydrates the prerendered HTML, or renders from scratch when it was rendered for another address. */
function start() {
  // Prerendered HTML is hydrated only when it was rendered for what this address shows (with the page's chunk loaded
  // first, so it hydrates in one pass); otherwise the app renders from scratch.
  if (!shouldHydrate(container.dataset.prerendered, path)) return renderFromScratch();
  // Online a tool's view loads as it hydrates; offline it may never have been stored (its notice replaces it).
  const viewLoads = navigator.onLine ? Promise.resolve(true) : toolViewLoads(path);
  void Promise.all([preloadPage(path).catch(() => undefined), viewLoads, afterFirstPaint()]).then(([, loads]) =>
    loads ? hydrateRoot(container, app) : renderFromScratch(),
  );
}

function renderFromScratch() {
  container.replaceChildren();
  createRoot(container).render(app);
}

// One address per page ('/index.html' is '/', '/ABOUT' is '/about'). When this HTML is that page's, the address is
// corrected in place; otherwise (a host's 404 page for '/ABOUT') the page's own HTML is loaded, so nothing hydrates
// against the wrong markup.
if (path === pathname) start();
else if (container.dataset.prerendered === path) {
  history.replaceState(history.state, '', path + search + hash);
  start();
} else window.location.replace(path + search + hash);
