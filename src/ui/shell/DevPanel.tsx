import { useAtomValue } from 'jotai';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import type { AnalyticsEvent } from '../../core/site/analytics';
import { deliveredEvents } from '../analytics/delivery';
import { config } from '../config';
import { consent } from '../state/consent';

/**
 * Developer Mode's panel: every analytics event the site sends, or would send with a provider
 * configured. Events appear only once consent is granted, exactly as a provider would see them.
 */
const NO_EVENTS: readonly AnalyticsEvent[] = [];
const noEvents = () => NO_EVENTS;

export default function DevPanel() {
  const events = useSyncExternalStore(deliveredEvents.subscribe, deliveredEvents.history, noEvents);
  const [open, setOpen] = useState(false);
  const choice = useAtomValue(consent.value);

  const provider = config.analyticsId
    ? `Google Analytics ${config.analyticsId}`
    : 'none configured (events stay on this device)';
  return (
    <section
      aria-label="Analytics events"
      className="fixed bottom-4 left-4 z-30 flex w-96 max-w-[calc(100vw-6rem)] flex-col rounded-xl border border-slate-300 bg-white/95 text-xs shadow-xl backdrop-blur dark:border-slate-600 dark:bg-slate-900/95"
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center justify-between gap-2 rounded-xl px-3 py-2 font-semibold text-slate-800 focus-ring dark:text-slate-100"
      >
        Analytics events ({events.length})
        {open ? <ChevronDown aria-hidden className="size-4" /> : <ChevronUp aria-hidden className="size-4" />}
      </button>
      {open && (
        <div className="flex max-h-72 flex-col gap-2 overflow-y-auto border-t border-slate-200 p-3 dark:border-slate-700">
          <p className="text-slate-600 dark:text-slate-400">
            Consent: <strong data-testid="dev-consent">{choice ?? 'not given'}</strong>. Provider: {provider}.
          </p>
          {events.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">
              {choice === 'granted' ? 'No events yet.' : 'No events are sent before consent is granted.'}
            </p>
          ) : (
            <ol aria-label="Sent events" className="flex flex-col gap-2">
              {events.map((event, i) => (
                <li key={i} className="rounded-md bg-slate-100 p-2 dark:bg-slate-800">
                  <span className="font-mono font-semibold text-indigo-700 dark:text-indigo-300">{event.name}</span>
                  <pre className="mt-1 overflow-x-auto font-mono whitespace-pre-wrap text-slate-700 dark:text-slate-300">
                    {JSON.stringify(event.params, null, 2)}
                  </pre>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
