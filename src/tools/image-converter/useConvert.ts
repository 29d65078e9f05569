import { startTransition, useCallback, useRef, useState } from 'react';
import { messageOf } from '../../core/shared/tool-error';
import { outputFileName, type ConvertOptions } from './core';
import { CONVERTED, IMAGE_TEXTS } from './words';
import { convertImageInWorker } from './in-worker';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notify } from '../../ui/notify';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { describe, type Converted, type Item, type ItemState } from './items';
import { isSvg, rasteriseSvg } from '../image/svg';

/** Converts one item on the pool; its progress and outcome land in the item's state. */
async function convertItem(
  item: Item,
  options: ConvertOptions,
  signal: AbortSignal,
  report: (state: ItemState) => void,
): Promise<Converted> {
  let started = performance.now();
  let running = false;
  const { file } = item.source;
  // An SVG is drawn here, at the size asked for (see ./svg), so the worker gets pixels and no resize.
  const svg = isSvg(file) ? await rasteriseSvg(file, options.resize) : null;
  signal.throwIfAborted();
  const output = await convertImageInWorker(svg?.bitmap ?? file, svg ? { ...options, resize: null } : options, {
    signal,
    onProgress: ({ fraction }) => {
      // Time counts from when a worker took the image, not from when it joined the queue.
      if (!running) [running, started] = [true, performance.now()];
      report({ status: 'converting', fraction });
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const blob = new Blob([output.bytes], { type: output.mime });
  const name = outputFileName(file.name, options.format);
  return { ...output, blob, seconds, options, name, notice: svg?.notice ?? null };
}

function announce(items: readonly Item[], outcomes: PromiseSettledResult<Converted>[]): void {
  const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (!failures.length) notify.success(CONVERTED);
  else if (items.length === 1) notifyToolError(failures[0].reason);
  else
    notify.error(IMAGE_TEXTS.batchConverted(items.length - failures.length, items.length), IMAGE_TEXTS.batchFailures);
}

/**
 * The dropped images and their conversions: every image is its own job on the image pool (so a batch uses
 * every core), all inside one useWorkerJob run (one progress bar, one Cancel). A failed image never stops
 * the others.
 */
export function useConvert() {
  const job = useWorkerJob();
  const [items, setItems] = useState<Item[]>([]);
  const runs = useRef(0);

  const setState = useCallback((id: number, state: ItemState, run: number) => {
    if (run !== runs.current) return; // an older run (since cleared or restarted)
    const update = () => setItems((list) => list.map((item) => (item.source.id === id ? { ...item, state } : item)));
    // A result's panel (previews, the before/after view, facts) is a large render: as a transition React renders it
    // in slices, so the page keeps answering (one block of it took about 100 ms on a busy two-core machine).
    if (state.status === 'done') startTransition(update);
    else update();
  }, []);

  const load = useCallback(
    async (files: File[]) => {
      const run = ++runs.current;
      job.reset();
      const sources = await Promise.all(files.map(describe));
      if (run === runs.current) setItems(sources.map((source) => ({ source, state: { status: 'ready' } })));
    },
    [job],
  );

  const clear = useCallback(() => {
    runs.current++;
    job.reset();
    setItems([]);
  }, [job]);

  const convert = useCallback(
    (options: ConvertOptions) => {
      const run = ++runs.current;
      const targets = items;
      setItems(targets.map((item) => ({ ...item, state: { status: 'converting', fraction: 0 } })));
      const fractions = new Map<number, number>();
      void job
        .run(async (signal, onProgress) => {
          const report = (item: Item) => (state: ItemState) => {
            if (state.status === 'converting') fractions.set(item.source.id, state.fraction);
            const fraction = [...fractions.values()].reduce((a, b) => a + b, 0) / targets.length;
            onProgress({ fraction, bytesDone: 0, bytesTotal: 0 });
            setState(item.source.id, state, run);
          };
          const outcomes = await Promise.allSettled(
            targets.map(async (item) => {
              try {
                const result = await convertItem(item, options, signal, report(item));
                setState(item.source.id, { status: 'done', result }, run);
                return result;
              } catch (error) {
                if (!signal.aborted) setState(item.source.id, { status: 'failed', message: messageOf(error) }, run);
                throw error;
              }
            }),
          );
          signal.throwIfAborted();
          if (targets.length === 1 && outcomes[0].status === 'rejected') throw outcomes[0].reason;
          return outcomes;
        })
        .then(
          (outcomes) => {
            if (outcomes) announce(targets, outcomes);
            else if (run === runs.current) markCancelled(setItems);
          },
          (error: unknown) => notifyToolError(error),
        );
    },
    [items, job, setState],
  );

  return { items, load, clear, convert, job };
}

function markCancelled(setItems: (update: (list: Item[]) => Item[]) => void): void {
  setItems((list) =>
    list.map((item) => (item.state.status === 'converting' ? { ...item, state: { status: 'cancelled' } } : item)),
  );
}
