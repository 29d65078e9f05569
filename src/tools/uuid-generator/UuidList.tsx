import { UUID_TEXTS } from './words';
import { CopyButton } from '../../ui/components/CopyButton';

/**
 * The generated UUIDs, each with its own Copy, and Copy all. A stand-in (before the first batch, which is made after
 * hydration) takes the same room unseen: hidden, it is neither read out nor reached by Tab.
 */
export function UuidList({ uuids, standIn = false }: { uuids: readonly string[]; standIn?: boolean }) {
  return (
    <div
      className={`flex flex-col gap-3${standIn ? ' invisible' : ''}`}
      data-testid={standIn ? 'uuid-stand-in' : undefined}
    >
      <ol
        aria-label={UUID_TEXTS.generatedUuids}
        className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800"
      >
        {uuids.map((uuid, i) => (
          <li key={`${i}-${uuid}`} className="flex items-center justify-between gap-2 py-1">
            <code className="font-mono text-sm break-all text-slate-900 dark:text-slate-100">{uuid}</code>
            <CopyButton
              text={uuid}
              ariaLabel={UUID_TEXTS.copyUuid(i + 1)}
              successMessage={UUID_TEXTS.copied}
              variant="ghost"
            />
          </li>
        ))}
      </ol>
      <div>
        <CopyButton text={uuids.join('\n')} label={UUID_TEXTS.copyAll} successMessage={UUID_TEXTS.copied} />
      </div>
    </div>
  );
}
