import { Download, TriangleAlert } from 'lucide-react';
import { formatBytes } from '../../core/shared/format';
import { formatDimensions, formatDuration, percentChange } from './core';
import { DOWNLOADED, IMAGE_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { downloadBlob } from '../../ui/components/download';
import { Panel } from '../../ui/components/Panel';
import { notify } from '../../ui/notify';
import { ImagePreview } from '../../ui/tools/shared/codec/ImagePreview';
import { OutOfDate } from '../../ui/components/OutOfDate';
import { CompareSlider } from './CompareSlider';
import { Facts } from './Facts';
import type { Converted } from './items';

export function download(result: Converted): void {
  downloadBlob(result.blob, result.name);
  notify.success(DOWNLOADED);
}

export function resultFacts(result: Converted, originalBytes: number): [string, string][] {
  return [
    [IMAGE_TEXTS.factSize, formatBytes(result.bytes.length)],
    [IMAGE_TEXTS.factChange, percentChange(originalBytes, result.bytes.length)],
    [IMAGE_TEXTS.factDimensions, formatDimensions(result)],
    [IMAGE_TEXTS.factTime, formatDuration(result.seconds)],
  ];
}

/** What the conversion left out (an SVG's embedded HTML), said beside its result. */
export function ResultNotice({ result }: { result: Converted }) {
  if (!result.notice) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200" data-testid="result-notice">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {result.notice}
    </p>
  );
}

interface ResultPanelProps {
  result: Converted;
  original: File;
  /** The options changed since: the result no longer matches them. */
  stale: boolean;
}

/** The converted image: its stats, Download, and a before/after comparison. */
export function ResultPanel({ result, original, stale }: ResultPanelProps) {
  return (
    <Panel
      title={IMAGE_TEXTS.resultPanel}
      actions={
        <Button onClick={() => download(result)}>
          <Download aria-hidden className="size-4" /> {IMAGE_TEXTS.download}
        </Button>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <span className="font-medium" data-testid="result-name">
          {result.name}
        </span>
      </p>
      <ResultNotice result={result} />
      <div className="flex flex-wrap items-start gap-6">
        <ImagePreview blob={result.blob} alt={IMAGE_TEXTS.resultAlt(result.name)} />
        <Facts label={IMAGE_TEXTS.convertedImage} facts={resultFacts(result, original.size)} />
      </div>
      <OutOfDate show={stale} action={IMAGE_TEXTS.convert} />
      <CompareSlider before={original} after={result.blob} />
    </Panel>
  );
}
