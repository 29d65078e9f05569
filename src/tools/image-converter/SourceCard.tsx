import { formatBytes } from '../../core/shared/format';
import { formatDimensions } from './core';
import { IMAGE_TEXTS } from './words';
import { Panel } from '../../ui/components/Panel';
import { ImagePreview } from '../../ui/tools/shared/codec/ImagePreview';
import { Facts } from './Facts';
import type { Source } from './items';

/** The spec's original preview: the image with its name, size and format (the drop zone's chip clears it). */
export function SourceCard({ source }: { source: Source }) {
  const facts: [string, string][] = [
    [IMAGE_TEXTS.factName, source.file.name],
    [IMAGE_TEXTS.factSize, formatBytes(source.file.size)],
    [IMAGE_TEXTS.factFormat, source.format],
  ];
  if (source.size) facts.push([IMAGE_TEXTS.factDimensions, formatDimensions(source.size)]);
  return (
    <Panel title={IMAGE_TEXTS.originalPanel}>
      <div className="flex flex-wrap items-start gap-6">
        <ImagePreview blob={source.file} alt={IMAGE_TEXTS.originalAlt(source.file.name)} />
        <Facts label={IMAGE_TEXTS.originalImage} facts={facts} />
      </div>
    </Panel>
  );
}
