import { faultsOf } from '../../../core/shared/tool-error';

/** The file type identifier's faults; their words are in ../words.ts. `reason` is the browser's own message. */
export interface FileIdentifierFaults {
  readFailed: { name: string; reason: string };
}

export const fault = faultsOf<FileIdentifierFaults>('file-identifier');
