import { faultsOf } from '../../../core/shared/tool-error';

/** What sql-formatter found wrong: a token it did not expect, the end of the input, or a statement it cannot read. */
export type SqlProblem = 'unexpected' | 'endOfInput' | 'incomplete' | 'ambiguous';

/** The SQL formatter's faults; their words are in ../words.ts. */
export interface SqlFaults {
  emptyFormat: object;
  emptyMinify: object;
  /** `token` is the unexpected piece of the input, cut short; `standard` when the dialect is standard SQL. */
  invalid: { problem: SqlProblem; token?: string; line?: number; column?: number; standard: boolean };
}

export const fault = faultsOf<SqlFaults>('sql-formatter');
