import { useDeferredValue, useState } from 'react';
import {
  CASE_LABELS,
  COPIED_MESSAGE,
  EMPTY_BODY,
  EMPTY_TITLE,
  TEXT_CASES,
  convertCase,
  type TextCase,
} from '../../../core/tools/text-case-converter';
import { OutputPane } from '../../components/OutputPane';
import { Panel } from '../../components/Panel';
import { Tabs } from '../../components/Tabs';
import { TextEditor } from '../../components/TextEditor';
import { notify } from '../../notify';
import type { ToolViewProps } from '../registry';

function CaseOutput({ text, to }: { text: string; to: TextCase }) {
  // Only the chosen tab's panel is mounted, so only one case is computed per keystroke.
  return (
    <OutputPane
      label={`${CASE_LABELS[to]} result`}
      value={convertCase(text, to)}
      copyMessage={COPIED_MESSAGE}
      rows={8}
    />
  );
}

export default function TextCaseConverter(_props: ToolViewProps) {
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState(0);
  const text = useDeferredValue(input);

  const choose = (index: number) => {
    setSelected(index);
    if (!input) notify.error(EMPTY_TITLE, EMPTY_BODY);
  };

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
      </Panel>
      <Panel>
        <Tabs
          label="Case"
          selectedIndex={selected}
          onChange={choose}
          tabs={TEXT_CASES.map((to) => ({ label: CASE_LABELS[to], content: <CaseOutput text={text} to={to} /> }))}
        />
      </Panel>
    </div>
  );
}
