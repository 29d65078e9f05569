/** The words of a result file's fault (src/workers/result-file.ts). */
import { defineFaultWords } from '../../core/shared/fault-words';
import { resultFileFault } from '../../workers/result-file-faults';

export const RESULT_FILE_FAULTS = defineFaultWords(resultFileFault, {
  noRoom: {
    title: 'No room for the result',
    description: ({ written }) =>
      `The browser refused to store more of the result after ${written.toLocaleString('en-US')} bytes: free some disk space and try again.`,
  },
});
