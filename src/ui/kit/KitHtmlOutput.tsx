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
 * The longest HTML a preview draws, in characters. Measured in Chromium: DOMPurify takes some 0.2-0.3 ms per 1,000
 * characters and drawing the result as much again (100,000 characters: 21-33 ms to sanitize, 45 ms to insert), so
 * 60,000 stay near 30 ms, one task. Longer HTML is not drawn: the note says so, and its source tab has it all.
 */
export const HTML_PREVIEW_LIMIT = 60_000;

interface KitHtmlOutputProps {
  label: string;
  value: string | TextResult | undefined;
  /** The downloaded page's name (no Download page when absent). */
  fileName?: string;
}

const htmlBlob = (text: string) => new Blob([text], { type: 'text/html' });

/**
 * An HTML output shown rendered (an output declared `view: 'html'`): sanitized by DOMPurify before it touches the
 * page, remote images as placeholders (see ./sanitize-html), in a box as tall as the document that keeps its content
 * inside it (`contain: paint`: a fixed-position element stays in the box). Copy HTML and Download page take the sanitized HTML.
 */
export function KitHtmlOutput({ label, value, fileName }: KitHtmlOutputProps) {
  const box = useRef<HTMLDivElement>(null);
  const length = typeof value === 'string' ? value.length : (value?.length ?? 0);
  // A worker's long result (a TextResult) is always past the limit.
  const html = typeof value === 'string' && length <= HTML_PREVIEW_LIMIT ? value : '';
  // After the commit, in a task of its own: not in the one that rendered the result.
  useEffect(() => {
    box.current?.replaceChildren(html ? previewFragment(html) : '');
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
