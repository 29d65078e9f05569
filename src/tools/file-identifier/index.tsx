import { ShieldCheck } from 'lucide-react';
import { FILE_ID_TEXTS } from './words';
import { FileDrop } from '../../ui/components/FileDrop';
import { Panel } from '../../ui/components/Panel';
import { useInitialFiles } from '../../ui/components/initialInput';
import { StructuredResult } from '../../ui/components/StructuredResult';
import { Failures, resultsTable } from './ResultsTable';
import { tableJson, useIdentify } from './useIdentify';

/**
 * File type identifier: drop any files, of any size, several at once; each is named by its magic numbers and its
 * text, checked against its name's extension, and measured for entropy, in the identifier's worker pool, from
 * its first bytes and a 1 MiB sample. Nothing is uploaded.
 */
export default function FileIdentifier() {
  const { rows, add, clear } = useIdentify();
  useInitialFiles(add); // files dropped on the home page
  return (
    <div className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ShieldCheck aria-hidden className="size-4 text-emerald-600" />
        {FILE_ID_TEXTS.privacy}
      </p>
      <Panel title={rows.length > 1 ? FILE_ID_TEXTS.resultCount(rows.length) : FILE_ID_TEXTS.results}>
        <FileDrop
          onFiles={add}
          multiple
          label={FILE_ID_TEXTS.dropFiles}
          hint={FILE_ID_TEXTS.dropHint}
          loaded={rows.map((row) => row.file)}
          onClear={clear}
          changeLabel={FILE_ID_TEXTS.addFiles}
        />
        {rows.length > 0 && (
          <StructuredResult
            label={FILE_ID_TEXTS.results}
            value={resultsTable(rows)}
            fileName={FILE_ID_TEXTS.fileName}
            json={() => tableJson(rows)}
            note={<Failures rows={rows} />}
          />
        )}
      </Panel>
    </div>
  );
}
