/**
 * Analytics events and the local event bus they travel on.
 * Nothing here sends anything anywhere: a provider, if one is ever configured,
 * subscribes to the bus (and only after consent).
 */

export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_path: string; page_title: string; page_location: string } }
  | { name: 'tool_select'; params: { tool_id: string; tool_name: string; tool_category: string } }
  | { name: 'download_clip'; params: { category: string; video_id: string; duration: number } };

export type AnalyticsListener = (event: AnalyticsEvent) => void;

export interface EventBus {
  emit: (event: AnalyticsEvent) => void;
  subscribe: (listener: AnalyticsListener) => () => void;
  /** The most recent events, oldest first (bounded); a new array whenever an event arrives. */
  history: () => readonly AnalyticsEvent[];
}

export function createEventBus(limit = 100): EventBus {
  const listeners = new Set<AnalyticsListener>();
  // A new array on each event, so a view can tell the history changed by its identity.
  let recent: readonly AnalyticsEvent[] = [];
  return {
    emit(event) {
      recent = [...recent.slice(recent.length + 1 - limit), event];
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    history: () => recent,
  };
}

/** The site's one bus. */
export const analytics = createEventBus();

/** Page title for analytics: last path segment, hyphens as spaces, words capitalised; 'Home' for '/'. */
export function pageTitleFromPath(path: string): string {
  const segment = path.split('/').filter(Boolean).pop();
  if (!segment) return 'Home';
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The address an event may report: `href` without its fragment. A fragment can hold what the visitor typed
 * (a share link's `#share=…`, the Twitch clip helper's `#load=…`) and browsers never send it to a server,
 * so no event may carry it either.
 */
export function pageLocation(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/** The page_view for `path`, shown at address `href`. */
export function pageViewEvent(path: string, href: string): AnalyticsEvent {
  return {
    name: 'page_view',
    params: { page_path: path, page_title: pageTitleFromPath(path), page_location: pageLocation(href) },
  };
}

/**
 * What a provider receives for `event` on the page at `href`: its parameters, with page_location always set and
 * never carrying a fragment (a provider that fills it in itself would take the whole address).
 */
export function providerParams(event: AnalyticsEvent, href: string): Record<string, string | number> {
  const location = 'page_location' in event.params ? event.params.page_location : href;
  return { ...event.params, page_location: pageLocation(location) };
}

/**
 * Forwards bus events to `deliver`, each only if consent is granted at that moment; events raised
 * before consent are never sent later. Returns the disconnect function.
 */
export function connectDelivery(bus: EventBus, isGranted: () => boolean, deliver: AnalyticsListener): () => void {
  return bus.subscribe((event) => {
    if (isGranted()) deliver(event);
  });
}
