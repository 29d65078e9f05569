/** A short list of labelled facts (name, size, format…), as a description list. */
export function Facts({ facts, label }: { facts: [string, string][]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
          <dd
            className="font-medium break-all text-slate-900 dark:text-slate-100"
            data-testid={`fact-${term.toLowerCase()}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
