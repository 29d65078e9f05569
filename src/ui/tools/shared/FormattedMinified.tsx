import { useState, type ReactNode } from 'react';
import type { FormattedMinified as Outputs } from '../../../core/shared/code-format';
import type { TextResult } from '../../../core/shared/text-result';
import { OutputPane } from '../../components/OutputPane';
import { Tabs, type TabItem } from '../../components/Tabs';
import type { EditorLanguage } from '../../components/TextEditor';

/** A formatter's two outputs: short ones as strings, long ones as a worker returns them. */
export type FormatterResult = Outputs<string | TextResult>;

interface FormattedMinifiedProps {
  /** The language's name as the messages say it, e.g. 'HTML': 'Formatted HTML copied to clipboard'. */
  name: string;
  /** File extension of the downloads, e.g. 'html': formatted.html, minified.html. */
  extension: string;
  language: EditorLanguage;
  result: FormatterResult | null;
  /** Shown above the tabs (the OutOfDate marker). */
  note?: ReactNode;
  /** More views of the result after the two (the JSON formatter's Tree). */
  extraTabs?: TabItem[];
}

const KINDS = [
  { tab: 'Formatted', key: 'formatted' },
  { tab: 'Minified', key: 'minified' },
] as const;

/**
 * The output of every formatter: tabs Formatted / Minified, each a read-only editor with line numbers, Copy
 * (toast '{Formatted|Minified} {name} copied to clipboard') and Download.
 */
export function FormattedMinified({ name, extension, language, result, note, extraTabs = [] }: FormattedMinifiedProps) {
  const [tab, setTab] = useState(0);
  return (
    <div className="flex flex-col gap-3">
      {note}
      <Tabs
        label="Output"
        selectedIndex={tab}
        onChange={setTab}
        tabs={[
          ...KINDS.map(({ tab, key }) => ({
            label: tab,
            content: (
              <OutputPane
                label={`${tab} ${name}`}
                value={result?.[key] ?? ''}
                copyMessage={`${tab} ${name} copied to clipboard`}
                fileName={`${key}.${extension}`}
                rows={16}
                language={language}
                lineNumbers
              />
            ),
          })),
          ...extraTabs,
        ]}
      />
    </div>
  );
}
