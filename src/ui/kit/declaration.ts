/**
 * The tool kit's one declaration shape: a text or data tool says what its inputs, options, actions, outputs and
 * examples are, and `KitView` builds the screen, share links, smart paste, Ctrl-Enter, out-of-date marking,
 * worker offload (progress and Cancel) and the error path from it. A declaration is data: no JSX, so unit tests
 * and the generated browser test read its examples in Node.
 */
import type { Structured } from '../../core/shared/structured';
import type { TextPosition } from '../../core/shared/text-position';
import type { TextResult } from '../../core/shared/text-result';
import type { ToolError } from '../../core/shared/tool-error';
import { isBoolean, oneOf, textUpTo, type ShareCheck } from '../../core/site/share-checks';
import type { ShareValue } from '../../core/site/share-link';
import type { HTMLAttributes } from 'react';
import type { JobOptions } from '../../workers/text-job';
import type { EditorLanguage } from '../components/TextEditor';

/** A tool's options: flat values (a choice or a yes/no) that a share link can carry. */
export type KitOptions<O> = { [K in keyof O]: string | boolean };

/** A text that may depend on the current options. */
export type OptionText<O> = string | ((options: O) => string);

export const textFor = <O>(text: OptionText<O>, options: O): string =>
  typeof text === 'function' ? text(options) : text;

/** A text of the input that may depend on the options and on the action chosen (a converter's two directions). */
export type InputText<O> = string | ((options: O, action: string) => string);

export const inputTextFor = <O>(text: InputText<O>, options: O, action: string): string =>
  typeof text === 'function' ? text(options, action) : text;

interface SelectField<V extends string> {
  kind: 'select';
  label: string;
  choices: readonly { value: V; label: string }[];
  /** 'tabs': the choices are tabs over the result (the text case converter's cases), not a select in the toolbar. */
  display?: 'tabs';
}

interface ToggleField<O> {
  kind: 'toggle';
  label: OptionText<O>;
  description?: string;
}

/**
 * A text: a one-line field in the toolbar (the JSON diff's key field), or with `display: 'editor'` a second input
 * editor under the first (the JSON diff's right document), whose text the examples carry as an option and the share
 * link as a named text. A ToolError whose `at.input` names the option puts that editor's cursor on the fault.
 */
interface TextOptionField<O> {
  kind: 'text';
  label: OptionText<O>;
  placeholder?: OptionText<O>;
  display?: 'editor';
  language?: (options: O) => EditorLanguage | undefined;
  /** The longest text a share link may set in a field (default 100 characters); an editor's text is a link's named text. */
  maxChars?: number;
  /** A field on a row of its own, the toolbar's whole width (a query), instead of a short one. */
  wide?: boolean;
  /** Common values to pick from (see `KitCheatSheet`): listed under the input while the field is shown. */
  cheatSheet?: KitCheatSheet;
  /**
   * A secret (a key, a passphrase): never in a share link, nor is any text that contains it; a one-line field is
   * masked, with a Show button.
   */
  secret?: boolean;
  /** A button beside the field that fills it (and other options) with a made value (see `KitOptionMaker`). */
  maker?: KitOptionMaker<O>;
  /**
   * What the one-line field helps to type: 'timeZone', a search of the browser's IANA zones as you type (see
   * `ZonePicker`); 'dateTime', the browser's date-time picker beside it (see `DateTimeField`). The text stays free.
   */
  suggest?: 'timeZone' | 'dateTime';
}

/**
 * A button that makes a value for a text option (the JWT encoder's "Generate a key for trying"): it runs `make` (in
 * the tool's worker, where it is heavy) and sets the options it returns; a ToolError it throws shows as a toast.
 */
export interface KitOptionMaker<O> {
  label: string;
  /** The actions whose screen shows the button (default: wherever the field shows). */
  actions?: readonly string[];
  /** The toast after the options are set. */
  success?: string;
  make: (options: O) => Promise<Partial<O>>;
}

/** A cheat sheet of a text option: worded entries, a click on one puts its text in the field (a query language's). */
export interface KitCheatSheet {
  /** Its heading, e.g. 'jq cheat sheet'. */
  label: string;
  entries: readonly { text: string; description: string }[];
}

interface FieldPlacement<O> {
  /** The actions whose toolbar shows it (default: every action). */
  actions?: readonly string[];
  /** Shown only while this holds (the URL encoder's mode only when encoding, say), for the options and the action. */
  when?: (options: O, action: string) => boolean;
}

