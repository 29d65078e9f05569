import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Loads the page's chunk; once it has loaded, the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * A page in its own chunk, like React.lazy, that can be loaded ahead: the browser preloads the
 * current page before hydrating, so prerendered HTML hydrates in one pass instead of waiting in a
 * suspended boundary (where an early update, like a search that changes the route, would clash
 * with the server's HTML).
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  Page.preload = preload;
  return Page;
}
