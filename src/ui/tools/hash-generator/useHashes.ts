/**
 * Runs hash jobs for the view: text updates as you type (latest input wins, never more than one job at
 * a time, so fast typing on huge text does not pile up work), a file runs with progress and Cancel.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AlgorithmId } from '../../../core/tools/hash-generator/algorithms';
import type { Digests } from '../../../core/tools/hash-generator/hash';
import { hashFile, hashText } from '../../../workers/hash-generator';
import { isAbortError, type Progress } from '../../../workers/pool';

export interface HashResult {
  digests: Digests;
  keyed: boolean;
  /** Seconds the job took and bytes hashed (files). */
  seconds: number;
  bytes?: number;
}

export type HashState =
  | { status: 'idle' }
  | { status: 'running'; progress?: Progress & { seconds: number } }
  | { status: 'done' }
  | { status: 'cancelled' }
  | { status: 'error'; message: string };

export interface HashInput {
  text: string;
  file: File | null;
  algorithms: readonly AlgorithmId[];
  /** Undefined when HMAC is off. */
  hmacKey?: string;
}

export function useHashes(input: HashInput, onError: (message: string) => void) {
  const [result, setResult] = useState<HashResult | null>(null);
  const [state, setState] = useState<HashState>({ status: 'idle' });
  const generation = useRef(0);
  const fileJob = useRef<AbortController | null>(null);
  const textRunner = useRef<{ running: boolean; next: (() => Promise<void>) | null }>({ running: false, next: null });
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const { file, algorithms, hmacKey } = input;
  // While a file is chosen, typing does not restart its job.
  const text = file ? '' : input.text;
  const algorithmKey = algorithms.join(',');
  const [attempt, setAttempt] = useState(0);

  const fail = useCallback((error: unknown) => {
    if (isAbortError(error)) {
      setState({ status: 'cancelled' });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    setState({ status: 'error', message });
    onErrorRef.current(message);
  }, []);

  useEffect(() => {
    const gen = ++generation.current;
    fileJob.current?.abort();
    fileJob.current = null;
    const ids = algorithmKey ? (algorithmKey.split(',') as AlgorithmId[]) : [];
    const keyed = hmacKey !== undefined;

    if (!ids.length) {
      setResult(null);
      setState({ status: 'idle' });
      return;
    }

    if (file) {
      const controller = new AbortController();
      fileJob.current = controller;
      const started = performance.now();
      setResult(null);
      setState({ status: 'running', progress: { fraction: 0, bytesDone: 0, bytesTotal: file.size, seconds: 0 } });
      hashFile(file, {
        algorithms: ids,
        hmacKey,
        signal: controller.signal,
        onProgress: (p) => {
          if (gen === generation.current) {
            setState({ status: 'running', progress: { ...p, seconds: (performance.now() - started) / 1000 } });
          }
        },
      }).then(
        (digests) => {
          if (gen !== generation.current) return;
          setResult({ digests, keyed, seconds: (performance.now() - started) / 1000, bytes: file.size });
          setState({ status: 'done' });
        },
        (error) => gen === generation.current && fail(error),
      );
      return () => controller.abort();
    }

    if (!text) {
      // Spec: empty text clears all hashes.
      setResult(null);
      setState({ status: 'idle' });
      return;
    }

    const job = async () => {
      if (gen !== generation.current) return;
      setState({ status: 'running' });
      const started = performance.now();
      try {
        const digests = await hashText(text, { algorithms: ids, hmacKey });
        if (gen !== generation.current) return;
        setResult({ digests, keyed, seconds: (performance.now() - started) / 1000 });
        setState({ status: 'done' });
      } catch (error) {
        if (gen === generation.current) fail(error);
      }
    };
    const runner = textRunner.current;
    const enqueue = () => {
      if (runner.running) {
        runner.next = job; // only the latest text matters
        return;
      }
      runner.running = true;
      void (async () => {
        let current: (() => Promise<void>) | null = job;
        while (current) {
          await current();
          current = runner.next;
          runner.next = null;
        }
        runner.running = false;
      })();
    };
    enqueue();
  }, [text, file, algorithmKey, hmacKey, fail, attempt]);

  const cancel = useCallback(() => fileJob.current?.abort(), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { result, state, cancel, retry };
}
