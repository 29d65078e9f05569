import type { ReactNode } from 'react';

/** The surface of every card on the site (a tool's sections, the site pages' sections, an FAQ entry). */
export const CARD_SURFACE =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900';

/**
 * The card every tool and site section sits in. A live region with nothing in it yet (waiting for its message) is taken out
 * of the flow, so it adds no gap: the card's first content starts at its padding, as in every card. Only live
 * regions: a canvas or an image is empty too, and must stay in the flow.
 */
export function Panel({
  title,
  icon,
  children,
  actions,
}: {
  title?: string;
  /** A decorative icon before the title (aria-hidden). */
  icon?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      data-card=""
      data-titled={title ? '' : undefined}
      className={`flex flex-col gap-4 p-5 ${CARD_SURFACE} [&>[aria-live]:empty]:absolute [&>[role=status]:empty]:absolute`}
    >
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {title && (
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
              {icon && <span className="shrink-0 text-indigo-600 dark:text-indigo-400">{icon}</span>}
              {title}
            </h2>
          )}
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
