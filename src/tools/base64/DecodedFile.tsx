import { formatBytes } from '../../core/shared/format';
import { isPreviewableImage } from './core';
import { BASE64_TEXTS } from './words';
import type { KitResult } from '../../ui/kit/declaration';
import { ImagePreview } from '../../ui/tools/shared/codec/ImagePreview';

/** The type a decoded file was given, '' when unknown (its Blob then says application/octet-stream). */
const knownType = (file: Blob) => (file.type === 'application/octet-stream' ? '' : file.type);

/** The decoded bytes as a file: size, type, and a preview for images (the output bar's Download saves them). */
export function DecodedFile({ result }: { result: KitResult | null }) {
  const file = result?.downloads?.output;
  if (!file) return null;
  const type = knownType(file);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {BASE64_TEXTS.fileFacts(formatBytes(file.size), type || BASE64_TEXTS.unknownType)}
      </p>
      {isPreviewableImage(type) && <ImagePreview blob={file} alt={BASE64_TEXTS.decodedImagePreview} />}
    </div>
  );
}
