import { useEffect, useState } from 'react';
import { releaseResultFile } from '../../workers/result-file';

/**
 * A worker's result offered for download (a file on disk, see workers/result-file), with what goes with it.
 * The file is deleted when it is replaced, cleared, or the view closes.
 */
export function useResultFile<R extends { blob: Blob }>() {
  const [result, setResult] = useState<R | null>(null);
  useEffect(() => () => releaseResultFile(result?.blob), [result]);
  return [result, setResult] as const;
}
