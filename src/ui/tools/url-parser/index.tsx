import { useState, type FormEvent } from 'react';
import { parseUrl, type ParsedUrl } from '../../../core/tools/url-parser';
import { Breakable } from '../../components/Breakable';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { Panel } from '../../components/Panel';
import { TextField } from '../../components/TextField';
import { useConversion } from '../shared/useConversion';
import { useShareableState } from '../shared/shareable';

const COPIED = 'Copied to clipboard';

const FIELDS: ReadonlyArray<{ key: Exclude<keyof ParsedUrl, 'params'>; label: string; always: boolean }> = [
  { key: 'protocol', label: 'Protocol', always: true },
  { key: 'hostname', label: 'Hostname', always: true },
  { key: 'port', label: 'Port', always: true },
  { key: 'pathname', label: 'Pathname', always: true },
  { key: 'search', label: 'Search', always: true },
  { key: 'hash', label: 'Hash', always: true },
  { key: 'origin', label: 'Origin', always: true },
  { key: 'username', label: 'Username', always: false },
  { key: 'password', label: 'Password', always: false },
];

function Value({ text }: { text: string }) {
  return text ? (
    <code className="font-mono text-sm wrap-anywhere text-slate-900 dark:text-slate-100">
      <Breakable text={text} />
    </code>
  ) : (
    <span className="text-sm text-slate-400 italic">(none)</span>
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
        <CopyButton text={value} variant="ghost" ariaLabel={`Copy ${label.toLowerCase()}`} successMessage={COPIED} />
      </dd>
    </div>
  );
}

function Params({ params }: { params: ParsedUrl['params'] }) {
  if (!params.length)
    return <p className="text-sm text-slate-500 dark:text-slate-400">This URL has no query parameters.</p>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600 dark:text-slate-300">
          <th scope="col" className="py-2 pr-3 font-medium">
            Name
          </th>
          <th scope="col" className="py-2 pr-3 font-medium">
            Value
          </th>
          <th scope="col" className="py-2">
            <span className="sr-only">Copy</span>
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
                ariaLabel={`Copy value of ${name} (${index + 1})`}
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
      <Panel>
        <form onSubmit={parse} className="flex flex-col gap-3">
          <TextField
            label="URL to parse"
            value={input}
            onChange={(v) => {
              setInput(v);
              conversion.clearError();
            }}
            error={conversion.error}
            placeholder="https://user@example.com:8080/path/page.html?q=1&tag=a&tag=b#section"
            inputMode="url"
          />
          <div>
            <Button mainAction type="submit" disabled={input === ''}>
              Parse URL
            </Button>
          </div>
        </form>
      </Panel>
      {parsed && (
        <>
          <Panel title="Parts" actions={<CopyButton text={json} label="Copy as JSON" successMessage={COPIED} />}>
            <dl>
              {FIELDS.filter((f) => f.always || parsed[f.key]).map((f) => (
                <Row key={f.key} label={f.label} value={parsed[f.key]} />
              ))}
            </dl>
          </Panel>
          <Panel title={`Query parameters (${parsed.params.length})`}>
            <Params params={parsed.params} />
          </Panel>
        </>
      )}
    </div>
  );
}
