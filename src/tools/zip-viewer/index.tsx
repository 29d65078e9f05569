import { FolderDown, ShieldCheck, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatBytes } from '../../core/shared/format';
import { ZIP_MESSAGES as M, type ZipListing } from './core';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import { useInitialFiles } from '../../ui/components/initialInput';
import { StructuredResult } from '../../ui/components/StructuredResult';
import { entriesTable, ExtractButton } from './EntriesTable';
import { canPickFolder, useZip, type Status } from './useZip';

function Summary({ listing }: { listing: ZipListing }) {
  const files = listing.entries.filter((e) => !e.folder);
  const size = files.reduce((sum, e) => sum + e.size, 0);
  const compressed = files.reduce((sum, e) => sum + e.compressedSize, 0);
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="zip-summary">
      {M.entries(listing.entries.length, files.length, listing.entries.length - files.length)}.{' '}
      {M.total(formatBytes(size), formatBytes(compressed))}
      {listing.zip64 && ` ${M.zip64}`}
    </p>
  );
}

function StatusLine({ status, onCancel }: { status: Status; onCancel: () => void }) {
  if (status.kind === 'idle') return null;
  if (status.kind === 'failed')
    return (
      <p role="alert" data-testid="zip-error" className="text-sm text-red-700 dark:text-red-300">
        {status.text}
      </p>
    );
  const percent =
    status.kind === 'busy' && status.total ? ` ${Math.floor(((status.done ?? 0) / status.total) * 100)}%` : '';
  return (
    <p
      role="status"
      data-testid="zip-status"
      className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300"
    >
      {status.text}
      {percent}
      {status.kind === 'busy' && (
        <Button variant="secondary" onClick={onCancel}>
          {M.cancel}
        </Button>
      )}
    </p>
  );
}

/**
 * ZIP viewer: a zip (or a .jar, .docx, .apk…) of any size is listed from its central directory alone, read from the
 * file's end in the worker; an entry is extracted on demand, streamed through the browser's zlib to disk, checked
 * against zip bombs and its CRC-32. Nothing is uploaded.
 */
export default function ZipViewer() {
  const zip = useZip();
  const [filter, setFilter] = useState('');
  useInitialFiles(zip.open); // a zip dropped on the home page
  const entries = useMemo(() => {
    const all = zip.listing?.entries ?? [];
    const needle = filter.trim().toLowerCase();
    return needle ? all.filter((e) => e.name.toLowerCase().includes(needle)) : all;
  }, [zip.listing, filter]);
  const table = useMemo(() => entriesTable(entries, zip.overlaps), [entries, zip.overlaps]);
  const busy = zip.status.kind === 'busy';
  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ShieldCheck aria-hidden className="size-4 text-emerald-600" />
        {M.privacy}
      </p>
      <Panel
        title={zip.file?.name ?? M.title}
        actions={
          zip.file && (
            <>
              {zip.listing && canPickFolder() && (
                <Button
                  variant="secondary"
                  onClick={() => void zip.extractAll()}
                  disabled={busy}
                  title={M.extractAllHelp}
                >
                  <FolderDown aria-hidden className="size-4" /> {M.extractAll}
                </Button>
              )}
              <Button variant="secondary" onClick={zip.close}>
                <X aria-hidden className="size-4" /> {M.clear}
              </Button>
            </>
          )
        }
      >
        <div className="flex flex-col gap-4">
          <FileDrop onFiles={zip.open} label={M.dropFile} hint={M.dropHint} loaded={zip.file} />
          <StatusLine status={zip.status} onCancel={zip.cancel} />
          {zip.listing && (
            <>
              <Summary listing={zip.listing} />
              <TextField label={M.filter} value={filter} onChange={setFilter} />
              {entries.length === 0 && <p className="text-sm">{M.noMatch}</p>}
              <StructuredResult
                label={M.tableLabel}
                value={table}
                fileName={M.listingFileName(zip.file?.name)}
                rowActions={(row) => (
                  <ExtractButton entry={entries[row]} busy={busy} onExtract={() => void zip.extractOne(entries[row])} />
                )}
              />
            </>
          )}
        </div>
      </Panel>
    </div>
  );
}
