import { useCallback } from 'react';

/**
 * A ref for an <img> that shows `blob` through a blob: URL while the image is mounted; the URL is
 * revoked when the blob changes or the image goes away (React 19 ref cleanup), so nothing leaks.
 */
export function useBlobSrc(blob: Blob) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
