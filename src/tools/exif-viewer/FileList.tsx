import { Archive, Download, Eye } from 'lucide-react';
import { formatBytes } from '../../core/shared/format';
import { uniqueNames } from '../../core/shared/file-names';
import { zipParts } from '../../core/shared/zip';
import { EXIF_TEXTS } from './core';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { notify } from '../../ui/notify';
import type { Cleaned, Photo } from './useExif';

const ZIP_NAME = 'photos-without-metadata.zip';

export function downloadCleaned(result: Cleaned): void {
  downloadBlob(result.blob, result.name);
  notify.success(EXIF_TEXTS.downloaded);
}

/** Every cleaned photo in one stored .zip, names made unique. */
function downloadAll(results: Cleaned[]): void {
  const names = uniqueNames(results.map((r) => r.name));
  const parts = zipParts(results.map((r, i) => ({ name: names[i], bytes: r.bytes, crc: r.crc })));
  downloadBlob(new Blob(parts, { type: 'application/zip' }), ZIP_NAME);
  notify.success(EXIF_TEXTS.imagesDownloaded);
}

function CleanStatus({ photo }: { photo: Photo }) {
  const { clean, file } = photo;
  switch (clean.status) {
    case 'ready':
      return null;
    case 'cleaning':
      return (
        <progress
          aria-label={EXIF_TEXTS.removingFile(file.name)}
          max={100}
          value={Math.round(clean.fraction * 100)}
          className="h-2 w-32 accent-indigo-600"
        />
      );
    case 'done':
      return (
        <span className="flex flex-wrap items-center gap-2" data-testid="cleaned">
          <span>{EXIF_TEXTS.cleanedSize(formatBytes(file.size), formatBytes(clean.result.bytes.length))}</span>
          <Button variant="secondary" className="!px-2 !py-1" onClick={() => downloadCleaned(clean.result)}>
            <Download aria-hidden className="size-4" />
            <span className="sr-only">{EXIF_TEXTS.download} </span>
            {clean.result.name}
          </Button>
        </span>
      );
    case 'failed':
      return <span className="text-red-700 dark:text-red-300">{clean.message}</span>;
    case 'cancelled':
      return <span className="text-slate-500">{EXIF_TEXTS.cancelled}</span>;
  }
}

interface FileListProps {
  photos: Photo[];
  selected: number | null;
  onSelect: (id: number) => void;
}

/** The dropped photos: each with its format, its cleaning's progress and download; all of them as a .zip. */
export function FileList({ photos, selected, onSelect }: FileListProps) {
  const results = photos.flatMap((p) => (p.clean.status === 'done' ? [p.clean.result] : []));
  return (
    <Panel
      title={photos.length === 1 ? EXIF_TEXTS.images : EXIF_TEXTS.imageCount(photos.length)}
      actions={
        photos.length > 1 && (
          <Button variant="secondary" disabled={!results.length} onClick={() => downloadAll(results)}>
            <Archive aria-hidden className="size-4" /> {EXIF_TEXTS.downloadAll}
          </Button>
        )
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={EXIF_TEXTS.images}>
        {photos.map((photo) => (
          <li
            key={photo.id}
            data-testid="photo-item"
            data-status={photo.clean.status}
            data-read={photo.read.status}
            className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm"
          >
            <span className="flex items-center gap-3">
              {photos.length > 1 && (
                <Button
                  variant="ghost"
                  className="!px-2 !py-1 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-200"
                  aria-pressed={photo.id === selected}
                  onClick={() => onSelect(photo.id)}
                >
                  <Eye aria-hidden className="size-4" />
                  <span className="sr-only">{EXIF_TEXTS.selectImage} </span>
                  {photo.file.name}
                </Button>
              )}
              {photos.length === 1 && <span className="font-medium">{photo.file.name}</span>}
              <span>
                {formatBytes(photo.file.size)}
                {photo.read.status === 'read' && ` · ${photo.read.report.format}`}
              </span>
            </span>
            <CleanStatus photo={photo} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
