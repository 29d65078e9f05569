import { CATEGORIES, type CategoryId } from '../../core/site/catalogue';

interface CategoryChipsProps {
  selected: CategoryId | null;
  onSelect: (category: CategoryId | null) => void;
}

const chipClass =
  'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors focus-ring ' +
  'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ' +
  'aria-pressed:border-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white';

/** All Tools plus one chip per category; exactly one is pressed. */
export function CategoryChips({ selected, onSelect }: CategoryChipsProps) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
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
