import { Archive, Download } from 'lucide-react';
import { formatBytes } from '../../core/shared/format';
import { percentChange, uniqueNames, zipParts } from './core';
import { IMAGE_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { notify } from '../../ui/notify';
import { Thumbnail } from './Thumbnail';
import { download, ResultNotice } from './ResultPanel';
import type { Converted, Item } from './items';

const ZIP_NAME = 'images.zip';

/** Every converted image in one .zip (stored: images are compressed already), names made unique. */
function downloadAll(results: Converted[]): void {
  const names = uniqueNames(results.map((r) => r.name));
  const parts = zipParts(results.map((r, i) => ({ name: names[i], bytes: r.bytes, crc: r.crc })));
  downloadBlob(new Blob(parts, { type: 'application/zip' }), ZIP_NAME);
  notify.success(IMAGE_TEXTS.imagesDownloaded);
}

function ItemStatus({ item }: { item: Item }) {
  const { state, source } = item;
  switch (state.status) {
    case 'ready':
      return <span className="text-slate-500">{IMAGE_TEXTS.ready}</span>;
    case 'converting':
      return (
        <progress
          aria-label={IMAGE_TEXTS.convertingFile(source.file.name)}
          max={100}
          value={Math.round(state.fraction * 100)}
          className="h-2 w-32 accent-indigo-600"
        />
      );
    case 'done':
      return (
        <span className="flex flex-wrap items-center gap-2">
          <Thumbnail blob={state.result.blob} alt={IMAGE_TEXTS.resultAlt(state.result.name)} />
          <span>
            {formatBytes(state.result.bytes.length)} ({percentChange(source.file.size, state.result.bytes.length)})
          </span>
          <Button variant="secondary" className="!px-2 !py-1" onClick={() => download(state.result)}>
            <Download aria-hidden className="size-4" />
            <span className="sr-only">{IMAGE_TEXTS.download} </span>
            {state.result.name}
          </Button>
          <ResultNotice result={state.result} />
        </span>
      );
    case 'failed':
      return <span className="text-red-700 dark:text-red-300">{state.message}</span>;
    case 'cancelled':
      return <span className="text-slate-500">{IMAGE_TEXTS.cancelled}</span>;
  }
}

/** Several images at once: each with its own progress, result and download, and all of them as a .zip. */
export function BatchList({ items }: { items: Item[] }) {
  const results = items.flatMap((item) => (item.state.status === 'done' ? [item.state.result] : []));
  return (
    <Panel
      title={IMAGE_TEXTS.imageCount(items.length)}
      actions={
        <Button variant="secondary" disabled={!results.length} onClick={() => downloadAll(results)}>
          <Archive aria-hidden className="size-4" /> {IMAGE_TEXTS.downloadAll}
        </Button>
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={IMAGE_TEXTS.images}>
        {items.map((item) => (
          <li
            key={item.source.id}
            data-testid="batch-item"
            data-status={item.state.status}
            className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm"
          >
            <span className="flex items-center gap-3">
              <Thumbnail blob={item.source.file} alt={IMAGE_TEXTS.originalAlt(item.source.file.name)} />
              <span>
                <span className="font-medium">{item.source.file.name}</span> · {formatBytes(item.source.file.size)} ·{' '}
                {item.source.format}
              </span>
            </span>
            <ItemStatus item={item} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
