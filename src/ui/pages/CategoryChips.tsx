import { CATEGORIES, type CategoryId } from '../../core/site/catalogue';

interface CategoryChipsProps {
  selected: CategoryId | null;
  onSelect: (category: CategoryId | null) => void;
}

const chipClass =
  'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-ring ' +
  'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ' +
  'aria-pressed:border-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white';

/** All Tools plus one chip per category; exactly one is pressed. On a phone one row that scrolls sideways. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  return (
    <div
      role="group"
      aria-label="Filter by category"
      className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:py-1 sm:flex-wrap"
    >
      <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)} className={chipClass}>
        All Tools
      </button>
      {CATEGORIES.map((c) => (
        <button
          key={c.id}
          type="button"
          aria-pressed={selected === c.id}
          onClick={() => onSelect(selected === c.id ? null : c.id)}
          className={chipClass}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
