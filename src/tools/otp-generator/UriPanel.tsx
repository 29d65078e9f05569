import { useMemo } from 'react';
import { DEFAULT_STYLE, qrMatrix } from '../qr/core';
import { OTP_TEXTS } from './words';
import { CopyButton } from '../../ui/components/CopyButton';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import { QrPreview } from '../qr/QrPreview';

const QR_STYLE = { ...DEFAULT_STYLE, size: 250 };

/** The `otpauth://` URI and its QR code, for an authenticator app to scan; both hold the secret. */
export function UriPanel({ uri }: { uri: string }) {
  // An otpauth URI is a few hundred characters: far inside a QR code's capacity.
  const matrix = useMemo(() => qrMatrix(uri, 'M'), [uri]);
  return (
    <Panel title={OTP_TEXTS.uriPanel}>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField label={OTP_TEXTS.uri} value={uri} className="font-mono" data-testid="otp-uri" />
        </div>
        <CopyButton text={uri} label={OTP_TEXTS.copyUri} successMessage={OTP_TEXTS.copied} />
      </div>
      <QrPreview matrix={matrix} style={QR_STYLE} text={uri} label={OTP_TEXTS.qrLabel} />
    </Panel>
  );
}
