import { DEFAULT_CODE_FORMAT, type CodeFormatOptions as Options } from '../../../core/shared/code-format';
import { formatHtmlInWorker } from '../../../workers/html-formatter';
import { CODE_FORMAT_CHECKS, CodeFormatOptions } from '../shared/CodeFormatOptions';
import { CodeFormatterView, type CodeFormatter } from '../shared/CodeFormatterView';

const HTML_FORMATTER: CodeFormatter<Options> = {
  name: 'HTML',
  language: 'html',
  extension: 'html',
  accept: '.html,.htm,.xhtml,text/html',
  dropLabel: 'Drop an HTML file here or click to choose',
  placeholder: 'Paste HTML here, e.g. <div><p>Hello</p></div>',
  success: 'HTML formatted successfully',
  defaultOptions: DEFAULT_CODE_FORMAT,
  optionsKey: ({ indent, printWidth }) => `${indent} ${printWidth}`,
  shareChecks: CODE_FORMAT_CHECKS,
  Options: CodeFormatOptions,
  format: formatHtmlInWorker,
  liveUpToChars: 50_000,
};

export default function HtmlFormatter() {
  return <CodeFormatterView formatter={HTML_FORMATTER} />;
}
