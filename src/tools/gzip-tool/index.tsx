import { useState } from 'react';
import { GZIP_DEFAULTS, outputFileName, sniffFormat, type GzipOptions } from './core';
import { fileJobNote, GZIP_MESSAGES as M } from './words';
import { gzipFileInWorker } from './in-worker';
import { FileJobPanel } from '../../ui/components/FileJobPanel';
import { KitView } from '../../ui/kit/KitView';
import { gzipTool } from './declaration';

const FILE_ACTIONS = [
  { id: 'compress', label: M.compressFile },
  { id: 'decompress', label: M.decompressFile },
];

/** The container a file starts as (its first two bytes), if it is gzip or zlib. */
const formatOfFile = async (file: Blob) => sniffFormat(new Uint8Array(await file.slice(0, 2).arrayBuffer()));

/** Texts on the kit's screen; files below it, with the same format (held here, shared by both). */
export default function GzipTool() {
  const [options, setOptions] = useState<GzipOptions>(GZIP_DEFAULTS);
  // A file decompresses as what it starts as (raw deflate has no mark: the chosen format); it compresses as chosen.
  const formatFor = async (action: string, file: Blob) =>
    action === 'decompress' ? ((await formatOfFile(file)) ?? options.format) : options.format;
  const direction = (action: string) => (action === 'decompress' ? 'decompress' : 'compress');
  return (
    <div className="flex flex-col gap-6">
      <KitView declaration={gzipTool} options={{ value: options, onChange: setOptions }} />
      <FileJobPanel
        texts={M.file}
        actions={FILE_ACTIONS}
        suggest={async (file) => ((await formatOfFile(file)) ? 'decompress' : 'compress')}
        run={async (action, file, job) => gzipFileInWorker(direction(action), await formatFor(action, file), file, job)}
        // Only compressing names the format (decompressing takes a known extension off).
        outputName={(name, action) => outputFileName(name, direction(action), options.format)}
        resultNote={(input, output, ms) => fileJobNote(input.size, output.size, ms)}
      />
    </div>
  );
}
