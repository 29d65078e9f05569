import { FileText, X } from 'lucide-react';
import { useMemo, useState, type ClipboardEvent } from 'react';
import { formatBytes, formatRate } from '../../../core/shared/format';
import {
  ALGORITHMS,
  SPEC_ALGORITHM_IDS,
  algorithm,
  resultLabel,
  type AlgorithmId,
} from '../../../core/tools/hash-generator/algorithms';
import {
  OUTPUT_FORMATS,
  formatDigest,
  matchDigest,
  verifyMessage,
  type OutputFormat,
} from '../../../core/tools/hash-generator/format';
import { HASH_FAILED, copiedMessage } from '../../../core/tools/hash-generator/messages';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { FileDrop } from '../../components/FileDrop';
import { Panel } from '../../components/Panel';
import { ProgressBar } from '../../components/ProgressBar';
import { Select } from '../../components/Select';
import { Tabs } from '../../components/Tabs';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { Toggle } from '../../components/Toggle';
import { notify } from '../../notify';
import type { ToolViewProps } from '../registry';
import { useHashes, type HashResult, type HashState } from './useHashes';

function DigestRow({ id, value, keyed }: { id: AlgorithmId; value: string; keyed: boolean }) {
  const label = resultLabel(id, keyed);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField label={label} value={value} placeholder="—" data-testid={`digest-${id}`} className="truncate" />
        </div>
        <CopyButton text={value} ariaLabel={`Copy ${label} hash`} successMessage={copiedMessage(label)} />
      </div>
    </div>
  );
}

/**
 * Past this many characters the text is not put in the text area: Chromium takes seconds to lay out a
 * text area holding megabytes of lines, which would freeze the page. It is still hashed in full.
 */
const LARGE_TEXT_CHARS = 256 * 1024;

function LargeText({ chars, onClear }: { chars: number; onClear: () => void }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200">Text to hash</span>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
        <FileText aria-hidden className="size-5 text-slate-500" />
        <p className="min-w-0 flex-1 text-sm text-slate-700 dark:text-slate-200" data-testid="large-text">
          Pasted text: {chars.toLocaleString('en-US')} characters. It is hashed in full but not shown, so the page stays
          responsive.
        </p>
        <Button variant="secondary" onClick={onClear}>
          <X aria-hidden className="size-4" /> Clear text
        </Button>
      </div>
    </div>
  );
}

function Status({
  state,
  result,
  onCancel,
  onRetry,
}: {
  state: HashState;
  result: HashResult | null;
  onCancel: () => void;
  onRetry: () => void;
}) {
  let text = '';
  if (state.status === 'running' && !state.progress) text = 'Hashing…';
  if (state.status === 'done' && result?.bytes !== undefined) {
    const rate = formatRate(result.bytes, result.seconds);
    text = `Hashed ${formatBytes(result.bytes)} in ${result.seconds.toFixed(2)} s${rate ? ` · ${rate}` : ''}`;
  }
  if (state.status === 'cancelled') text = 'Cancelled';
  return (
    <div className="flex flex-col gap-2">
      {state.status === 'running' && state.progress && (
        <ProgressBar
          label="Hashing file"
          fraction={state.progress.fraction}
          bytesDone={state.progress.bytesDone}
          bytesTotal={state.progress.bytesTotal}
          elapsedSeconds={state.progress.seconds}
          onCancel={onCancel}
          cancelLabel="Cancel hashing"
        />
      )}
      <p
        role="status"
        data-testid="hash-status"
        data-state={state.status}
        className="text-sm text-slate-600 dark:text-slate-300"
      >
        {text}
        {state.status === 'cancelled' && result === null && (
          <Button variant="ghost" className="ml-2 !px-2 !py-1" onClick={onRetry}>
            Hash again
          </Button>
        )}
      </p>
      {state.status === 'error' && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 p-3 text-sm text-red-700 dark:border-red-800 dark:text-red-300"
        >
          <p className="font-semibold">{HASH_FAILED}</p>
          <p>{state.message}</p>
        </div>
      )}
    </div>
  );
}

