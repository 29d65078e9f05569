import { useCallback, useEffect, useState } from 'react';
import { parsePattern, type PatternMode, type SearchResult } from './core';
import { messageOf, ToolError } from '../../core/shared/tool-error';
import { searchFileInWorker, warmSearch } from './in-worker';
import { useWorkerJob } from '../../ui/components/useWorkerJob';

/** The listed matches of the last search, the pattern's length, and which one the cursor is on. */
export interface Matches extends SearchResult {
  length: number;
  current: number;
}

/**
 * The whole-file search: the pattern parsed here (its error shown beside the field), the file read in the hex
 * viewer's worker with progress and Cancel, then next and previous through the listed matches.
 */
export function useSearch(file: Blob, onMatch: (offset: number, length: number) => void) {
  const job = useWorkerJob();
  const { run } = job;
  const [matches, setMatches] = useState<Matches | null>(null);
  const [patternError, setPatternError] = useState<string | undefined>();
  useEffect(() => warmSearch(file), [file]);

  const find = useCallback(
    async (mode: PatternMode, typed: string) => {
      let pattern: Uint8Array;
      try {
        pattern = parsePattern(mode, typed);
      } catch (error) {
        setPatternError(error instanceof ToolError ? (error.description ?? error.message) : messageOf(error));
        return;
      }
      setPatternError(undefined);
      setMatches(null);
      const result = await run((signal, onProgress) => searchFileInWorker(file, pattern, { signal, onProgress })).catch(
        () => undefined,
      ); // its message is in job.state
      if (!result) return;
      setMatches({ ...result, length: pattern.length, current: 0 });
      if (result.offsets.length) onMatch(result.offsets[0], pattern.length);
    },
    [file, run, onMatch],
  );

  const step = useCallback(
    (by: 1 | -1) => {
      if (!matches?.offsets.length) return;
      const n = matches.offsets.length;
      const current = (matches.current + by + n) % n;
      setMatches({ ...matches, current });
      onMatch(matches.offsets[current], matches.length);
    },
    [matches, onMatch],
  );

  return { job, matches, patternError, find, step };
}
