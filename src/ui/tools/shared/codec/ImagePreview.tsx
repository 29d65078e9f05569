import { SHARED_TEXTS } from '../messages';
import { useBlobSrc } from './useBlobSrc';

/**
 * Shows an image Blob in an <img> (never as a document, so an SVG cannot run scripts),
 * over a checkerboard so transparency is visible.
 */
export function ImagePreview({ blob, alt }: { blob: Blob; alt: string }) {
  const src = useBlobSrc(blob);
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex justify-center self-start rounded-lg border border-slate-200 bg-[repeating-conic-gradient(#e2e8f0_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-3 dark:border-slate-700 dark:bg-[repeating-conic-gradient(#334155_0_25%,transparent_0_50%)]">
        <img ref={src} alt={alt} className="max-h-64 min-h-16 max-w-full min-w-16 object-contain" />
      </div>
      <figcaption className="text-xs text-slate-500 dark:text-slate-400">{SHARED_TEXTS.preview}</figcaption>
    </figure>
  );
}
