import { getDefaultStore } from 'jotai';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'react-toastify/dist/ReactToastify.css';
import { shouldHydrate } from '../core/seo';
import { startAnalyticsDelivery } from './analytics/delivery';
import './index.css';
import { Root } from './Root';

startAnalyticsDelivery();

const container = document.getElementById('root')!;
const app = <Root store={getDefaultStore()} />;

// Prerendered HTML is hydrated only when it was rendered for what this address shows;
// otherwise (e.g. a path the build did not render) the app renders from scratch.
if (shouldHydrate(container.dataset.prerendered, window.location.pathname)) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
