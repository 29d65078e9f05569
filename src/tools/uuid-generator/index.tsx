import { formatCount } from '../../core/shared/format';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import {
  BULK_MAX,
  DEFAULT_FORMAT,
  NAMESPACES,
  NIL_UUID,
  QUANTITY,
  formatUuid,
  generateUuids,
  parseQuantity,
  uuidsV5,
  type UuidFormat,
} from './core';
import { UUID_TEXTS } from './words';
import { generateUuidFileInWorker } from './in-worker';
import { Button } from '../../ui/components/Button';
import { Panel } from '../../ui/components/Panel';
import { Select } from '../../ui/components/Select';
import { TextField } from '../../ui/components/TextField';
import { Toggle } from '../../ui/components/Toggle';
import type { ToolViewProps } from '../../ui/tools/registry';
import { BulkDownload } from '../../ui/tools/shared/BulkDownload';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { NameFields, type NameInput } from './NameFields';
import { UuidInspector } from './UuidInspector';
import { UuidList } from './UuidList';
import { VERSION_OPTIONS, type VersionChoice } from './options';
import { useShareableSettings } from './useShareableSettings';

/** `quantity` nil UUIDs: the nil version's batch, and the stand-in rows before the first batch. */
const nilUuids = (quantity: number) => new Array<string>(quantity).fill(NIL_UUID);

async function makeUuids(version: VersionChoice, quantity: number, names: NameInput): Promise<string[]> {
  if (version === 'nil') return nilUuids(quantity);
  if (version !== 'v5') return generateUuids(version, quantity);
  const namespace = names.namespace === 'custom' ? names.customNamespace : NAMESPACES[names.namespace];
  return uuidsV5(namespace, names.names);
}

const NO_NAMES: NameInput = { namespace: 'DNS', customNamespace: '', names: '' };

export default function UuidGenerator(_props: ToolViewProps) {
  const [version, setVersion] = useState<VersionChoice>('v4');
  const [quantityText, setQuantityText] = useState(String(QUANTITY.default));
  const [format, setFormat] = useState<UuidFormat>(DEFAULT_FORMAT);
  const [names, setNames] = useState<NameInput>(NO_NAMES);
  // Null until the first batch: its rows are held by invisible stand-ins, so nothing below them moves when it comes.
  const [uuids, setUuids] = useState<string[] | null>(null);
  const [inspected, setInspected] = useState('');
  // Bumped to make a batch with the settings as they are once rendered (after a link set them).
  const [batch, setBatch] = useState(0);

  const generate = useCallback(
    (v: VersionChoice, quantityText: string, names: NameInput) =>
      makeUuids(v, parseQuantity(quantityText), names).then(setUuids, (error: unknown) => {
        setUuids((shown) => shown ?? []);
        notifyToolError(error);
      }),
    [],
  );
  const generateNow = useEffectEvent(() => void generate(version, quantityText, names));
  // The first batch is made after hydration: random values never reach the prerendered markup.
  useEffect(() => generateNow(), [batch]);
  useShareableSettings({
    version,
    setVersion,
    quantityText,
    setQuantityText,
    format,
    setFormat,
    names,
    setNames,
    inspected,
    setInspected,
    regenerate: () => setBatch((n) => n + 1),
  });

  return (
    <div className="flex flex-col gap-6">
      <Panel title={UUID_TEXTS.generatePanel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label={UUID_TEXTS.version} value={version} options={VERSION_OPTIONS} onChange={setVersion} />
          {version !== 'v5' && (
            <TextField
              label={UUID_TEXTS.quantity}
              type="number"
              min={QUANTITY.min}
              max={QUANTITY.max}
              value={quantityText}
              onChange={setQuantityText}
              onBlur={() => setQuantityText(String(parseQuantity(quantityText)))}
            />
          )}
        </div>
        {version === 'v5' && <NameFields value={names} onChange={setNames} />}
        <div className="flex flex-wrap gap-6">
          <Toggle
            label={UUID_TEXTS.upperCase}
            checked={format.upperCase}
            onChange={(upperCase) => setFormat({ ...format, upperCase })}
          />
          <Toggle
            label={UUID_TEXTS.hyphens}
            checked={format.hyphens}
            onChange={(hyphens) => setFormat({ ...format, hyphens })}
          />
        </div>
        <div>
          <Button mainAction onClick={() => void generate(version, quantityText, names)}>
            {UUID_TEXTS.generate}
          </Button>
        </div>
        {uuids ? (
          <UuidList uuids={uuids.map((uuid) => formatUuid(uuid, format))} />
        ) : (
          <UuidList uuids={nilUuids(parseQuantity(quantityText))} standIn />
        )}
      </Panel>
      <Panel title={UUID_TEXTS.bulkPanel}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{UUID_TEXTS.bulkNote(formatCount(BULK_MAX))}</p>
        <BulkDownload
          noun={UUID_TEXTS.bulkNoun}
          max={BULK_MAX}
          defaultCount={100_000}
          unavailable={version === 'v5' ? UUID_TEXTS.v5Unavailable : undefined}
          generate={(count) => (signal, onProgress) =>
            generateUuidFileInWorker(
              { version: version === 'v5' ? 'v4' : version, count, format },
              { signal, onProgress },
            )
          }
          fileName={(count) => UUID_TEXTS.bulkFileName(version, count)}
        />
      </Panel>
      <Panel title={UUID_TEXTS.validatePanel}>
        <UuidInspector text={inspected} onChange={setInspected} />
      </Panel>
    </div>
  );
}
