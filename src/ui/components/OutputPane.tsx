import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../../core/shared/format';
import { COPY_LIMIT_CHARS, PREVIEW_CHARS, type TextResult } from '../../core/shared/text-result';
import { COMPONENT_TEXTS } from './messages';
import { Button } from './Button';
import { CopyButton } from './CopyButton';
import { TextEditor, type EditorLanguage } from './TextEditor';
import { downloadBlob } from './download';
import { TOOL_RESULT } from './reveal';

interface OutputPaneProps {
  label?: string;
  /** The result: a string, or a long result as a worker returns it (a Blob of the whole text and its start). */
  value: string | TextResult;
  /** Success toast shown after copying. */
  copyMessage?: string;
  /** The Copy button's words where a tool's spec names them ('Copy Result'); default 'Copy', named after the label. */
  copyLabel?: string;
  /** The result's accessible description (that it is out of date, say). */
  description?: string;
  rows?: number;
  /** Offer a Download of the whole text under this name (omit for no Download button). */
  fileName?: string;
  /** What Download saves instead of the text, when the text stands for bytes (a decoder's result shown as hex). */
  download?: Blob;
  /** Extra controls shown beside Copy and Download. */
  actions?: ReactNode;
  placeholder?: string;
  /** Shown between the text and the buttons (e.g. the OutOfDate note). */
  note?: ReactNode;
  /** Syntax highlighting and folding for the result. */
  language?: EditorLanguage;
  /** Line numbers beside the result. */
  lineNumbers?: boolean;
  /** Wrap long lines (default true); off for one-line results such as minified code, which the editor then draws
   * only in part (a wrapped 100,000-character line takes a long layout). */
  wrap?: boolean;
}

const asResult = (value: string | TextResult) =>
  typeof value === 'string'
    ? { text: value, length: value.length, whole: value }
    : { text: value.preview, length: value.length, whole: value.blob };

/**
 * The shared read-only output of every text tool: a read-only TextEditor (fast on huge text) with Copy and,
 * when named, Download. A long result shows its first PREVIEW_CHARS characters and its size; Copy and
 * Download take the whole text (a Blob the page never turns into one giant string).
 */
export function OutputPane({
  label = 'Output',
  value,
  copyMessage = 'Copied to clipboard',
  copyLabel,
  description,
  rows = 8,
  fileName,
  download,
  actions,
  placeholder,
  note,
  language,
  lineNumbers,
  wrap,
}: OutputPaneProps) {
  const { text, length, whole } = asResult(value);
  const cut = length > text.length;
  const copyable = length <= COPY_LIMIT_CHARS;
  return (
    <div className="flex flex-col gap-2" {...TOOL_RESULT}>
      <TextEditor
        label={label}
        value={text}
        rows={rows}
        minRows={Math.min(rows, 4)}
        description={description}
        placeholder={placeholder}
        language={language}
        lineNumbers={lineNumbers}
        wrap={wrap}
      />
      {cut && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Showing the first {formatCount(Math.min(PREVIEW_CHARS, text.length))} of {formatCount(length)} characters.{' '}
          {copyable
            ? `Copy${fileName ? ' and Download take' : ' takes'} the whole output.`
            : COMPONENT_TEXTS.copyLimit(formatCount(COPY_LIMIT_CHARS))}
        </p>
      )}
      {note}
      <div className="flex flex-wrap gap-2">
        {copyable && (
          <CopyButton
            text={whole}
            successMessage={copyMessage}
            label={copyLabel}
            ariaLabel={copyLabel ? undefined : `Copy ${label.toLowerCase()}`}
          />
        )}
        {fileName && (
          <Button
            variant="secondary"
            onClick={() =>
              downloadBlob(
                download ?? (typeof whole === 'string' ? new Blob([whole], { type: 'text/plain' }) : whole),
                fileName,
              )
            }
            disabled={download ? !download.size : !length}
          >
            <Download aria-hidden className="size-4" /> Download
          </Button>
        )}
        {actions}
      </div>
    </div>
  );
}
