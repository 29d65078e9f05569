import { Download } from 'lucide-react';
import { memo, useState } from 'react';
import { formatCount } from '../../core/shared/format';
import { CODE_DIFF_TEXTS, DIFF_COPIED, DIFF_FAILED } from './core';
import { exportDiffInWorker, type ExportInput } from './in-worker';
import { Button } from '../../ui/components/Button';
import { CopyButton } from '../../ui/components/CopyButton';
import { downloadBlob } from '../../ui/components/download';
import { Tabs } from '../../ui/components/Tabs';
import { Toggle } from '../../ui/components/Toggle';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { DiffView } from './DiffView';
import type { DiffResult as Result } from './useCodeDiff';

const LEGEND = [
  {
    label: CODE_DIFF_TEXTS.added,
    mark: '+',
    className: 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  },
  {
    label: CODE_DIFF_TEXTS.removed,
    mark: '-',
    className: 'bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100',
  },
  {
    label: CODE_DIFF_TEXTS.unchanged,
    mark: ' ',
    className: 'bg-white text-slate-800 dark:bg-slate-900 dark:text-slate-200',
  },
];

function Legend() {
  return (
    <ul aria-label={CODE_DIFF_TEXTS.legend} className="flex flex-wrap gap-3 text-sm" data-testid="diff-legend">
      {LEGEND.map(({ label, mark, className }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span
            aria-hidden
            className={`inline-flex size-5 items-center justify-center rounded border border-slate-300 font-mono dark:border-slate-600 ${className}`}
          >
            {mark}
          </span>
          {label}
        </li>
      ))}
    </ul>
  );
}

/** 'name.patch' from the original file's name (or 'code.patch'). */
const patchFileName = (oldName: string) => `${oldName.replace(/\.[^./]*$/, '') || 'code'}.patch`;

/** The result's unified patch or listing, written in the worker when asked for. */
function exportText({ request, output }: Result, format: ExportInput['format']): Promise<Blob> {
  const { oldText, newText, oldName, newName } = request;
  return exportDiffInWorker({ oldText, newText, diff: output, names: { oldName, newName }, format });
}

function Actions({ result }: { result: Result }) {
  // No change, no patch (GNU diff writes nothing either).
  const patch = result.output.blocks.length ? () => exportText(result, 'patch') : '';
  const download = async () => {
    try {
      downloadBlob(await exportText(result, 'patch'), patchFileName(result.request.oldName));
    } catch (error) {
      notifyToolError(error, DIFF_FAILED);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton
        text={() => exportText(result, 'listing')}
        ariaLabel={CODE_DIFF_TEXTS.copyDiff}
        successMessage={DIFF_COPIED}
      />
      <CopyButton text={patch} label={CODE_DIFF_TEXTS.copyPatch} successMessage={CODE_DIFF_TEXTS.copied} />
      <Button variant="secondary" disabled={!patch} onClick={() => void download()}>
        <Download aria-hidden className="size-4" /> {CODE_DIFF_TEXTS.downloadPatch}
      </Button>
    </div>
  );
}

/**
 * The result: counts, legend, copy and download, and the diff in the unified or side-by-side layout.
 * Memoised: drawn once per result, not again when the tool re-renders around it.
 */
export const DiffResult = memo(function DiffResult({ result }: { result: Result }) {
  const [tab, setTab] = useState(0);
  const [collapse, setCollapse] = useState(true);
  const { added, removed, blocks } = result.output;
  const view = (layout: 'unified' | 'split') => (
    <DiffView key={layout} blocks={blocks} lines={result.lines} layout={layout} collapse={collapse} />
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" data-testid="diff-counts">
          <span className="text-green-700 dark:text-green-400">
            +{formatCount(added)} {CODE_DIFF_TEXTS.addedCount}
          </span>
          {' · '}
          <span className="text-red-700 dark:text-red-400">
            -{formatCount(removed)} {CODE_DIFF_TEXTS.removedCount}
          </span>
        </p>
        <Legend />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Actions result={result} />
        <div className="w-64">
          <Toggle label={CODE_DIFF_TEXTS.collapseUnchanged} checked={collapse} onChange={setCollapse} />
        </div>
      </div>
      <Tabs
        label={CODE_DIFF_TEXTS.layout}
        selectedIndex={tab}
        onChange={setTab}
        tabs={[
          { label: CODE_DIFF_TEXTS.unified, content: view('unified') },
          { label: CODE_DIFF_TEXTS.sideBySide, content: view('split') },
        ]}
      />
    </div>
  );
});
