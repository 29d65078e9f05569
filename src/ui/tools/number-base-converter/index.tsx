import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  BASES,
  BASE_NAMES,
  CONVERSION_ERROR_BODY,
  CONVERSION_ERROR_TITLE,
  DEFAULT_FROM_BASE,
  DEFAULT_TO_BASE,
  baseHint,
  convertBase,
  convertsInWorker,
  type Base,
  type BaseConversion,
} from '../../../core/tools/number-base-converter';
import { convertInWorker } from '../../../workers/number-base-converter';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { JobStatus } from '../../components/JobStatus';
import { Panel } from '../../components/Panel';
import { Select } from '../../components/Select';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useWorkerJob } from '../../components/useWorkerJob';
import { notify } from '../../notify';
import type { ToolViewProps } from '../registry';

type BaseValue = `${Base}`;
const OPTIONS = BASES.map((b) => ({ value: `${b}` as BaseValue, label: `${BASE_NAMES[b]} (${b})` }));

export default function NumberBaseConverter(_props: ToolViewProps) {
  const [from, setFrom] = useState<Base>(DEFAULT_FROM_BASE);
  const [to, setTo] = useState<Base>(DEFAULT_TO_BASE);
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState('');
  const job = useWorkerJob();
  const { reset } = job;

  // A long conversion still running is for the old input or bases: drop it.
  useEffect(() => reset(), [input, from, to, reset]);

  const show = (result: BaseConversion) => {
    if (result.ok) {
      setOutput(result.value);
      setError('');
    } else {
      setOutput('');
      setError(result.error);
      notify.error(CONVERSION_ERROR_TITLE, CONVERSION_ERROR_BODY);
    }
  };

  const convert = async (e?: FormEvent) => {
    e?.preventDefault();
    if (job.busy) return;
    // Short inputs convert at once; long ones (tens of ms of BigInt work) in a worker, with Cancel.
    if (!convertsInWorker(input)) {
      show(convertBase(input, from, to));
      return;
    }
    try {
      const result = await job.run((signal) => convertInWorker(input, from, to, signal));
      if (result) show(result);
    } catch (fault) {
      setOutput('');
      notify.error(CONVERSION_ERROR_TITLE, fault instanceof Error ? fault.message : String(fault));
    }
  };

  const swap = () => {
    setFrom(to);
    setTo(from);
    if (output) setInput(output);
    setOutput('');
    setError('');
  };

  const clear = () => {
    setInput('');
    setOutput('');
    setError('');
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <form onSubmit={convert} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Select
              label="From base"
              value={`${from}`}
              options={OPTIONS}
              onChange={(v) => setFrom(Number(v) as Base)}
            />
            <Select label="To base" value={`${to}`} options={OPTIONS} onChange={(v) => setTo(Number(v) as Base)} />
          </div>
          <TextField
            label="Number"
            value={input}
            onChange={(v) => {
              setInput(v);
              setError('');
            }}
            placeholder={from === 16 ? 'FF' : from === 2 ? '1010' : '255'}
            error={error}
            inputMode={from === 10 || from === 8 || from === 2 ? 'numeric' : 'text'}
          />
          <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="base-hint">
            Valid characters for base {from}: {baseHint(from)}. A leading '-' makes it negative; numbers of any size
            convert exactly.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!input || job.busy} aria-busy={job.busy || undefined}>
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
        <TextAreaField label={`Result (base ${to})`} value={output} rows={3} className="break-all" />
        <div>
          <CopyButton text={output} label="Copy Result" successMessage="Copied to clipboard" />
        </div>
      </Panel>
    </div>
  );
}
