import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Password Strength Checker',
  description: 'How guessable a password is, with zxcvbn: score, time to crack, warnings and the patterns found.',
  category: 'validation',
  icon: 'shield-check',
  keywords: [
    'password strength',
    'zxcvbn',
    'password meter',
    'crack time',
    'entropy',
    'guessable',
    'weak password',
    'password checker',
    'password strength test',
    'how secure is my password',
    'password tester',
    'password analyzer',
  ],
  worker: { size: 1, livenessMs: 60_000, cancelGraceMs: 2000 },
  handOffs: ['password-generator', 'password-hasher'],
} satisfies ToolEntry;
