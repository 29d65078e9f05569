/// <reference lib="webworker" />
/** Worker tasks of the JWT decoder: decoding, verifying and signing with jose (WebCrypto), and keys for trying. */
import { keyForTrying, runJwtAction, type JwtOptions } from './core';
import type { SupportedAlg } from './core/algorithms';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, type TextSource } from '../../workers/text-task';

export type JwtRunInput = TextSource & { action: string; options: JwtOptions; nowMs: number };

export const jwtDecoderTasks = {
  run: async (input: JwtRunInput, ctx: TaskContext) => {
    const text = await receiveText(input, ctx);
    ctx.signal.throwIfAborted();
    const result = await runJwtAction(input.action, text, input.options, input.nowMs);
    ctx.progress(1, 1);
    return result;
  },
  /** A secret or a private key (RSA 2048 takes some 100 ms) to try signing with. */
  keyForTrying: ({ alg }: { alg: SupportedAlg }) => keyForTrying(alg),
};

export type JwtDecoderTasks = typeof jwtDecoderTasks;

export default jwtDecoderTasks;