export default function HashGenerator({ tool }: ToolViewProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [selected, setSelected] = useState<readonly AlgorithmId[]>(SPEC_ALGORITHM_IDS);
  const [format, setFormat] = useState<OutputFormat>('hex');
  const [hmacOn, setHmacOn] = useState(false);
  const [hmacKey, setHmacKey] = useState('');
  const [verify, setVerify] = useState('');
  const [tab, setTab] = useState(0);

  // With HMAC on, only algorithms that define it run; the rest stay ticked for later.
  const algorithms = useMemo(
    () => ALGORITHMS.filter((a) => selected.includes(a.id) && (!hmacOn || a.hmac)).map((a) => a.id),
    [selected, hmacOn],
  );
  const { result, state, cancel, retry } = useHashes(
    { text, file, algorithms, hmacKey: hmacOn ? hmacKey : undefined },
    (message) => notify.error(HASH_FAILED, message),
  );

  const keyed = result?.keyed ?? false;
  const values = (id: AlgorithmId) => {
    const digest = result?.digests[id];
    return digest ? formatDigest(digest, format) : '';
  };
  const shown = result ? algorithms.filter((id) => result.digests[id]) : algorithms;
  const verdict = verify.trim() && result ? verifyMessage(matchDigest(verify, result.digests, shown), keyed) : '';

  // A huge paste goes straight to the hash, never into the text area (see LARGE_TEXT_CHARS).
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const area = event.currentTarget;
    const replacesAll = area.selectionStart === 0 && area.selectionEnd === text.length;
    const next = replacesAll ? pasted : text.slice(0, area.selectionStart) + pasted + text.slice(area.selectionEnd);
    if (next.length <= LARGE_TEXT_CHARS) return;
    event.preventDefault();
    setText(next);
  };

  const toggle = (id: AlgorithmId, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  const tabs = [
    {
      label: 'All',
      content: (
        <div className="flex flex-col gap-3">
          {algorithms.map((id) => (
            <DigestRow key={id} id={id} value={values(id)} keyed={keyed} />
          ))}
        </div>
      ),
    },
    ...algorithms.map((id) => ({
      label: hmacOn ? resultLabel(id, true) : algorithm(id).label,
      content: (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{algorithm(id).explanation}</p>
          <DigestRow id={id} value={values(id)} keyed={keyed} />
        </div>
      ),
    })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <Panel title="Input">
        {text.length > LARGE_TEXT_CHARS ? (
          <LargeText chars={text.length} onClear={() => setText('')} />
        ) : (
          <TextAreaField
            label="Text to hash"
            value={text}
            onChange={setText}
            onPaste={onPaste}
            rows={6}
            placeholder="Type or paste text; hashes update as you type"
            disabled={file !== null}
          />
        )}
        {file ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <FileText aria-hidden className="size-5 text-slate-500" />
            <span className="min-w-0 flex-1 truncate text-sm" data-testid="hash-file">
              <span className="font-medium">{file.name}</span> · {formatBytes(file.size)}
            </span>
            <Button variant="secondary" onClick={() => setFile(null)}>
              <X aria-hidden className="size-4" /> Clear file
            </Button>
          </div>
        ) : (
          <FileDrop
            onFiles={([f]) => setFile(f)}
            label="Or drop a file here or click to choose"
            hint="Files of any size are read in chunks on your device and never uploaded."
          />
        )}
      </Panel>

      <Panel title="Options">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">Algorithms</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {ALGORITHMS.map((a) => {
              const checked = selected.includes(a.id);
              const unavailable = hmacOn && !a.hmac;
              const last = checked && algorithms.length === 1 && algorithms[0] === a.id;
              return (
                <label key={a.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600 focus-ring"
                    checked={checked}
                    disabled={unavailable || last}
                    onChange={(e) => toggle(a.id, e.target.checked)}
                  />
                  <span className={unavailable ? 'line-through opacity-60' : ''}>{a.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Output format" value={format} options={OUTPUT_FORMATS} onChange={setFormat} />
          <TextField
            label="Verify"
            value={verify}
            onChange={setVerify}
            placeholder="Paste an expected checksum"
            error={verdict === 'No match' ? verdict : undefined}
          />
        </div>
        {verdict && verdict !== 'No match' && (
          <p role="status" className="text-sm font-medium text-green-700 dark:text-green-400">
            {verdict}
          </p>
        )}
        <Toggle
          label="HMAC"
          description="Keyed hash (HMAC) for the MD5 and SHA families"
          checked={hmacOn}
          onChange={setHmacOn}
        />
        {hmacOn && (
          <TextField label="HMAC key" value={hmacKey} onChange={setHmacKey} placeholder="Secret key (UTF-8 text)" />
        )}
        {hmacOn && algorithms.length === 0 && (
          <p role="alert" className="text-sm text-amber-700 dark:text-amber-400">
            None of the chosen algorithms has an HMAC: tick MD5 or one of the SHA family.
          </p>
        )}
      </Panel>

      <Panel title={file ? `Hashes of ${file.name}` : 'Hashes'}>
        <Status state={state} result={result} onCancel={cancel} onRetry={retry} />
        <Tabs
          label={`${tool.name} results`}
          tabs={tabs}
          selectedIndex={Math.min(tab, tabs.length - 1)}
          onChange={setTab}
        />
      </Panel>
    </div>
  );
}
