import { useState } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import { parseUri, type OtpAccount } from './core';
import { OTP_TEXTS } from './words';
import { readQrCodesInWorker } from '../qr/in-worker';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { Panel } from '../../ui/components/Panel';
import { KitMaskedField } from '../../ui/kit/KitMaskedField';
import { notify } from '../../ui/notify';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { saidError } from '../../ui/components/said-error';

/** The first otpauth:// URI among a QR image's codes; none is a ToolError quoting what the code held. */
function otpUriOf(texts: readonly string[]): string {
  const uri = texts.find((text) => /^otpauth:\/\//i.test(text.trim()));
  if (uri) return uri;
  const held = texts[0] ?? '';
  throw saidError(OTP_TEXTS.noOtpInImage, OTP_TEXTS.noOtpInImageHint + held.slice(0, 80));
}

/**
 * Reads an account from an `otpauth://` URI, typed or scanned from a QR image. The image is decoded by the QR code
 * tool's worker (zxing-wasm, its .wasm served from this site): the image never leaves the device.
 */
export function ImportPanel({ onAccount }: { onAccount: (account: OtpAccount) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [image, setImage] = useState<File | null>(null);
  const job = useWorkerJob();
  const read = (uri: string) => {
    try {
      onAccount(parseUri(uri));
      setError(undefined);
      setText('');
      notify.success(OTP_TEXTS.readDone);
    } catch (e) {
      if (!(e instanceof ToolError)) throw e;
      setError(`${e.title}. ${e.description ?? ''}`.trim());
    }
  };
  const scan = (file: File) => {
    setImage(file);
    return job
      .run((signal) => readQrCodesInWorker(file, { signal }))
      .then((texts) => texts && read(otpUriOf(texts)))
      .catch(notifyToolError);
  };
  return (
    <Panel title={OTP_TEXTS.importPanel}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <KitMaskedField
            label={OTP_TEXTS.importUri}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            placeholder={OTP_TEXTS.importPlaceholder}
            error={error}
          />
        </div>
        <div className="self-end">
          <Button variant="secondary" onClick={() => read(text)} disabled={!text.trim()}>
            {OTP_TEXTS.read}
          </Button>
        </div>
      </div>
      <FileDrop
        onFiles={([file]) => void scan(file)}
        accept="image/*"
        label={OTP_TEXTS.dropImage}
        hint={OTP_TEXTS.dropHint}
        loaded={image}
        onClear={() => {
          job.reset();
          setImage(null);
        }}
      />
      <JobStatus state={job.state} label={OTP_TEXTS.scanning} onCancel={job.cancel} revealAfterMs={300} />
    </Panel>
  );
}