/** Whether an option's control shows under this action with these options (see `FieldPlacement`). */
export const placedFor = <O>(field: FieldPlacement<O>, action: string, options: O) =>
  (!field.actions || field.actions.includes(action)) && (!field.when || field.when(options, action));

/** One option's control: a select for a choice, a switch for a yes/no. Its share-link check follows from it. */
export type OptionField<O, V> = ([V] extends [boolean]
  ? ToggleField<O>
  : SelectField<V & string> | TextOptionField<O>) &
  FieldPlacement<O>;
/** Any option's control, as the kit reads it. */
export type AnyOptionField<O> = (SelectField<string> | ToggleField<O> | TextOptionField<O>) & FieldPlacement<O>;

/** The options shown as a second input editor (`display: 'editor'`), by key. */
export const editorOptionKeys = <O extends KitOptions<O>>(fields: OptionFields<O>): (keyof O & string)[] =>
  (Object.keys(fields) as (keyof O & string)[]).filter((key) => {
    const field = fields[key] as AnyOptionField<O>;
    return field.kind === 'text' && field.display === 'editor';
  });

/** The text options declared secret (see `TextOptionField.secret`), by key. */
export const secretOptionKeys = <O extends KitOptions<O>>(fields: OptionFields<O>): (keyof O & string)[] =>
  (Object.keys(fields) as (keyof O & string)[]).filter((key) => {
    const field = fields[key] as AnyOptionField<O>;
    return field.kind === 'text' && field.secret === true;
  });

/** The characters an action works on: the input's and those of the options shown as editors. */
export const inputChars = <O extends KitOptions<O>>(fields: OptionFields<O>, text: string, options: O): number =>
  editorOptionKeys(fields).reduce((sum, key) => sum + (options[key] as string).length, text.length);

/**
 * Whether an action on this input runs on the page (`here`) rather than in the tool's worker: a tool without a
 * worker runs everything on the page; one with a worker runs on the page below its `workerFromChars`, unless its
 * `workerFor` sends the input to the worker (a file always goes there).
 */
export function runsOnPage<O extends KitOptions<O>>(
  declaration: Pick<ToolDeclaration<O>, 'options' | 'run'>,
  text: string,
  options: O,
  hasFile = false,
): boolean {
  const { here, inWorker, workerFor } = declaration.run;
  const workerFromChars = inWorker ? (declaration.run.workerFromChars ?? Infinity) : Infinity;
  if (here === undefined || hasFile || inputChars(declaration.options, text, options) >= workerFromChars) return false;
  return inWorker === undefined || workerFor === undefined || !workerFor(text, options);
}

const textCheck = (field: Pick<TextOptionField<unknown>, 'maxChars'>) => textUpTo(field.maxChars ?? 100);

export type OptionFields<O extends KitOptions<O>> = { readonly [K in keyof O]: OptionField<O, O[K]> };

/** One pane of an action's result: a text with Copy and Download. */
export interface OutputDeclaration<O> {
  /** The key of the result's `outputs`. */
  id: string;
  label: OptionText<O>;
  /** The Download's name (no Download when absent: a number, say). */
  fileName?: OptionText<O>;
  /** The toast after Copy (the OutputPane's default when absent). */
  copyMessage?: OptionText<O>;
  /** The Copy button's words where the spec names it ('Copy Result'); default 'Copy', named after the pane. */
  copyLabel?: string;
  /** The tab's name where an action has several outputs. */
  tab?: string;
  language?: (options: O) => EditorLanguage | undefined;
  /** Wrap long lines (default true); off for one-line results such as minified code. */
  wrap?: boolean;
  /**
   * 'html': the output is HTML, shown rendered instead of as text (`KitHtmlOutput`): sanitized by DOMPurify on the page
   * before it touches the DOM (the worker has no DOM), remote images shown as placeholders, up to
   * `HTML_PREVIEW_LIMIT` characters (a note beyond). Its buttons are Copy as HTML and, with `fileName`, Download page (a
   * standalone file with inline CSS), both of the sanitized HTML. A second output of the same id shows the source.
   * 'structured': the result is a record or a table (`KitResult.structured`), shown as key-value rows and tables
   * (`StructuredResult`), each row with its Copy, the whole with Copy all and Copy as JSON. Its text in `outputs` is
   * the aligned text (`alignedText`), which Copy all takes and an example expects.
   */
  view?: 'html' | 'structured';
  lineNumbers?: boolean;
}

