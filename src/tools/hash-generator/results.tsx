import { formatBytes, formatRate } from '../../core/shared/format';
import { algorithm, resultLabel, type AlgorithmId } from './core/algorithms';
import type { Engine } from './core/choice';
import { HASH_FAILED, HASH_TEXTS, copiedMessage } from './words';
import { CopyButton } from '../../ui/components/CopyButton';
import { JobStatus } from '../../ui/components/JobStatus';
import { Tabs } from '../../ui/components/Tabs';
import { TextField } from '../../ui/components/TextField';
import type { JobState } from '../../ui/components/useWorkerJob';
import type { HashResult } from './useHashes';

const ENGINE_NAMES: Record<Engine, string> = {
  webcrypto: HASH_TEXTS.engineWebCrypto,
  wasm: HASH_TEXTS.engineWasm,
};

interface DigestRowProps {
  id: AlgorithmId;
  value: string;
  keyed: boolean;
  /** The engine that computed the value, once there is one. */
  engine?: Engine;
}

function DigestRow({ id, value, keyed, engine }: DigestRowProps) {
  const label = resultLabel(id, keyed);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={label}
            value={value}
            placeholder={HASH_TEXTS.noDigest}
            data-testid={`digest-${id}`}
            className="truncate"
          />
        </div>
        <CopyButton text={value} ariaLabel={HASH_TEXTS.copyHash(label)} successMessage={copiedMessage(label)} />
      </div>
      {value && engine && (
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid={`engine-${id}`}>
          {HASH_TEXTS.computedWith(ENGINE_NAMES[engine])}
        </p>
      )}
    </div>
  );
}

interface DigestTabsProps {
  name: string;
  algorithms: readonly AlgorithmId[];
  hmacOn: boolean;
  keyed: boolean;
  /** The digest of one algorithm in the chosen format, '' when there is none. */
  valueOf: (id: AlgorithmId) => string;
  /** The engine that computed it. */
  engineOf: (id: AlgorithmId) => Engine | undefined;
  tab: number;
  onTab: (tab: number) => void;
}

/** 'All', then one tab per algorithm with its explanation. */
export function DigestTabs({ name, algorithms, hmacOn, keyed, valueOf, engineOf, tab, onTab }: DigestTabsProps) {
  const row = (id: AlgorithmId) => (
    <DigestRow key={id} id={id} value={valueOf(id)} keyed={keyed} engine={engineOf(id)} />
  );
  const tabs = [
    {
      label: HASH_TEXTS.allTab,
      content: <div className="flex flex-col gap-3">{algorithms.map(row)}</div>,
    },
    ...algorithms.map((id) => ({
      label: hmacOn ? resultLabel(id, true) : algorithm(id).label,
      content: (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{algorithm(id).explanation}</p>
          {row(id)}
        </div>
      ),
    })),
  ];
  return (
    <Tabs
      label={HASH_TEXTS.results(name)}
      tabs={tabs}
      selectedIndex={Math.min(tab, tabs.length - 1)}
      onChange={onTab}
    />
  );
}

/** 'Hashed 5.0 MB in 1.20 s · 4.2 MB/s' once a file is done. */
function doneText(state: JobState, result: HashResult | null): string | undefined {
  if (state.status !== 'done' || result?.bytes === undefined) return undefined;
  const rate = formatRate(result.bytes, state.seconds);
  return HASH_TEXTS.hashedIn(formatBytes(result.bytes), state.seconds.toFixed(2), rate);
}

interface HashStatusProps {
  state: JobState;
  result: HashResult | null;
  /** Present while a file is chosen: text jobs cannot be cancelled. */
  onCancel?: () => void;
  onRetry: () => void;
}

/** Progress of a file, 'Hashing…' for text, the time a file took, 'Cancelled', or the failure. */
export function HashStatus({ state, result, onCancel, onRetry }: HashStatusProps) {
  return (
    <div className="flex flex-col gap-2">
      <JobStatus
        state={state}
        label={HASH_TEXTS.hashing}
        progressLabel={HASH_TEXTS.hashingFile}
        onCancel={onCancel}
        cancelLabel={HASH_TEXTS.cancelHashing}
        bytes
        retry={{ label: HASH_TEXTS.hashAgain, onRetry }}
        doneText={doneText(state, result)}
        errorTitle={HASH_FAILED}
        keepLine
        testId="hash-status"
      />
    </div>
  );
}
