/** A search's codes as the page shows them: a record per code, and a note of how many with the registry's date. */
import { rowsOf, type RowsBlock, type Structured } from '../../core/shared/structured';
import { REGISTRY_DATE, STATUS_CODES, type StatusCode } from './core';
import { HTTP_STATUS_MESSAGES as M } from './words';

/** One code as a record under its number and name: its reference and class, its meaning and when to use it. */
export const describeStatus = (status: StatusCode): RowsBlock => ({
  kind: 'rows',
  heading: `${status.code} ${status.name}`,
  name: String(status.code),
  rows: rowsOf([
    [M.reference, `${status.rfc} · ${M.classes[Math.floor(status.code / 100)]}`],
    [M.meaning, status.meaning],
    [M.whenToUse, status.whenToUse],
  ]),
});

export interface StatusSearch {
  output: Structured;
  note: string;
}

export const searchResult = (found: readonly StatusCode[]): StatusSearch => ({
  output: found.map(describeStatus),
  note: M.found(found.length, STATUS_CODES.length, REGISTRY_DATE),
});
