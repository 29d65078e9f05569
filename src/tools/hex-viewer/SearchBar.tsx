import { ChevronDown, ChevronUp, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatCount } from '../../core/shared/format';
import { formatOffset, HEX_TEXTS, MATCH_LIMIT, type PatternMode } from './core';
import { Button } from '../../ui/components/Button';
import { JobStatus } from '../../ui/components/JobStatus';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import type { useSearch } from './useSearch';

const MODES = [
  { value: 'text', label: HEX_TEXTS.modeText },
  { value: 'hex', label: HEX_TEXTS.modeHex },
] as const;

/** The count and where the cursor's match is, or that nothing matched. */
function MatchLine({ search, digits }: { search: ReturnType<typeof useSearch>; digits: number }) {
  const { matches } = search;
  if (!matches || search.job.state.status !== 'done') return null;
  const { offsets, count, current } = matches;
  const capped = count > MATCH_LIMIT;
  return (
    <p role="status" data-testid="hex-match-count" className="text-sm text-slate-700 dark:text-slate-200">
      {count === 0
        ? HEX_TEXTS.noMatch
        : `${HEX_TEXTS.matchCount(formatCount(count), false)} · ${HEX_TEXTS.matchAt(
            current + 1,
            offsets.length,
            `0x${formatOffset(offsets[current], digits)}`,
          )}${capped ? ` · ${HEX_TEXTS.matchesListed(formatCount(MATCH_LIMIT))}` : ''}`}
    </p>
  );
}

/** Search the whole file for text or hex bytes (in the worker), then step through the matches. */
export function SearchBar({ search, digits }: { search: ReturnType<typeof useSearch>; digits: number }) {
  const [mode, setMode] = useState<PatternMode>('text');
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void search.find(mode, typed);
  };
  const any = (search.matches?.offsets.length ?? 0) > 0;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={HEX_TEXTS.searchLabel}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-36">
          <Select label={HEX_TEXTS.searchMode} value={mode} options={MODES} onChange={setMode} />
        </div>
        <div className="min-w-48 flex-1">
          <TextField
            label={HEX_TEXTS.searchLabel}
            value={typed}
            onChange={setTyped}
            error={search.patternError}
            placeholder={mode === 'text' ? HEX_TEXTS.searchPlaceholderText : HEX_TEXTS.searchPlaceholderHex}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden className="size-4" /> {HEX_TEXTS.findButton}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!any}
          onClick={() => search.step(-1)}
          aria-label={HEX_TEXTS.previous}
          title={HEX_TEXTS.previous}
        >
          <ChevronUp aria-hidden className="size-4" />
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!any}
          onClick={() => search.step(1)}
          aria-label={HEX_TEXTS.next}
          title={HEX_TEXTS.next}
        >
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      </div>
      <JobStatus
        state={search.job.state}
        label={HEX_TEXTS.searching}
        onCancel={search.job.cancel}
        cancelLabel={HEX_TEXTS.cancelSearch}
        bytes
        errorTitle={HEX_TEXTS.searchFailed}
        keepLine
        testId="hex-search-status"
      />
      <MatchLine search={search} digits={digits} />
    </form>
  );
}
