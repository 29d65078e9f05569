import type { ToolEntry } from '../../core/site/catalogue';

export default {
  name: 'Password Generator',
  description: 'Create strong random passwords or EFF word-list passphrases, one at a time or many as a file.',
  category: 'generators',
  icon: 'key-round',
  keywords: [
    'password',
    'random',
    'secure',
    'strength',
    'passphrase',
    'diceware',
    'entropy',
    'random password',
    'strong password',
    'password maker',
    'pwgen',
    'passwd',
    'generate password',
    'pass',
  ],
  isPopular: true,
  worker: { size: 1 },
  handOffs: ['password-strength', 'password-hasher', 'token-generator'],
} satisfies ToolEntry;
