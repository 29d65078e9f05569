import { getDefaultStore } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import { shouldHydrate } from '../core/site/seo';
import { startAnalyticsDelivery } from './analytics/delivery';
import { preloadPage } from './App';
import './index.css';
import { Root } from './Root';

startAnalyticsDelivery();

const container = document.getElementById('root')!;
const app = <Root store={getDefaultStore()} />;
const path = window.location.pathname;

// Prerendered HTML is hydrated only when it was rendered for what this address shows (with the
// page's chunk loaded first, so it hydrates in one pass); otherwise the app renders from scratch.
if (shouldHydrate(container.dataset.prerendered, path)) {
  void preloadPage(path)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