/** An action (Format, Encode, Validate…). The first one of a declaration is the default. */
export interface ActionDeclaration<O> {
  id: string;
  /** The tab's and the button's label, e.g. 'Format'. */
  label: string;
  /** The job's name while it runs in the worker, e.g. 'Formatting'. */
  jobLabel: string;
  /** The spec's message for blank input: the kit refuses it before running. */
  blank?: string;
  /** The toast's body under `blank`, where the spec gives one. */
  blankDescription?: string;
  /** The toast after an asked-for run succeeds. */
  success?: string;
  /** The text beside the field when the input is refused (default: the error's title and description). */
  fieldError?: (error: ToolError) => string;
  /** The toast's title when the worker fails for another reason than bad input. */
  faultTitle?: string;
  /** The panes of its result; none for a check (Validate), which shows `valid` instead. */
  outputs: readonly OutputDeclaration<O>[];
  /** A check's words when the input passes it. */
  valid?: string;
  /** Lines a batch left as typed: the toast's error (the lines are added to its description). */
  batchError?: (options: O) => ToolError;
}

/**
 * A gauge of a result, shown under the input it measures (a password's strength under its field): `value` of `max`
 * filled segments, coloured from red (none) to green (all), with its label and words ('Strength: Very guessable').
 */
export interface KitMeter {
  label: string;
  value: number;
  max: number;
  text: string;
}

/** What an action gives: its outputs by id (long ones as a worker returns them) and the lines a batch left. */
export interface KitResult {
  outputs: Readonly<Record<string, string | TextResult>>;
  failedLines?: readonly number[];
  /**
   * A note under an output, by its id: why it is missing (the JSON formatter's formatted text past its limit) or what
   * to know about it (the CSV rows kept with another number of fields).
   */
  notes?: Readonly<Record<string, string>>;
  /** A note that warns, by output id, shown in amber: a result to check (a colour mapped into sRGB, say). */
  warnings?: Readonly<Record<string, string>>;
  /** A place in the main input the result points to (a validation's first error): the editor marks it, cursor there. */
  at?: TextPosition;
  /** A gauge under the input (see `KitMeter`). */
  meter?: KitMeter;
  /**
   * The bytes an output stands for, by its id (a decoder's result, shown as text or as hex): its Download saves these
   * bytes instead of the text shown.
   */
  downloads?: Readonly<Record<string, Blob>>;
  /** Download's file name, by output id, where the result knows it better than the declaration (decoded bytes named
   * by their type: decoded.png). */
  fileNames?: Readonly<Record<string, string>>;
  /**
   * Stretches of the main input the result is about, [from, to) in UTF-16 units (a regex's matches): the editor
   * highlights them while the result is up to date (they follow edits until the next result).
   */
  marks?: readonly (readonly [number, number])[];
  /** The records and tables of outputs declared `view: 'structured'`, by id (see core/shared/structured). */
  structured?: Readonly<Record<string, Structured>>;
}

/** A worked example: offered by Load Example, run as a unit test and as a browser test. */
export interface KitExample<O> {
  /** What the example shows, e.g. 'Nested object'. */
  name: string;
  input: string;
  options?: Partial<O>;
  /** The action to run (default: the first). */
  action?: string;
  /** The expected outputs by id, or 'valid' for a check. */
  expect: Readonly<Record<string, string>> | 'valid';
}

export interface KitInput<O> {
  /**
   * 'editor' (the default): the multi-line text editor. 'field': a one-line text field for a short value (a number,
   * a colour), where Enter runs the main action as Ctrl-Enter does.
   */
  kind?: 'editor' | 'field';
  /** The label and placeholder may follow the action (YAML → JSON takes YAML, JSON → YAML takes JSON). */
  label: InputText<O>;
  placeholder: InputText<O>;
  /** A line under the input saying what it accepts (the digits of the chosen base, say). */
  hint?: OptionText<O>;
  /** A field's on-screen keyboard (`numeric` for decimal digits, say); the editor ignores it. */
  inputMode?: (options: O) => HTMLAttributes<HTMLInputElement>['inputMode'];
  language?: (options: O, action: string) => EditorLanguage | undefined;
  lineNumbers?: boolean;
  /**
   * The input is a secret (a token, a password): never in a share link; a one-line field is masked, with a Show
   * button. A function decides from the text, for an input that is a secret only sometimes (a private key pasted
   * into the certificate decoder).
   */
  secret?: boolean | ((text: string) => boolean);
}

