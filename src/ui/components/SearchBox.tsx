import { Search, X } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { ACTS_EARLY } from '../base/HydrationGate';
import { SEARCH_WORDS } from './search-messages';
import { fieldClass } from './TextAreaField';

export const SEARCH_PLACEHOLDER = SEARCH_WORDS.placeholder;

interface SearchBoxProps {
  value: string;
  /** Told of every change; clear reports ''. */
  onChange: (value: string) => void;
  className?: string;
  /** A keyboard shortcut shown inside the empty field from lg up ('Ctrl K'), and what it does, for screen readers. */
  shortcut?: { keys: string; description: string };
  /** Keys besides Escape (which clears): the home page's ↓ and Enter into its results. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** A click before the app is ready still focuses it, once it is (the header's search: public/early.js). */
  actsEarly?: boolean;
}

/** The search input with its clear button. */
export function SearchBox({ value, onChange, className = '', shortcut, onKeyDown, actsEarly }: SearchBoxProps) {
  const id = useId();
  const hintId = useId();
  const hint = shortcut && !value;
  return (
    <div role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {SEARCH_WORDS.fieldLabel}
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
        {...(actsEarly ? ACTS_EARLY : {})}
        aria-describedby={shortcut ? hintId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) onChange('');
          else onKeyDown?.(e);
        }}
        // Room on the right for the clear button (or the shortcut from lg) only while it shows, so the placeholder
        // fits narrow screens.
        className={`${fieldClass} ${value ? 'pr-9' : 'pr-3'} ${hint ? 'lg:pr-16' : ''} pl-9 font-sans [&::-webkit-search-cancel-button]:hidden`}
      />
      {shortcut && (
        <span id={hintId} className="sr-only">
          {shortcut.description}
        </span>
      )}
      {hint && (
        <kbd
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-600 lg:block dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
        >
          {shortcut.keys}
        </kbd>
      )}
      {value && (
        <button
          type="button"
          aria-label={SEARCH_WORDS.clear}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800 focus-ring dark:hover:text-white"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
