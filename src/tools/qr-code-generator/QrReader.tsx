import { useState } from 'react';
import { QR_TEXTS } from '../qr/words';
import { readQrCodesInWorker } from '../qr/in-worker';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { OutputPane } from '../../ui/components/OutputPane';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notifyToolError } from '../../ui/components/notifyToolError';

/** Reads QR codes from an image the visitor chooses, in a worker (zxing-wasm); the image stays on the device. */
export function QrReader() {
  const job = useWorkerJob();
  const [texts, setTexts] = useState<string[] | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const read = (chosen: File) => {
    setFile(chosen);
    setTexts(null);
    job
      .run((signal) => readQrCodesInWorker(chosen, { signal }))
      .then((found) => found && setTexts(found))
      .catch(notifyToolError);
  };
  return (
    <div className="flex flex-col gap-3">
      <FileDrop
        onFiles={([chosen]) => read(chosen)}
        accept="image/*"
        label={QR_TEXTS.dropImage}
        hint={QR_TEXTS.dropHint}
        loaded={file}
        onClear={() => {
          job.reset();
          setFile(null);
          setTexts(null);
        }}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">{QR_TEXTS.alsoReads}</p>
      <JobStatus state={job.state} label={QR_TEXTS.reading} onCancel={job.cancel} revealAfterMs={300} />
      {texts && (
        <OutputPane
          label={texts.length === 1 ? QR_TEXTS.decodedText : QR_TEXTS.decodedTexts(texts.length)}
          value={texts.join('\n')}
          copyMessage={QR_TEXTS.copied}
          rows={Math.min(8, Math.max(2, texts.length + 1))}
        />
      )}
    </div>
  );
}
