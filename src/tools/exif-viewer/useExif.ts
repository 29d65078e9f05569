import { useCallback, useRef, useState } from 'react';
import { messageOf } from '../../core/shared/tool-error';
import { EXIF_TEXTS, type MetadataReport, type StripOptions } from './core';
import { cleanImageInWorker, readMetadataInWorker, type CleanOutput } from './in-worker';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notify } from '../../ui/notify';
import { notifyToolError } from '../../ui/components/notifyToolError';

export interface Cleaned extends CleanOutput {
  blob: Blob;
  /** The download's name: the original's (same format, same extension). */
  name: string;
}

export type ReadState =
  { status: 'reading' } | { status: 'read'; report: MetadataReport } | { status: 'failed'; message: string };

export type CleanState =
  | { status: 'ready' }
  | { status: 'cleaning'; fraction: number }
  | { status: 'done'; result: Cleaned }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface Photo {
  id: number;
  file: File;
  read: ReadState;
  clean: CleanState;
}

let nextId = 0;

function announce(count: number, failures: unknown[]): void {
  if (!failures.length) notify.success(EXIF_TEXTS.removed);
  else if (count === 1) notifyToolError(failures[0]);
  else notify.error(EXIF_TEXTS.batchRemoved(count - failures.length, count), EXIF_TEXTS.batchFailures);
}

/**
 * The dropped photos: each is read on the EXIF pool as soon as it lands, and cleaned there on Remove metadata
 * (one job per file, all in one useWorkerJob run: one progress bar, one Cancel). A failed file never stops the others.
 */
export function useExif() {
  const job = useWorkerJob();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const runs = useRef(0);

  const update = useCallback((id: number, run: number, change: Partial<Photo>) => {
    if (run !== runs.current) return; // an older run (since cleared or restarted)
    setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  }, []);

  const load = useCallback(
    (files: File[]) => {
      const run = ++runs.current;
      job.reset();
      const added = files.map((file) => ({
        id: ++nextId,
        file,
        read: { status: 'reading' } as const,
        clean: { status: 'ready' } as const,
      }));
      setPhotos(added);
      for (const photo of added)
        readMetadataInWorker(photo.file).then(
          (report) => update(photo.id, run, { read: { status: 'read', report } }),
          (error: unknown) => update(photo.id, run, { read: { status: 'failed', message: messageOf(error) } }),
        );
    },
    [job, update],
  );

  const clear = useCallback(() => {
    runs.current++;
    job.reset();
    setPhotos([]);
  }, [job]);

  const clean = useCallback(
    (options: StripOptions) => {
      const run = runs.current;
      const targets = photos;
      setPhotos((list) => list.map((p) => ({ ...p, clean: { status: 'cleaning', fraction: 0 } })));
      const fractions = new Map<number, number>();
      void job
        .run(async (signal, onProgress) => {
          const failures: unknown[] = [];
          await Promise.all(
            targets.map(async (photo) => {
              try {
                const output = await cleanImageInWorker(photo.file, options, {
                  signal,
                  onProgress: ({ fraction }) => {
                    fractions.set(photo.id, fraction);
                    const total = [...fractions.values()].reduce((a, b) => a + b, 0) / targets.length;
                    onProgress({ fraction: total, bytesDone: 0, bytesTotal: 0 });
                    update(photo.id, run, { clean: { status: 'cleaning', fraction } });
                  },
                });
                const blob = new Blob([output.bytes], { type: photo.file.type || 'application/octet-stream' });
                update(photo.id, run, {
                  clean: { status: 'done', result: { ...output, blob, name: photo.file.name } },
                });
              } catch (error) {
                failures.push(error);
                if (!signal.aborted) update(photo.id, run, { clean: { status: 'failed', message: messageOf(error) } });
              }
            }),
          );
          signal.throwIfAborted();
          return failures;
        })
        .then(
          (failures) => {
            if (failures) announce(targets.length, failures);
            else if (run === runs.current) markCancelled(setPhotos);
          },
          (error: unknown) => notifyToolError(error),
        );
    },
    [photos, job, update],
  );

  return { photos, load, clear, clean, job };
}

function markCancelled(setPhotos: (update: (list: Photo[]) => Photo[]) => void): void {
  setPhotos((list) => list.map((p) => (p.clean.status === 'cleaning' ? { ...p, clean: { status: 'cancelled' } } : p)));
}
