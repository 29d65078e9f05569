import { useState, type ReactNode } from 'react';
import { failedLinesNote } from '../../../../core/shared/batch';
import type { TextResult } from '../../../../core/shared/text-result';
import type { TextTransform } from '../../../../core/shared/text-pieces';
import { ToolError } from '../../../../core/shared/tool-error';
import type { JobOptions } from '../../../../workers/text-job';
import type { TransformedText } from '../../../../workers/text-task';
import { Button } from '../../../components/Button';
import { JobStatus } from '../../../components/JobStatus';
import { OutputPane } from '../../../components/OutputPane';
import { Panel } from '../../../components/Panel';
import { OutOfDate } from '../OutOfDate';
import { notifyToolError } from '../notifyToolError';
import { useConversion } from '../useConversion';
import { CodecInput } from './CodecInput';
import { useShareableState, type ShareableField } from '../shareable';

/** A text codec as its screen runs it: declared once per tool, from its settings. */
export interface Codec {
  /** The pure transform for the current settings (src/core); throws a ToolError on bad input. */
  transform: TextTransform;
  /** The same transform in the tool's worker, for input of `workerFromChars` characters or more. */
  inWorker: (text: string, job: JobOptions) => Promise<TransformedText>;
  /** Measured per tool: below it the transform runs as you type; from it, in the worker when asked. */
  workerFromChars: number;
  /** The current settings: a result made with other ones shows as out of date. */
  settings: readonly (string | number | boolean)[];
  /** The spec's message for input that is only blanks (the action is disabled while the input is empty). */
  blank?: string;
  /** The error shown when some lines of a batch fail (they are kept as typed in the output). */
  batchError?: () => ToolError;
}

/** A codec's result: the output (a string, or a worker's long output) and the batch lines left unchanged. */
interface CodecOutput {
  output: string | TextResult;
  failedLines: number[];
}

export interface CodecViewProps {
  inputLabel: string;
  inputPlaceholder?: string;
  /** The action, e.g. 'Encode'. */
  actionLabel: string;
  /** The job's name while it runs in the worker, e.g. 'Encoding'. */
  jobLabel: string;
  outputLabel: string;
  codec: Codec;
  /** Option controls shown above the input. */
  options?: ReactNode;
  /** Success toast after copying. */
  copyMessage?: string;
  /** Download name of the output. */
  fileName: string;
  /** The options a share link carries (`shareField`); the input always goes. */
  shareOptions?: Readonly<Record<string, ShareableField>>;
}

function runHere(codec: Codec, input: string): CodecOutput {
  if (codec.blank && input.trim() === '') throw new ToolError(codec.blank);
  const result = codec.transform(input);
  return typeof result === 'string' ? { output: result, failedLines: [] } : result;
}

/** The toast for lines a batch left as typed. */
function notifyFailedLines(codec: Codec, { failedLines }: CodecOutput) {
  if (!failedLines.length || !codec.batchError) return;
  const error = codec.batchError();
  const where = failedLinesNote(failedLines);
  notifyToolError(new ToolError(error.title, error.description ? `${error.description} ${where}` : where));
}

/**
 * The shared screen of the text codecs (URL, HTML entities, Base64 text): options and input in one card, the
 * output in the next. Short input converts as you type (errors shown quietly beside the field); long input
 * runs in the codec's worker when the action is pressed, with progress and Cancel, and until then the result is
 * marked out of date. The action shows the spec's toasts; the input is never lost.
 */
export function CodecView(props: CodecViewProps) {
  const { inputLabel, inputPlaceholder, actionLabel, jobLabel, outputLabel, codec, options } = props;
  const [input, setInput] = useState('');
  useShareableState({ input, setInput, options: props.shareOptions });
  const long = input.length >= codec.workerFromChars;
  const conversion = useConversion<CodecOutput>({
    live: {
      inputs: [input, ...codec.settings],
      compute: () => (input === '' || (codec.blank && input.trim() === '') ? null : runHere(codec, input)),
      canRun: () => !long,
    },
  });
  const { job, result } = conversion;

  const act = async () => {
    const value = long
      ? await conversion.convertInWorker((signal, onProgress) => codec.inWorker(input, { signal, onProgress }))
      : conversion.convert(() => runHere(codec, input));
    if (value) notifyFailedLines(codec, value);
  };

  const clear = () => {
    job.reset();
    setInput('');
    conversion.clear(['', ...codec.settings]);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        {options && <div className="flex flex-col gap-3">{options}</div>}
        <CodecInput
          label={inputLabel}
          value={input}
          onChange={setInput}
          placeholder={inputPlaceholder}
          actionLabel={actionLabel}
          onAction={() => void act()}
          busy={job.busy}
          error={conversion.error}
          actions={
            <Button variant="ghost" onClick={clear} disabled={input === '' && result === null}>
              Clear
            </Button>
          }
        />
        <JobStatus state={job.state} label={jobLabel} onCancel={job.cancel} revealAfterMs={300} />
      </Panel>
      <Panel>
        <OutOfDate show={conversion.outOfDate} invalid={conversion.error !== ''} action={actionLabel} />
        <OutputPane
          label={outputLabel}
          value={result?.output ?? ''}
          copyMessage={props.copyMessage}
          fileName={props.fileName}
          note={
            result?.failedLines.length ? (
              <p className="text-sm text-amber-800 dark:text-amber-200">{failedLinesNote(result.failedLines)}</p>
            ) : undefined
          }
        />
      </Panel>
    </div>
  );
}
