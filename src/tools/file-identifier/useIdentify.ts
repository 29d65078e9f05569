import { useCallback, useRef, useState } from 'react';
import { messageOf } from '../../core/shared/tool-error';
import type { FileReport } from './core';
import { identifyFileInWorker } from './in-worker';

export type Row =
  | { id: number; file: File; status: 'reading' }
  | { id: number; file: File; status: 'done'; report: FileReport }
  | { id: number; file: File; status: 'failed'; message: string };

let nextId = 0;

/**
 * The chosen files, each identified on the file identifier's pool as it lands (one job per file); a file that
 * cannot be read never stops the others. New files join the list; Clear cancels what is still reading.
 */
export function useIdentify() {
  const [rows, setRows] = useState<Row[]>([]);
  const controller = useRef(new AbortController());

  const settle = useCallback((id: number, change: Row) => {
    setRows((list) => list.map((row) => (row.id === id ? change : row)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const added: Row[] = files.map((file) => ({ id: ++nextId, file, status: 'reading' }));
      setRows((list) => [...list, ...added]);
      const { signal } = controller.current;
      for (const { id, file } of added)
        identifyFileInWorker(file, { signal }).then(
          (report) => settle(id, { id, file, status: 'done', report }),
          (error: unknown) => {
            if (!signal.aborted) settle(id, { id, file, status: 'failed', message: messageOf(error) });
          },
        );
    },
    [settle],
  );

  const clear = useCallback(() => {
    controller.current.abort();
    controller.current = new AbortController();
    setRows([]);
  }, []);

  return { rows, add, clear };
}

/** The table as JSON: one object per identified file, in the table's order. */
export function tableJson(rows: readonly Row[]): string {
  const reports = rows.flatMap((row) => (row.status === 'done' ? [row.report] : []));
  return JSON.stringify(reports, null, 2);
}
