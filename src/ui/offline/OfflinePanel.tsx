import { useEffect, useState } from 'react';
import { formatBytes } from '../../core/shared/format';
import type { HeavyTools } from '../../offline/tool-files';
import { Button } from '../components/Button';
import { Panel } from '../components/Panel';
import { ProgressBar } from '../components/ProgressBar';
import { messageOf } from '../../core/shared/tool-error';
import { askHeavyTools, choseEverything, missingFiles, storeEverything, type Missing } from './heavyTools';
import { OFFLINE_MESSAGES as M } from './messages';

type Offline =
  | { kind: 'checking' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; heavy: HeavyTools; missing: Missing; failed?: string }
  | { kind: 'storing'; missing: Missing; done: number }
  | { kind: 'done' };

/** Where offline use stands on this device: nothing more to store once every tool is, and the visitor chose so. */
async function offlineNow(): Promise<Offline> {
  const heavy = await askHeavyTools();
  if (!heavy) return { kind: 'unavailable' };
  const missing = await missingFiles(heavy);
  if (missing.files.length === 0 && (await choseEverything())) return { kind: 'done' };
  return { kind: 'ready', heavy, missing };
}

function useOffline() {
  const [offline, setOffline] = useState<Offline>({ kind: 'checking' });
  useEffect(() => {
    let mounted = true;
    void offlineNow()
      .catch((): Offline => ({ kind: 'unavailable' }))
      .then((now) => mounted && setOffline(now));
    return () => {
      mounted = false;
    };
  }, []);
  const storeAll = (heavy: HeavyTools, missing: Missing) => {
    setOffline({ kind: 'storing', missing, done: 0 });
    storeEverything(heavy, missing, (done) => setOffline({ kind: 'storing', missing, done })).then(
      () => setOffline({ kind: 'done' }),
      (error: unknown) => setOffline({ kind: 'ready', heavy, missing, failed: messageOf(error) }),
    );
  };
  return { offline, storeAll };
}

/** The words the live region says for the current state. */
function statusOf(offline: Offline): string {
  switch (offline.kind) {
    case 'checking':
      return M.checking;
    case 'unavailable':
      return M.unavailable;
    case 'ready':
      return offline.failed
        ? M.failed(offline.failed)
        : M.sizeOfRest(formatBytes(offline.missing.bytes), offline.missing.files.length);
    case 'storing':
      return M.progress(formatBytes(offline.done), formatBytes(offline.missing.bytes));
    case 'done':
      return M.done;
  }
}

/** Settings' Offline section: "Make every tool available offline", its size before and its progress while. */
export function OfflinePanel() {
  const { offline, storeAll } = useOffline();
  return (
    <Panel title={M.panelTitle}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{M.intro}</p>
      <p
        role="status"
        aria-live="polite"
        className="text-sm text-slate-800 dark:text-slate-200"
        data-testid="offline-status"
      >
        {statusOf(offline)}
      </p>
      {offline.kind === 'storing' && (
        <ProgressBar
          label={M.progressLabel}
          fraction={offline.missing.bytes > 0 ? offline.done / offline.missing.bytes : 1}
          bytesDone={offline.done}
          bytesTotal={offline.missing.bytes}
        />
      )}
      {offline.kind === 'ready' && (
        <div>
          <Button onClick={() => storeAll(offline.heavy, offline.missing)}>{M.makeEverything}</Button>
        </div>
      )}
    </Panel>
  );
}
