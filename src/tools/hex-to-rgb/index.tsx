import { useState, type FormEvent } from 'react';
import type { ColourReadout } from '../../core/shared/colour';
import { convertHex } from './core';
import { HEX_TO_RGB_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import type { ToolViewProps } from '../../ui/tools/registry';
import { ColourDetails } from '../../ui/tools/shared/ColourDetails';
import { MoreFormatsLink } from '../../ui/tools/shared/MoreFormatsLink';
import { OutOfDate } from '../../ui/components/OutOfDate';
import { useConversion } from '../../ui/kit/useConversion';
import { useShareableState } from '../../ui/kit/shareable';

export default function HexToRgb(_props: ToolViewProps) {
  const [input, setInput] = useState('');
  useShareableState({ input, setInput });
  // Converts as you type; a bad code leaves the last good colour on screen, marked out of date.
  const conversion = useConversion<ColourReadout>({
    keepResultOnError: true,
    live: { inputs: [input], compute: () => (input === '' ? null : convertHex(input)) },
  });
  const { result: colour } = conversion;

  const convert = (e?: FormEvent) => {
    e?.preventDefault();
    conversion.convert(() => convertHex(input));
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title={HEX_TO_RGB_TEXTS.inputPanel}>
        <form onSubmit={convert} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label={HEX_TO_RGB_TEXTS.hexCode}
              value={input}
              onChange={(v) => {
                setInput(v);
                conversion.clearError();
              }}
              placeholder={HEX_TO_RGB_TEXTS.placeholder}
              error={conversion.error}
            />
          </div>
          <Button mainAction type="submit" disabled={!input} className="sm:mt-6">
            {HEX_TO_RGB_TEXTS.convert}
          </Button>
        </form>
        <p className="text-xs text-slate-500 dark:text-slate-400">{HEX_TO_RGB_TEXTS.hint}</p>
      </Panel>
      {colour && (
        <Panel title={HEX_TO_RGB_TEXTS.resultPanel}>
          <OutOfDate show={conversion.outOfDate} invalid={conversion.error !== ''} action={HEX_TO_RGB_TEXTS.convert} />
          <ColourDetails colour={colour} />
          <MoreFormatsLink lead={HEX_TO_RGB_TEXTS.moreFormats} name={HEX_TO_RGB_TEXTS.colourConverter} />
        </Panel>
      )}
    </div>
  );
}
