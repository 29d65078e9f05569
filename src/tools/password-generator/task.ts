/// <reference lib="webworker" />
/** Worker tasks of the password generator: many passwords or passphrases at once, as a text file. */
import { bulkSecrets, type PassphraseOptions, type PasswordOptions } from './core';
import { loadEffWordList } from './core/wordlist';
import type { TaskContext } from '../../workers/protocol';
import { collectSlices } from '../../workers/text-slices';

export type BulkInput = { count: number } & (
  { mode: 'password'; options: PasswordOptions } | { mode: 'passphrase'; options: PassphraseOptions }
);

export const passwordTasks = {
  /** One secret per line; progress counts secrets. A request with no character set fails with the spec's ToolError. */
  async bulk(input: BulkInput, ctx: TaskContext): Promise<Blob> {
    const request =
      input.mode === 'password'
        ? { mode: input.mode, options: input.options }
        : { mode: input.mode, options: input.options, wordList: await loadEffWordList() };
    return collectSlices(bulkSecrets(request, input.count), input.count, ctx);
  },
};

export type PasswordTasks = typeof passwordTasks;

export default passwordTasks;
