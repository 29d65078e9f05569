import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { fieldClass } from './TextAreaField';

export const SEARCH_PLACEHOLDER = 'Search developer tools...';

interface SearchBoxProps {
  value: string;
  /** Told of every change; clear reports ''. */
  onChange: (value: string) => void;
  className?: string;
}

/** The search input with its clear button. */
export function SearchBox({ value, onChange, className = '' }: SearchBoxProps) {
  const id = useId();
  return (
    <div role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search tools
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && value && onChange('')}
        // Room on the right for the clear button only while it shows, so the placeholder fits narrow screens.
        className={`${fieldClass} ${value ? 'pr-9' : 'pr-3'} pl-9 font-sans [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800 focus-ring dark:hover:text-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
