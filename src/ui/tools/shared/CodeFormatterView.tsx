import { useState, type ComponentType } from 'react';
import type { JobOptions } from '../../../workers/text-job';
import { Button } from '../../components/Button';
import { FileDrop } from '../../components/FileDrop';
import { JobStatus } from '../../components/JobStatus';
import { Panel } from '../../components/Panel';
import { TextEditor, type EditorLanguage } from '../../components/TextEditor';
import { FormattedMinified, type FormatterResult } from './FormattedMinified';
import { OutOfDate } from './OutOfDate';
import { useConversion } from './useConversion';
import { shareFieldsOf, useShareableState, type ShareChecks } from './shareable';
import type { ShareValue } from '../../../core/site/share-link';

/** What a formatter declares; CodeFormatterView does the rest (input, upload, Format, the two outputs). */
export interface CodeFormatter<O extends { [K in keyof O]: ShareValue }> {
  /** The language as the messages name it, e.g. 'HTML'. */
  name: string;
  language: EditorLanguage;
  /** Extension of the downloads, e.g. 'html'. */
  extension: string;
  /** The upload's accept list, e.g. '.html,.htm,text/html'. */
  accept: string;
  /** The drop zone's label, e.g. 'Drop an HTML file here or click to choose'. */
  dropLabel: string;
  placeholder: string;
  /** The notice after Format, e.g. 'HTML formatted successfully'. */
  success: string;
  defaultOptions: O;
  /** A string that changes with the options (a result made with other options is out of date). */
  optionsKey: (options: O) => string;
  /** The checks a share link's options must pass. */
  shareChecks: ShareChecks<O>;
  Options: ComponentType<{ options: O; onChange: (options: O) => void }>;
  /** Formats and minifies in the tool's worker; rejects with its ToolError on empty or invalid input. */
  format: (text: string, options: O, job: JobOptions) => Promise<FormatterResult>;
  /** Up to this many characters the input is formatted as you type (quietly, in the worker). */
  liveUpToChars: number;
}

/**
 * The view every code formatter shares: options, the input editor (syntax colours, line numbers, a jump to a
 * parse error), upload by click or drop, Format with progress and Cancel, and the Formatted / Minified tabs.
 */
export function CodeFormatterView<O extends { [K in keyof O]: ShareValue }>({
  formatter,
}: {
  formatter: CodeFormatter<O>;
}) {
  const { name, language } = formatter;
  const [input, setInput] = useState('');
  const [options, setOptions] = useState(formatter.defaultOptions);
  useShareableState({ input, setInput, options: shareFieldsOf(options, setOptions, formatter.shareChecks) });
  const conversion = useConversion<FormatterResult>({
    success: formatter.success,
    faultTitle: `${name} formatter failed`,
    // Short input formats as you type, quietly, in the worker (the newest input wins).
    live: {
      inputs: [input, formatter.optionsKey(options)],
      computeInWorker: (signal, onProgress) =>
        input.trim() === '' ? Promise.resolve(null) : formatter.format(input, options, { signal, onProgress }),
      canRun: () => input.length <= formatter.liveUpToChars,
    },
  });
  const { job, result } = conversion;
  const format = () =>
    void conversion.convertInWorker((signal, onProgress) => formatter.format(input, options, { signal, onProgress }));

  const clear = () => {
    job.reset();
    setInput('');
    conversion.clear(['', formatter.optionsKey(options)]);
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <formatter.Options options={options} onChange={setOptions} />
        <TextEditor
          label={`${name} input`}
          value={input}
          onChange={setInput}
          placeholder={formatter.placeholder}
          rows={14}
          lineNumbers
          language={language}
          error={conversion.error}
          errorAt={conversion.errorAt}
        />
        <FileDrop
          onFiles={([file]) => void file.text().then(setInput)}
          accept={formatter.accept}
          label={formatter.dropLabel}
          hint="Read on your device, never uploaded."
        />
        <div className="flex flex-wrap gap-2">
          <Button mainAction onClick={format} disabled={input === ''}>
            Format
          </Button>
          <Button variant="ghost" onClick={clear} disabled={input === '' && result === null}>
            Clear
          </Button>
        </div>
        <JobStatus state={job.state} label="Formatting" onCancel={job.cancel} revealAfterMs={300} />
      </Panel>
      <Panel>
        <FormattedMinified
          name={name}
          extension={formatter.extension}
          language={language}
          result={result}
          note={
            <OutOfDate show={conversion.outOfDate && !job.busy} invalid={conversion.error !== ''} action="Format" />
          }
        />
      </Panel>
    </div>
  );
}
