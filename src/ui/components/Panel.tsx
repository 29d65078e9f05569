import type { ReactNode } from 'react';

/**
 * The card every tool section sits in. A live region with nothing in it yet (waiting for its message) is taken out
 * of the flow, so it adds no gap: the card's first content starts at its padding, as in every card. Only live
 * regions: a canvas or an image is empty too, and must stay in the flow.
 */
export function Panel({ title, children, actions }: { title?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section
      data-card=""
      data-titled={title ? '' : undefined}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900 [&>[aria-live]:empty]:absolute [&>[role=status]:empty]:absolute"
    >
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
