import { useState } from 'react';
import type { TextResult } from '../../../core/shared/text-result';
import {
  CASE_LABELS,
  CASE_WORKER_FROM_CHARS,
  COPIED_MESSAGE,
  EMPTY_BODY,
  EMPTY_TITLE,
  TEXT_CASES,
  convertCase,
  type TextCase,
} from '../../../core/tools/text-case-converter';
import { convertCaseInWorker } from '../../../workers/text-case-converter';
import { Button } from '../../components/Button';
import { JobStatus } from '../../components/JobStatus';
import { OutputPane } from '../../components/OutputPane';
import { Panel } from '../../components/Panel';
import { Tabs } from '../../components/Tabs';
import { TextEditor } from '../../components/TextEditor';
import { notify } from '../../notify';
import type { ToolViewProps } from '../registry';
import { OutOfDate } from '../shared/OutOfDate';
import { useConversion } from '../shared/useConversion';
import { oneOf } from '../../../core/site/share-checks';
import { shareField, useShareableState } from '../shared/shareable';

/**
 * Text in one card, its conversion to the chosen case in the next. Short text converts as you type; from
 * CASE_WORKER_FROM_CHARS characters it converts in a worker when a case is chosen or Convert is pressed, and
 * until then the result is marked out of date.
 */
export default function TextCaseConverter(_props: ToolViewProps) {
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState(0);
  const to = TEXT_CASES[selected];
  useShareableState({
    input,
    setInput,
    options: { case: shareField(to, (as) => setSelected(TEXT_CASES.indexOf(as)), oneOf(TEXT_CASES)) },
  });
  const long = input.length >= CASE_WORKER_FROM_CHARS;
  const conversion = useConversion<string | TextResult>({
    live: { inputs: [input, to], compute: () => (input === '' ? null : convertCase(input, to)), canRun: () => !long },
  });
  const { job } = conversion;

  const convertLong = (text: string, as: TextCase) =>
    void conversion.convertInWorker(async (signal, onProgress) => {
      const { output } = await convertCaseInWorker(text, as, { signal, onProgress });
      return output;
    });

  const choose = (index: number) => {
    setSelected(index);
    if (!input) notify.error(EMPTY_TITLE, EMPTY_BODY);
    else if (long) convertLong(input, TEXT_CASES[index]);
  };

  const output = (
    <div className="flex flex-col gap-2">
      <OutOfDate show={conversion.outOfDate} action="Convert" />
      <OutputPane
        label={`${CASE_LABELS[to]} result`}
        value={conversion.result ?? ''}
        copyMessage={COPIED_MESSAGE}
        fileName={`${to}-case.txt`}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <Panel>
        <TextEditor
          label="Text"
          value={input}
          onChange={setInput}
          placeholder="Type or paste text, e.g. XMLHttpRequest or the HTTP server is down"
          rows={8}
        />
        {long && (
          <div className="flex flex-wrap items-center gap-2">
            <Button mainAction onClick={() => convertLong(input, to)} disabled={job.busy}>
              Convert
            </Button>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              Long text converts in the background when you choose a case or press Convert.
            </span>
          </div>
        )}
        <JobStatus state={job.state} label="Converting" onCancel={job.cancel} revealAfterMs={300} />
      </Panel>
      <Panel>
        <Tabs
          label="Case"
          selectedIndex={selected}
          onChange={choose}
          tabs={TEXT_CASES.map((as) => ({ label: CASE_LABELS[as], content: output }))}
        />
      </Panel>
    </div>
  );
}
