import { useMemo, useState } from 'react';
import { ToolError } from '../../core/shared/tool-error';
import { COLOUR_COUNTS, exportPalette, type ExtractedColour, type PaletteOptions } from './core';
import { PALETTE_TEXTS } from './words';
import { extractPaletteInWorker } from './in-worker';
import { Button } from '../../ui/components/Button';
import { FileDrop } from '../../ui/components/FileDrop';
import { JobStatus } from '../../ui/components/JobStatus';
import { OutputPane } from '../../ui/components/OutputPane';
import { Panel } from '../../ui/components/Panel';
import { Select, type SelectOption } from '../../ui/components/Select';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { FORMAT_CHOICES } from './declaration';
import { SwatchButton } from './Swatches';

const COUNTS: readonly SelectOption<string>[] = COLOUR_COUNTS.map((n) => ({ value: String(n), label: String(n) }));

interface Extracted {
  name: string;
  colours: ExtractedColour[];
}

/** The extracted palette in the kit's export format and name; a bad name says why in place of the code. */
function useExport(extracted: Extracted | null, { format, name }: PaletteOptions) {
  return useMemo(() => {
    if (!extracted) return '';
    const entries = extracted.colours.map((c, i) => ({ key: String(i + 1), swatch: c.swatch }));
    try {
      return exportPalette(entries, name, format);
    } catch (error) {
      if (error instanceof ToolError) return error.message;
      throw error;
    }
  }, [extracted, format, name]);
}

/**
 * An image's main colours, clustered in the worker, largest share first: each copies on click or becomes the base
 * colour, and the whole palette exports in the kit's format (the same tabs' choice and name).
 */
export function ImagePalette({ options, setBase }: { options: PaletteOptions; setBase: (hex: string) => void }) {
  const job = useWorkerJob();
  const [count, setCount] = useState('6');
  const [file, setFile] = useState<File | null>(null);
  const [extracted, setExtracted] = useState<Extracted | null>(null);
  const code = useExport(extracted, options);
  const format = FORMAT_CHOICES.find((choice) => choice.value === options.format)?.label ?? '';

  const extract = (chosen: File, k: string) => {
    setFile(chosen);
    job
      .run((signal, onProgress) => extractPaletteInWorker(chosen, Number(k), { signal, onProgress }))
      .then((colours) => colours && setExtracted({ name: chosen.name, colours }))
      .catch((error: unknown) => notifyToolError(error));
  };

  return (
    // Untitled, as the kit's cards above it are (one card template a page): its heading is inside.
    <Panel>
      <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">{PALETTE_TEXTS.imagePanel}</h2>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-end">
        <FileDrop
          accept="image/*"
          onFiles={([chosen]) => extract(chosen, count)}
          label={PALETTE_TEXTS.dropImage}
          hint={PALETTE_TEXTS.dropHint}
          loaded={file}
          onClear={() => {
            job.reset();
            setFile(null);
            setExtracted(null);
          }}
        />
        <Select
          label={PALETTE_TEXTS.colourCount}
          value={count}
          options={COUNTS}
          onChange={(k) => {
            setCount(k);
            if (file) extract(file, k);
          }}
        />
      </div>
      <JobStatus state={job.state} label={PALETTE_TEXTS.extracting} onCancel={job.cancel} revealAfterMs={300} />
      {extracted && (
        <section className="flex flex-col gap-3" data-testid="image-palette">
          <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">
            {PALETTE_TEXTS.extracted(extracted.colours.length, extracted.name)}
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {extracted.colours.map(({ swatch, share }, i) => (
              <li key={i} className="flex flex-col gap-1">
                <SwatchButton swatch={swatch} name={String(i + 1)} caption={PALETTE_TEXTS.share(share.toFixed(1))} />
                <Button variant="ghost" onClick={() => setBase(swatch.hex)}>
                  {PALETTE_TEXTS.makeBase(swatch.hex)}
                </Button>
              </li>
            ))}
          </ul>
          <OutputPane
            label={`${PALETTE_TEXTS.imageExport} (${format})`}
            value={code}
            rows={6}
            language={options.format === 'json' ? 'json' : 'css'}
          />
        </section>
      )}
    </Panel>
  );
}
