import { DEFAULT_CODE_FORMAT, type CodeFormatOptions as Options } from '../../../core/shared/code-format';
import { formatCssInWorker } from '../../../workers/css-formatter';
import { CODE_FORMAT_CHECKS, CodeFormatOptions } from '../shared/CodeFormatOptions';
import { CodeFormatterView, type CodeFormatter } from '../shared/CodeFormatterView';

const CSS_FORMATTER: CodeFormatter<Options> = {
  name: 'CSS',
  language: 'css',
  extension: 'css',
  accept: '.css,text/css',
  dropLabel: 'Drop a CSS file here or click to choose',
  placeholder: 'Paste CSS here, e.g. body { margin: 0; }',
  success: 'CSS formatted successfully',
  defaultOptions: DEFAULT_CODE_FORMAT,
  optionsKey: ({ indent, printWidth }) => `${indent} ${printWidth}`,
  shareChecks: CODE_FORMAT_CHECKS,
  Options: CodeFormatOptions,
  format: formatCssInWorker,
  liveUpToChars: 50_000,
};

export default function CssFormatter() {
  return <CodeFormatterView formatter={CSS_FORMATTER} />;
}
