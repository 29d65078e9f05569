/// <reference lib="webworker" />
/** Worker tasks of the password strength checker: zxcvbn-ts and its dictionaries live here only, never on the page. */
import { checkPasswordStrength } from './result';

export const passwordStrengthTasks = {
  check: ({ password }: { password: string }) => checkPasswordStrength(password),
};

export type PasswordStrengthTasks = typeof passwordStrengthTasks;

export default passwordStrengthTasks;
