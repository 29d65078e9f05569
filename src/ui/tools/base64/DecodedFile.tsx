import { Download } from 'lucide-react';
import { useState } from 'react';
import { BASE64_TEXTS, isPreviewableImage } from '../../../core/tools/base64';
import { formatBytes } from '../../../core/shared/format';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { downloadBlob } from '../../components/download';
import { ImagePreview } from '../shared/codec/ImagePreview';

interface DecodedFileProps {
  blob: Blob;
  mimeType: string;
  suggestedName: string;
}

/** The decoded bytes as a file: type, size, an editable name, Download, and a preview for images. */
export function DecodedFile({ blob, mimeType, suggestedName }: DecodedFileProps) {
  const [name, setName] = useState(suggestedName);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {formatBytes(blob.size)} · {mimeType || BASE64_TEXTS.unknownType}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <TextField label={BASE64_TEXTS.fileName} value={name} onChange={setName} />
        </div>
        <Button onClick={() => downloadBlob(blob, name.trim() || suggestedName)}>
          <Download aria-hidden className="size-4" /> {BASE64_TEXTS.downloadFile}
        </Button>
      </div>
      {isPreviewableImage(mimeType) && <ImagePreview blob={blob} alt={BASE64_TEXTS.decodedImagePreview} />}
    </div>
  );
}
