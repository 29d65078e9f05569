import { ArrowLeftRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BASES,
  BASE_NAMES,
  CONVERSION_ERROR_TITLE,
  DEFAULT_FROM_BASE,
  DEFAULT_TO_BASE,
  INVALID_BASE_INPUT,
  baseHint,
  convertBase,
  convertsInWorker,
  type Base,
} from '../../../core/tools/number-base-converter';
import { convertNumberInWorker } from '../../../workers/number-base-converter';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { JobStatus } from '../../components/JobStatus';
import { Panel } from '../../components/Panel';
import { Select } from '../../components/Select';
import { TextEditor } from '../../components/TextEditor';
import { TextField } from '../../components/TextField';
import type { ToolViewProps } from '../registry';
import { OutOfDate, outOfDateText } from '../shared/OutOfDate';
import { useConversion } from '../shared/useConversion';
import { oneOf } from '../../../core/site/share-checks';
import { shareField, useShareableState } from '../shared/shareable';

type BaseValue = `${Base}`;
const OPTIONS = BASES.map((b) => ({ value: `${b}` as const, label: `${BASE_NAMES[b]} (${b})` }));
const toBase = (value: BaseValue) => Number(value) as Base;

/** The field names the problem; the notice (the core's ToolError) says what to check. */
const fieldError = () => INVALID_BASE_INPUT;

export default function NumberBaseConverter(_props: ToolViewProps) {
  const [from, setFrom] = useState<Base>(DEFAULT_FROM_BASE);
  const [to, setTo] = useState<Base>(DEFAULT_TO_BASE);
  const [input, setInput] = useState('');
  useShareableState({
    input,
    setInput,
    options: { from: shareField(from, setFrom, oneOf(BASES)), to: shareField(to, setTo, oneOf(BASES)) },
  });
  // Short inputs convert as you type (quietly); long ones only on Convert (in a worker), the result marked out
  // of date until then.
  const conversion = useConversion<string>({
    fieldError,
    faultTitle: CONVERSION_ERROR_TITLE,
    live: {
      inputs: [input, from, to],
      compute: () => (input === '' ? null : convertBase(input, from, to)),
      canRun: () => !convertsInWorker(input),
    },
  });
  const { job } = conversion;
  const output = conversion.result ?? '';

  // A long conversion still running is for the old input or bases: any edit drops it.
  const edit =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      job.reset();
      set(value);
    };

  const convert = (e?: FormEvent) => {
    e?.preventDefault();
    if (job.busy) return;
    // Short inputs convert at once; long ones (tens of ms of BigInt work) in a worker, with Cancel.
    if (convertsInWorker(input))
      void conversion.convertInWorker((signal) => convertNumberInWorker(input, from, to, { signal }));
    else conversion.convert(() => convertBase(input, from, to));
  };

  const swap = () => {
    job.reset();
    setFrom(to);
    setTo(from);
    const next = output || input;
    setInput(next);
    // Spec: the output is cleared, and stays so until the next edit or Convert.
    conversion.clear([next, to, from]);
  };

  const clear = () => {
    job.reset();
    setInput('');
    conversion.clear(['', from, to]);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <form onSubmit={convert} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label="From base" value={`${from}`} options={OPTIONS} onChange={edit((v) => setFrom(toBase(v)))} />
            <Select label="To base" value={`${to}`} options={OPTIONS} onChange={edit((v) => setTo(toBase(v)))} />
          </div>
          <TextField
            label="Number"
            value={input}
            onChange={edit((v: string) => {
              setInput(v);
              conversion.clearError();
            })}
            placeholder={from === 16 ? 'FF' : from === 2 ? '1010' : '255'}
            error={conversion.error}
            inputMode={from === 10 || from === 8 || from === 2 ? 'numeric' : 'text'}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="base-hint">
            Valid characters for base {from}: {baseHint(from)}. A leading '-' makes it negative; numbers of any size
            convert exactly.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button mainAction type="submit" disabled={!input || job.busy} aria-busy={job.busy || undefined}>
              Convert
            </Button>
            <Button variant="secondary" onClick={swap}>
              <ArrowLeftRight aria-hidden className="size-4" /> Swap Bases
            </Button>
            <Button variant="ghost" onClick={clear} disabled={!input && !output}>
              Clear
            </Button>
          </div>
          <JobStatus state={job.state} label="Converting" onCancel={job.cancel} revealAfterMs={300} />
        </form>
      </Panel>
      <Panel>
        <OutOfDate show={conversion.outOfDate} invalid={conversion.error !== ''} action="Convert" />
        <TextEditor
          label={`Result (base ${to})`}
          value={output}
          rows={3}
          description={conversion.outOfDate ? outOfDateText(conversion.error !== '', 'Convert') : undefined}
        />
        <div>
          <CopyButton text={output} label="Copy Result" successMessage="Copied to clipboard" />
        </div>
      </Panel>
    </div>
  );
}
