import { baseName as fileBaseName } from '../../../core/shared/file-names';
import { formatInfo, type OutputFormat } from '../../../core/shared/image/formats';

export { uniqueNames } from '../../../core/shared/file-names';

/** A file name without its last extension, or 'image' when nothing is left. */
export const baseName = (fileName: string): string => fileBaseName(fileName, 'image');

/** The download's name: the original base name with the new format's extension (spec section 9). */
export function outputFileName(fileName: string, format: OutputFormat): string {
  return `${baseName(fileName)}.${formatInfo(format).extension}`;
}
