/** One large reading in a tile ("Refresh rate 60 Hz", "Most touches at once 3"), its value findable by its label. */
export function ReadingTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd aria-label={label} className="font-mono text-lg text-slate-900 dark:text-white">
        {value}
      </dd>
    </div>
  );
}
