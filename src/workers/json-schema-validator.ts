/** Main-thread side of the JSON Schema validator (see ./json-schema-validator.worker). */
import type { TextPosition } from '../core/shared/text-position';
import type { TextResult } from '../core/shared/text-result';
import type { JsonSchemaOptions } from '../core/tools/json-schema-validator';
import type { JsonSchemaTasks } from './json-schema-validator.worker';
import { toolPool, type JobOptions } from './tool-pool';
import { withTwoTexts } from './two-texts';

/** One worker, kept between runs; validating is one synchronous call (about a second for 10 MB): a long liveness limit. */
export const jsonSchemaPool = toolPool<JsonSchemaTasks>(
  'JSON Schema validator',
  () =>
    new Worker(new URL('./json-schema-validator.worker.ts', import.meta.url), {
      type: 'module',
      name: 'json-schema-validator',
    }),
  { size: 1, livenessMs: 120_000, cancelGraceMs: 1000 },
);

/** Runs Validate or Generate in the worker; both texts go in slices (Generate sends an empty schema). */
export async function runJsonSchemaInWorker(
  action: string,
  text: string,
  { schema }: JsonSchemaOptions,
  job: JobOptions = {},
): Promise<{ outputs: Record<string, string | TextResult>; at?: TextPosition }> {
  if (action === 'generate') {
    const { schema: generated } = await withTwoTexts(text, '', ([document], transfer) =>
      jsonSchemaPool.run('generate', { document }, { ...job, transfer: [transfer[0]] }),
    );
    return { outputs: { schema: generated } };
  }
  const { errors, first } = await withTwoTexts(text, schema, ([document, schemaSource], transfer) =>
    jsonSchemaPool.run('validate', { document, schema: schemaSource }, { ...job, transfer }),
  );
  return { outputs: { errors }, at: first };
}
