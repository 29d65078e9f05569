import { useState } from 'react';
import { ALGORITHMS, type AlgorithmId } from './core/algorithms';
import { OUTPUT_FORMAT_IDS, type OutputFormat } from './core/format';
import { HASH_TEXTS, NO_MATCH, OUTPUT_FORMAT_LABELS } from './words';

const OUTPUT_FORMATS = OUTPUT_FORMAT_IDS.map((value) => ({ value, label: OUTPUT_FORMAT_LABELS[value] }));
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { Toggle } from '../../ui/components/Toggle';
import { RevealToggle } from '../../ui/components/RevealToggle';

interface AlgorithmChoiceProps {
  selected: readonly AlgorithmId[];
  /** The algorithms that run (with HMAC on, only those that define it). */
  running: readonly AlgorithmId[];
  hmacOn: boolean;
  onToggle: (id: AlgorithmId, on: boolean) => void;
}

/** One checkbox per algorithm; the last one running cannot be unticked. */
export function AlgorithmChoice({ selected, running, hmacOn, onToggle }: AlgorithmChoiceProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{HASH_TEXTS.algorithms}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {ALGORITHMS.map((a) => {
          const checked = selected.includes(a.id);
          const unavailable = hmacOn && !a.hmac;
          const last = checked && running.length === 1 && running[0] === a.id;
          return (
            <label key={a.id} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
              <input
                type="checkbox"
                className="size-4 accent-indigo-600 focus-ring"
                checked={checked}
                disabled={unavailable || last}
                onChange={(e) => onToggle(a.id, e.target.checked)}
              />
              <span className={unavailable ? 'line-through opacity-60' : ''}>{a.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface FormatAndVerifyProps {
  format: OutputFormat;
  onFormat: (format: OutputFormat) => void;
  verify: string;
  onVerify: (expected: string) => void;
  /** 'No match', 'Matches SHA-1'…, or '' before there is anything to compare. */
  verdict: string;
}

/** Output format and the checksum to verify, with its verdict. */
export function FormatAndVerify({ format, onFormat, verify, onVerify, verdict }: FormatAndVerifyProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={HASH_TEXTS.outputFormat} value={format} options={OUTPUT_FORMATS} onChange={onFormat} />
        <TextField
          label={HASH_TEXTS.verify}
          value={verify}
          onChange={onVerify}
          placeholder={HASH_TEXTS.verifyPlaceholder}
          error={verdict === NO_MATCH ? verdict : undefined}
        />
      </div>
      {verdict && verdict !== NO_MATCH && (
        <p role="status" className="text-sm font-medium text-green-700 dark:text-green-400">
          {verdict}
        </p>
      )}
    </>
  );
}

interface HmacOptionProps {
  on: boolean;
  onSwitch: (on: boolean) => void;
  hmacKey: string;
  onKey: (key: string) => void;
  /** Whether any chosen algorithm defines an HMAC. */
  anyKeyed: boolean;
}

/** The HMAC switch and key. The key is a secret: masked, as the password generator's password, until shown. */
export function HmacOption({ on, onSwitch, hmacKey, onKey, anyKeyed }: HmacOptionProps) {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Toggle label={HASH_TEXTS.hmac} description={HASH_TEXTS.hmacDescription} checked={on} onChange={onSwitch} />
      {on && (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={HASH_TEXTS.hmacKey}
              type={visible ? 'text' : 'password'}
              value={hmacKey}
              onChange={onKey}
              placeholder={HASH_TEXTS.hmacKeyPlaceholder}
            />
          </div>
          <RevealToggle visible={visible} onToggle={setVisible} name={HASH_TEXTS.hmacKey} />
        </div>
      )}
      {on && !anyKeyed && (
        <p role="alert" className="text-sm text-amber-700 dark:text-amber-400">
          {HASH_TEXTS.noKeyedAlgorithm}
        </p>
      )}
    </>
  );
}
