/// <reference lib="webworker" />
/** Worker tasks of the Base32 / Base58 / Ascii85 / Base45 encoder: typed text or a file's bytes, both directions. */
import { requireWholeFileSize } from '../../core/shared/whole-file';
import { runBaseEncoder, runBaseEncoderOnBytes, type BaseEncoderOptions, type BaseOutcome, type NotText } from './core';
import type { TextResult } from '../../core/shared/text-result';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { wholeTextTask, type TextSource } from '../../workers/text-task';

/** An outcome as the page gets it: a long text as a Blob, the decoded bytes as a Blob for Download. */
export interface BaseEncoderOutcome {
  output: string | TextResult;
  notText: NotText | undefined;
  bytes: Blob | undefined;
}

const sent = ({ output, notText, bytes }: BaseOutcome): BaseEncoderOutcome => ({
  output: longAsBlob(output),
  notText,
  bytes: bytes && new Blob([bytes], { type: 'application/octet-stream' }),
});

const run = wholeTextTask((text, input: TextSource & { action: string; options: BaseEncoderOptions }) =>
  sent(runBaseEncoder(input.action, text, input.options)),
);

/** A file: Encode takes its bytes, Decode its text; read whole, up to MAX_WHOLE_FILE_BYTES. */
async function runFile(
  { action, file, options }: { action: string; file: Blob; options: BaseEncoderOptions },
  ctx: TaskContext,
): Promise<BaseEncoderOutcome> {
  requireWholeFileSize(file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  ctx.progress(1, 2);
  ctx.signal.throwIfAborted();
  const outcome = sent(runBaseEncoderOnBytes(action, bytes, options));
  ctx.progress(1, 1);
  return outcome;
}

export const baseEncoderTasks = { run, runFile };

export type BaseEncoderTasks = typeof baseEncoderTasks;

export default baseEncoderTasks;
