import { useMemo } from 'react';
import { SVG_MESSAGES } from './words';
import type { TextResult } from '../../core/shared/text-result';
import { useBlobSrc } from '../../ui/tools/shared/codec/useBlobSrc';

/** An SVG drawn as an <img> from a blob: URL of type image/svg+xml (an <img> never runs script, nor loads anything). */
function Drawn({ which, svg }: { which: string; svg: string | TextResult }) {
  const blob = useMemo(() => new Blob([typeof svg === 'string' ? svg : svg.blob], { type: 'image/svg+xml' }), [svg]);
  const ref = useBlobSrc(blob);
  return (
    <figure className="flex min-w-0 flex-1 flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-200">{which}</figcaption>
      <div className="flex h-64 items-center justify-center rounded-md border border-slate-200 bg-white p-2 dark:border-slate-700">
        <img ref={ref} alt={SVG_MESSAGES.previewAlt(which)} className="max-h-full max-w-full object-contain" />
      </div>
    </figure>
  );
}

/**
 * The SVG before and after optimisation, side by side. The input is the editor's text (null when a large file is
 * open: then only the output is drawn).
 */
export function SvgPreview({ input, output }: { input: string | null; output: string | TextResult | undefined }) {
  if (output === undefined || output === '')
    return <p className="text-sm text-slate-500 dark:text-slate-400">{SVG_MESSAGES.previewEmpty}</p>;
  return (
    <div className="flex flex-col gap-2">
      {input === null && <p className="text-sm text-slate-500 dark:text-slate-400">{SVG_MESSAGES.previewFile}</p>}
      <div className="flex flex-col gap-4 sm:flex-row">
        {input !== null && <Drawn which={SVG_MESSAGES.before} svg={input} />}
        <Drawn which={SVG_MESSAGES.after} svg={output} />
      </div>
    </div>
  );
}
