import { Eraser, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_STRIP_OPTIONS, EXIF_TEXTS, type StripOptions } from './core';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { Panel } from '../../ui/components/Panel';
import { Toggle } from '../../ui/components/Toggle';
import { FileList } from './FileList';
import { MetadataView } from './MetadataView';
import { useExif, type Photo } from './useExif';

function ReadResult({ photo }: { photo: Photo }) {
  const { read } = photo;
  if (read.status === 'reading') return <p className="text-sm text-slate-500">{EXIF_TEXTS.reading}</p>;
  if (read.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {read.message}
      </p>
    );
  return <MetadataView report={read.report} name={photo.file.name} />;
}

/**
 * EXIF viewer and remover: drop photos, see their camera, exposure, date, location and every tag; Remove metadata
 * writes copies without it, losslessly (the segments and chunks are dropped, the image is never re-encoded).
 * Reading and removing run in the EXIF worker pool; nothing leaves the device and no map is loaded.
 */
export default function ExifViewer() {
  const { photos, load, clear, clean, job } = useExif();
  const [options, setOptions] = useState<StripOptions>(DEFAULT_STRIP_OPTIONS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = photos.find((p) => p.id === selectedId) ?? photos[0] ?? null;

  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ShieldCheck aria-hidden className="size-4 text-emerald-600" />
        {EXIF_TEXTS.privacy}
      </p>
      <FileDrop
        onFiles={load}
        accept="image/*,.heic,.heif,.tif,.tiff"
        multiple
        label={EXIF_TEXTS.dropImages}
        hint={EXIF_TEXTS.dropHint}
        loaded={photos.map((photo) => photo.file)}
        onClear={clear}
      />
      {photos.length > 0 && <FileList photos={photos} selected={selected?.id ?? null} onSelect={setSelectedId} />}
      <Panel title={EXIF_TEXTS.optionsPanel}>
        <Toggle
          label={EXIF_TEXTS.keepIcc}
          description={EXIF_TEXTS.keepIccHint}
          checked={options.keepIcc}
          onChange={(keepIcc) => setOptions({ ...options, keepIcc })}
        />
        <Toggle
          label={EXIF_TEXTS.keepOrientation}
          description={EXIF_TEXTS.keepOrientationHint}
          checked={options.keepOrientation}
          onChange={(keepOrientation) => setOptions({ ...options, keepOrientation })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button mainAction disabled={!photos.length || job.busy} onClick={() => clean(options)}>
            <Eraser aria-hidden className="size-4" /> {EXIF_TEXTS.remove}
          </Button>
        </div>
        <JobStatus
          state={job.state}
          label={EXIF_TEXTS.removing}
          progressLabel={photos.length > 1 ? EXIF_TEXTS.removingImages(photos.length) : EXIF_TEXTS.removing}
          onCancel={job.cancel}
          cancelLabel={EXIF_TEXTS.cancelRemoving}
        />
      </Panel>
      {selected && <ReadResult photo={selected} />}
    </div>
  );
}
