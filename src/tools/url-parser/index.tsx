import { useState, type FormEvent } from 'react';
import { parseUrl, type ParsedUrl } from './core';
import { urlParts } from './result';
import { URL_PARSER_TEXTS } from './words';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { StructuredResult } from '../../ui/components/StructuredResult';
import { TextField } from '../../ui/components/TextField';
import { useConversion } from '../../ui/kit/useConversion';
import { useShareableState } from '../../ui/kit/shareable';

/** Splits a URL into its parts with the browser's own URL parser: rows of parts, a table of query parameters. */
export default function UrlParser() {
  const [input, setInput] = useState('');
  useShareableState({ input, setInput });
  // Parses as you type, quietly (a bad URL shows under the field); Parse URL does it at once, with the notice.
  const conversion = useConversion<ParsedUrl>({
    live: { inputs: [input], compute: () => (input === '' ? null : parseUrl(input)) },
  });
  const parsed = conversion.result;

  const parse = (e?: FormEvent) => {
    e?.preventDefault();
    if (input === '') return;
    conversion.convert(() => parseUrl(input));
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title={URL_PARSER_TEXTS.urlPanel}>
        <form onSubmit={parse} className="flex flex-col gap-3">
          <TextField
            label={URL_PARSER_TEXTS.urlToParse}
            value={input}
            onChange={(v) => {
              setInput(v);
              conversion.clearError();
            }}
            error={conversion.error}
            placeholder={URL_PARSER_TEXTS.placeholder}
            inputMode="url"
          />
          <div>
            <Button mainAction type="submit" disabled={input === ''}>
              {URL_PARSER_TEXTS.parseUrl}
            </Button>
          </div>
        </form>
      </Panel>
      {parsed && (
        <Panel title={URL_PARSER_TEXTS.parts}>
          <StructuredResult label={URL_PARSER_TEXTS.parts} value={urlParts(parsed)} />
        </Panel>
      )}
    </div>
  );
}
