/** How a text codec (URL, HTML entities) runs in the kit: one line-local transform, on the page or in its worker. */
import type { TextTransform } from '../../core/shared/text-pieces';
import type { JobOptions } from '../../workers/text-job';
import type { TransformedText } from '../../workers/text-task';
import type { KitResult, KitRunner } from './declaration';

/** The id of a codec's one output. */
export const CODEC_OUTPUT = 'output';

const asResult = (result: ReturnType<TextTransform>): KitResult =>
  typeof result === 'string'
    ? { outputs: { [CODEC_OUTPUT]: result } }
    : { outputs: { [CODEC_OUTPUT]: result.output }, failedLines: result.failedLines };

/**
 * A codec's runner: `transformFor(options)` on the page as you type below `workerFromChars` (measured per tool),
 * and `inWorker` from there, on the button.
 */
export function codecRunner<O>(
  transformFor: (options: O) => TextTransform,
  inWorker: (text: string, options: O, job: JobOptions) => Promise<TransformedText>,
  workerFromChars: number,
): KitRunner<O> {
  return {
    here: (_action, text, options) => asResult(transformFor(options)(text)),
    inWorker: async (_action, text, options, job) => {
      const { output, failedLines } = await inWorker(text, options, job);
      return { outputs: { [CODEC_OUTPUT]: output }, failedLines };
    },
    workerFromChars,
    liveUpToChars: workerFromChars - 1,
  };
}
