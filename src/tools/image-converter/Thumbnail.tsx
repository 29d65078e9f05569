import { useBlobSrc } from '../../ui/tools/shared/codec/useBlobSrc';

/** A small picture of an image in a list row, over a checkerboard so transparency shows. */
export function Thumbnail({ blob, alt }: { blob: Blob; alt: string }) {
  const src = useBlobSrc(blob);
  return (
    <img
      ref={src}
      alt={alt}
      decoding="async"
      loading="lazy"
      className="size-10 shrink-0 rounded border border-slate-200 bg-[repeating-conic-gradient(#e2e8f0_0_25%,transparent_0_50%)] bg-[length:8px_8px] object-contain dark:border-slate-700 dark:bg-[repeating-conic-gradient(#334155_0_25%,transparent_0_50%)]"
    />
  );
}
