import { useState } from 'react';
import { textResult, type TextResult } from '../../../core/shared/text-result';
import { formatJson, type JsonFormatOptions } from '../../../core/tools/json-formatter';
import { formatJsonFileInWorker, formatJsonTextInWorker } from '../../../workers/json-formatter';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { JobStatus } from '../../components/JobStatus';
import { Panel } from '../../components/Panel';
import { TextEditor } from '../../components/TextEditor';
import { FormattedMinified } from '../shared/FormattedMinified';
import { OutOfDate } from '../shared/OutOfDate';
import { useConversion } from '../shared/useConversion';
import { JsonFileInfo } from './JsonFileInfo';
import { JSON_OPTION_CHECKS, JsonOptions } from './JsonOptions';
import { JsonTree } from './JsonTree';
import { shareFieldsOf, useShareableState } from '../shared/shareable';

/**
 * Measured: the formatter writes both outputs at about 35 MB/s on the page, so 200,000 characters take a few
 * milliseconds as you type; from there it runs in the worker when Format is pressed.
 */
const WORKER_FROM_CHARS = 200_000;
/** Files from this size are formatted from the file in the worker and not put in the editor. */
const FILE_IN_EDITOR_BYTES = 1 << 20;

interface Formatted {
  formatted: string | TextResult;
  minified: string | TextResult;
}

const formatHere = (text: string, options: JsonFormatOptions): Formatted => {
  const { formatted, minified } = formatJson(text, options);
  return { formatted: textResultIfLong(formatted), minified: textResultIfLong(minified) };
};

/** Output over the preview size goes to the pane as a TextResult (it shows the start, Copy takes all). */
const textResultIfLong = (text: string) => (text.length > 100_000 ? textResult(text) : text);

export default function JsonFormatter() {
  const [input, setInput] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [options, setOptions] = useState<JsonFormatOptions>({ indent: '2', sortKeys: false });
  // A large file is not in the editor, and never goes into a link.
  useShareableState({
    input: file ? undefined : input,
    setInput,
    options: shareFieldsOf(options, setOptions, JSON_OPTION_CHECKS),
  });
  const long = file !== null || input.length >= WORKER_FROM_CHARS;
  const conversion = useConversion<Formatted>({
    live: {
      inputs: [input, fileKey, options.indent, options.sortKeys],
      compute: () => (input === '' ? null : formatHere(input, options)),
      canRun: () => !long,
    },
  });
  const { job, result } = conversion;

  const format = () =>
    long
      ? void conversion.convertInWorker((signal, onProgress) =>
          file
            ? formatJsonFileInWorker(file, options, { signal, onProgress })
            : formatJsonTextInWorker(input, options, { signal, onProgress }),
        )
      : conversion.convert(() => formatHere(input, options));

  const edit = (text: string) => {
    setFile(null);
    setInput(text);
  };

  const open = async (chosen: File) => {
    job.reset();
    if (chosen.size < FILE_IN_EDITOR_BYTES) return edit(await chosen.text());
    setInput('');
    setFile(chosen);
    setFileKey((key) => key + 1);
  };

  const clear = () => {
    job.reset();
    setFile(null);
    setInput('');
    conversion.clear(['', fileKey, options.indent, options.sortKeys]);
  };

  const empty = input === '' && file === null;
  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <JsonOptions options={options} onChange={setOptions} />
        <TextEditor
          label="JSON input"
          value={input}
          onChange={edit}
          placeholder='Paste JSON here, e.g. {"name": "value"}'
          rows={12}
          lineNumbers
          language="json"
          error={conversion.error}
          errorAt={conversion.errorAt}
        />
        {file && <JsonFileInfo file={file} onClear={clear} />}
        <FileDrop
          onFiles={([chosen]) => void open(chosen)}
          accept=".json,application/json"
          label="Drop a .json file here or click to choose"
          hint="Read on your device, never uploaded."
        />
        <div className="flex flex-wrap gap-2">
          <Button mainAction onClick={format} disabled={empty || job.busy}>
            Format
          </Button>
          <Button variant="ghost" onClick={clear} disabled={empty && result === null}>
            Clear
          </Button>
        </div>
        <JobStatus state={job.state} label="Formatting" onCancel={job.cancel} revealAfterMs={300} />
      </Panel>
      <Panel>
        <FormattedMinified
          name="JSON"
          extension="json"
          language="json"
          result={result}
          note={<OutOfDate show={conversion.outOfDate} invalid={conversion.error !== ''} action="Format" />}
          extraTabs={[
            {
              label: 'Tree',
              content: (
                <JsonTree
                  text={file ? null : input}
                  reason={input === '' ? 'Enter JSON to see its tree.' : 'Fix the JSON to see its tree.'}
                />
              ),
            },
          ]}
        />
      </Panel>
    </div>
  );
}
