/**
 * Runs hash jobs for the view through useWorkerJob: text updates as you type (runLatest: latest input wins,
 * never more than one job at a time, so fast typing on huge text does not pile up work), a file runs with
 * progress and Cancel.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AlgorithmId } from './core/algorithms';
import type { Digests, Engines } from './core/hash';
import { HASH_FAILED } from './words';
import { hashFileInWorker, hashTextInWorker } from './in-worker';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notifyToolError } from '../../ui/components/notifyToolError';

export interface HashInput {
  text: string;
  file: File | null;
  algorithms: readonly AlgorithmId[];
  /** Undefined when HMAC is off. */
  hmacKey?: string;
}

export interface HashResult {
  digests: Digests;
  /** The engine each digest was computed with. */
  engines: Engines;
  keyed: boolean;
  /** Bytes hashed (files). */
  bytes?: number;
  /** The input these digests are of. */
  input: HashInput;
}

/** The input to hash, or null when there is nothing to hash: no algorithm, or empty text (spec: it clears all hashes). */
function useHashInput({ text, file, algorithms, hmacKey }: HashInput): HashInput | null {
  // While a file is chosen, typing does not restart its job.
  const textToHash = file ? '' : text;
  return useMemo(
    () => (algorithms.length && (file || textToHash) ? { text: textToHash, file, algorithms, hmacKey } : null),
    [textToHash, file, algorithms, hmacKey],
  );
}

/**
 * Whether a result still belongs on screen: a file's digests only for that very input, while the digests of
 * earlier text stay until the current text's arrive.
 */
const showsFor = (result: HashResult | null, input: HashInput | null) =>
  input !== null && result !== null && (result.input === input || (!input.file && !result.input.file));

export function useHashes(wanted: HashInput) {
  const input = useHashInput(wanted);
  const [result, setResult] = useState<HashResult | null>(null);
  const { run, runLatest, reset, cancel, state } = useWorkerJob();

  const start = useCallback(
    (next: HashInput) => {
      const { file, text, algorithms, hmacKey } = next;
      const job = file
        ? run((signal, onProgress) => {
            onProgress({ fraction: 0, bytesDone: 0, bytesTotal: file.size });
            return hashFileInWorker(file, { algorithms, hmacKey, signal, onProgress });
          })
        : runLatest((signal) => hashTextInWorker(text, { algorithms, hmacKey, signal }));
      job.then(
        (outcome) => outcome && setResult({ ...outcome, keyed: hmacKey !== undefined, bytes: file?.size, input: next }),
        (error: unknown) => notifyToolError(error, HASH_FAILED),
      );
    },
    [run, runLatest],
  );

  useEffect(() => {
    if (input) start(input);
    else reset();
  }, [input, start, reset]);

  const retry = useCallback(() => input && start(input), [input, start]);

  return { result: showsFor(result, input) ? result : null, state, cancel, retry };
}
