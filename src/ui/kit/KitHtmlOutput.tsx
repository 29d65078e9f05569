import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatCount } from '../../core/shared/format';
import type { TextResult } from '../../core/shared/text-result';
import { Button } from '../components/Button';
import { CopyButton } from '../components/CopyButton';
import { downloadBlob } from '../components/download';
import './html-output.css';
import { htmlPage } from './html-page';
import { KIT_MESSAGES } from './messages';
import { previewFragment, sanitizeHtml } from './sanitize-html';

/**
 * The longest HTML a preview draws, in characters. DOMPurify sanitizes it in one task, the drawing is spread over
 * frames (`BLOCKS_PER_FRAME`). Measured in Chromium on this 2-core machine: up to 53,000 characters of README HTML
 * (highlighted code included) left no task of 50 ms; 75,000 and 99,000 characters of code-dense HTML took 119 and
 * 112 ms to sanitize. Longer HTML is not drawn: the note says so, and its source tab has it all. (It stays below
 * PREVIEW_CHARS: a worker's longer output is a TextResult, a Blob the page does not read whole.)
 */
export const HTML_PREVIEW_LIMIT = 50_000;

interface KitHtmlOutputProps {
  label: string;
  value: string | TextResult | undefined;
  /** The downloaded page's name (no Download page when absent). */
  fileName?: string;
}

/** Top-level blocks drawn per frame: inserting and laying out all of a long document at once is one long task. */
const BLOCKS_PER_FRAME = 40;

const htmlBlob = (text: string) => new Blob([text], { type: 'text/html' });

/**
 * An HTML output shown rendered (an output declared `view: 'html'`): sanitized by DOMPurify before it touches the
 * page, remote images as placeholders (see ./sanitize-html), in a box as tall as the document that keeps its content
 * inside it (`contain: paint`: a fixed-position element stays in the box). Copy as HTML and Download page take the sanitized HTML.
 */
export function KitHtmlOutput({ label, value, fileName }: KitHtmlOutputProps) {
  const box = useRef<HTMLDivElement>(null);
  const length = typeof value === 'string' ? value.length : (value?.length ?? 0);
  // A worker's long result (a TextResult) is always past the limit.
  const html = typeof value === 'string' && length <= HTML_PREVIEW_LIMIT ? value : '';
  // After the commit, in tasks of their own: sanitized at once, drawn a few blocks a frame.
  useEffect(() => {
    const target = box.current;
    if (!target) return;
    target.replaceChildren();
    if (!html) return;
    const fragment = previewFragment(html);
    let frame = 0;
    const draw = () => {
      const batch = document.createDocumentFragment();
      for (let n = 0; n < BLOCKS_PER_FRAME && fragment.firstChild; n++) batch.append(fragment.firstChild);
      target.append(batch);
      if (fragment.firstChild) frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [html]);
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={box}
        role="region"
        aria-label={label}
        data-testid="rendered-html"
        className="kit-html min-h-80 rounded-lg border border-slate-300 bg-white p-4 text-sm contain-paint dark:border-slate-600 dark:bg-slate-900"
      />
      {length > HTML_PREVIEW_LIMIT && (
        <p className="text-sm text-amber-800 dark:text-amber-200" data-testid="output-note">
          {KIT_MESSAGES.htmlTooLong(formatCount(HTML_PREVIEW_LIMIT), formatCount(length))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CopyButton
          // Sanitized when pressed, not on every render.
          text={html ? () => Promise.resolve(new Blob([sanitizeHtml(html)], { type: 'text/plain' })) : ''}
          label={KIT_MESSAGES.copyHtml}
          successMessage={KIT_MESSAGES.htmlCopied}
        />
        {fileName && (
          <Button
            variant="secondary"
            disabled={!html}
            onClick={() => downloadBlob(htmlBlob(htmlPage(label, sanitizeHtml(html))), fileName)}
          >
            <Download aria-hidden className="size-4" /> {KIT_MESSAGES.downloadPage}
          </Button>
        )}
      </div>
    </div>
  );
}
