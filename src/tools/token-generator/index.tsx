import { RefreshCw } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { formatCount } from '../../core/shared/format';
import {
  BULK_MAX,
  NANOID_SIZE,
  QUANTITY,
  entropyBits,
  generateTokens,
  parseQuantity,
  specFaults,
  type TokenSpec,
} from './core';
import { TOKEN_TEXTS } from './words';
import { generateTokenFileInWorker } from './in-worker';
import { Button } from '../../ui/components/Button';
import { REVEALS_RESULT } from '../../ui/components/reveal';
import { useExampleCycle } from '../../ui/components/useExampleCycle';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import type { ToolViewProps } from '../../ui/tools/registry';
import { BulkDownload } from '../../ui/tools/shared/BulkDownload';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { TOKEN_EXAMPLES } from './examples';
import { INITIAL, KIND_OPTIONS, specOf, type TokenSettings } from './options';
import { SpecFields } from './SpecFields';
import { TokenList } from './TokenList';
import { useShareableSettings } from './useShareableSettings';

export default function TokenGenerator(_props: ToolViewProps) {
  const [settings, setSettings] = useState<TokenSettings>(INITIAL);
  // The batch with the kind it was made as: the list shows it until the next batch replaces it.
  const [made, setMade] = useState<{ kind: TokenSpec['kind']; tokens: string[] }>({ kind: 'ulid', tokens: [] });
  const [batch, setBatch] = useState(0);
  const spec = useMemo(() => specOf(settings), [settings]);
  const faults = useMemo(() => specFaults(spec), [spec]);
  const valid = Object.keys(faults).length === 0;
  const quantity = parseQuantity(settings.quantityText);

  const generate = () => {
    if (!valid) return;
    // Async, after hydration: random values never reach the prerendered markup.
    void Promise.resolve()
      .then(() => ({ kind: spec.kind, tokens: generateTokens(spec, quantity) }))
      .then(setMade, notifyToolError);
  };
  const generateNow = useEffectEvent(generate);
  // A new batch on load, on Generate, and whenever the settings change.
  useEffect(() => generateNow(), [batch, spec, quantity]);
  const set = <K extends keyof TokenSettings>(key: K, value: TokenSettings[K]) => {
    setSettings((current) => ({
      ...current,
      [key]: value,
      // NanoID's own size when it is chosen, unless one was typed for it.
      ...(key === 'kind' && value === 'nanoid' ? { lengthText: String(NANOID_SIZE) } : {}),
    }));
  };
  useShareableSettings(settings, setSettings, made.tokens, () => setBatch((n) => n + 1));
  // An example is settings over the defaults (the quantity kept); the new settings make a new batch.
  const example = useExampleCycle(TOKEN_EXAMPLES, (chosen) =>
    setSettings((current) => ({ ...INITIAL, ...chosen.settings, quantityText: current.quantityText })),
  );

  return (
    <div className="flex flex-col gap-6">
      <Panel title={TOKEN_TEXTS.generatePanel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={TOKEN_TEXTS.kind}
            value={settings.kind}
            options={KIND_OPTIONS}
            onChange={(v) => set('kind', v)}
          />
          <TextField
            label={TOKEN_TEXTS.quantity}
            type="number"
            min={QUANTITY.min}
            max={QUANTITY.max}
            value={settings.quantityText}
            onChange={(v) => set('quantityText', v)}
            onBlur={() => set('quantityText', String(quantity))}
          />
        </div>
        <SpecFields settings={settings} set={set} faults={faults} />
        <div className="flex flex-wrap items-center gap-4">
          <Button mainAction onClick={() => setBatch((n) => n + 1)} disabled={!valid}>
            <RefreshCw aria-hidden className="size-4" /> {TOKEN_TEXTS.generate}
          </Button>
          <Button variant="secondary" onClick={example.load} title={example.title} {...REVEALS_RESULT}>
            {example.label}
          </Button>
          {valid && (
            <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="token-entropy">
              {TOKEN_TEXTS.entropy(entropyBits(spec).toFixed(1))}
            </span>
          )}
        </div>
        <TokenList kind={made.kind} tokens={made.tokens} />
        <p className="text-xs text-slate-500 dark:text-slate-400">{TOKEN_TEXTS.privacy}</p>
      </Panel>
      <Panel title={TOKEN_TEXTS.bulkPanel}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{TOKEN_TEXTS.bulkNote(formatCount(BULK_MAX))}</p>
        <BulkDownload
          noun={TOKEN_TEXTS.bulkNoun}
          max={BULK_MAX}
          defaultCount={100_000}
          generate={(count) => (signal, onProgress) =>
            generateTokenFileInWorker({ spec, count }, { signal, onProgress })
          }
          fileName={(count) => TOKEN_TEXTS.bulkFileName(spec.kind, count)}
          unavailable={valid ? undefined : Object.values(faults)[0]?.title}
        />
      </Panel>
    </div>
  );
}
