/** The words of the whole-file bound's fault (src/core/shared/whole-file.ts). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { formatBytes } from '../../core/shared/format';
import { wholeFileFault } from '../../core/shared/whole-file-faults';

export const WHOLE_FILE_FAULTS = defineFaultWords(wholeFileFault, {
  tooLarge: {
    title: 'File too large',
    description: ({ size, limit }) =>
      `This file is ${formatBytes(size)}; it is read whole, up to ${formatBytes(limit)}. Convert it in parts.`,
  },
});
