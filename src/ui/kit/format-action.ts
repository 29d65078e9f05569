/**
 * The Format action of the formatters whose one run gives two outputs, Formatted and Minified (HTML, CSS, JSON),
 * with the spec's words: '{Formatted|Minified} {name} copied to clipboard', formatted.{ext} and minified.{ext}.
 */
import { DEFAULT_CODE_FORMAT, type CodeFormatOptions, type FormattedMinified } from '../../core/shared/code-format';
import type { TextResult } from '../../core/shared/text-result';
import type { JobOptions } from '../../workers/text-job';
import type { EditorLanguage } from '../components/TextEditor';
import type { ActionDeclaration, KitExample, OptionField, ToolDeclaration } from './declaration';

export interface FormatActionWords {
  /** The language as the messages name it, e.g. 'HTML'. */
  name: string;
  /** The downloads' extension, e.g. 'html'. */
  extension: string;
  language: EditorLanguage;
  /** The toast after Format, e.g. 'HTML formatted successfully'. */
  success?: string;
  /** The spec's message for blank input. */
  blank?: string;
}

const PANES = [
  { tab: 'Formatted', id: 'formatted' },
  { tab: 'Minified', id: 'minified' },
] as const;

export function formatAction<O>({
  name,
  extension,
  language,
  success,
  blank,
}: FormatActionWords): ActionDeclaration<O> {
  return {
    id: 'format',
    label: 'Format',
    jobLabel: 'Formatting',
    blank,
    success,
    faultTitle: `${name} formatter failed`,
    outputs: PANES.map(({ tab, id }) => ({
      id,
      tab,
      label: `${tab} ${name}`,
      fileName: `${id}.${extension}`,
      copyMessage: `${tab} ${name} copied to clipboard`,
      language: () => language,
      lineNumbers: true,
    })),
  };
}

/** The Indent choice of the formatters, from the indents each offers. */
const INDENT_LABELS = { '2': '2 spaces', '4': '4 spaces', '8': '8 spaces', tab: 'Tab' } as const;
export function indentOption<O, V extends keyof typeof INDENT_LABELS>(
  choices: readonly V[],
  actions?: readonly string[],
): OptionField<O, V> {
  return {
    kind: 'select',
    label: 'Indent',
    choices: choices.map((value) => ({ value, label: INDENT_LABELS[value] })),
    actions,
  } as unknown as OptionField<O, V>;
}

/** Prettier's line width. */
export const printWidthOption = {
  kind: 'select',
  label: 'Line width',
  choices: [
    { value: '80', label: '80 characters' },
    { value: '100', label: '100 characters' },
    { value: '120', label: '120 characters' },
  ],
} as const;

/** What a Prettier-based formatter (HTML, CSS) declares beyond its words; the kit does the rest. */
export interface CodeFormatterParts extends FormatActionWords {
  input: { label: string; placeholder: string };
  file: { accept: string; name: string };
  /** Its core function, loaded lazily (the examples' unit test runs it). */
  core: (text: string, options: CodeFormatOptions) => Promise<FormattedMinified>;
  /** The same in its worker. */
  inWorker: (
    text: string,
    options: CodeFormatOptions,
    job: JobOptions,
  ) => Promise<FormattedMinified<string | TextResult>>;
  examples: readonly KitExample<CodeFormatOptions>[];
}

/** A Prettier-based formatter: Indent and Line width, Format giving Formatted and Minified, live up to 50,000 characters. */
export function codeFormatter(parts: CodeFormatterParts): ToolDeclaration<CodeFormatOptions> {
  return {
    input: { ...parts.input, language: () => parts.language, lineNumbers: true },
    file: parts.file,
    defaults: DEFAULT_CODE_FORMAT,
    options: { indent: indentOption(['2', '4', 'tab']), printWidth: printWidthOption },
    actions: [formatAction(parts)],
    run: {
      core: async (_action, text, options) => ({ outputs: { ...(await parts.core(text, options)) } }),
      inWorker: async (_action, text, options, job) => ({ outputs: { ...(await parts.inWorker(text, options, job)) } }),
      workerFromChars: 0,
      // Prettier takes some 10 ms per 1,000 characters in the worker: up to here it keeps up with typing.
      liveUpToChars: 50_000,
    },
    examples: parts.examples,
  };
}
