/** A labelled list of readings ("Width 640", "Sample rate 48000 Hz"), each value findable by its label. */
export interface Reading {
  label: string;
  value: string;
}

export function SettingsList({ label, readings }: { label: string; readings: readonly Reading[] }) {
  return (
    <dl aria-label={label} className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {readings.map((r) => (
        <div key={r.label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{r.label}</dt>
          <dd aria-label={r.label} className="font-mono break-all text-slate-900 dark:text-slate-100">
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
