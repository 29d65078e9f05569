/// <reference lib="webworker" />
/** Worker tasks of the certificate decoder: @peculiar/x509 and WebCrypto (fingerprints, the chain's signatures). */
import { decodeCertificatesResult } from './core';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

export const x509DecoderTasks = {
  /** The text received (sent in slices), then its records (see core/shared/structured) and their aligned text. */
  async run(input: TextSource, ctx: TaskContext) {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    const result = await decodeCertificatesResult(text);
    ctx.progress(1, 1);
    return result;
  },
};

export type X509DecoderTasks = typeof x509DecoderTasks;

export default x509DecoderTasks;
