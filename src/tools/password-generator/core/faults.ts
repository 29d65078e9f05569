import { faultsOf } from '../../../core/shared/tool-error';

/** The password generator's faults and what each carries; their words are in ../words.ts. */
export interface PasswordFaults {
  noSet: object;
}

export const fault = faultsOf<PasswordFaults>('password-generator');
