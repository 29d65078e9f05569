import { useState } from 'react';
import { sniffFormat } from '../../core/shared/image/sniff';
import type { FaviconOptions } from './core';
import { FAVICON_MESSAGES } from './words';
import { saidError } from '../../ui/components/said-error';
import { generateFaviconsInWorker, type FaviconFile } from './in-worker';
import { useWorkerJob } from '../../ui/components/useWorkerJob';
import { notify } from '../../ui/notify';
import { notifyToolError } from '../../ui/components/notifyToolError';
import { isSvg, rasteriseSvg } from '../image/svg';

/** The icons' largest side: an SVG is drawn at this size on the page (sharp), a bitmap is resized from its own. */
const SVG_SIDE = 512;

export interface Favicons {
  files: FaviconFile[];
  icoPngs: { size: number; png: Uint8Array }[];
}

/** PNG, JPEG or SVG, by their bytes (an SVG by its type or name: it is text); anything else is refused in words. */
async function requireSource(file: File): Promise<void> {
  if (isSvg(file)) return;
  const format = sniffFormat(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  if (format !== 'PNG' && format !== 'JPEG')
    throw saidError(FAVICON_MESSAGES.notImageTitle, FAVICON_MESSAGES.notImage(format ? `a ${format}` : 'not an image'));
}

/** The chosen image and the icons made from it in the favicon worker (made again when the background changes). */
export function useFavicons() {
  const job = useWorkerJob();
  const [source, setSource] = useState<File | null>(null);
  const [favicons, setFavicons] = useState<Favicons | null>(null);

  const generate = (file: File, { backgroundColor }: FaviconOptions) =>
    job
      .run(async (signal, onProgress) => {
        await requireSource(file);
        const svg = isSvg(file)
          ? await rasteriseSvg(file, { width: SVG_SIDE, height: SVG_SIDE, keepAspect: true })
          : null;
        signal.throwIfAborted();
        return generateFaviconsInWorker(
          { file: svg?.bitmap ?? file, background: backgroundColor },
          { signal, onProgress },
        );
      })
      .then((made) => {
        if (!made) return;
        setFavicons(made);
        notify.success(FAVICON_MESSAGES.done);
      })
      .catch((error: unknown) => notifyToolError(error));

  const open = (file: File, options: FaviconOptions) => {
    setSource(file);
    setFavicons(null);
    void generate(file, options);
  };
  const clear = () => {
    job.reset();
    setSource(null);
    setFavicons(null);
  };
  return { job, source, favicons, open, generate, clear };
}