/** Whether the input, as it is now, is a secret (see `KitInput.secret`). */
export const isSecretInput = <O>({ secret }: KitInput<O>, text: string): boolean =>
  typeof secret === 'function' ? secret(text) : secret === true;

/**
 * A Swap button beside the main action: it exchanges the options (the two bases, say) and puts the output in the
 * input, when there is an up-to-date one (else the input stays and the result is remade from it).
 */
export interface KitSwap<O> {
  /** The button's label, e.g. 'Swap Bases'. */
  label: string;
  /** The options after the swap (the changed ones; the others are kept). */
  options: (options: O) => Partial<O>;
  /** The spec's words when it cannot swap with these options (the button then only says so); undefined when it can. */
  refusal?: (options: O) => string | undefined;
  /** The toast after a swap. */
  success?: string;
  /**
   * What the output becomes when the input takes its place: 'clear', empty until the next edit or run (the number
   * base converter), or 'old input', input and output change places (the binary converter).
   */
  output: 'clear' | 'old input';
}

export interface KitFileInput<O> {
  /** The upload's accept list, e.g. '.json,application/json'. */
  accept: string;
  /** What it opens, as a phrase: 'a .json file' (the Open file button's tooltip, the drop's overlay). */
  name: string;
  /** The options for a file, from its name (TypeScript for .ts, say). */
  optionsFor?: (name: string, options: O) => O;
  /** From this size a file is not put in the editor: the worker reads it when the action runs. */
  inWorkerFromBytes?: number;
  /** How a file's bytes become the editor's text (default: UTF-8, bad bytes as U+FFFD); throws a ToolError to refuse it. */
  decode?: (bytes: Uint8Array) => string;
}

/** How an action runs. */
export interface KitRunner<O> {
  /** The core function on the page (synchronous, already loaded), for input below `workerFromChars`. */
  here?: (action: string, text: string, options: O) => KitResult;
  /** The core function as the worker runs it, loaded lazily where it is heavy: what the examples are tested on. */
  core?: (action: string, text: string, options: O) => Promise<KitResult>;
  /** The action in the tool's worker; a tool without one runs everything on the page with `here`. */
  inWorker?: (action: string, text: string, options: O, job: JobOptions) => Promise<KitResult>;
  /**
   * Starts the tool's worker when its page opens, for a tool whose every run is in the worker (the first result
   * would otherwise wait for the worker and its task's code to load).
   */
  warm?: () => void;
  /** The action in the worker on a file too large for the editor (see `KitFileInput.inWorkerFromBytes`). */
  fileInWorker?: (action: string, file: Blob, options: O, job: JobOptions) => Promise<KitResult>;
  /**
   * Measured per tool: from here `here` is not used; the action runs in the worker on its button. Absent for a
   * tool without a worker (its core caps what it takes instead).
   */
  workerFromChars?: number;
  /** Up to this many characters the action runs as you type (on the page with `here`, else in the worker). */
  liveUpToChars: number;
  /**
   * True when this input's work is too much for the page whatever its length (a cheap estimate: the JSON
   * formatter's output grows with the square of the depth): it then runs in the worker on the button.
   */
  workerFor?: (text: string, options: O) => boolean;
  /**
   * A short input that `workerFor` sends to the worker still runs as you type, there (a schema's patterns, which
   * only the worker can stop, are cheap to run); without it, such input waits for the button.
   */
  liveInWorker?: boolean;
}

