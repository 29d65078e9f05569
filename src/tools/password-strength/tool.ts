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
  worker: true,
  handOffs: ['password-generator', 'password-hasher'],
} satisfies ToolEntry;
