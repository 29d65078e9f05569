import { useState, type FormEvent } from 'react';
import { parseUrl, type ParsedUrl } from '../../../core/tools/url-parser';
import { URL_PARSER_TEXTS } from '../../../core/tools/url-parser/messages';
import { Breakable } from '../../components/Breakable';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { Panel } from '../../components/Panel';
import { TextField } from '../../components/TextField';
import { useConversion } from '../shared/useConversion';
import { useShareableState } from '../shared/shareable';

const COPIED = URL_PARSER_TEXTS.copied;

const FIELDS: ReadonlyArray<{ key: Exclude<keyof ParsedUrl, 'params'>; label: string; always: boolean }> = [
  { key: 'protocol', label: URL_PARSER_TEXTS.protocol, always: true },
  { key: 'hostname', label: URL_PARSER_TEXTS.hostname, always: true },
  { key: 'port', label: URL_PARSER_TEXTS.port, always: true },
  { key: 'pathname', label: URL_PARSER_TEXTS.pathname, always: true },
  { key: 'search', label: URL_PARSER_TEXTS.search, always: true },
  { key: 'hash', label: URL_PARSER_TEXTS.hash, always: true },
  { key: 'origin', label: URL_PARSER_TEXTS.origin, always: true },
  { key: 'username', label: URL_PARSER_TEXTS.username, always: false },
  { key: 'password', label: URL_PARSER_TEXTS.password, always: false },
];

function Value({ text }: { text: string }) {
  return text ? (
    <code className="font-mono text-sm wrap-anywhere text-slate-900 dark:text-slate-100">
      <Breakable text={text} />
    </code>
  ) : (
    <span className="text-sm text-slate-500 italic dark:text-slate-400">{URL_PARSER_TEXTS.none}</span>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    // On narrow screens the label sits above the value, so the value gets the row's width.
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 border-b border-slate-100 py-2 last:border-0 sm:grid-cols-[8rem_1fr_auto] sm:gap-3 dark:border-slate-800">
      <dt className="col-span-2 text-sm font-medium text-slate-600 sm:col-span-1 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0">
        <Value text={value} />
      </dd>
      <dd>
        <CopyButton
          text={value}
          variant="ghost"
          ariaLabel={URL_PARSER_TEXTS.copyPart(label.toLowerCase())}
          successMessage={COPIED}
        />
      </dd>
    </div>
  );
}

function Params({ params }: { params: ParsedUrl['params'] }) {
  if (!params.length) return <p className="text-sm text-slate-500 dark:text-slate-400">{URL_PARSER_TEXTS.noParams}</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600 dark:text-slate-300">
          <th scope="col" className="py-2 pr-3 font-medium">
            {URL_PARSER_TEXTS.name}
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            {URL_PARSER_TEXTS.value}
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">{URL_PARSER_TEXTS.copy}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {params.map(([name, value], index) => (
          <tr key={index} className="border-t border-slate-100 dark:border-slate-800">
            <td className="py-2 pr-3 align-middle">
              <Value text={name} />
            </td>
            <td className="py-2 pr-3 align-middle">
              <Value text={value} />
            </td>
            <td className="py-2 text-right">
              <CopyButton
                text={value}
                variant="ghost"
                ariaLabel={URL_PARSER_TEXTS.copyValueOf(name, index + 1)}
                successMessage={COPIED}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Splits a URL into its parts with the browser's own URL parser; every part can be copied. */
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

  const json = parsed
    ? JSON.stringify({ ...parsed, params: parsed.params.map(([name, value]) => ({ name, value })) }, null, 2)
    : '';

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
        <>
          <Panel
            title={URL_PARSER_TEXTS.parts}
            actions={<CopyButton text={json} label={URL_PARSER_TEXTS.copyAsJson} successMessage={COPIED} />}
          >
            <dl>
              {FIELDS.filter((f) => f.always || parsed[f.key]).map((f) => (
                <Row key={f.key} label={f.label} value={parsed[f.key]} />
              ))}
            </dl>
          </Panel>
          <Panel title={URL_PARSER_TEXTS.queryParameters(parsed.params.length)}>
            <Params params={parsed.params} />
          </Panel>
        </>
      )}
    </div>
  );
}
