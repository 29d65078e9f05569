import { X } from 'lucide-react';
import { formatBytes } from '../../../core/shared/format';
import { formatDimensions } from '../../../core/tools/image-converter';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { ImagePreview } from '../shared/codec/ImagePreview';
import { Facts } from './Facts';
import type { Source } from './items';

export function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="secondary" onClick={onClear}>
      <X aria-hidden className="size-4" /> Clear
    </Button>
  );
}

/** The spec's original preview: the image with its name, size and format, and Clear. */
export function SourceCard({ source, onClear }: { source: Source; onClear: () => void }) {
  const facts: [string, string][] = [
    ['Name', source.file.name],
    ['Size', formatBytes(source.file.size)],
    ['Format', source.format],
  ];
  if (source.size) facts.push(['Dimensions', formatDimensions(source.size)]);
  return (
    <Panel title="Original" actions={<ClearButton onClear={onClear} />}>
      <div className="flex flex-wrap items-start gap-6">
        <ImagePreview blob={source.file} alt={`Original: ${source.file.name}`} />
        <Facts label="Original image" facts={facts} />
      </div>
    </Panel>
  );
}
