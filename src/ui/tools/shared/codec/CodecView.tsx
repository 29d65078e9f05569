import { useState, type ReactNode } from 'react';
import type { BatchResult } from '../../../../core/shared/batch';
import { ToolError } from '../../../../core/shared/tool-error';
import { Button } from '../../../components/Button';
import { OutputPane } from '../../../components/OutputPane';
import { Panel } from '../../../components/Panel';
import { CodecInput } from './CodecInput';
import { notifyToolError } from '../notifyToolError';

/** What a transform returns: the output, or a batch result whose failed lines raise `batchError`. */
export type CodecResult = string | BatchResult;

export interface CodecViewProps {
  inputLabel: string;
  inputPlaceholder?: string;
  actionLabel: string;
  outputLabel: string;
  /** The pure transform from src/core; throws a ToolError on bad input. */
  run: (input: string) => CodecResult;
  /** The error shown when some lines of a batch fail (they are kept as typed in the output). */
  batchError?: () => ToolError;
  /** Option controls shown above the input. */
  options?: ReactNode;
  /** Success toast after copying. */
  copyMessage?: string;
}

/**
 * The shared screen of the text codecs (Base64, URL, HTML entities): options, input,
 * action, output with Copy. Errors become the spec's toasts; the input is never lost.
 */
export function CodecView({
  inputLabel,
  inputPlaceholder,
  actionLabel,
  outputLabel,
  run,
  batchError,
  options,
  copyMessage = 'Copied to clipboard',
}: CodecViewProps) {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');

  const act = () => {
    try {
      const result = run(input);
      if (typeof result === 'string') {
        setOutput(result);
        return;
      }
      setOutput(result.output);
      if (result.failedLines.length && batchError) {
        const error = batchError();
        const lines = result.failedLines;
        const where = `${lines.length === 1 ? 'Line' : 'Lines'} ${lines.join(', ')} left unchanged.`;
        notifyToolError(new ToolError(error.title, error.description ? `${error.description} ${where}` : where));
      }
    } catch (error) {
      setOutput('');
      notifyToolError(error);
    }
  };

  const clear = () => {
    setInput('');
    setOutput('');
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
          onAction={act}
          actions={
            <Button variant="ghost" onClick={clear} disabled={input === '' && output === ''}>
              Clear
            </Button>
          }
        />
      </Panel>
      <Panel>
        <OutputPane label={outputLabel} value={output} copyMessage={copyMessage} />
      </Panel>
    </div>
  );
}
