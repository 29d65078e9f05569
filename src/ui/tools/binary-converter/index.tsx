import { ArrowLeftRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  BYTE_FORMATS,
  CONVERTED_MESSAGE,
  FORMAT_LABELS,
  SWAPPED_MESSAGE,
  SWAP_TEXT_MESSAGE,
  canSwap,
  convertBytes,
  type ByteFormat,
} from '../../../core/tools/binary-converter';
import { Button } from '../../components/Button';
import { OutputPane } from '../../components/OutputPane';
import { Panel } from '../../components/Panel';
import { Select } from '../../components/Select';
import { TextEditor } from '../../components/TextEditor';
import { notify } from '../../notify';
import type { ToolViewProps } from '../registry';
import { OutOfDate } from '../shared/OutOfDate';
import { useConversion } from '../shared/useConversion';
import { oneOf } from '../../../core/site/share-checks';
import { shareField, useShareableState } from '../shared/shareable';

const OPTIONS = BYTE_FORMATS.map((value) => ({ value, label: FORMAT_LABELS[value] }));

const PLACEHOLDERS: Record<ByteFormat, string> = {
  text: 'Hello, world!',
  binary: '01001000 01101001',
  decimal: '72 105',
  hexadecimal: '48 69',
  octal: '110 151',
};

export default function BinaryConverter(_props: ToolViewProps) {
  const [from, setFrom] = useState<ByteFormat>('text');
  const [to, setTo] = useState<ByteFormat>('binary');
  const [input, setInput] = useState('');
  // Handed-off bits or hex bytes (smart paste) open as that format, read back to text.
  useShareableState({
    input,
    setInput,
    takeHandOff: useCallback((text: string) => {
      setFrom(/^[01\s]+$/.test(text) ? 'binary' : 'hexadecimal');
      setTo('text');
      setInput(text);
    }, []),
    options: { from: shareField(from, setFrom, oneOf(BYTE_FORMATS)), to: shareField(to, setTo, oneOf(BYTE_FORMATS)) },
  });
  // Converts as you type (quietly); Convert does it at once, with its notice.
  const conversion = useConversion<string>({
    success: CONVERTED_MESSAGE,
    live: { inputs: [input, from, to], compute: () => (input.trim() === '' ? null : convertBytes(input, from, to)) },
  });
  const output = conversion.result ?? '';
  const empty = input.length === 0;

  const convert = () => conversion.convert(() => convertBytes(input, from, to));

  const swap = () => {
    if (!canSwap(from, to)) {
      notify.error(SWAP_TEXT_MESSAGE);
      return;
    }
    setFrom(to);
    setTo(from);
    setInput(output);
    conversion.setResult(input, [output, to, from]);
    conversion.clearError();
    notify.success(SWAPPED_MESSAGE);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Input format" value={from} options={OPTIONS} onChange={setFrom} />
          <Select label="Output format" value={to} options={OPTIONS} onChange={setTo} />
        </div>
        <TextEditor
          label="Input"
          value={input}
          onChange={(v) => {
            setInput(v);
            conversion.clearError();
          }}
          placeholder={PLACEHOLDERS[from]}
          rows={6}
          error={conversion.error}
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          One group per byte, separated by spaces; text is read as UTF-8 (ASCII is its first 128 characters). Ctrl+Enter
          converts.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button mainAction onClick={convert} disabled={empty}>
            Convert
          </Button>
          <Button variant="secondary" onClick={swap} disabled={empty}>
            <ArrowLeftRight aria-hidden className="size-4" /> Swap
          </Button>
        </div>
      </Panel>
      <Panel>
        <OutOfDate show={conversion.outOfDate} invalid={conversion.error !== ''} action="Convert" />
        <OutputPane label="Output" value={output} copyMessage="Copied to clipboard" rows={6} />
      </Panel>
    </div>
  );
}
