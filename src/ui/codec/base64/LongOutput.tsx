import { Download } from 'lucide-react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { TextAreaField } from '../../components/TextAreaField';
import { downloadText } from '../../components/download';

/** Beyond this many characters the text area shows only the start: a huge textarea makes typing and scrolling crawl. */
export const PREVIEW_CHARS = 100_000;

interface LongOutputProps {
  label: string;
  text: string;
  /** Offer a Download of the text under this name (omit for no Download button). */
  fileName?: string;
}

/** A read-only output that stays fast on huge results: a preview, with Copy and Download taking the whole text. */
export function LongOutput({ label, text, fileName }: LongOutputProps) {
  const cut = text.length > PREVIEW_CHARS;
  return (
    <div className="flex flex-col gap-2">
      <TextAreaField label={label} value={cut ? text.slice(0, PREVIEW_CHARS) : text} rows={8} />
      {cut && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Showing the first {PREVIEW_CHARS.toLocaleString('en-US')} of {text.length.toLocaleString('en-US')} characters.
          Copy and Download take the whole output.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} successMessage="Copied to clipboard" ariaLabel={`Copy ${label.toLowerCase()}`} />
        {fileName && (
          <Button variant="secondary" onClick={() => downloadText(text, fileName)} disabled={!text}>
            <Download aria-hidden className="size-4" /> Download
          </Button>
        )}
      </div>
    </div>
  );
}
