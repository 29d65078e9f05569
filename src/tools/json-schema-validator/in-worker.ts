/** Main-thread side of the JSON Schema validator (see ./task). */
import type { TextPosition } from '../../core/shared/text-position';
import type { TextResult } from '../../core/shared/text-result';
import type { JsonSchemaOptions } from './core';
import { fault } from './core/faults';
import { mayHoldPatterns } from './core/patterns';
import type { RunningPattern } from './json-schema-patterns';
import type { JsonSchemaTasks } from './task';
import { regexTimeLimitMs, regexTooSlow, withTimeLimit } from '../../workers/time-limit';
import { toolPool, type JobOptions } from '../../workers/tool-pool';
import { withTwoTexts } from '../../workers/two-texts';

/**
 * One worker, kept between runs; validating is one synchronous call (about a second for 10 MB): a long liveness
 * limit. A schema's pattern may backtrack for ever: on its time limit or Cancel the worker is terminated soon.
 */
export const jsonSchemaPool = toolPool<JsonSchemaTasks>('JSON Schema validator', 'json-schema-validator');

/**
 * The longest a validation with patterns may run: the regex tester's limit, and 1 s more per MB of document and
 * schema (validating takes some 60 to 200 ms per MB).
 */
const patternTimeLimitMs = (chars: number) => regexTimeLimitMs(0) + Math.round(chars / 1000);

/** The error of a validation stopped at its limit: the pattern that was running, by its place in the schema. */
const patternTooSlow = (running: RunningPattern | null) =>
  running
    ? fault(
        'patternTooSlow',
        { pattern: running.source, pointer: running.pointer },
        running.at && { ...running.at, input: 'schema' },
      )
    : regexTooSlow();

/** Validates in the worker; a schema with patterns under the time limit, the pattern running told on a port. */
async function validateInWorker(text: string, schema: string, job: JobOptions) {
  const send = (patterns: MessagePort | undefined, inner: JobOptions) =>
    withTwoTexts(text, schema, ([document, schemaSource], transfer) =>
      jsonSchemaPool.run(
        'validate',
        { document, schema: schemaSource, patterns },
        { ...inner, transfer: patterns ? [...transfer, patterns] : transfer },
      ),
    );
  if (!mayHoldPatterns(schema)) return send(undefined, job);
  const channel = new MessageChannel();
  let running: RunningPattern | null = null;
  channel.port1.onmessage = (event: MessageEvent<RunningPattern | null>) => (running = event.data);
  try {
    return await withTimeLimit(
      patternTimeLimitMs(text.length + schema.length),
      job,
      (inner) => send(channel.port2, inner),
      () => patternTooSlow(running),
    );
  } finally {
    channel.port1.close();
  }
}

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
  const { errors, first } = await validateInWorker(text, schema, job);
  return { outputs: { errors }, at: first };
}
