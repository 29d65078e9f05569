import { failedLinesNote } from '../../core/shared/batch';
import { ToolError } from '../../core/shared/tool-error';
import type { JobOptions } from '../../workers/text-job';
import { notifyToolError } from '../tools/shared/notifyToolError';
import { useConversion } from '../tools/shared/useConversion';
import {
  optionValues,
  type ActionDeclaration,
  type KitOptions,
  type KitResult,
  type ToolDeclaration,
} from './declaration';
import type { KitState } from './useKitState';

/** A result, with the action it answers (a result of another action is not shown under this one). */
export type KitOutcome = KitResult & { action: string };

const isBlank = (text: string) => text.trim() === '';

/** The toast for lines a batch left as typed. */
function notifyFailedLines<O>(action: ActionDeclaration<O>, options: O, { failedLines }: KitResult) {
  if (!failedLines?.length || !action.batchError) return;
  const error = action.batchError(options);
  const where = failedLinesNote(failedLines);
  notifyToolError(new ToolError(error.title, error.description ? `${error.description} ${where}` : where));
}

/** The text beside the field for a refused input: the blank message as it is, else the action's wording. */
const fieldErrorOf =
  <O>(action: ActionDeclaration<O>) =>
  (error: ToolError) =>
    error.title === action.blank || !action.fieldError ? error.message : action.fieldError(error);

/**
 * Runs a kit screen's current action: as you type below the declared size (on the page when the tool has a page
 * function, else in its worker, the newest input winning), and on the button, in the worker from the declared
 * size or for a file, with progress and Cancel. Errors: quietly beside the field while typing; the spec's toast
 * and the editor's jump to the fault on the button.
 */
export function useKitRun<O extends KitOptions<O>>(declaration: ToolDeclaration<O>, state: KitState<O>) {
  const { input, file, options } = state;
  const action = declaration.actions[state.actionIndex];
  const { here, inWorker, fileInWorker, workerFromChars, liveUpToChars } = declaration.run;
  const onPage = here !== undefined && file === null && input.length < workerFromChars;
  const inputs = [input, state.fileKey, action.id, ...optionValues(options)];

  const refuseBlank = () => {
    if (action.blank && file === null && input !== '' && isBlank(input))
      throw new ToolError(action.blank, action.blankDescription);
  };
  const runHere = (): KitOutcome => {
    refuseBlank();
    return { ...here!(action.id, input, options), action: action.id };
  };
  const runInWorker = async (signal: AbortSignal, onProgress: JobOptions['onProgress']): Promise<KitOutcome> => {
    refuseBlank();
    const job = { signal, onProgress };
    const result =
      file && fileInWorker ? fileInWorker(action.id, file, options, job) : inWorker(action.id, input, options, job);
    return { ...(await result), action: action.id };
  };
  /** Live runs skip blank input (the button still says why it is refused). */
  const nothingToRun = () => file === null && isBlank(input);

  const conversion = useConversion<KitOutcome>({
    success: action.success,
    faultTitle: action.faultTitle,
    fieldError: fieldErrorOf(action),
    live: {
      inputs,
      ...(here
        ? { compute: () => (nothingToRun() ? null : runHere()) }
        : {
            computeInWorker: (signal, onProgress) =>
              nothingToRun() ? Promise.resolve(null) : runInWorker(signal, onProgress),
          }),
      canRun: () => file === null && input.length <= liveUpToChars && (here === undefined || onPage),
    },
  });

  const act = async () => {
    const value = onPage ? conversion.convert(runHere) : await conversion.convertInWorker(runInWorker);
    if (value) notifyFailedLines(action, options, value);
  };

  const clear = () => {
    conversion.job.reset();
    state.clearInput();
    conversion.clear(['', state.fileKey, action.id, ...optionValues(options)]);
  };

  const result = conversion.result?.action === action.id ? conversion.result : null;
  return { action, conversion, result, act, clear };
}
