import { useEffect, useMemo } from 'react';
import { failedLinesNote } from '../../core/shared/batch';
import { ToolError } from '../../core/shared/tool-error';
import type { JobOptions } from '../../workers/text-job';
import { notify } from '../notify';
import { notifyToolError } from '../components/notifyToolError';
import { saidError } from '../components/said-error';
import { useConversion } from './useConversion';
import {
  inputChars,
  optionValues,
  runsOnPage,
  type ActionDeclaration,
  type KitOptions,
  type KitResult,
  type ToolDeclaration,
} from './declaration';
import type { KitState } from './useKitState';

/** A result, with the action it answers (a result of another action is not shown under this one). */
export type KitOutcome = KitResult & { action: string };

/** A kit screen's run: its action, conversion, shown result and the buttons' handlers. */
export type KitRun<O extends KitOptions<O>> = ReturnType<typeof useKitRun<O>>;

const isBlank = (text: string) => text.trim() === '';

type Inputs = readonly (string | number | boolean)[];

/** The first output of a result as text (a long one, as a worker returns it, read from its Blob). */
async function firstOutputText<O>(action: ActionDeclaration<O>, result: KitResult | null): Promise<string | null> {
  const output = action.outputs.length ? result?.outputs[action.outputs[0].id] : undefined;
  if (output === undefined) return null;
  return typeof output === 'string' ? output : output.blob.text();
}

/** The toast for lines a batch left as typed. */
function notifyFailedLines<O>(action: ActionDeclaration<O>, options: O, { failedLines }: KitResult) {
  if (!failedLines?.length || !action.batchError) return;
  const error = action.batchError(options);
  const where = failedLinesNote(failedLines);
  notifyToolError(saidError(error.title, error.description ? `${error.description} ${where}` : where));
}

/** The text beside the field for a refused input: the blank message as it is, else the action's wording. */
const fieldErrorOf =
  <O>(action: ActionDeclaration<O>) =>
  (error: ToolError) =>
    error.title === action.blank || !action.fieldError ? error.message : action.fieldError(error);

/** What Swap needs of a kit screen's run: its action, conversion, up-to-date result, and the inputs of a text. */
interface SwapContext<O extends KitOptions<O>> {
  action: ActionDeclaration<O>;
  conversion: ReturnType<typeof useConversion<KitOutcome>>;
  output: KitResult | null;
  inputsFor: (text: string, values: O) => Inputs;
}

/** The declaration's Swap: the options exchanged, the output into the input (see `KitSwap`). */
async function swapInputAndOptions<O extends KitOptions<O>>(
  declaration: ToolDeclaration<O>,
  state: KitState<O>,
  { action, conversion, output: result, inputsFor }: SwapContext<O>,
) {
  const { swap: declared } = declaration;
  const { input, file, options } = state;
  if (!declared) return;
  const refusal = declared.refusal?.(options);
  if (refusal) {
    notify.error(refusal);
    return;
  }
  // Text only: a file's output does not go back into the editor in its place.
  const output = file === null ? await firstOutputText(action, result) : null;
  conversion.job.reset();
  const swapped: O = { ...options, ...declared.options(options) };
  state.setOptions(swapped);
  conversion.clearError();
  if (output !== null) {
    state.setInput(output);
    const forInputs = inputsFor(output, swapped);
    if (declared.output === 'clear') conversion.clear(forInputs);
    else conversion.setResult({ outputs: { [action.outputs[0].id]: input }, action: action.id }, forInputs);
  } else if (declared.output === 'clear') conversion.clear(inputsFor(input, swapped));
  if (declared.success) notify.success(declared.success);
}

/**
 * Runs a kit screen's current action: as you type below the declared size (on the page when the tool has a page
 * function, else in its worker, the newest input winning), and on the button, in the worker from the declared
 * size or for a file, with progress and Cancel (a tool without a worker runs everything on the page); an edit
 * drops a run on the button still going. Errors: quietly beside the field while typing; the spec's toast and the
 * editor's jump to the fault on the button. Also the declaration's Swap.
 */
export function useKitRun<O extends KitOptions<O>>(declaration: ToolDeclaration<O>, state: KitState<O>) {
  const { input, file, options } = state;
  const action = declaration.actions[state.actionIndex];
  const { here, inWorker, fileInWorker, liveUpToChars, warm } = declaration.run;
  useEffect(() => warm?.(), [warm]);
  // The input's characters and those of options shown as editors (a diff's two sides).
  const chars = inputChars(declaration.options, input, options);
  // Asked once per input and options (the JSON formatter's `workerFor` estimate reads the whole text: 50 MB of it
  // took the page 530 ms).
  const onPage = useMemo(
    () => runsOnPage(declaration, input, options, file !== null),
    [declaration, input, options, file],
  );
  /** What a result is made from: a result made from others is out of date. */
  const inputsFor = (text: string, values: O): Inputs => [text, state.fileKey, action.id, ...optionValues(values)];
  const inputs = inputsFor(input, options);

  const refuseBlank = () => {
    if (action.blank && file === null && input !== '' && isBlank(input))
      throw saidError(action.blank, action.blankDescription);
  };
  const runHere = (): KitOutcome => {
    refuseBlank();
    return { ...here!(action.id, input, options), action: action.id };
  };
  const runInWorker = async (signal: AbortSignal, onProgress: JobOptions['onProgress']): Promise<KitOutcome> => {
    refuseBlank();
    const job = { signal, onProgress };
    if (file && fileInWorker) return { ...(await fileInWorker(action.id, file, options, job)), action: action.id };
    if (!inWorker) throw new Error('A kit declaration without `inWorker` runs on the page: it needs `here`.');
    return { ...(await inWorker(action.id, input, options, job)), action: action.id };
  };
  /** Live runs skip blank input (the button still says why it is refused). */
  const nothingToRun = () => file === null && isBlank(input);

  // A short input that `workerFor` sends to the worker runs as you type there, where the tool asks for it.
  const liveInWorker = !onPage && inWorker !== undefined && declaration.run.liveInWorker === true;
  const conversion = useConversion<KitOutcome>({
    success: action.success,
    faultTitle: action.faultTitle,
    fieldError: fieldErrorOf(action),
    live: {
      inputs,
      ...(here && !liveInWorker
        ? { compute: () => (nothingToRun() ? null : runHere()) }
        : {
            computeInWorker: (signal, onProgress) =>
              nothingToRun() ? Promise.resolve(null) : runInWorker(signal, onProgress),
          }),
      canRun: () => file === null && chars <= liveUpToChars && (here === undefined || onPage || liveInWorker),
    },
  });

  const { job } = conversion;

  const act = async () => {
    let value: KitOutcome | undefined;
    if (onPage) value = conversion.convert(runHere);
    // The live run computes the same (runInWorker): a Convert while it is going adopts it.
    else value = await conversion.convertInWorker(runInWorker, { adoptLive: true });
    if (value) notifyFailedLines(action, options, value);
    return value;
  };

  const clear = () => {
    job.reset();
    state.clearInput();
    conversion.clear(inputsFor('', options));
  };

  const result = conversion.result?.action === action.id ? conversion.result : null;
  const upToDate = result !== null && conversion.current && conversion.error === '';

  const swap = () =>
    swapInputAndOptions(declaration, state, { action, conversion, output: upToDate ? result : null, inputsFor });

  return { action, conversion, result, act, clear, swap };
}
