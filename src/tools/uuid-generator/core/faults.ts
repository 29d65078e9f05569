import { faultsOf } from '../../../core/shared/tool-error';

/** The UUID generator's faults and what each carries; their words are in ../words.ts. */
export interface UuidFaults {
  invalidUuid: object;
  invalidNamespace: object;
  noName: object;
}

export const fault = faultsOf<UuidFaults>('uuid-generator');
