/** The password generator's words, one catalogue: its faults and its screen. */
import { defineFaultWords } from '../../core/shared/fault-words';
import { fault } from './core/faults';
import type { CrackSpan, Strength } from './core';

export const PASSWORD_FAULTS = defineFaultWords(fault, {
  noSet: { title: 'Please select at least one character set' },
});

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The strength read-out: the spec's labels, and a crack time in words. */
export const STRENGTH_WORDS = {
  levels: { veryStrong: 'Very Strong', strong: 'Strong', medium: 'Medium', weak: 'Weak' } satisfies Record<
    Strength['level'],
    string
  >,
  crackTime: (span: CrackSpan): string => {
    if (span.kind === 'instant') return 'less than a second';
    if (span.kind === 'units') return plural(span.count, span.unit);
    if (span.kind === 'years') return `${span.count} ${span.scale} years`;
    return 'more than a quadrillion years';
  },
};

/** The screen's words: labels, options, strength read-out, bulk. */
export const PASSWORD_TEXTS = {
  password: 'Password',
  passphrase: 'Passphrase',
  modePassword: 'Password',
  modePassphrase: 'Passphrase (EFF word list)',
  generatePanel: 'Generate',
  optionsPanel: 'Options',
  type: 'Type',
  bulkPanel: 'Bulk generation',
  nounPasswords: 'passwords',
  nounPassphrases: 'passphrases',
  bulkNote: (noun: string) =>
    `Many ${noun} with the options above, one per line, generated in a background worker on your device.`,
  bulkFileName: (noun: string, count: number) => `${noun}-${count}.txt`,
  words: 'Words',
  separator: 'Separator',
  separatorHyphen: 'Hyphen (-)',
  separatorSpace: 'Space',
  separatorPeriod: 'Period (.)',
  separatorUnderscore: 'Underscore (_)',
  capitaliseWords: 'Capitalise words',
  wordListNote:
    'Words are drawn from the EFF long word list (7,776 words, 12.9 bits each), which ships with this site.',
  length: 'Length',
  uppercase: 'Uppercase',
  lowercase: 'Lowercase',
  numbers: 'Numbers',
  symbols: 'Symbols',
  excludeLookAlikes: 'Exclude look-alike characters',
  leavesOut: (characters: string) => `Leaves out ${characters}`,
  strength: 'Strength',
  passwordStrength: 'Password strength',
  noStrength: 'None',
  entropy: (bits: string, crackTime: string, billions: number) =>
    `Entropy: ${bits} bits · Estimated offline crack time: ${crackTime} (at ${billions} billion guesses per second)`,
  copy: (label: string) => `Copy ${label}`,
  copied: 'Password copied to clipboard',
  generate: 'Generate',
} as const;
