import { CASE_WORKER_FROM_CHARS, TEXT_CASES, convertCase, type TextCase } from './core';
import { CASE_LABELS, COPIED_MESSAGE, EMPTY_BODY, EMPTY_TITLE } from './words';
import { convertCaseInWorker } from './in-worker';
import type { ToolDeclaration } from '../../ui/kit/declaration';

type CaseOptions = { case: TextCase };

/**
 * The text case converter: the text in one card, its conversion under the spec's eight case tabs in the next. Short
 * text converts as you type and as you choose a tab; from CASE_WORKER_FROM_CHARS characters it converts in a
 * worker on Convert. Examples checked by hand against change-case's rules (acronyms, digits, Unicode letters).
 */
export const textCaseConverter: ToolDeclaration<CaseOptions> = {
  input: { label: 'Text', placeholder: 'Type or paste text, e.g. XMLHttpRequest or the HTTP server is down' },
  defaults: { case: 'upper' },
  options: {
    case: {
      kind: 'select',
      label: 'Case',
      choices: TEXT_CASES.map((value) => ({ value, label: CASE_LABELS[value] })),
      display: 'tabs',
    },
  },
  actions: [
    {
      id: 'convert',
      label: 'Convert',
      jobLabel: 'Converting',
      blank: EMPTY_TITLE,
      blankDescription: EMPTY_BODY,
      outputs: [
        {
          id: 'output',
          label: ({ case: to }) => `${CASE_LABELS[to]} result`,
          fileName: ({ case: to }) => `${to}-case.txt`,
          copyMessage: COPIED_MESSAGE,
        },
      ],
    },
  ],
  all: { option: 'case', label: 'All', empty: 'Type text to see it in every case.' },
  run: {
    here: (_action, text, { case: to }) => ({ outputs: { output: convertCase(text, to) } }),
    inWorker: async (_action, text, { case: to }, job) => ({
      outputs: { output: (await convertCaseInWorker(text, to, job)).output },
    }),
    workerFromChars: CASE_WORKER_FROM_CHARS,
    liveUpToChars: CASE_WORKER_FROM_CHARS - 1,
  },
  examples: [
    {
      name: 'A sentence in Title Case',
      input: 'the HTTP server is down, again',
      options: { case: 'title' },
      expect: { output: 'The HTTP Server Is Down, Again' },
    },
    {
      name: 'An identifier in snake_case',
      input: 'XMLHttpRequest version 2',
      options: { case: 'snake' },
      expect: { output: 'xml_http_request_version_2' },
    },
    {
      name: 'Accented words in camelCase',
      input: 'café crème brûlée',
      options: { case: 'camel' },
      expect: { output: 'caféCrèmeBrûlée' },
    },
  ],
};

export default textCaseConverter;
