import { Download } from 'lucide-react';
import { COPY_LIMIT_CHARS, PREVIEW_CHARS, type TextResult } from '../../../core/tools/base64';
import { formatCount } from '../../../core/shared/format';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { TextAreaField } from '../../components/TextAreaField';
import { downloadBlob } from '../../components/download';

interface LongOutputProps {
  label: string;
  /** The output as the worker returned it: the whole text as a Blob, plus its start. */
  output: TextResult;
  /** Offer a Download of the text under this name (omit for no Download button). */
  fileName?: string;
}

/**
 * A read-only output that stays fast on huge results: the text area shows the start, Copy and
 * Download take the whole Blob (the page never holds the whole text as a string).
 */
export function LongOutput({ label, output, fileName }: LongOutputProps) {
  const { length, preview, blob } = output;
  const cut = length > PREVIEW_CHARS;
  const copyable = length <= COPY_LIMIT_CHARS;
  return (
    <div className="flex flex-col gap-2">
      {/* break-all: Base64 is one endless word, and breaking it anywhere halves the layout cost of a long preview. */}
      <TextAreaField label={label} value={preview} rows={8} className="break-all" />
      {cut && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Showing the first {formatCount(PREVIEW_CHARS)} of {formatCount(length)} characters.{' '}
          {copyable
            ? 'Copy and Download take the whole output.'
            : 'This is too long for the clipboard: Download takes the whole output.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {copyable && (
          <CopyButton text={blob} successMessage="Copied to clipboard" ariaLabel={`Copy ${label.toLowerCase()}`} />
        )}
        {fileName && (
          <Button variant="secondary" onClick={() => downloadBlob(blob, fileName)} disabled={!length}>
            <Download aria-hidden className="size-4" /> Download
          </Button>
        )}
      </div>
    </div>
  );
}
