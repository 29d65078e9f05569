/// <reference lib="webworker" />
/** Worker tasks of the JSON Schema validator: the document and the schema arrive in slices, are parsed and checked here. */
import { generateFromJson } from './core';
import { validationReport } from './result';
import { watchingPatterns } from './json-schema-patterns';
import { longAsBlob } from '../../workers/formatter-task';
import type { TaskContext } from '../../workers/protocol';
import { receiveText, receiveTwoTexts, type TextSource } from '../../workers/text-task';

export const jsonSchemaTasks = {
  validate: async (
    { document, schema, patterns }: { document: TextSource; schema: TextSource; patterns?: MessagePort },
    ctx: TaskContext,
  ) => {
    const [text, schemaText] = await receiveTwoTexts(document, schema, ctx);
    ctx.signal.throwIfAborted();
    const { errors, first } = watchingPatterns(schemaText, patterns, () =>
      validationReport(text, { schema: schemaText }),
    );
    ctx.progress(1, 1);
    return { errors: longAsBlob(errors), first };
  },
  generate: async ({ document }: { document: TextSource }, ctx: TaskContext) => {
    const text = await receiveText(document, ctx);
    ctx.signal.throwIfAborted();
    return { schema: longAsBlob(generateFromJson(text)) };
  },
};

export type JsonSchemaTasks = typeof jsonSchemaTasks;

export default jsonSchemaTasks;
