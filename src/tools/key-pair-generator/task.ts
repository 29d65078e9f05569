/// <reference lib="webworker" />
/** Worker tasks of the key pair generator: WebCrypto's generateKey and exports, off the page. */
import { generateKeyPairOf } from './core';
import type { TaskContext } from '../../workers/protocol';

export const keyPairGeneratorTasks = {
  generate: async ({ type, comment }: { type: string; comment: string }, ctx: TaskContext) => {
    const keys = await generateKeyPairOf(type, comment);
    ctx.signal.throwIfAborted();
    return keys;
  },
};

export type KeyPairGeneratorTasks = typeof keyPairGeneratorTasks;

export default keyPairGeneratorTasks;
