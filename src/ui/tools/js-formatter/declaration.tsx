import { oneOf } from '../../../core/site/share-checks';
import { JS_MESSAGES, type JsFormatOptions, type JsSyntax } from '../../../core/tools/js-formatter';
import { runJsFormatterInWorker } from '../../../workers/js-formatter';
import { Select } from '../../components/Select';
import { withPosition, type FormatterDeclaration } from '../shared/FormatMinifyValidate';
import { IndentSelect } from '../shared/IndentSelect';
import { EXAMPLES } from './examples';

const SYNTAXES = [
  { value: 'javascript', label: 'JavaScript (ES2024, JSX)' },
  { value: 'typescript', label: 'TypeScript (TSX)' },
] as const satisfies readonly { value: JsSyntax; label: string }[];

const INDENTS = ['2', '4', '8'] as const;

const extension = ({ syntax }: JsFormatOptions) => (syntax === 'typescript' ? 'ts' : 'js');

/** The JavaScript formatter as the shared Format / Minify / Validate screen runs it. */
export const jsFormatter: FormatterDeclaration<JsFormatOptions> = {
  inputLabel: 'JavaScript input',
  placeholder: 'Paste JavaScript here, e.g. const answer = () => 42;',
  language: ({ syntax }) => (syntax === 'typescript' ? 'typescript' : 'jsx'),
  accept: '.js,.mjs,.cjs,.jsx,.ts,.mts,.cts,.tsx,text/javascript,application/javascript',
  dropLabel: 'Drop a .js, .jsx or .ts file here or click to choose',
  initialOptions: { indent: '2', syntax: 'javascript' },
  shareChecks: { indent: oneOf(INDENTS), syntax: oneOf(SYNTAXES.map((syntax) => syntax.value)) },
  optionValues: ({ indent, syntax }) => [indent, syntax],
  optionControls: (action, options, onChange) => (
    <>
      {action !== 'minify' && (
        <div className="w-60">
          <Select
            label="Syntax"
            value={options.syntax}
            options={SYNTAXES}
            onChange={(syntax) => onChange({ ...options, syntax })}
          />
        </div>
      )}
      {action === 'format' && (
        <IndentSelect
          value={options.indent}
          choices={INDENTS}
          onChange={(indent) => onChange({ ...options, indent })}
        />
      )}
    </>
  ),
  optionsForFile: (name, options) => ({
    ...options,
    syntax: /\.[mc]?tsx?$/i.test(name) ? 'typescript' : 'javascript',
  }),
  actions: {
    format: {
      label: 'Format',
      jobLabel: 'Formatting',
      empty: JS_MESSAGES.emptyFormat,
      fieldError: (error) => withPosition(JS_MESSAGES.formatField, error.at),
      success: JS_MESSAGES.formatted,
      output: (options) => ({ label: 'Formatted JavaScript', fileName: `formatted.${extension(options)}` }),
    },
    minify: {
      label: 'Minify',
      jobLabel: 'Minifying',
      empty: JS_MESSAGES.emptyMinify,
      fieldError: (error) => withPosition(JS_MESSAGES.minifyField, error.at),
      success: JS_MESSAGES.minified,
      output: () => ({ label: 'Minified JavaScript', fileName: 'minified.js' }),
    },
    validate: {
      label: 'Validate',
      jobLabel: 'Validating',
      empty: JS_MESSAGES.emptyValidate,
      fieldError: (error) => `${JS_MESSAGES.validateField}${error.description ?? ''}`,
      success: JS_MESSAGES.valid,
      valid: JS_MESSAGES.valid,
    },
  },
  example: { text: ({ syntax }) => EXAMPLES[syntax], loaded: 'Example code loaded' },
  run: runJsFormatterInWorker,
  // Prettier takes some 10 ms per 1,000 characters in the worker: up to here it keeps up with typing.
  liveUpToChars: 50_000,
};
