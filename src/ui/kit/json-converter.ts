/**
 * A converter between a text format and JSON (YAML, TOML, XML): two actions, the two directions ('YAML → JSON' and
 * 'JSON → YAML'), the input's label and placeholder following the direction, the JSON's Indent on the direction that
 * writes JSON, the format's own options on theirs, and both run in the tool's worker (as you type up to a measured
 * length). A declaration built here is mostly its words, options and examples.
 */
import { KIT_MESSAGES } from './messages';
import type { Converted, ConvertText } from '../../core/shared/json-converter';
import { blankInput } from '../words/json-converter';
import type { JsonIndent } from '../../core/shared/json';
import type { FormatterOutcome } from '../../workers/formatter-task';
import type { JobOptions } from '../../workers/text-job';
import type { EditorLanguage } from '../components/TextEditor';
import {
  oneOutput,
  type KitExample,
  type KitOptions,
  type KitResult,
  type OptionFields,
  type OptionText,
  type ToolDeclaration,
} from './declaration';
import { indentOption } from './format-action';

/** A converter's options: the JSON's indent and the format's own. */
export type ConverterOptions = { indent: JsonIndent };

export interface JsonConverterParts<O extends KitOptions<O> & ConverterOptions> {
  /** The format as messages name it, e.g. 'YAML'. */
  name: string;
  /** Its files' extension, e.g. 'yaml'. */
  extension: string;
  /** Its editor language, where the editor has one. */
  language?: EditorLanguage;
  /** The actions' ids, e.g. 'yaml-to-json' and 'json-to-yaml'. */
  ids: { toJson: string; fromJson: string };
  /** A short sample of the format for the placeholder, e.g. 'name: app'. */
  sample: string;
  /** The upload; with `inWorkerFromBytes`, a larger file is read by `fileInWorker`, never put in the editor. */
  file: { accept: string; name: string; inWorkerFromBytes?: number };
  defaults: O;
  /** The format's options (each placed on its direction); the JSON's Indent is added. */
  options: Omit<OptionFields<O>, 'indent'>;
  /** The JSON download's name where the options change it (JSON Lines), default 'converted.json'. */
  jsonFileName?: OptionText<O>;
  /** The core's actions, loaded lazily (what the examples' unit test runs). */
  load: () => Promise<Readonly<Record<string, ConvertText<O, string | Converted>>>>;
  /** The same in the tool's worker. */
  inWorker: (action: string, text: string, options: O, job: JobOptions) => Promise<ConvertedOutcome>;
  /** The same on a file too large for the editor (see `file.inWorkerFromBytes`). */
  fileInWorker?: (action: string, file: Blob, options: O, job: JobOptions) => Promise<ConvertedOutcome>;
  /** Up to this many characters it converts as you type (measured per format). */
  liveUpToChars: number;
  examples: readonly KitExample<O>[];
}

/**
 * From this size a converter's file is read by its worker, never put in the page's editor: a few megabytes of text
 * are already seconds of conversion, and an editor holding tens of them slows the page.
 */
export const FILE_IN_WORKER_FROM_BYTES = 4 * 1024 ** 2;

/** What a converter's worker gives: its output (long text as a Blob) and, maybe, a note on it. */
type ConvertedOutcome = FormatterOutcome & { note?: string };

const JSON_SAMPLE = '{"name": "value"}';

/** A converter's outcome as the kit's result: the output, and its note under it. */
function converterResult(outcome: string | Converted | ConvertedOutcome): KitResult {
  if (typeof outcome === 'string') return oneOutput({ output: outcome });
  const { note } = outcome;
  return { ...oneOutput(outcome), ...(note && { notes: { output: note } }) };
}

export function jsonConverter<O extends KitOptions<O> & ConverterOptions>(
  parts: JsonConverterParts<O>,
): ToolDeclaration<O> {
  const { name, extension, ids, fileInWorker } = parts;
  const readsJson = (action: string) => action === ids.fromJson;
  const convert = (from: string, to: string) => `${from} → ${to}`;
  return {
    // The tabs name the direction ('YAML → JSON'): the button says what it does.
    runLabel: KIT_MESSAGES.convert,
    input: {
      label: (_options, action) => `${readsJson(action) ? 'JSON' : name} input`,
      placeholder: (_options, action) =>
        readsJson(action) ? `Paste JSON here, e.g. ${JSON_SAMPLE}` : `Paste ${name} here, e.g. ${parts.sample}`,
      language: (_options, action) => (readsJson(action) ? 'json' : parts.language),
      lineNumbers: true,
    },
    file: parts.file,
    defaults: parts.defaults,
    options: { indent: indentOption(['2', '4', 'tab'], [ids.toJson]), ...parts.options } as OptionFields<O>,
    actions: [
      {
        id: ids.toJson,
        label: convert(name, 'JSON'),
        jobLabel: 'Converting',
        blank: blankInput(name),
        faultTitle: `${name} converter failed`,
        outputs: [
          {
            id: 'output',
            label: 'JSON',
            fileName: parts.jsonFileName ?? 'converted.json',
            language: () => 'json',
            lineNumbers: true,
          },
        ],
      },
      {
        id: ids.fromJson,
        label: convert('JSON', name),
        jobLabel: 'Converting',
        blank: blankInput('JSON'),
        faultTitle: `${name} converter failed`,
        outputs: [
          {
            id: 'output',
            label: name,
            fileName: `converted.${extension}`,
            language: () => parts.language,
            lineNumbers: true,
          },
        ],
      },
    ],
    run: {
      core: async (action, text, options) => converterResult((await parts.load())[action](text, options)),
      inWorker: async (action, text, options, job) => converterResult(await parts.inWorker(action, text, options, job)),
      ...(fileInWorker && {
        fileInWorker: async (action, file, options, job) =>
          converterResult(await fileInWorker(action, file, options, job)),
      }),
      workerFromChars: 0,
      liveUpToChars: parts.liveUpToChars,
    },
    examples: parts.examples,
  };
}
