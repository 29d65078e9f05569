import { X } from 'lucide-react';
import { formatBytes } from '../../../core/shared/format';
import { IMAGE_TEXTS, formatDimensions } from '../../../core/tools/image-converter';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { ImagePreview } from '../shared/codec/ImagePreview';
import { Facts } from './Facts';
import type { Source } from './items';

export function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="secondary" onClick={onClear}>
      <X aria-hidden className="size-4" /> {IMAGE_TEXTS.clear}
    </Button>
  );
}

/** The spec's original preview: the image with its name, size and format, and Clear. */
export function SourceCard({ source, onClear }: { source: Source; onClear: () => void }) {
  const facts: [string, string][] = [
    [IMAGE_TEXTS.factName, source.file.name],
    [IMAGE_TEXTS.factSize, formatBytes(source.file.size)],
    [IMAGE_TEXTS.factFormat, source.format],
  ];
  if (source.size) facts.push([IMAGE_TEXTS.factDimensions, formatDimensions(source.size)]);
  return (
    <Panel title={IMAGE_TEXTS.originalPanel} actions={<ClearButton onClear={onClear} />}>
      <div className="flex flex-wrap items-start gap-6">
        <ImagePreview blob={source.file} alt={IMAGE_TEXTS.originalAlt(source.file.name)} />
        <Facts label={IMAGE_TEXTS.originalImage} facts={facts} />
      </div>
    </Panel>
  );
}
