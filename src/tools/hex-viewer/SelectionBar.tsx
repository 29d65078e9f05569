import { memo } from 'react';
import { Copy } from 'lucide-react';
import { formatCount } from '../../core/shared/format';
import { messageOf, ToolError } from '../../core/shared/tool-error';
import { checkCopySize, copyAs, formatOffset, HEX_TEXTS, type CopyFormat, type PageCache } from './core';
import { Button } from '../../ui/components/Button';
import { writeClipboard } from '../../ui/components/clipboard';
import { notify } from '../../ui/notify';

const FORMATS: readonly [CopyFormat, string][] = [
  ['hex', HEX_TEXTS.copyHex],
  ['c', HEX_TEXTS.copyC],
  ['base64', HEX_TEXTS.copyBase64],
];

/**
 * Copies [from, to] of the file in `format`. The bytes are read as the clipboard waits for them (a promise of a
 * Blob keeps the click's permission to copy); more than the copy limit is refused at once, with its message.
 */
async function copyRange(pages: PageCache, from: number, to: number, format: CopyFormat) {
  try {
    checkCopySize(to - from + 1);
    const text = pages
      .read(from, to - from + 1)
      .then((bytes) => new Blob([copyAs(format, bytes)], { type: 'text/plain' }));
    await writeClipboard(text);
    notify.success(HEX_TEXTS.copied);
  } catch (error) {
    if (error instanceof ToolError) notify.error(error.title, error.description);
    else notify.error(HEX_TEXTS.copyFailed, messageOf(error));
  }
}

/** Where the cursor is, what is selected, and the selection copied three ways. */
export const SelectionBar = memo(function SelectionBar(props: {
  pages: PageCache;
  from: number;
  to: number;
  at: number;
  digits: number;
}) {
  const { pages, from, to, at, digits } = props;
  const hex = (o: number) => `0x${formatOffset(o, digits)}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="hex-selection" aria-live="polite">
        {from === to
          ? HEX_TEXTS.cursorAt(hex(at))
          : HEX_TEXTS.selection(formatCount(to - from + 1), hex(from), hex(to))}
      </p>
      <div className="flex flex-wrap gap-2">
        {FORMATS.map(([format, label]) => (
          <Button key={format} variant="secondary" onClick={() => void copyRange(pages, from, to, format)}>
            <Copy aria-hidden className="size-4" /> {label}
          </Button>
        ))}
      </div>
    </div>
  );
});
