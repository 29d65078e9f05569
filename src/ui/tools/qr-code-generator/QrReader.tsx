import { useState } from 'react';
import { readQrCodesInWorker } from '../../../workers/qr-code-generator';
import { FileDrop } from '../../components/FileDrop';
import { JobStatus } from '../../components/JobStatus';
import { OutputPane } from '../../components/OutputPane';
import { useWorkerJob } from '../../components/useWorkerJob';
import { notifyToolError } from '../shared/notifyToolError';

/** Reads QR codes from an image the visitor chooses, in a worker (zxing-wasm); the image stays on the device. */
export function QrReader() {
  const job = useWorkerJob();
  const [texts, setTexts] = useState<string[] | null>(null);
  const read = (file: File) => {
    setTexts(null);
    job
      .run((signal) => readQrCodesInWorker(file, { signal }))
      .then((found) => found && setTexts(found))
      .catch(notifyToolError);
  };
  return (
    <div className="flex flex-col gap-3">
      <FileDrop
        onFiles={([file]) => read(file)}
        accept="image/*"
        label="Drop an image of a QR code here or click to choose"
        hint="PNG, JPEG, GIF, WebP or BMP. Read on your device, never uploaded."
      />
      <JobStatus state={job.state} label="Reading" onCancel={job.cancel} revealAfterMs={300} />
      {texts && (
        <OutputPane
          label={texts.length === 1 ? 'Decoded text' : `Decoded texts (${texts.length} codes, one per line)`}
          value={texts.join('\n')}
          copyMessage="Copied to clipboard"
          rows={Math.min(8, Math.max(2, texts.length + 1))}
        />
      )}
    </div>
  );
}
