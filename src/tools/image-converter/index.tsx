import { RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { IMAGE_TEXTS, NOT_AN_IMAGE } from './words';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { useLiveProgress } from '../../ui/components/liveProgress';
import { Panel } from '../../ui/components/Panel';
import { notify } from '../../ui/notify';
import { BatchList } from './BatchList';
import { sameOptions } from './items';
import { OptionsForm, resizeError } from './OptionsForm';
import { ResultPanel } from './ResultPanel';
import { TOOL_RESULT } from '../../ui/components/reveal';
import { DEFAULT_SETTINGS, toOptions, type Settings } from './settings';
import { SourceCard } from './SourceCard';
import { useConvert } from './useConvert';

const isImage = (file: File) => file.type.toLowerCase().startsWith('image/');

/** The worker's step from its progress (it reports 25 % when decoded, 30 % with the pixels, 45 % resized). */
const phaseOf = (fraction: number, resizing: boolean) =>
  fraction < 0.25 ? IMAGE_TEXTS.decoding : fraction < 0.45 && resizing ? IMAGE_TEXTS.resizing : IMAGE_TEXTS.encoding;

/**
 * Image converter: drop one image (or several), choose a format, Convert. Decoding and encoding run in the
 * image worker pool with real codecs; the images never leave the device.
 */
export default function ImageConverter() {
  const { items, load, clear, convert, job } = useConvert();
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const options = toOptions(settings);
  const single = items.length === 1 ? items[0] : null;
  const result = single?.state.status === 'done' ? single.state.result : null;

  const onFiles = (files: File[]) => {
    const images = files.filter(isImage);
    // Spec section 5: the type must start with image/. Other images dropped alongside still load.
    if (images.length < files.length) notify.error(NOT_AN_IMAGE);
    if (images.length) void load(images);
  };
  const progress = useLiveProgress(job.state.status === 'running' ? job.state.progress : null);
  const phase = phaseOf(job.state.status === 'running' ? (progress?.fraction ?? 0) : 1, !!options.resize);

  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ShieldCheck aria-hidden className="size-4 text-emerald-600" />
        {IMAGE_TEXTS.privacy}
      </p>
      <FileDrop
        onFiles={onFiles}
        accept="image/*"
        multiple
        label={IMAGE_TEXTS.dropImages}
        hint={IMAGE_TEXTS.dropHint}
        loaded={items.map((item) => item.source.file)}
        onClear={clear}
        clearLabel={IMAGE_TEXTS.clear}
      />
      {single && <SourceCard source={single.source} />}
      {items.length > 1 && <BatchList items={items} />}
      <Panel title={IMAGE_TEXTS.optionsPanel}>
        <OptionsForm
          settings={settings}
          onChange={setSettings}
          sourceSize={items[0]?.source.size ?? null}
          transparent={items.some((item) => item.source.transparent)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            mainAction
            disabled={!items.length || job.busy || !!resizeError(settings)}
            onClick={() => convert(options)}
          >
            <RefreshCw aria-hidden className="size-4" /> {IMAGE_TEXTS.convert}
          </Button>
        </div>
        <JobStatus
          state={job.state}
          label={IMAGE_TEXTS.converting}
          progressLabel={items.length > 1 ? IMAGE_TEXTS.convertingImages(items.length) : phase}
          onCancel={job.cancel}
          cancelLabel={IMAGE_TEXTS.cancelConverting}
        />
      </Panel>
      {single && result && (
        <div {...TOOL_RESULT} className="scroll-mt-20">
          <ResultPanel result={result} original={single.source.file} stale={!sameOptions(result.options, options)} />
        </div>
      )}
    </div>
  );
}
