import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { TextAreaField } from '../../components/TextAreaField';
import { downloadBlob } from '../../components/download';

/** Beyond this many characters the text area shows only the start: a huge textarea makes typing and scrolling crawl. */
export const PREVIEW_CHARS = 100_000;
/** Beyond this the output is offered as a download only (a string this long strains memory and the clipboard). */
export const COPY_LIMIT_CHARS = 256 * 1024 * 1024;

interface LongOutputProps {
  label: string;
  /** The output in pieces (as produced slice by slice); joined only when it can be copied. */
  parts: readonly string[];
  /** Offer a Download of the text under this name (omit for no Download button). */
  fileName?: string;
}

const firstChars = (parts: readonly string[], limit: number) => {
  let out = '';
  for (const part of parts) {
    if (out.length >= limit) break;
    out += part.slice(0, limit - out.length);
  }
  return out;
};

const fmt = (n: number) => n.toLocaleString('en-US');

/** A read-only output that stays fast on huge results: a preview, with Copy and Download taking the whole text. */
export function LongOutput({ label, parts, fileName }: LongOutputProps) {
  const length = useMemo(() => parts.reduce((sum, p) => sum + p.length, 0), [parts]);
  // '+' builds a rope in the engine: no copying now; the text is flattened only if it is copied.
  const whole = useMemo(() => (length <= COPY_LIMIT_CHARS ? parts.reduce((text, part) => text + part, '') : ''), [parts, length]);
  const cut = length > PREVIEW_CHARS;
  const preview = useMemo(() => (cut ? firstChars(parts, PREVIEW_CHARS) : whole), [cut, parts, whole]);
  const copyable = length <= COPY_LIMIT_CHARS;
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField label={label} value={preview} rows={8} />
      {cut && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Showing the first {fmt(PREVIEW_CHARS)} of {fmt(length)} characters.{' '}
          {copyable ? 'Copy and Download take the whole output.' : 'This is too long for the clipboard: Download takes the whole output.'}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {copyable && <CopyButton text={whole} successMessage="Copied to clipboard" ariaLabel={`Copy ${label.toLowerCase()}`} />}
        {fileName && (
          <Button variant="secondary" onClick={() => downloadBlob(new Blob(parts as string[], { type: 'text/plain' }), fileName)} disabled={!length}>
            <Download aria-hidden className="size-4" /> Download
          </Button>
        )}
      </div>
    </div>
  );
}
