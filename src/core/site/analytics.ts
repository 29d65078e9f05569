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
 * Forwards bus events to `deliver`, each only if consent is granted at that moment; events raised
 * before consent are never sent later. Returns the disconnect function.
 */
export function connectDelivery(bus: EventBus, isGranted: () => boolean, deliver: AnalyticsListener): () => void {
  return bus.subscribe((event) => {
    if (isGranted()) deliver(event);
  });
}
