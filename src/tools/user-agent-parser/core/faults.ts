import { faultsOf } from '../../../core/shared/tool-error';

/** The user agent parser's faults; their words are in ../words.ts. */
export interface UserAgentFaults {
  tooLong: { max: number };
  oneLine: object;
}

export const fault = faultsOf<UserAgentFaults>('user-agent-parser');
