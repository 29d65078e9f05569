import { faultsOf } from '../../../core/shared/tool-error';

/** The status code search's faults; their words are in ../words.ts. */
export interface HttpStatusFaults {
  noMatch: { query: string };
  tooLong: { max: number };
}

export const fault = faultsOf<HttpStatusFaults>('http-status-codes');
