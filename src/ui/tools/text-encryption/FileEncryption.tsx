import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { formatBytes } from '../../../core/shared/format';
import { CRYPT_PAGE } from '../../../core/tools/text-encryption/messages';
import type { CryptOptions } from '../../../core/tools/text-encryption/options';
import { cryptFileInWorker } from '../../../workers/text-encryption';
import { Button } from '../../components/Button';
import { downloadBlob } from '../../components/download';
import { FileDrop } from '../../components/FileDrop';
import { useResultFile } from '../../components/useResultFile';
import { JobStatus } from '../../components/JobStatus';
import { Panel } from '../../components/Panel';
import { useWorkerJob } from '../../components/useWorkerJob';
import { notifyToolError } from '../shared/notifyToolError';

const ENCRYPTED_EXTENSION = '.dtenc';

/** The download's name: ".dtenc" added when encrypting, taken off when decrypting. */
const outputName = (name: string, direction: 'encrypt' | 'decrypt') =>
  direction === 'encrypt'
    ? `${name}${ENCRYPTED_EXTENSION}`
    : name.endsWith(ENCRYPTED_EXTENSION)
      ? name.slice(0, -ENCRYPTED_EXTENSION.length)
      : `${name}.decrypted`;

/**
 * A file of any size encrypted or decrypted in the worker with the text's key options, offered as a download only
 * once every chunk passed (a failure offers nothing).
 */
export function FileEncryption({ options }: { options: CryptOptions }) {
  const job = useWorkerJob();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useResultFile<{ blob: Blob; name: string }>();

  const start = (direction: 'encrypt' | 'decrypt') => {
    if (!file) return;
    setResult(null);
    job
      .run((signal, onProgress) => cryptFileInWorker(direction, file, options, { signal, onProgress }))
      .then((blob) => blob && setResult({ blob, name: outputName(file.name, direction) }))
      .catch((error: unknown) => notifyToolError(error));
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    job.reset();
  };

  return (
    // Untitled, as the kit's cards above it are (one card template a page): its heading is inside.
    <Panel>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{CRYPT_PAGE.fileHeading}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{CRYPT_PAGE.fileHint}</p>
      <FileDrop onFiles={([chosen]) => choose(chosen)} label={CRYPT_PAGE.dropFile} />
      {file && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          <span>
            <span className="font-medium">{file.name}</span> · {formatBytes(file.size)}
          </span>
          <Button variant="ghost" onClick={() => choose(null)} aria-label={CRYPT_PAGE.clearFile}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => start('encrypt')} disabled={!file || job.busy}>
          {CRYPT_PAGE.encryptFile}
        </Button>
        <Button variant="secondary" onClick={() => start('decrypt')} disabled={!file || job.busy}>
          {CRYPT_PAGE.decryptFile}
        </Button>
      </div>
      <JobStatus
        state={job.state}
        label={CRYPT_PAGE.working}
        onCancel={job.cancel}
        bytes
        keepLine
        doneText={CRYPT_PAGE.done}
        testId="file-job-status"
      />
      {result && (
        <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="file-result">
          <span>{CRYPT_PAGE.ready(result.name, formatBytes(result.blob.size))}</span>
          <Button onClick={() => downloadBlob(result.blob, result.name)}>
            <Download aria-hidden className="size-4" /> {CRYPT_PAGE.download}
          </Button>
        </div>
      )}
    </Panel>
  );
}
