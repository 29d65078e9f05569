/** The password strength checker has no options: the page's chunk imports these without zxcvbn. */
export type PasswordStrengthOptions = Record<never, never>;

export const PASSWORD_STRENGTH_DEFAULTS: PasswordStrengthOptions = {};
