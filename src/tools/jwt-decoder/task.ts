/// <reference lib="webworker" />
/** Worker tasks of the JWT decoder: decoding, verifying and signing with jose (WebCrypto), and keys for trying. */
import { keyForTrying, runJwtAction, type JwtOptions } from './core';
import type { SupportedAlg } from './core/algorithms';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

export type JwtRunInput = TextSource & { action: string; options: JwtOptions; nowMs: number };

export const jwtDecoderTasks = {
  run: wholeTextTask((text, input: JwtRunInput) => runJwtAction(input.action, text, input.options, input.nowMs)),
  /** A secret or a private key (RSA 2048 takes some 100 ms) to try signing with. */
  keyForTrying: ({ alg }: { alg: SupportedAlg }) => keyForTrying(alg),
};

export type JwtDecoderTasks = typeof jwtDecoderTasks;

export default jwtDecoderTasks;
