/**
 * A hardware test's readings as a labelled list of rows (label, value), in System Info's look. Each value is
 * named by its label, so a screen reader (and a test) finds 'Level' or 'Renderer' directly.
 */
import type { ReactNode } from 'react';

export interface InfoTableRow {
  label: string;
  value: ReactNode;
}

export function InfoTable({ label, rows }: { label: string; rows: readonly InfoTableRow[] }) {
  return (
    <dl aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-800">
      {rows.map(({ label: name, value }) => (
        <div key={name} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{name}</dt>
          <dd aria-label={name} className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
