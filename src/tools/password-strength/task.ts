/// <reference lib="webworker" />
/** Worker entry of the password strength checker: zxcvbn-ts and its dictionaries live here only, never on the page. */
import { checkPasswordStrength } from './core';
import { exposeTasks } from '../../workers/expose';

export const passwordStrengthTasks = {
  check: ({ password }: { password: string }) => checkPasswordStrength(password),
};

export type PasswordStrengthTasks = typeof passwordStrengthTasks;

exposeTasks(passwordStrengthTasks);