export interface ToolDeclaration<O extends KitOptions<O>> {
  input: KitInput<O>;
  file?: KitFileInput<O>;
  defaults: O;
  options: OptionFields<O>;
  actions: readonly ActionDeclaration<O>[];
  run: KitRunner<O>;
  examples: readonly KitExample<O>[];
  /** A Swap button (see `KitSwap`). */
  swap?: KitSwap<O>;
  /**
   * The options for a text smart paste hands to the tool, chosen from the text (bits open as binary, say); without
   * it the text goes in with the current options.
   */
  handOff?: (text: string, options: O) => O;
  /**
   * The text option (one shown as an editor) that smart paste's text fills instead of the main input, when the text
   * is that input's kind (a pasted JSON Schema is the validator's schema, not its document); undefined: the input.
   */
  handOffInto?: (text: string) => (keyof O & string) | undefined;
  /**
   * Options that smart paste's text is wholly made of (a regex literal `/…/gi` is the tester's pattern and flags):
   * when it gives some, they are set and the input stays as it is; undefined: the text goes in as usual.
   */
  handOffOptions?: (text: string) => Partial<O> | undefined;
  /** The action smart paste's text opens, by id, when it is that action's kind (a pasted hash opens Verify); undefined: the current one. */
  handOffAction?: (text: string) => string | undefined;
  /**
   * The text the input starts with on a page opened without one (the user agent parser's: the visitor's own user
   * agent); a share link's or smart paste's text replaces it. Read once, in the browser, after the page hydrates.
   */
  initialInput?: () => string;
  /** The toast after Load Example, word for word where the spec gives one; otherwise the kit's names the example. */
  exampleLoaded?: string;
  /** An "All" view of the result (see `KitAllChoices`). */
  all?: KitAllChoices<O>;
  /**
   * The main button's word when the actions show as tabs (default 'Run'): the tab already names the action, so the
   * button does not repeat it ('Convert' under 'YAML → JSON').
   */
  runLabel?: string;
}

/**
 * An "All" view: the first output for every choice of one select option at once, each with Copy (every case of
 * a text, every base of a number). It runs on the page (`here`) up to `liveUpToChars`: a tab after the option's
 * tabs when it is shown as tabs, else a tab beside the result.
 */
export interface KitAllChoices<O> {
  option: keyof O & string;
  /** The tab's name, e.g. 'All' or 'All bases'. */
  label: string;
  /** What the view says while the input is empty. */
  empty: string;
  /** The result opens on this view rather than on the option's one choice. */
  opens?: boolean;
}

/** The share-link checks of a declaration's options, from their controls. */
export function shareChecksOf<O extends KitOptions<O>>(fields: OptionFields<O>): { [K in keyof O]: ShareCheck<O[K]> } {
  const checks = {} as Record<keyof O, ShareCheck<ShareValue>>;
  for (const key of Object.keys(fields) as (keyof O)[]) {
    const field = fields[key] as AnyOptionField<O>;
    checks[key] =
      field.kind === 'toggle'
        ? isBoolean
        : field.kind === 'text'
          ? textCheck(field)
          : oneOf(field.choices.map((choice) => choice.value));
  }
  return checks as { [K in keyof O]: ShareCheck<O[K]> };
}

/** The action an example runs. */
export const exampleAction = <O extends KitOptions<O>>(declaration: ToolDeclaration<O>, example: KitExample<O>) =>
  example.action ?? declaration.actions[0].id;

/** The options an example runs with: the defaults with its own. */
export const exampleOptions = <O extends KitOptions<O>>(
  declaration: ToolDeclaration<O>,
  example: KitExample<O>,
): O => ({
  ...declaration.defaults,
  ...example.options,
});

/** Runs an action with the core function, as the examples' unit test does. */
export function runCore<O extends KitOptions<O>>(
  declaration: ToolDeclaration<O>,
  action: string,
  text: string,
  options: O,
): Promise<KitResult> {
  const { here, core } = declaration.run;
  if (core) return core(action, text, options);
  if (here) return Promise.resolve().then(() => here(action, text, options));
  throw new Error('A kit declaration needs `here` or `core` to run its examples.');
}

/** 'text (line 3, column 5)': where the fault is, for the text beside the field. */
export const withPosition = (text: string, at: TextPosition | undefined) =>
  at ? `${text} (line ${at.line}, column ${at.column})` : text;

/** A result with one output, named `output` (a check's null output gives none). */
export const oneOutput = ({ output }: { output: string | TextResult | null }): KitResult => ({
  outputs: output === null ? {} : { output },
});

/** The core function of a tool whose worker runs a table of actions, loaded when first used (examples' tests). */
export const coreOfActions =
  <O>(
    load: () => Promise<Readonly<Record<string, (text: string, options: O) => Promise<string | null> | string | null>>>,
  ) =>
  async (action: string, text: string, options: O): Promise<KitResult> =>
    oneOutput({ output: await (await load())[action](text, options) });

/** The options' values, in a fixed order: a result made with other ones is out of date. */
export const optionValues = <O extends KitOptions<O>>(options: O): (string | boolean)[] => Object.values(options);
