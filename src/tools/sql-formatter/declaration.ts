import { isNestingError } from '../../core/shared/nesting';
import { DEFAULT_SQL_OPTIONS, DIALECT_LABELS, type SqlDialect, type SqlOptions } from './core';
import { SQL_MESSAGES } from './words';
import { runSqlFormatterInWorker } from './in-worker';
import { coreOfActions, oneOutput, withPosition, type ToolDeclaration } from '../../ui/kit/declaration';
import { indentOption } from '../../ui/kit/format-action';
import type { ToolError } from '../../core/shared/tool-error';
import { EXAMPLES } from './examples';

const DIALECTS = Object.entries(DIALECT_LABELS).map(([value, label]) => ({ value: value as SqlDialect, label }));

const fieldError = (error: ToolError) =>
  isNestingError(error) ? error.message : withPosition(SQL_MESSAGES.invalidField, error.at);

/** Format (sql-formatter, eleven dialects) and minify SQL, in the tool's worker. */
export const sqlFormatter: ToolDeclaration<SqlOptions> = {
  input: {
    label: 'SQL input',
    placeholder: 'Paste SQL here, e.g. select id, name from users where active = true',
    lineNumbers: true,
  },
  file: { accept: '.sql,.ddl,.pgsql,.psql,.mysql,application/sql,text/x-sql', name: 'a .sql file' },
  defaults: DEFAULT_SQL_OPTIONS,
  options: {
    dialect: { kind: 'select', label: 'Dialect', choices: DIALECTS },
    keywordCase: {
      kind: 'select',
      label: 'Keywords',
      choices: [
        { value: 'upper', label: 'UPPERCASE' },
        { value: 'lower', label: 'lowercase' },
        { value: 'preserve', label: 'As written' },
      ],
      actions: ['format'],
    },
    indent: indentOption(['2', '4', 'tab'], ['format']),
    linesBetween: {
      kind: 'select',
      label: 'Lines between queries',
      choices: [
        { value: '0', label: 'None' },
        { value: '1', label: '1 line' },
        { value: '2', label: '2 lines' },
      ],
      actions: ['format'],
    },
  },
  actions: [
    {
      id: 'format',
      label: 'Format',
      jobLabel: 'Formatting',
      blank: SQL_MESSAGES.emptyFormat,
      success: 'SQL formatted successfully',
      faultTitle: 'SQL formatter failed',
      fieldError,
      outputs: [{ id: 'output', label: 'Formatted SQL', fileName: 'formatted.sql', lineNumbers: true }],
    },
    {
      id: 'minify',
      label: 'Minify',
      jobLabel: 'Minifying',
      blank: SQL_MESSAGES.emptyMinify,
      success: 'SQL minified successfully',
      faultTitle: 'SQL formatter failed',
      fieldError,
      outputs: [{ id: 'output', label: 'Minified SQL', fileName: 'minified.sql', wrap: false, lineNumbers: true }],
    },
  ],
  run: {
    core: coreOfActions(async () => (await import('./core/actions')).SQL_ACTIONS),
    inWorker: async (action, text, options, job) =>
      oneOutput(await runSqlFormatterInWorker(action, text, options, job)),
    // sql-formatter is 300 kB that the page never loads: every run is in the worker.
    workerFromChars: 0,
    // Formatting takes 8-15 ms per 1,000 characters in Node (47 kB in 370-730 ms): live up to about that.
    liveUpToChars: 50_000,
  },
  examples: EXAMPLES,
};

export default sqlFormatter;
