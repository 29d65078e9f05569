import { MapPin } from 'lucide-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { recordOf, rowsOf, type Structured } from '../../core/shared/structured';
import { EXIF_TEXTS, type MetadataReport, type PhotoSummary, type TagGroup } from './core';
import { CopyButton } from '../../ui/components/CopyButton';
import { Panel } from '../../ui/components/Panel';
import { TextField } from '../../ui/components/TextField';
import { StructuredResult } from '../../ui/components/StructuredResult';
import { useBlobSrc } from '../../ui/tools/shared/codec/useBlobSrc';

function summaryFacts(s: PhotoSummary, format: string): [string, string][] {
  const facts: [string, string | null][] = [
    [EXIF_TEXTS.format, format],
    [EXIF_TEXTS.camera, s.camera],
    [EXIF_TEXTS.lens, s.lens],
    [EXIF_TEXTS.shutter, s.shutter],
    [EXIF_TEXTS.aperture, s.aperture],
    [EXIF_TEXTS.iso, s.iso],
    [EXIF_TEXTS.focalLength, s.focalLength],
    [EXIF_TEXTS.dateTaken, s.dateTaken],
    [EXIF_TEXTS.orientation, s.orientation],
  ];
  return facts.filter((f): f is [string, string] => f[1] !== null);
}

function Location({ summary }: { summary: PhotoSummary }) {
  const { gps } = summary;
  if (!gps) return <p className="text-sm text-slate-600 dark:text-slate-300">{EXIF_TEXTS.noLocation}</p>;
  const facts: [string, string][] = [
    [EXIF_TEXTS.decimal, gps.decimal],
    [EXIF_TEXTS.dms, gps.dms],
  ];
  if (gps.altitude !== null)
    facts.push([
      EXIF_TEXTS.altitude,
      `${Math.abs(gps.altitude)} m ${gps.altitude < 0 ? EXIF_TEXTS.belowSea : EXIF_TEXTS.aboveSea}`,
    ]);
  return (
    // Its rows are the region named Location: the heading with its pin only marks it.
    <div className="flex min-w-0 flex-col gap-2" data-testid="gps">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-rose-700 dark:text-rose-300">
        <MapPin aria-hidden className="size-4" /> {EXIF_TEXTS.location}
      </h3>
      <StructuredResult label={EXIF_TEXTS.location} value={recordOf(rowsOf(facts))} />
      <CopyButton text={gps.decimal} label={EXIF_TEXTS.copyCoordinates} variant="secondary" className="self-start" />
    </div>
  );
}

function Thumbnail({ bytes, name }: { bytes: Uint8Array<ArrayBuffer>; name: string }) {
  const blob = useMemo(() => new Blob([bytes], { type: 'image/jpeg' }), [bytes]);
  const src = useBlobSrc(blob);
  return (
    <figure className="flex flex-col gap-1 text-xs text-slate-500 dark:text-slate-400">
      <img ref={src} alt={EXIF_TEXTS.thumbnailAlt(name)} className="max-h-40 max-w-40 rounded border" />
      <figcaption>{EXIF_TEXTS.thumbnail}</figcaption>
    </figure>
  );
}

const matches = (query: string) => (text: string) => text.toLowerCase().includes(query);

function filterGroups(groups: TagGroup[], query: string): TagGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return groups;
  const hit = matches(q);
  return groups
    .map((g) => (hit(g.label) ? g : { ...g, rows: g.rows.filter((r) => hit(r.tag) || hit(r.value)) }))
    .filter((g) => g.rows.length > 0);
}

/** Each group of tags a record under its name. */
const tagBlocks = (groups: readonly TagGroup[]): Structured =>
  groups.map((g) => ({ kind: 'rows', heading: g.label, rows: rowsOf(g.rows.map((r) => [r.tag, r.value])) }));

function TagTable({ groups }: { groups: TagGroup[] }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterGroups(groups, deferred), [groups, deferred]);
  const total = groups.reduce((sum, g) => sum + g.rows.length, 0);
  const count = shown.reduce((sum, g) => sum + g.rows.length, 0);
  return (
    <Panel title={EXIF_TEXTS.tagsPanel}>
      <TextField label={EXIF_TEXTS.searchTags} value={query} onChange={setQuery} type="search" />
      <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {EXIF_TEXTS.tagCount(count, total)}
      </p>
      <div className="max-h-[32rem] overflow-auto" data-testid="tag-table">
        <StructuredResult label={EXIF_TEXTS.tagsPanel} value={tagBlocks(shown)} />
      </div>
    </Panel>
  );
}

/**
 * One photo's metadata: the key facts, its location, its embedded thumbnail and every tag. Memoised: a batch's
 * progress re-renders the page many times, and the table of tags never changes with it.
 */
export const MetadataView = memo(function MetadataView({ report, name }: { report: MetadataReport; name: string }) {
  return (
    <>
      <Panel title={EXIF_TEXTS.summaryPanel}>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <StructuredResult
            label={EXIF_TEXTS.summaryPanel}
            value={recordOf(rowsOf(summaryFacts(report.summary, report.format)))}
          />
          <Location summary={report.summary} />
          {report.thumbnail && <Thumbnail bytes={report.thumbnail} name={name} />}
        </div>
        {!report.groups.length && <p className="text-sm">{EXIF_TEXTS.noMetadata}</p>}
      </Panel>
      {report.groups.length > 0 && <TagTable groups={report.groups} />}
    </>
  );
});
