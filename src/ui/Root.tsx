import { Provider, type createStore } from 'jotai';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './App';

/**
 * The whole app with its providers. The browser passes nothing for `path` (wouter reads the
 * address bar); the prerender passes the route it renders, so both build the same tree.
 */
export function Root({ path, store }: { path?: string; store: ReturnType<typeof createStore> }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </Provider>
    </StrictMode>
  );
}
